/* Where a 401 goes (SPEC §7): the app registers one handler (main.tsx stores the return path and
   goes to /login); ky's calls (api.ts) and the engine's replays and pulls call it. Apart from
   api.ts so the shell reaches it without ky, which only sign-in and on-demand reads need
   (decision 295). */

let unauthorizedHandler: (() => void) | null = null;

export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The engine's replays and pulls got a 401: same handling as any other call (SPEC §7). */
export function notifyUnauthorized(): void {
  unauthorizedHandler?.();
}
