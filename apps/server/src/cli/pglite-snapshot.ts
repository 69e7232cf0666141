// `npm run build` runs this after bundling the server: the snapshot of an empty embedded database with every
// migration applied, which a start on an empty DATA_DIR loads instead of creating and migrating one
// (src/db/pglite-snapshot.ts).
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS, pgliteDatabase } from '../db/database.ts';
import { snapshotKey, writeSnapshot, SNAPSHOT_FILE } from '../db/pglite-snapshot.ts';

const client = await PGlite.create(PGLITE_OPTIONS);
const database = pgliteDatabase(client);
await database.migrate();
await writeSnapshot(client, snapshotKey());
await database.close();
console.log(`[hearth] database snapshot written: ${SNAPSHOT_FILE}`);
