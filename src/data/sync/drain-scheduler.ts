/* When this context drains: at most one drain running plus one queued (triggers arriving during
   a drain coalesce into one more pass), and a timer for the earliest entry waiting on backoff. */
import type { FluxoDb } from '../db.ts';
import { drain } from './drain.ts';
import type { DrainReport } from './drain.ts';

let running: Promise<void> | null = null;
let again = false;
let againIgnoreBackoff = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let activeDb: FluxoDb | null = null;

export function requestDrain(db: FluxoDb, options: { ignoreBackoff?: boolean } = {}): Promise<void> {
  if (running && activeDb === db) {
    again = true;
    againIgnoreBackoff ||= options.ignoreBackoff ?? false;
    return running;
  }
  activeDb = db;
  const run = async () => {
    let ignoreBackoff = options.ignoreBackoff ?? false;
    do {
      again = false;
      const report = await drain(db, { ignoreBackoff }).catch((error: unknown): DrainReport | null => {
        console.error('fluxo: drain failed', error);
        return null;
      });
      ignoreBackoff = againIgnoreBackoff;
      againIgnoreBackoff = false;
      if (report) scheduleRetry(db, report);
    } while (again && activeDb === db);
  };
  running = run().finally(() => {
    running = null;
  });
  return running;
}

function scheduleRetry(db: FluxoDb, report: DrainReport): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (report.paused || report.retryAt === null) return;
  const wait = Math.max(0, report.retryAt - Date.now()) + 50;
  timer = setTimeout(() => {
    timer = null;
    if (activeDb === db) void requestDrain(db);
  }, wait);
}

/** Stops the retry timer (sign-out, tests). */
export function stopDrainTimer(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  activeDb = null;
}

/** Resolves when this context's current drain (if any) has finished. */
export function drainIdle(): Promise<void> {
  return running ?? Promise.resolve();
}
