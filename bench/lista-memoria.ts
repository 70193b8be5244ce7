/* Issue 11 item 8 (decision 141): the server's memory under concurrent full reads of the
   payables list. Starts the server on 127.0.0.1, signs in, sends `--readers` simultaneous
   GET /api/lancamentos (brotli, as a browser asks), reads every byte, and samples the server's
   RSS (/proc/<pid>/status) every 20 ms. Bounded: one round, then the server is stopped.
   CLI: node --import tsx bench/lista-memoria.ts (--database-url URL | --data-dir DIR)
        [--seed 100000] [--readers 8] [--caminho '/api/sincronizacao?lancamentos=0&recebiveis=0&limit=20000']
   `--caminho` reads another path (decision 397: the sync's delta); default GET /api/lancamentos. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { BENCH_ADMIN, freePort, login } from './server.ts';
import { seedFresh, sizesFor } from './seed.ts';

const args = process.argv.slice(2);
const flag = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const databaseUrl = flag('--database-url');
const dataDir = flag('--data-dir') ?? join('/tmp', `fluxo-lista-memoria-${process.pid}`);
const readers = Number(flag('--readers') ?? 8);
const seedRows = flag('--seed');
const caminho = flag('--caminho') ?? '/api/lancamentos';

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Reads the whole answer, counting its (compressed) bytes. */
function read(url: string, token: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${url}${caminho}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: Math.round(performance.now() - started) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

if (seedRows) {
  const result = await seedFresh(databaseUrl ? { databaseUrl } : { dataDir }, sizesFor(Number(seedRows)));
  console.log(`seed: ${JSON.stringify(result.counts)} em ${(result.ms / 1000).toFixed(1)} s`);
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG: '0', BACKUP_DIARIO: 'desligado',
    ADMIN_LOGIN: BENCH_ADMIN.login, ADMIN_PASSWORD: BENCH_ADMIN.password, ADMIN_NAME: BENCH_ADMIN.name, DIST_DIR: '/nonexistent',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const deadline = Date.now() + 180_000;
for (;;) {
  if (Date.now() > deadline) throw new Error('servidor não respondeu em 180 s');
  const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 250));
}
try {
  const { token } = await login(url);
  // One read first (what a single client costs), then the concurrent round.
  const warm = await read(url, token);
  const idle = rssMb(child.pid!);
  let peak = idle;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(child.pid!)); }, 20);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: readers }, () => read(url, token)));
  clearInterval(sampler);
  console.log(JSON.stringify({
    db: databaseUrl ? 'postgres' : 'pglite', caminho, readers, warm, rssBeforeMb: idle, rssPeakMb: peak, hwmMb: rssMb(child.pid!, 'VmHWM'),
    wallMs: Math.round(performance.now() - started), statuses: [...new Set(results.map((r) => r.status))],
    bytesEach: results[0]?.bytes, slowestMs: Math.max(...results.map((r) => r.ms)),
  }));
} finally {
  child.kill('SIGTERM');
}
