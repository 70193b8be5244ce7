/* Brute-force guard for POST /api/login: after MAX failures for the same login from the same
   address within WINDOW, further attempts get 429 until the window passes. A success clears it.
   In memory: with several instances each limits on its own (see docs/OPERATIONS.md). */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

export function createLoginLimiter(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < WINDOW_MS);
  return {
    isBlocked(key: string): boolean {
      return recent(key).length >= MAX_FAILURES;
    },
    fail(key: string): void {
      failures.set(key, [...recent(key), now()]);
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
