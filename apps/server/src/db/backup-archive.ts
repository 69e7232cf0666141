import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup archive: a data folder as a gzipped tar (ustar), streamed both ways so that memory stays flat
 * whatever the database's size (decision 038). The entries are the folder's files and folders by relative
 * name, the layout PGlite's own dumpDataDir writes and loadDataDir reads.
 */

/** A refusal of an archive, with what is wrong in words for the person at the terminal. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

const BLOCK = 512;
// Backups hold personal data: readable by their owner only.
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** Writes the folder `dir` as a .tar.gz to `file` (created with the owner's permissions only). */
export async function writeArchive(dir: string, file: string): Promise<void> {
  await pipeline(tarStream(dir), createGzip(), createWriteStream(file, { mode: FILE_MODE }));
}

async function* tarStream(dir: string): AsyncGenerator<Buffer> {
  for (const name of walk(dir, '')) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      yield tarHeader(`${name}/`, 0, '5', stat.mtime);
      continue;
    }
    yield tarHeader(name, stat.size, '0', stat.mtime);
    let written = 0;
    for await (const chunk of createReadStream(full)) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== stat.size) throw new Error(`${full} changed while it was archived`);
    yield Buffer.alloc((BLOCK - (stat.size % BLOCK)) % BLOCK);
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Relative names of everything under `dir`, a folder before its contents, in name order. */
function* walk(dir: string, prefix: string): Generator<string> {
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!entry.isDirectory() && !entry.isFile()) throw new Error(`${name} is neither a file nor a folder`);
    yield name;
    if (entry.isDirectory()) yield* walk(dir, name);
  }
}

function tarHeader(name: string, size: number, type: '0' | '5', mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  // Names over 100 bytes go in the ustar prefix field, split at a slash.
  const split = Buffer.byteLength(name) > 100 ? name.lastIndexOf('/', name.length - 2) : -1;
  const [prefix, base] = split > 0 ? [name.slice(0, split), name.slice(split + 1)] : ['', name];
  if (Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155)
    throw new Error(`name too long: ${name}`);
  header.write(base, 0, 'utf8');
  header.write(octal(type === '5' ? DIR_MODE : FILE_MODE, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 'utf8');
  header.write(`${checksum(header).toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
  return header;
}

/** `n` in octal, zero-padded to fill `width` bytes with the closing NUL. */
function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, '0')}\u0000`;
}

/** The sum of the header's bytes with the checksum field itself counted as spaces. */
function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

/**
 * Reads the archive `file` through, checking gzip (whose CRC covers every byte: a cut or altered archive
 * fails) and every tar header, and answers the names in it. With `dest`, writes its files and folders there
 * (files 0600, folders 0700); a name that would land outside `dest` is refused.
 */
export async function readArchive(file: string, dest?: string): Promise<Set<string>> {
  const reader = new TarReader(dest);
  const gunzip = createGunzip();
  // Iterated directly rather than through pipeline(): a gzip error then surfaces as itself, not as an abort.
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  try {
    for await (const chunk of gunzip) reader.push(chunk as Buffer);
  } catch (error) {
    gunzip.destroy();
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_')) throw new ArchiveError(`gzip: ${(error as Error).message}`);
    throw error;
  } finally {
    reader.closeFile();
  }
  reader.finish();
  return reader.names;
}

/** A tar parser fed chunk by chunk (chunks split headers and files anywhere). */
class TarReader {
  readonly names = new Set<string>();
  private pending: Buffer = Buffer.alloc(0);
  private offset = 0;
  private file?: { name: string; fd?: number; left: number; padding: number };
  private ended = false;

  constructor(private readonly dest?: string) {}

  push(chunk: Buffer) {
    if (this.ended) return;
    this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    while (!this.ended && this.step()) {
      // each step consumed a header or part of a file
    }
  }

  /** Consumes what it can; false when it needs more bytes. */
  private step(): boolean {
    if (this.file) {
      const body = Math.min(this.file.left, this.pending.length);
      if (body > 0 && this.file.fd !== undefined) writeSync(this.file.fd, this.pending, 0, body);
      this.file.left -= body;
      const padding = Math.min(this.file.padding, this.pending.length - body);
      this.file.padding -= padding;
      this.consume(body + padding);
      if (this.file.left > 0 || this.file.padding > 0) return false;
      this.closeFile();
      this.file = undefined;
      return true;
    }
    if (this.pending.length < BLOCK) return false;
    const header = this.pending.subarray(0, BLOCK);
    if (header.every((byte) => byte === 0)) {
      this.ended = true;
      return false;
    }
    this.entry(header);
    this.consume(BLOCK);
    return true;
  }

  private entry(header: Buffer) {
    if (parseInt(field(header, 148, 8), 8) !== checksum(header))
      throw new ArchiveError(`no valid tar header at byte ${this.offset}`);
    const prefix = field(header, 345, 155);
    const raw = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    // `PG_VERSION`, `/PG_VERSION` (PGlite's dumpDataDir) and `./PG_VERSION` (tar -C DIR .) are one name.
    const name = path.posix
      .normalize(raw)
      .replace(/^(\.?\/)+/, '')
      .replace(/\/+$/, '');
    if (name === '..' || name.startsWith('../'))
      throw new ArchiveError(`an unsafe name in the archive: ${raw}`);
    const type = String.fromCharCode(header[156]!);
    const size = parseInt(field(header, 124, 12) || '0', 8);
    const root = name === '' || name === '.';
    if (root && type !== '5') throw new ArchiveError(`an unsafe name in the archive: ${raw}`);
    if (!root) this.names.add(name);
    if (type === '5') {
      if (this.dest) mkdirSync(path.join(this.dest, name), { recursive: true, mode: DIR_MODE });
    } else if (type === '0' || type === '\u0000') {
      let fd: number | undefined;
      if (this.dest) {
        mkdirSync(path.dirname(path.join(this.dest, name)), { recursive: true, mode: DIR_MODE });
        fd = openSync(path.join(this.dest, name), 'w', FILE_MODE);
      }
      this.file = { name, fd, left: size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
    } else {
      throw new ArchiveError(`an entry that is neither a file nor a folder: ${raw}`);
    }
  }

  private consume(bytes: number) {
    this.pending = this.pending.subarray(bytes);
    this.offset += bytes;
  }

  closeFile() {
    if (this.file?.fd !== undefined) closeSync(this.file.fd);
    if (this.file) this.file.fd = undefined;
  }

  /** After the last byte: the archive must have ended properly. */
  finish() {
    if (this.file) throw new ArchiveError(`the archive ends inside ${this.file.name}`);
    if (!this.ended) throw new ArchiveError('the archive has no end');
  }
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw
    .subarray(0, end === -1 ? length : end)
    .toString('utf8')
    .trim();
}
