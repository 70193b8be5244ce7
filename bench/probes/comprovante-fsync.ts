/* A receipt is on disk before its row commits (issue 37 item 10a, decision 398; docs/SECURITY.md,
   "Banco embutido"). Starts the server on a fresh DATA_DIR (PGlite), attaches
   `strace -f -y -e trace=fsync,fdatasync,rename,renameat,renameat2` and uploads one receipt,
   then prints the calls in order: the temporary file's fsync, its rename into uploads/, the
   directory's fsync, and the database's fsync of the commit after them.
     node --import tsx bench/probes/comprovante-fsync.ts
     PROBE_APP_DIR=/path/to/other/checkout ...   (measure another version)
   127.0.0.1 only (PROBE_PORT, default 8202); bounded: one upload, then the server is stopped. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT, login, startServer, stopServer } from './lib.ts';

const BASE = `http://127.0.0.1:${PORT}`;

const dir = mkdtempSync(join(tmpdir(), 'fluxo-comprovante-fsync-'));
const log = join(dir, 'strace.log');
const server = await startServer({ DATA_DIR: join(dir, 'data') });
try {
  const token = await login();
  const strace = spawn('strace', ['-f', '-qq', '-y', '-e', 'trace=fsync,fdatasync,rename,renameat,renameat2', '-o', log, '-p', String(server.child.pid)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 2000)); // strace attaches to every thread
  const form = new FormData();
  form.append('descricao', 'Sonda de fsync');
  form.append('data', '2026-03-10');
  form.append('arquivo', new Blob([new Uint8Array(200_000).fill(7)]), 'sonda.pdf');
  const res = await fetch(`${BASE}/api/cadastro-comprovante`, {
    method: 'POST', body: form, signal: AbortSignal.timeout(60_000),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
  });
  console.log(`upload: HTTP ${res.status}`);
  strace.kill('SIGINT');
  await new Promise((r) => strace.once('exit', r));
  const calls = readFileSync(log, 'utf8').split('\n')
    .filter((l) => /\b(fsync|fdatasync|rename\w*)\(/.test(l))
    .map((l) => l.replace(/^\d+\s+/, '').replace(dir, 'DIR'));
  for (const call of calls) console.log(call);
} finally {
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
