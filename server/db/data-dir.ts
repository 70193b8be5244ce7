/* DATA_DIR guards (docs/decisions/135-banco-embutido-duravel.md): the folder is private to the
   server's OS user (0700 folders, 0600 files), and only one process at a time may run the
   embedded database in it. */
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { msg } from '../../src/domain/messages.ts';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** sysexits.h EX_TEMPFAIL: the start may succeed later, once the other process has ended. */
export const EXIT_DATA_DIR_EM_USO = 75;

export class DataDirEmUso extends Error {
  readonly exitCode = EXIT_DATA_DIR_EM_USO;
  constructor(dataDir: string) {
    super(msg.bancoEmbutido.emUso(dataDir));
    this.name = 'DataDirEmUso';
  }
}

/** Creates `dir` (and parents) as 0700 and takes group/other access away from anything already in
 *  it: folders made by older versions were 0755 and PGlite's files 0666. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, true);
}

function tighten(path: string, isDir: boolean): void {
  const mode = lstatSync(path).mode & 0o777;
  const wanted = isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((mode & 0o077) !== 0) chmodSync(path, mode & wanted);
  if (!isDir) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    // Symbolic links are left alone: their mode is meaningless and their target is not ours.
    if (entry.isDirectory()) tighten(join(path, entry.name), true);
    else if (entry.isFile()) tighten(join(path, entry.name), false);
  }
}

/**
 * Takes the embedded database's single-process lock on `dataDir`, or throws DataDirEmUso.
 * The lock is a listening local socket named after the folder's real path: the kernel frees it
 * the moment its process ends, however it ends (kill -9 included), so a crash never leaves a
 * stale lock behind and a live process is never mistaken for a dead one (no PID file to reuse).
 * On Linux the name lives in the abstract socket namespace; elsewhere it is a socket file in the
 * temp folder, removed when nobody answers on it.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
  const abstract = process.platform === 'linux';
  const address = abstract ? `\0fluxo-data-dir-${key}` : join(tmpdir(), `fluxo-${key}.lock`);
  const server = createServer((socket) => { socket.end(`${process.pid}\n`); });
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
    if (abstract || await answers(address)) throw new DataDirEmUso(dataDir);
    rmSync(address, { force: true });
    await listen(server, address).catch((again: unknown) => {
      throw (again as { code?: unknown }).code === 'EADDRINUSE' ? new DataDirEmUso(dataDir) : again;
    });
  }
  // The lock alone never keeps the process alive.
  server.unref();
  return { release: () => new Promise<void>((done) => { server.close(() => done()); }) };
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(address, () => {
      server.off('error', fail);
      done();
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection(address);
    socket.once('connect', () => { socket.destroy(); done(true); });
    socket.once('error', () => done(false));
  });
}

/** fsync(2) on every file and folder under `dir`, children before parents. */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try { fsyncSync(fd); } finally { closeSync(fd); }
}
