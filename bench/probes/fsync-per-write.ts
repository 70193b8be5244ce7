/* Durability and speed of one acknowledged write (docs/SECURITY.md, "Banco embutido").
   1. Without tracing: start-up time (spawn to /api/health, fresh DATA_DIR, then a second start on
      the same DATA_DIR) and the latency of N sequential payment writes.
   2. With `strace -f -e trace=fsync,fdatasync` attached to the running server: how many
      fsync/fdatasync calls it makes while it acknowledges N writes (a write that is acknowledged with 0 calls is only in the
      OS page cache: a power loss or OS crash can drop it).
     node --import tsx bench/probes/fsync-per-write.ts [N=50]
     DATABASE_URL=... node --import tsx bench/probes/fsync-per-write.ts   (phase 2 is then the
       PostgreSQL server's job: run strace on the postgres processes instead)
     PROBE_APP_DIR=/path/to/other/checkout ...                            (measure another version)
   127.0.0.1 only; bounded by N and a 3-minute start timeout. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBank, login, pay, percentile, startServer, stopServer } from './lib.ts';

const N = Number(process.argv[2] ?? 50);
const base: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};

async function writes(count: number): Promise<number[]> {
  const token = await login();
  const banco = await createBank(token);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    if (!await pay(token, banco, i)) throw new Error('write refused');
    times.push(performance.now() - t0);
  }
  return times;
}

// 1. Start-up and latency.
const dirA = mkdtempSync(join(tmpdir(), 'fluxo-fsync-'));
const first = await startServer({ ...base, DATA_DIR: dirA });
const latency = await writes(N);
await stopServer(first);
const second = await startServer({ ...base, DATA_DIR: dirA });
await stopServer(second);
console.log(`start: first ${Math.round(first.startedMs)} ms (new DATA_DIR), again ${Math.round(second.startedMs)} ms`);
console.log(`write latency over ${N} sequential payments: median ${percentile(latency, 50).toFixed(1)} ms, p95 ${percentile(latency, 95).toFixed(1)} ms`);
rmSync(dirA, { recursive: true, force: true });

// 2. fsync calls per acknowledged write.
if (!process.env.DATABASE_URL) {
  const dirB = mkdtempSync(join(tmpdir(), 'fluxo-fsync-'));
  const log = join(dirB, 'strace.log');
  const server = await startServer({ DATA_DIR: join(dirB, 'data') });
  const token = await login();
  const banco = await createBank(token);
  const strace = spawn('strace', ['-f', '-qq', '-e', 'trace=fsync,fdatasync', '-o', log, '-p', String(server.child.pid)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 2000)); // strace attaches to every thread
  for (let i = 0; i < N; i++) if (!await pay(token, banco, i)) throw new Error('write refused');
  strace.kill('SIGINT');
  await new Promise((r) => strace.once('exit', r));
  const calls = readFileSync(log, 'utf8').split('\n').filter((l) => /\b(fsync|fdatasync)\(/.test(l)).length;
  await stopServer(server);
  console.log(`fsync+fdatasync calls while acknowledging ${N} writes: ${calls} (${(calls / N).toFixed(2)} per write)`);
  rmSync(dirB, { recursive: true, force: true });
}
