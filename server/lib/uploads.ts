/* Receipt files on disk under DATA_DIR/uploads (docs/decisions/050-comprovante-uploads.md).
   Uploads stream into uploads/.tmp and are renamed into place only when the database keeps them,
   so a refused, replayed or failed request never leaves a file behind nor stores one twice.
   Durable before acknowledged (decision 398): each temporary file is fsynced once written, and
   the uploads directory after the rename, both before the row's transaction commits, so a power
   cut never leaves an empty or missing file behind an acknowledged upload. */
import { createHash, randomUUID } from 'node:crypto';
import type { Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../src/domain/comprovante.ts';
import { msg } from '../../src/domain/messages.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/data-dir.ts';
import { formParts, multipartFailure } from './form-body.ts';
import { HttpError } from './http-error.ts';

/** Room for the text fields and multipart framing on top of the files' bytes. */
const FRAMING_ALLOWANCE = 2 * 1024 * 1024;
const TEMP_DIR = '.tmp';

/**
 * fsync of a file's bytes and of a directory's entries (decision 398). An object so a test can
 * fake the one fault it cannot cause for real (a failing disk) and watch the order.
 */
export const disco = {
  async sincronizar(path: string): Promise<void> {
    const handle = await open(path, 'r');
    try { await handle.sync(); } finally { await handle.close(); }
  },
};

/** SPEC §9: 300 MB of files per request. `UPLOAD_LIMIT_BYTES` lowers it (tests, small hosts). */
export function uploadLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.UPLOAD_LIMIT_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
}

export function uploadsDir(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

export interface ReceivedFile {
  /** Where the bytes wait until kept or discarded. */
  tempPath: string;
  nomeOriginal: string;
  tamanho: number;
  mime: string;
  /** SHA-256 of the bytes (hex), computed while streaming: part of the request's fingerprint. */
  sha256: string;
}

export interface ReceivedUpload {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

function tooLarge(): HttpError {
  return new HttpError(413, msg.comprovante.tamanhoExcedido, { errors: { arquivo: [msg.comprovante.tamanhoExcedido] } });
}

function putField(target: Record<string, unknown>, rawName: string, value: unknown) {
  const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
  const current = target[name];
  if (current === undefined) target[name] = value;
  else target[name] = Array.isArray(current) ? [...current, value] : [current, value];
}

/**
 * Counts the bytes of every file of the request and fails once their sum passes the limit;
 * hashes this file's bytes on the way (`hash`).
 */
function byteCounter(state: { total: number }, limit: number, hash: Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.total += chunk.length;
      hash.update(chunk);
      if (state.total > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
}

/**
 * Reads a multipart request: text fields into an object, file parts named in `fileFields`
 * streamed to temporary files (never held in memory). Other file parts are drained. On any
 * failure the temporary files are removed; going over `limit` bytes in total is a 413.
 */
export async function receiveUpload(
  request: FastifyRequest,
  opts: { dataDir: string; fileFields: readonly string[]; limit: number },
): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > opts.limit + FRAMING_ALLOWANCE) throw tooLarge();
  const tempDir = join(uploadsDir(opts.dataDir), TEMP_DIR);
  await mkdir(tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const state = { total: 0 };
  try {
    for await (const part of formParts(request, { limits: { fileSize: opts.limit + 1 } })) {
      if (part.type === 'field') {
        putField(fields, part.fieldname, part.value);
        continue;
      }
      // Browsers send an empty, nameless part when no file was chosen.
      if (!opts.fileFields.includes(part.fieldname) || part.filename === '') {
        part.file.resume();
        continue;
      }
      const file: ReceivedFile = { tempPath: join(tempDir, `${randomUUID()}.part`), nomeOriginal: part.filename, tamanho: 0, mime: part.mimetype, sha256: '' };
      const hash = createHash('sha256');
      files.push(file);
      const before = state.total;
      const out = createWriteStream(file.tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE });
      try {
        await pipeline(part.file, byteCounter(state, opts.limit, hash), out);
      } catch (error) {
        // pipeline rejects before a still-opening file is closed; removing it earlier would race.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        throw error;
      }
      file.tamanho = state.total - before;
      file.sha256 = hash.digest('hex');
      // The bytes reach the disk before anything can acknowledge them (decision 398).
      await disco.sincronizar(file.tempPath);
    }
  } catch (error) {
    await discardFiles(files.map((f) => f.tempPath));
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw multipartFailure(error);
  }
  return { fields, files };
}

/** A stored name's absolute path, or null when the name could reach outside the uploads dir. */
export function resolveStored(dataDir: string, name: string): string | null {
  if (name === '' || name.length > 255 || name.startsWith('.') || /[\\/\0]/.test(name) || basename(name) !== name) return null;
  const dir = uploadsDir(dataDir);
  const path = resolve(dir, name);
  return dirname(path) === dir ? path : null;
}

/**
 * Moves the temporary (already fsynced) files to their stored names and fsyncs the uploads
 * directory, so the names survive a power cut; the caller commits the rows only after this
 * returns (decision 398). Undo with `discardFiles` on the results.
 */
export async function keepFiles(dataDir: string, moves: readonly { tempPath: string; nome: string }[]): Promise<string[]> {
  const kept: string[] = [];
  try {
    for (const move of moves) {
      const target = resolveStored(dataDir, move.nome);
      if (!target) throw new Error(`unsafe stored name: ${move.nome}`);
      await rename(move.tempPath, target);
      kept.push(target);
    }
    if (kept.length > 0) await disco.sincronizar(uploadsDir(dataDir));
  } catch (error) {
    await discardFiles(kept);
    throw error;
  }
  return kept;
}

/** Removes files, ignoring those already gone. */
export async function discardFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

export async function storedFileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** Temporary files left by a crash mid-upload; removed at start-up. */
export async function removeStaleTemps(dataDir: string, olderThanMs = 24 * 3600 * 1000): Promise<void> {
  const dir = join(uploadsDir(dataDir), TEMP_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > olderThanMs) await rm(path, { force: true });
  }
}
