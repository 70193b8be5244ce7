/* PGlite on disk that acknowledges a commit only after it is on disk
   (docs/decisions/135-banco-embutido-duravel.md). PGlite 0.5 starts PostgreSQL with `-F`
   (fsync off), and the Emscripten NODEFS it mounts has no fsync (its fdatasync is a no-op and
   its fsync returns without calling the OS: electric-sql/pglite#1107). So this module
   1. starts PostgreSQL with fsync on and wal_sync_method=fsync (the one sync call Emscripten
      routes to the mounted filesystem's `fsync`);
   2. gives NODEFS an `fsync` that calls fsync(2) on the real file descriptor, and masks the modes
      it creates files and folders with to 0600/0700. */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir.ts';

type PostgresMod = Parameters<NodeFS['init']>[1];

/** The slice of Emscripten's NODEFS this module patches. */
interface NodeFsOps {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number | null }): void;
  };
  stream_ops: {
    fsync?: (stream: { nfd?: number }) => number;
    setattr(stream: unknown, attr: { mode?: number | null }): void;
  };
}

const TYPE_BITS = 0o170000;

function privateMode(mode: number): number {
  const isDir = (mode & TYPE_BITS) === 0o040000;
  return (mode & TYPE_BITS) | (mode & 0o777 & (isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE));
}

function patchNodeFs(nodefs: NodeFsOps): void {
  if (nodefs.stream_ops.fsync) return; // patched already (one Emscripten module per PGlite)
  nodefs.stream_ops.fsync = (stream) => {
    // Directories opened for fsync_fname have a descriptor too; fsync(2) on them makes a
    // created or renamed file's name durable.
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    return 0;
  };
  const { mknod, setattr: nodeSetattr } = nodefs.node_ops;
  const streamSetattr = nodefs.stream_ops.setattr;
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
  nodefs.node_ops.setattr = (node, attr) => nodeSetattr(node, attr.mode == null ? attr : { ...attr, mode: privateMode(attr.mode) });
  nodefs.stream_ops.setattr = (stream, attr) => streamSetattr(stream, attr.mode == null ? attr : { ...attr, mode: privateMode(attr.mode) });
}

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresMod): Promise<{ emscriptenOpts: PostgresMod }> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // Runs before NodeFS's own preRun mounts the folder, so every file it opens is patched.
    result.emscriptenOpts.preRun = [(mod: PostgresMod) => patchNodeFs((mod as PostgresMod & { NODEFS: NodeFsOps }).NODEFS), ...preRun];
    return result;
  }
}

/** PGlite's own start parameters without `-F`, with the WAL flushed through fsync(2). */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c', 'fsync=on',
  '-c', 'synchronous_commit=on',
  '-c', 'wal_sync_method=fsync',
  '-c', 'full_page_writes=on',
];

/** Opens (creating when new) a durable PGlite database in `pgdataDir`. */
export async function openDurablePglite(pgdataDir: string, options: Omit<PGliteOptions, 'fs' | 'dataDir' | 'startParams'> = {}): Promise<PGlite> {
  const client = new PGlite({ ...options, fs: new DurableNodeFS(pgdataDir), startParams: [...DURABLE_START_PARAMS] });
  await client.waitReady;
  return client;
}
