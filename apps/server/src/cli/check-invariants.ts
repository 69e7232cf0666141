/**
 * `npm run db:check`: checks the database invariants (checks/invariants.ts) of the configured database and
 * prints the counts and every broken invariant; exit 1 when one is broken. `--json` prints one JSON line
 * instead (the fault drills and the soak read it).
 */
import { checkInvariants, countRecords, ledgerTotals } from '../checks/invariants.ts';
import { formatEurCents } from '@hearth/domain/money';
import { formatDoge } from '@hearth/domain/wallet';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const json = process.argv.includes('--json');
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await database.migrate();
  const counts = await countRecords(database.db);
  const violations = await checkInvariants(database.db);
  const totals = await ledgerTotals(database.db);
  if (json) {
    console.log(JSON.stringify({ ok: violations.length === 0, counts, totals, violations }));
  } else {
    console.log(
      `${database.kind}: ${Object.entries(counts)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}`,
    );
    // Where the money is: each kind of account, in euros and in DOGE.
    const shown = Object.entries(totals).map(([name, amount]) =>
      name.startsWith('EUR') ? `${name} ${formatEurCents(amount)}` : `${name} ${formatDoge(amount)}`,
    );
    if (shown.length > 0) console.log(`ledger: ${shown.join(', ')}`);
    for (const v of violations) console.log(`BROKEN: ${v.invariant}: ${v.detail}`);
    console.log(
      violations.length === 0 ? 'Every invariant holds.' : `${violations.length} invariants broken.`,
    );
  }
  if (violations.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
