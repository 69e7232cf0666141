/**
 * `npm run seed:large [-- --seed N --scale X]`: the large data set of the benchmarks (decision 029) in the
 * configured database: the embedded one under DATA_DIR, or DATABASE_URL. Migrates first; does nothing when
 * the data set is there already. On the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DEFAULT_LARGE_SEED, LARGE_SEED_FIXTURES } from '../seed/large-data.ts';
import { seedLargeData } from '../seed/large-seed.ts';

const { values } = parseArgs({
  options: { seed: { type: 'string' }, scale: { type: 'string' } },
});
const seed = Number(values.seed ?? DEFAULT_LARGE_SEED);
const scale = Number(values.scale ?? 1);
if (!Number.isSafeInteger(seed) || !(scale > 0 && scale <= 10)) {
  console.error('Usage: npm run seed:large -- [--seed N (a whole number)] [--scale X (0 < X <= 10)]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const where =
    database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded database in ${config.DATA_DIR}`;
  console.log(`Seeding the large data set into ${where}, seed ${seed}, scale ${scale}:`);
  const summary = await seedLargeData(database.db, { seed, scale, log: (line) => console.log(line) });
  if (summary.seeded) {
    console.log(`Done in ${(summary.ms / 1000).toFixed(1)} s.`);
    console.log(
      `Sign in as ${LARGE_SEED_FIXTURES.customerEmail} (${LARGE_SEED_FIXTURES.customerOrders} orders) or ` +
        `${LARGE_SEED_FIXTURES.chefEmail} (chef page /store/${LARGE_SEED_FIXTURES.chefNickname}), password ${LARGE_SEED_FIXTURES.password}.`,
    );
  }
} finally {
  await database.close();
}
