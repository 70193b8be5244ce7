/* Web Locks (one drainer across tabs and the service worker), with an in-process fallback where
   the API is missing (Node in tests, very old browsers): then only this context is serialised. */

const local = new Map<string, Promise<unknown>>();

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

/**
 * Runs `fn` holding the lock `name`. With `ifAvailable`, returns null at once when someone else
 * holds it (that holder does the work).
 */
export async function withLock<T>(name: string, fn: () => Promise<T>, options: { ifAvailable?: boolean } = {}): Promise<T | null> {
  const manager = lockManager();
  if (manager) {
    return manager.request(name, { ifAvailable: options.ifAvailable ?? false }, async (lock) => (lock ? fn() : null));
  }
  const held = local.get(name);
  if (held && options.ifAvailable) return null;
  const run = (held ?? Promise.resolve()).catch(() => undefined).then(fn);
  local.set(name, run);
  try {
    return await run;
  } finally {
    if (local.get(name) === run) local.delete(name);
  }
}
