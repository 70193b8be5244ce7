/* The shape of an outbox entry (DESIGN §3): one local change waiting to reach the server. The
   entry keeps what is needed to send it again identically (same Idempotency-Key, path, body),
   to order it after what it depends on, and to undo it (before-images) if the user discards it. */
import type { CollectionName } from '../collections.ts';
import type { LocalRow } from '../wire.ts';

/** pending: will be sent; failed: the server refused it (409/422…); blocked: depends on a failed one. */
export type EntryStatus = 'pending' | 'failed' | 'blocked';

export interface Touch {
  table: CollectionName;
  id: string;
}

export interface BeforeImage extends Touch {
  /** The row before this change; null when the change created it. */
  row: LocalRow | null;
}

/** Body of a multipart entry: plain fields plus files kept in the `files` store. */
export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: { field: string; fileId: string }[];
}

export interface OutboxEntry {
  /** Auto-increment: the order entries were made and are sent in. */
  seq?: number;
  /** UUIDv7, the entry's identity (dependencies name it) and its first Idempotency-Key. */
  id: string;
  /**
   * The Idempotency-Key of the current series of attempts, when it is not `id`: the server stores
   * a refusal like a success (decision 140), so a manual retry of a refused entry is a new request
   * and gets a new key. Automatic retries (network, 5xx, 429) keep the key.
   */
  key?: string;
  kind: 'json' | 'multipart';
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
  /** What the Sincronização screen calls it ("Cadastro de banco: Itaú"). */
  label: string;
  touches: Touch[];
  /** Ids of touched rows (multiEntry index), for dependencies and for pulls to skip them. */
  touchIds: string[];
  before: BeforeImage[];
  /** Ids of earlier entries that must succeed first. */
  dependsOn: string[];
  status: EntryStatus;
  attempts: number;
  /** Epoch ms before which the drain leaves it alone (backoff). */
  nextAttemptAt: number;
  lastError: string | null;
  lastStatus: number | null;
  errors: Record<string, string[]> | null;
  /** Files (in `files`) the multipart body names; removed with the entry. */
  fileIds: string[];
  successFallback: string;
  errorFallback: string;
  createdAt: string;
}

/** The Idempotency-Key an attempt of this entry is sent with. */
export function idempotencyKey(entry: Pick<OutboxEntry, 'id' | 'key'>): string {
  return entry.key ?? entry.id;
}
