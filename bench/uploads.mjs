// CPU time of one image upload's image work (decision 048): the header check, then (when it passes) the decode
// and re-encode, which is what POST /secure/file-upload spends on an image besides the database and the disk.
// The inputs: a normal 12 MP phone photo, the 40 MP pixel bomb of finding F14 (a 1-bit PNG of a few KB) as a
// chef may send it and as anyone else may, and a header claiming 50,000 x 50,000. CPU time is this process's
// user + system time over the call (libvips' threads included), the median of the runs; the load average
// is printed with it, since other work on the machine changes the wall time more than the CPU time.
// Usage: node bench/uploads.mjs [runs=5]
import { execSync } from 'node:child_process';
import { cpus } from 'node:os';
import { deflateSync, crc32 } from 'node:zlib';
import { register } from 'tsx/esm/api';

register();
const sharp = (await import('sharp')).default;
const images = await import('../apps/server/src/modules/files/image-processing.ts');

const RUNS = Number(process.argv[2] ?? 5);

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit greyscale PNG of width x height, all black: deflates to almost nothing (F14's reproduction). */
function bitPng(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(Math.ceil(width / 8) + 1); // filter byte 0, then the bits
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 12 MP photo-like JPEG (4032 x 3024, smooth colours and fine noise), as a phone writes it. */
async function phonePhoto() {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = ((x * 7919 + y * 104729) % 23) - 11;
      pixels[i] = (x * 255) / width + noise;
      pixels[i + 1] = (y * 255) / height + noise;
      pixels[i + 2] = 128 + noise;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** CPU and wall milliseconds of one upload's image work, and what became of it. */
async function once(bytes, maxPixels) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let outcome;
  try {
    const image = await images.reencodeUpload(await images.checkUpload(bytes, maxPixels));
    outcome = `stored ${image.width}x${image.height}`;
  } catch (error) {
    outcome = `refused (${error.name})`;
  }
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  return { cpuMs: (user + system) / 1000, wallMs, outcome };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bomb = bitPng(10_000, 4_000);
const cases = [
  {
    name: '12 MP phone photo (JPEG), a customer',
    bytes: await phonePhoto(),
    maxPixels: images.MAX_AVATAR_IMAGE_PIXELS,
  },
  { name: 'F14 bomb, 40 MP 1-bit PNG, a chef', bytes: bomb, maxPixels: images.MAX_IMAGE_PIXELS },
  { name: 'F14 bomb, 40 MP 1-bit PNG, a customer', bytes: bomb, maxPixels: images.MAX_AVATAR_IMAGE_PIXELS },
  {
    name: 'header claiming 50,000 x 50,000 (PNG)',
    bytes: bitPng(50_000, 50_000),
    maxPixels: images.MAX_IMAGE_PIXELS,
  },
];

console.log(
  `image work per upload, median of ${RUNS} runs (sharp ${sharp.versions.sharp}, libvips threads ${sharp.concurrency()}, ${cpus().length} cores)`,
);
console.log(`load before: ${execSync('uptime').toString().trim()}`);
for (const c of cases) {
  await once(c.bytes, c.maxPixels); // warm-up: codecs loaded, caches filled
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(c.bytes, c.maxPixels));
  const cpuMs = median(runs.map((r) => r.cpuMs));
  const wallMs = median(runs.map((r) => r.wallMs));
  const size =
    c.bytes.length >= 1024 * 1024
      ? `${(c.bytes.length / 1024 / 1024).toFixed(1)} MB`
      : `${(c.bytes.length / 1024).toFixed(1)} KB`;
  console.log(
    `${c.name.padEnd(42)} ${size.padStart(8)}  cpu ${cpuMs.toFixed(1).padStart(7)} ms  wall ${wallMs.toFixed(1).padStart(7)} ms  ${runs[0].outcome}`,
  );
}
console.log(`load after:  ${execSync('uptime').toString().trim()}`);
console.log(
  'Figures taken while other work runs on the machine are indicative only: CPU time is the steadier of the two.',
);
