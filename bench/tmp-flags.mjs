import { readFileSync } from 'node:fs';
import { startServer, SERVER_MAIN } from './lib/server.mjs';
const dir = process.argv[2];
const variants = { default: [], budget: ['--wasm-tiering-budget=20000000'] };
const out = {};
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
for (let round = 0; round < Number(process.argv[3] ?? 4); round++)
  for (const [name, flags] of Object.entries(variants)) {
    const s = await startServer({ env: { DATA_DIR: dir, DATABASE_URL: '' }, args: [...flags, SERVER_MAIN] });
    const c = cpu(s.pid);
    await s.stop();
    (out[name] ??= []).push(`${Math.round(s.startMs)}/${c}`);
  }
console.log(JSON.stringify(out));
