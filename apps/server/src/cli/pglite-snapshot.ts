// `npm run build` runs this after bundling the server. Without arguments: the data folder of an empty
// embedded database with every migration applied, which a start on an empty DATA_DIR copies instead of
// creating and migrating one (src/db/pglite-snapshot.ts). With `--demo`: the same database with the demo data
// seeded at the build's time, which a start that seeds the demo data copies and adopts instead
// (src/seed/demo-seed.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createMigratedFolder } from '../db/database.ts';
import {
  DEMO_SNAPSHOT_DIR,
  demoSnapshotKey,
  SNAPSHOT_DIR,
  snapshotKey,
  writeSnapshotFolder,
} from '../db/pglite-snapshot.ts';

if (process.argv.includes('--demo')) {
  const { createDemoFolder } = await import('../seed/demo-seed.ts');
  await writeSnapshotFolder((folder) => createDemoFolder(folder), demoSnapshotKey(), DEMO_SNAPSHOT_DIR);
  console.log(`[hearth] demo database snapshot written: ${DEMO_SNAPSHOT_DIR}`);
} else {
  await writeSnapshotFolder(createMigratedFolder, snapshotKey(), SNAPSHOT_DIR);
  // The dump earlier builds made instead of the folder (decision 062).
  rmSync(path.join(path.dirname(SNAPSHOT_DIR), 'pglite-snapshot.tar.gz'), { force: true });
  rmSync(path.join(path.dirname(SNAPSHOT_DIR), 'pglite-snapshot.tar.gz.json'), { force: true });
  console.log(`[hearth] database snapshot written: ${SNAPSHOT_DIR}`);
}
