// `npm run faults [-- NAME ...]`: the fault drills of bench/faults/, one after the other (all of them, or the
// ones named), each a script of its own that injects its fault, prints its figures and exits 1 when something
// was lost or an invariant broke. Options (`--users=10`) go to every drill; each ignores those it does not
// know. Ends with one line per drill and exits 1 when any drill failed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/server.mjs';

const dir = path.join(ROOT, 'bench/faults');
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -'.mjs'.length))
  .sort();
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown drill: ${unknown.join(', ')}. Drills: ${all.join(', ')}`);
  process.exit(2);
}
const drills = asked.length > 0 ? asked : all;
const passOn = process.argv.slice(2).filter((a) => a.startsWith('-'));

const results = [];
for (const name of drills) {
  console.log(`\n=== fault drill: ${name} ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(dir, `${name}.mjs`), ...passOn], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  results.push({ name, ok: run.status === 0, seconds });
}
console.log('\n=== fault drills ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
