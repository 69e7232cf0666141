// CPU time of one image upload's image work (decision 048): the header check, then (when it passes) the decode
// and re-encode, which is what POST /secure/file-upload spends on an image besides the database and the disk.
// The inputs: a normal 12 MP phone photo, the 40 MP pixel bomb of finding F14 (a 1-bit PNG of a few KB) as a
// chef may send it and as anyone else may, and a header claiming 50,000 x 50,000. CPU time is this process's
// user + system time over the call (libvips' threads included), the median of the runs; the load average
// is printed with it, since other work on the machine changes the wall time more than the CPU time.
//
// Then the file storage (decision 058), on the local folder and on an S3 protocol server (s3rver, the tests'
// one, run as a process of its own on 127.0.0.1, so its work is not counted in the bench's process):
// - the driver alone: put, get and exists of the stored form of the phone photo, wall time, median;
// - through the built server over HTTP (the demo chef, the embedded database): the whole upload of the phone
//   photo (POST /secure/file-upload: the image work, the write, the row) and serving an avatar
//   (GET /repository/users/{id}/avatar.jpg, read from the storage each time).
// Usage: node bench/uploads.mjs [runs=5]
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { register } from 'tsx/esm/api';

register();
const sharp = (await import('sharp')).default;
const images = await import('../apps/server/src/modules/files/image-processing.ts');
const { LocalDiskStorage } = await import('../apps/server/src/storage/local-disk-storage.ts');
const { S3Storage } = await import('../apps/server/src/storage/s3-storage.ts');
const { ROOT, freePort, startServer } = await import('./lib/server.mjs');
const { buildStale } = await import('../scripts/lib/build.mjs');

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
const photo = await phonePhoto();
const cases = [
  {
    name: '12 MP phone photo (JPEG), a customer',
    bytes: photo,
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

// ---- The file storage: the local folder and an S3 protocol server ----

const BUCKET = 'hearth-bench';
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** s3rver as a process of its own, on a free port, its objects in a temporary folder. */
async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'hearth-bench-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js'),
      ...['-d', directory, '-a', '127.0.0.1', '-p', String(port), '-s', '--configure-bucket', BUCKET],
    ],
    { stdio: 'ignore' },
  );
  const config = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    ...S3_CREDENTIALS,
  };
  const probe = new S3Storage(config);
  for (let i = 0; ; i++) {
    if ((await probe.checkBucket().catch(() => 'no')) === null) break;
    if (i > 100) throw new Error('s3rver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  probe.destroy();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    config,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function wallMs(task) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function medianOf(runs, task) {
  await task(0); // warm-up: connections open, caches filled
  const times = [];
  for (let i = 1; i <= runs; i++) times.push(await wallMs(() => task(i)));
  return median(times);
}

const fmt = (ms) => `${ms.toFixed(2).padStart(7)} ms`;

/** put, get and exists of the stored form of the photo on one driver. */
async function driverTimings(storage) {
  const stored = (await images.reencodeUpload(await images.checkUpload(photo, images.MAX_IMAGE_PIXELS)))
    .bytes;
  const put = await medianOf(RUNS * 4, (i) => storage.put(`bench/${i}.jpg`, stored, 'image/jpeg'));
  const get = await medianOf(RUNS * 4, (i) => storage.get(`bench/${i % (RUNS * 4)}.jpg`));
  const exists = await medianOf(RUNS * 4, (i) => storage.exists(`bench/${i}.jpg`));
  return { size: stored.length, put, get, exists };
}

/** The built server on a fresh embedded database with the demo data: an upload and an avatar served, over HTTP. */
async function httpTimings(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-uploads-'));
  const server = await startServer({
    env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', UPLOADS_PER_MINUTE: '1000', ...env },
  });
  try {
    const login = await fetch(`${server.url}/pw-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ identityKey: 'chef.vilnius@hearth.local', password: 'Hearth2026' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('hearth_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`the demo chef cannot sign in: ${login.status}`);
    let fileId;
    const upload = await medianOf(RUNS, async () => {
      const form = new FormData();
      form.append('data', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${server.url}/secure/file-upload`, {
        method: 'POST',
        headers: { accept: 'application/json', cookie },
        body: form,
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
      fileId = body.model.fileDescriptor.id;
    });
    const avatar = await fetch(`${server.url}/secure/set-avatar?fileId=${fileId}`, {
      headers: { accept: 'application/json', cookie },
    }).then((res) => res.json());
    const avatarUrl = avatar.model.avatarUrl;
    const serve = await medianOf(RUNS * 4, async () => {
      const res = await fetch(`${server.url}${avatarUrl}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`avatar: ${res.status}`);
    });
    return { upload, serve };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildStale({ only: ['server'], quiet: true });
const s3 = await startS3Server();
const folder = mkdtempSync(path.join(tmpdir(), 'hearth-bench-folder-'));
try {
  console.log(
    `\nthe file storage, wall time, median of ${RUNS * 4} calls (driver) and ${RUNS} uploads / ${RUNS * 4} reads (HTTP)`,
  );
  console.log(`load before: ${execSync('uptime').toString().trim()}`);
  const stores = [
    ['local folder', () => new LocalDiskStorage(folder), {}],
    ['S3 server (s3rver, 127.0.0.1)', () => new S3Storage(s3.config), s3.env],
  ];
  for (const [name, make, env] of stores) {
    const storage = make();
    const d = await driverTimings(storage);
    storage.destroy?.();
    console.log(
      `${name.padEnd(30)} driver (${(d.size / 1024).toFixed(0)} KB): put ${fmt(d.put)}  get ${fmt(d.get)}  exists ${fmt(d.exists)}`,
    );
    const h = await httpTimings(env);
    console.log(
      `${''.padEnd(30)} HTTP: upload of the 12 MP photo ${fmt(h.upload)}  avatar served ${fmt(h.serve)}`,
    );
  }
  console.log(`load after:  ${execSync('uptime').toString().trim()}`);
} finally {
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
}
console.log(
  'Figures taken while other work runs on the machine are indicative only: CPU time is the steadier of the two.',
);
