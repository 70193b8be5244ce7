/* Files waiting for upload (receipts, CSV) live in IndexedDB as ArrayBuffer chunks — Safari
   mishandles Blobs stored there — so a 300 MB receipt chosen offline survives a reload and is
   sent later as the contract's multipart request. */
import { uuidv7 } from 'uuidv7';
import type { FluxoDb } from './db.ts';

export const CHUNK_BYTES = 4 * 1024 * 1024;

export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('QuotaExceededError', { cause });
    this.name = 'StorageFullError';
  }
}

/** True for IndexedDB's quota errors, however Dexie wraps them. */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { name?: string; inner?: unknown; cause?: unknown };
    if (e.name === 'QuotaExceededError' || e.name === 'StorageFullError') return true;
    current = e.inner ?? e.cause;
  }
  return false;
}

/**
 * Stores a chosen file and returns its id (used in a multipart entry's body). Each chunk is its
 * own transaction so a large file never holds one huge transaction open; the metadata row is
 * written last, so a half-written file is never mistaken for a complete one.
 */
export async function saveFile(db: FluxoDb, file: Blob & { name?: string }, chunkBytes = CHUNK_BYTES): Promise<string> {
  const id = uuidv7();
  const parts = Math.max(1, Math.ceil(file.size / chunkBytes));
  try {
    for (let part = 0; part < parts; part++) {
      const data = await file.slice(part * chunkBytes, (part + 1) * chunkBytes).arrayBuffer();
      await db.fileChunks.put({ fileId: id, part, data });
    }
    await db.files.put({ id, name: file.name ?? 'arquivo', type: file.type, size: file.size, parts, createdAt: new Date().toISOString() });
  } catch (error) {
    await db.fileChunks.where('[fileId+part]').between([id, 0], [id, Infinity]).delete().catch(() => undefined);
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  return id;
}

/** The stored file as a Blob (for FormData), or null when it is missing or incomplete. */
export async function readFileBlob(db: FluxoDb, id: string): Promise<{ blob: Blob; name: string } | null> {
  const meta = await db.files.get(id);
  if (!meta) return null;
  const chunks = await db.fileChunks.where('[fileId+part]').between([id, 0], [id, Infinity]).toArray();
  if (chunks.length !== meta.parts) return null;
  return { blob: new Blob(chunks.map((c) => c.data), { type: meta.type }), name: meta.name };
}

/** Ids of device files a local receipt row still points at ('local_<fileId>_<name>'): after an
    upload they stay until a pull brings the server's names, so Download keeps working. */
async function filesReferencedByRows(db: FluxoDb): Promise<Set<string>> {
  const ids = new Set<string>();
  await db.comprovantes.each((row) => {
    const names = String((row as { comprovante?: unknown }).comprovante ?? '');
    for (const match of names.matchAll(/(?:^|;)local_([0-9a-f-]{36})_/gi)) ids.add(match[1]!.toLowerCase());
  });
  return ids;
}

/** Files neither an outbox entry nor a local receipt row names any more (uploaded and pulled, or
    chosen in a form that was abandoned), once they are older than `olderThanMs`. */
export async function sweepOrphanFiles(db: FluxoDb, olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  const named = new Set((await db.outbox.toArray()).flatMap((e) => e.fileIds));
  for (const id of await filesReferencedByRows(db)) named.add(id);
  const limit = new Date(Date.now() - olderThanMs).toISOString();
  const orphans = (await db.files.toArray()).filter((f) => !named.has(f.id) && f.createdAt < limit).map((f) => f.id);
  for (const id of orphans) {
    await db.files.delete(id);
    await db.fileChunks.where('[fileId+part]').between([id, 0], [id, Infinity]).delete();
  }
  return orphans.length;
}
