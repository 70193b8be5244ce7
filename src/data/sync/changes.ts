/* The engine's event bus. Every context (tabs, the service worker) announces what it changed
   — rows, the outbox, an entry's outcome — to its own listeners and, through a BroadcastChannel,
   to every other context of the origin, so all tabs stay current without re-reading tables. */
import type { CollectionName } from '../collections.ts';
import type { LocalRow } from '../wire.ts';

export type EntryOutcome =
  | { kind: 'done'; status: number; body: unknown }
  | { kind: 'failed'; status: number; message: string; errors: Record<string, string[]> | null }
  | { kind: 'retrying'; message: string | null; network: boolean }
  | { kind: 'needs-auth' };

export type EngineEvent =
  | { type: 'rows'; user: string; table: CollectionName; ids: string[] }
  | { type: 'outbox'; user: string }
  | { type: 'entry'; user: string; id: string; outcome: EntryOutcome }
  | { type: 'synced'; user: string; at: string }
  /** A list's first (or any full) pull completed: it is on this device (first-pull.ts). */
  | { type: 'pulled'; user: string; table: CollectionName }
  /** The newest rows of a list in its first download, before the rest (pull-head.ts). */
  | { type: 'head'; user: string; table: CollectionName; rows: LocalRow[] };

const CHANNEL = 'fluxo-engine';
const listeners = new Set<(event: EngineEvent) => void>();
let channel: BroadcastChannel | null = null;

function ensureChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<EngineEvent>) => deliver(message.data);
  // Node (tests) would otherwise stay alive for an idle channel.
  if ('unref' in channel && typeof channel.unref === 'function') channel.unref();
  return channel;
}

function deliver(event: EngineEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('fluxo: listener failed', error);
    }
  }
}

export function emit(event: EngineEvent): void {
  deliver(event);
  try {
    ensureChannel()?.postMessage(event);
  } catch (error) {
    console.error('fluxo: broadcast failed', error);
  }
}

export function listen(listener: (event: EngineEvent) => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitRows(user: string, table: CollectionName, ids: Iterable<string>): void {
  const list = [...new Set(ids)];
  if (list.length > 0) emit({ type: 'rows', user, table, ids: list });
}

/** Closes the channel (tests; the page and the worker keep it for their lifetime). */
export function closeChannel(): void {
  channel?.close();
  channel = null;
}
