/**
 * `npm run seed:large [-- --seed N --scale X]`: the large data set of the benchmarks (decision 029) in the
 * configured database: the embedded one under DATA_DIR, or DATABASE_URL. Migrates first; writes nothing when
 * the data set is there already. On the embedded database, stop the server first. The last line of the
 * output is always the benchmark fixtures as JSON (e-mails, password, nickname and ids), for scripts.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DEFAULT_LARGE_SEED } from '../seed/large-data.ts';
import { seedLargeData } from '../seed/large-seed.ts';

const USAGE = 'Usage: npm run seed:large -- [--seed N (a whole number)] [--scale X (0 < X <= 10)]';

function parseOptions() {
  try {
    const { values } = parseArgs({ options: { seed: { type: 'string' }, scale: { type: 'string' } } });
    const seed = Number(values.seed ?? DEFAULT_LARGE_SEED);
    const scale = Number(values.scale ?? 1);
    if (Number.isSafeInteger(seed) && scale > 0 && scale <= 10) return { seed, scale };
  } catch {
    // An unknown option: the usage below says what there is.
  }
  console.error(USAGE);
  process.exit(2);
}

const { seed, scale } = parseOptions();
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const where =
    database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded database in ${config.DATA_DIR}`;
  console.log(`Seeding the large data set into ${where}, seed ${seed}, scale ${scale}:`);
  const summary = await seedLargeData(database.db, {
    seed,
    scale,
    serviceFeeCents: config.SERVICE_FEE_CENTS,
    dogeEurRate: config.DOGE_EUR_RATE,
    log: (line) => console.log(line),
  });
  const { fixtures } = summary;
  if (summary.seeded) console.log(`Done in ${(summary.ms / 1000).toFixed(1)} s.`);
  console.log(
    `Sign in as ${fixtures.customerEmail} (${fixtures.customerOrders} orders) or ${fixtures.chefEmail} ` +
      `(chef page /store/${fixtures.chefNickname}, dish /product-detail/${fixtures.productId}), password ${fixtures.password}.`,
  );
  console.log(JSON.stringify(fixtures));
} finally {
  await database.close();
}
