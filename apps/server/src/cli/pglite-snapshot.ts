// `npm run build` runs this after bundling the server: the data folder of an empty embedded database with
// every migration applied, which a start on an empty DATA_DIR copies instead of creating and migrating one
// (src/db/pglite-snapshot.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createMigratedFolder } from '../db/database.ts';
import { SNAPSHOT_DIR, writeSnapshotFolder } from '../db/pglite-snapshot.ts';

await writeSnapshotFolder(createMigratedFolder);
// The dump earlier builds made instead of the folder (decision 062).
rmSync(path.join(path.dirname(SNAPSHOT_DIR), 'pglite-snapshot.tar.gz'), { force: true });
rmSync(path.join(path.dirname(SNAPSHOT_DIR), 'pglite-snapshot.tar.gz.json'), { force: true });
console.log(`[hearth] database snapshot written: ${SNAPSHOT_DIR}`);
