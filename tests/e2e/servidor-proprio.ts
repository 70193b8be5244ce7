/* A server of the browser suite's own, on an empty DATA_DIR and a free port, for a spec that needs
   a database nobody else has written to (a new origin, so the browser starts with empty storage). */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { portaLivre } from '../support/porta-livre.ts';

/** Starts `server/main.ts` with `env` on a free port and waits for its health check. */
export async function iniciarServidor(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; baseURL: string }> {
  const port = await portaLivre();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.ok ?? false, { timeout: 90_000 }).toBe(true);
  return { server, baseURL };
}

/** Stops the server (waiting for it to exit) and removes its data directory. */
export async function pararServidor(server: ChildProcess | null, dataDir: string): Promise<void> {
  if (server && server.exitCode === null) {
    const ended = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await ended;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
