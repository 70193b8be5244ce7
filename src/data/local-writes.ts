/* Local writes whose Dexie transaction has not committed yet (decision 362). `mutate` answers —
   and a dialog closes, a toast says "salvo" — only after the commit, so leaving the page after
   that loses nothing. Leaving before it would abort the transaction (it can wait behind a pull's
   long write for seconds), so the page asks first (engine.ts, beforeunload). A module of its own:
   the shell's engine reads it without loading the write path. */
let inFlight = 0;

/** Runs `write` (a local transaction) counted as in flight until it settles. */
export async function countedLocalWrite<T>(write: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await write();
  } finally {
    inFlight--;
  }
}

export function localWritesInFlight(): number {
  return inFlight;
}
