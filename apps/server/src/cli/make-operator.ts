/** `npm run user:operator -- EMAIL`: gives an existing account the OPERATOR role. */
import { emailSchema } from '@hearth/domain/fields';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { setUserRole } from '../modules/auth/auth-repository.ts';

const arg = process.argv[2];
const parsed = emailSchema.safeParse(arg ?? '');
if (!parsed.success) {
  console.error('Usage: npm run user:operator -- EMAIL');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const user = await setUserRole(database.db, parsed.data, 'OPERATOR');
  if (!user) {
    console.error(`No account with the e-mail ${parsed.data}: register it first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${user.email} is now an OPERATOR.`);
  }
} finally {
  await database.close();
}
