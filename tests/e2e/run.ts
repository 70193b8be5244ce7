/* Runs the Playwright suite: starts the real server on the built app with a fresh embedded
   database, waits for it, runs the specs on the system Chromium, then stops the server.
   Without Chromium it says so loudly and skips (CI always installs it). */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { iniciarStandIn, TOKEN_TESTE } from '../support/telegram-stand-in.ts';
import { E2E_ADMIN } from './fixtures.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('\n' + '!'.repeat(78));
  console.log(`!! Suíte de navegador IGNORADA: Chromium não encontrado em ${chromium}.`);
  console.log('!! Instale com: apt-get update && apt-get install -y chromium');
  console.log('!'.repeat(78) + '\n');
  process.exit(0);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ ausente: rode `npm run build` antes.');
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 8181);
// The Telegram Bot API stand-in (this machine cannot reach Telegram): the server's bot talks to it.
const telegram = await iniciarStandIn(TOKEN_TESTE);
const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG: '0',
    TELEGRAM_API_ROOT: telegram.url,
    ADMIN_LOGIN: E2E_ADMIN.login, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_NAME: E2E_ADMIN.name,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('o servidor não respondeu em 60 s');
}

let status = 1;
try {
  await waitForHealth();
  const args = ['playwright', 'test', ...process.argv.slice(2)];
  // Not spawnSync: the Bot API stand-in answers from this process's event loop meanwhile.
  const run = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_DATA_DIR: dataDir, E2E_TELEGRAM_URL: telegram.url } });
  status = await new Promise<number>((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  await telegram.fechar();
}
process.exit(status);
