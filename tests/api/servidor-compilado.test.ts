/* `npm start` runs the server compiled (issue 12 item 7): scripts/build-server.mjs bundles it with
   esbuild and plain `node` runs the bundle, without tsx. Built into a directory of its own here
   (inside the project, so the bundle finds node_modules as dist-server does), started on an empty
   DATA_DIR (PGlite) and a free port: it migrates, answers its health check and signs the
   administrator in. */
import { spawn, execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portaLivre } from '../support/porta-livre.ts';

const ROOT = join(import.meta.dirname, '..', '..');
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(join(ROOT, '.tmp', 'compilado-'));
let server: ChildProcess | null = null;
let saida = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await ended;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('builds with esbuild and runs under plain node: migrates, answers, signs in', { timeout: 180_000 }, async () => {
    const out = join(dir, 'build');
    execFileSync(process.execPath, ['scripts/build-server.mjs', out], { cwd: ROOT, stdio: 'pipe' });
    // Our code is in the bundle; tsx (a dev dependency) is not needed to run it.
    expect(readFileSync(join(out, 'main.js'), 'utf8')).not.toMatch(/from ["']tsx/);

    const port = await portaLivre();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _sem, NODE_OPTIONS: _nenhum, ...env } = process.env;
    server = spawn(process.execPath, [join(out, 'main.js')], {
      cwd: dir, stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), TELEGRAM_POLLING: '0', ADMIN_PASSWORD: 'compilado123' },
    });
    server.stderr!.on('data', (chunk: Buffer) => { saida += chunk.toString(); });
    // Wait for the health check, or for the process to end (a bundle that cannot start).
    const fim = Date.now() + 150_000;
    let status = 0;
    while (status !== 200 && server.exitCode === null && Date.now() < fim) {
      status = (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status, `the compiled server did not answer (exit ${server.exitCode}): ${saida.slice(-2000)}`).toBe(200);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: 'compilado123' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { token?: string }).token).toEqual(expect.any(String));
  });
});
