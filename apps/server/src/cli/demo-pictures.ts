// `npm run build` runs this after bundling the server: renders the demo data's pictures into the cache a cold
// start reads them from (src/seed/demo-images.ts), so the first start does not draw them.
import { mkdirSync, utimesSync } from 'node:fs';
import { DEMO_PICTURE_CACHE, removeUnusedPictures } from '../seed/demo-images.ts';
import { renderDemoPictures, writeDemoPasswordHash } from '../seed/demo-seed.ts';

mkdirSync(DEMO_PICTURE_CACHE, { recursive: true });
const count = await renderDemoPictures();
// Pictures of earlier demo data (or of another sharp) would otherwise pile up build after build.
const removed = removeUnusedPictures();
// The demo accounts' password hash, which a cold start then reads instead of computing (demo-seed.ts).
await writeDemoPasswordHash();
// Pictures already there are not written again: the folder's time says the build is done (build.mjs).
const now = new Date();
utimesSync(DEMO_PICTURE_CACHE, now, now);
console.log(
  `[hearth] ${count} demo pictures ready in ${DEMO_PICTURE_CACHE}` +
    (removed > 0 ? ` (${removed} of earlier builds removed)` : ''),
);
