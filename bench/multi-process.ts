/* npm run bench:multi — two Fluxo processes on one PostgreSQL behind nginx (decision 191):
   - both processes start together on an empty database (one migrates and seeds);
   - nginx spreads requests over both; a token signed by one is accepted by the other;
   - the same change sent to both processes at once, with one Idempotency-Key, is stored once;
   - a live signal crosses processes: an SSE stream through the proxy hears writes made directly
     on each process (LISTEN/NOTIFY), with its latency;
   - the browser's drain of BENCH_DRAIN queued changes runs through the proxy, and the server
     must hold each exactly once (then the same drain straight to one process, to compare);
   - the API load (small list, mutations, full list) through the proxy, and on one process alone.
   MULTI_SIZE (2000 payables), BENCH_SECONDS (5), BENCH_CONNECTIONS (64), BENCH_DRAIN (1000),
   BENCH_PG_URL / DATABASE_URL, BENCH_DB_PREFIX (fluxo_bench_multi_). Writes
   bench/results/multi.json. Needs nginx (apt-get install -y nginx), PostgreSQL and a built app. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from 'uuidv7';
import { openSse } from '../tests/api/sse-reader.ts';
import { measureApi } from './api-load.ts';
import { measureDrain } from './browser-offline.ts';
import { firstPage, launch, signIn, waitEntry } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { startNginx } from './proxy.ts';
import type { ProxyHandle } from './proxy.ts';
import { emitRows } from './emit.ts';
import { finalize } from './results.ts';
import type { MetricBag } from './results.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { createPostgresDb, freePort, startServer } from './server.ts';
import type { ServerHandle } from './server.ts';
import { summarize } from './stats.ts';

const env = process.env;
const size = Number(env.MULTI_SIZE ?? 2000);
const seconds = Number(env.BENCH_SECONDS ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 64);
const drainCount = Number(env.BENCH_DRAIN ?? 1000);
const prefix = env.BENCH_DB_PREFIX ?? 'fluxo_bench_multi_';
const distDir = env.BENCH_DIST ?? join(process.cwd(), 'dist');
/** The first pull through the proxy: minutes at 100,000 payables on a loaded machine. */
const PULL_TIMEOUT_MS = Math.max(120_000, size * 3);
const started = Date.now();
const log = (line: string) => console.error(`[multi ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const checks: { check: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => { checks.push({ check: name, ok, detail }); log(`${ok ? 'OK ' : 'FALHA'} ${name}: ${detail}`); };

async function createDb(): Promise<{ url: string; drop(): Promise<void> }> {
  const created = await createPostgresDb(prefix);
  if ('error' in created) throw new Error(created.error);
  return created;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function spread(proxy: ProxyHandle): Promise<void> {
  const seen = new Map<string, number>();
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${proxy.url}/api/health`);
    const who = res.headers.get('x-fluxo-upstream') ?? '?';
    seen.set(who, (seen.get(who) ?? 0) + 1);
  }
  check('nginx reparte os pedidos', seen.size === 2, [...seen].map(([k, n]) => `${k}: ${n}`).join(', '));
}

async function sharedSession(a: ServerHandle, b: ServerHandle): Promise<void> {
  const res = await fetch(`${b.url}/api/bancos`, { headers: auth(a.token) });
  check('sessão de um processo vale no outro', res.status === 200, `GET /api/bancos no processo 2 com o token do 1: ${res.status}`);
}

/** Each creation sent to both processes at the same moment with the same key: stored once. */
async function sameKeyBothProcesses(a: ServerHandle, b: ServerHandle, count: number): Promise<void> {
  const statuses = new Map<string, number>();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
      const id = uuidv7();
      ids.push(id);
      const key = uuidv7();
      const body = JSON.stringify({ id, descricao: `Multi ${i + j} ${id.slice(-8)}` });
      const send = (s: ServerHandle) => fetch(`${s.url}/api/cadastro-categoria`, { method: 'POST', headers: { ...auth(a.token), 'idempotency-key': key }, body })
        .then((r) => `${r.status}${r.headers.get('idempotent-replayed') ? ' (repetido)' : ''}`);
      let answers: string[] = await Promise.all([send(a), send(b)]);
      // 409: the other process held the key at that moment; the client retries later.
      while (answers.some((s) => s.startsWith('409'))) answers = await Promise.all(answers.map((s, k) => (s.startsWith('409') ? send(k === 0 ? a : b) : s)));
      for (const s of answers) statuses.set(s, (statuses.get(s) ?? 0) + 1);
    }));
  }
  const res = await fetch(`${a.url}/api/categorias`, { headers: auth(a.token) });
  const rows = ((await res.json()) as { categorias: { id: string }[] }).categorias;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
  const once = ids.filter((id) => counts.get(id) === 1).length;
  check('mesma chave nos dois processos ao mesmo tempo: gravada uma vez', once === ids.length,
    `${once} de ${ids.length} exatamente uma vez; respostas ${[...statuses].map(([k, n]) => `${k}×${n}`).join(', ')}`);
}

/** A stream through the proxy hears writes made directly on each process. */
async function liveAcross(proxy: ProxyHandle, a: ServerHandle, b: ServerHandle, bag: MetricBag): Promise<void> {
  const stream = await openSse(`${proxy.url}/api/eventos`, { authorization: `Bearer ${a.token}` });
  const lat: number[] = [];
  try {
    await stream.next('pronto');
    for (let i = 0; i < 10; i++) {
      const target = i % 2 === 0 ? a : b;
      const t0 = Date.now();
      const res = await fetch(`${target.url}/api/cadastro-categoria`, {
        method: 'POST', headers: { ...auth(a.token), 'idempotency-key': uuidv7() }, body: JSON.stringify({ id: uuidv7(), descricao: `Ao vivo ${i} ${uuidv7().slice(-8)}` }),
      });
      if (res.status !== 201) throw new Error(`escrita ${i}: ${res.status}`);
      await stream.next('mudanca', 5000);
      lat.push(Date.now() - t0);
      bag['live.signal'] ??= { samples: [], summary: null, skipped: null, notes: [] };
      bag['live.signal'].samples.push(Date.now() - t0);
    }
    const s = summarize(lat);
    check('sinal ao vivo atravessa os processos', lat.length === 10, `10 escritas alternando os processos, sinal pelo proxy: mediana ${s?.median} ms, máx ${s?.max} ms (pedido → evento)`);
  } catch (error) {
    check('sinal ao vivo atravessa os processos', false, (error as Error).message);
  } finally {
    stream.close();
  }
}

async function drainThrough(target: { url: string; label: string }, server: ServerHandle, payables: number, bag: MetricBag): Promise<void> {
  const name = `fila de ${drainCount} alterações drenada ${target.label}, exatamente uma vez`;
  const profile = mkdtempSync(join(tmpdir(), 'fluxo-multi-profile-'));
  const context = await launch(profile, target.url);
  try {
    const page = await firstPage(context);
    // Requests still open when something times out: where a slow sign-in waits.
    const open = new Map<string, number>();
    const key = (r: { method(): string; url(): string }) => `${r.method()} ${new URL(r.url()).pathname}`;
    page.on('request', (r) => open.set(key(r), Date.now()));
    page.on('requestfinished', (r) => open.delete(key(r)));
    page.on('requestfailed', (r) => open.delete(key(r)));
    const pending = () => [...open].map(([k, t]) => `${k} (${Date.now() - t} ms)`).join(', ') || 'nenhum';
    const t0 = Date.now();
    await signIn(page).catch((error: Error) => { throw new Error(`entrar: ${error.message.split('\n')[0]}; pedidos abertos: ${pending()}`); });
    log(`entrou ${target.label} em ${Date.now() - t0} ms`);
    const pulled = await waitEntry(page, 'fluxo:pull:all', 0, PULL_TIMEOUT_MS, true);
    if (pulled?.name !== 'fluxo:pull:all') throw new Error(`o primeiro pull não terminou (${pulled?.name ?? 'sem medida'})`);
    const rc: RunContext = {
      baseURL: target.url, token: server.token, userId: server.userId, payables, listPath: '/financeiro/lancamentos', listTotal: payables, bag, run: 1, missing: new Map(),
    };
    await measureDrain(context, page, rc, drainCount);
    const m = bag['drain.1000'];
    const verdict = m?.notes.find((n) => n.startsWith('servidor conferido') || n.startsWith('FALHA')) ?? m?.skipped ?? 'sem resultado';
    check(name, verdict.startsWith('servidor conferido'), `${verdict}; ${m?.samples[0] ?? '?'} ms`);
  } catch (error) {
    check(name, false, (error as Error).message);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} ausente: rode \`npm run build\` antes.`);
  const work = mkdtempSync(join(tmpdir(), 'fluxo-multi-'));
  const dataDir = join(work, 'data'); // shared by both processes: uploads, jwt-secret
  mkdirSync(dataDir, { recursive: true });
  env.JWT_SECRET ??= randomBytes(32).toString('base64url');
  const database = await createDb();
  const bags: Record<string, MetricBag> = { proxy: {}, single: {}, drain: {}, drainDirect: {}, live: {} };
  const servers: ServerHandle[] = [];
  let proxy: ProxyHandle | null = null;
  try {
    log(`semeando ${size} lançamentos no PostgreSQL`);
    const seeded = await seedFresh({ databaseUrl: database.url }, sizesFor(size));
    log('dois processos, iniciados juntos');
    servers.push(...await Promise.all([0, 1].map(() => startServer({ root: process.cwd(), dataDir, databaseUrl: database.url, distDir }))));
    const [a, b] = servers as [ServerHandle, ServerHandle];
    proxy = await startNginx(join(work, 'nginx'), await freePort(), [a, b].map((s) => Number(new URL(s.url).port)));
    log(`nginx em ${proxy.url} → ${a.url}, ${b.url}`);
    await spread(proxy);
    await sharedSession(a, b);
    await sameKeyBothProcesses(a, b, 200);
    await liveAcross(proxy, a, b, bags.live!);
    log('fila no navegador, pelo proxy');
    await drainThrough({ url: proxy.url, label: 'pelo proxy' }, a, seeded.counts.lancamentos ?? size, bags.drain!);
    log('a mesma fila direto num processo, para comparar');
    await drainThrough({ url: a.url, label: 'direto num processo' }, a, seeded.counts.lancamentos ?? size, bags.drainDirect!);
    log(`carga da API pelo proxy (${seconds} s, ${connections} conexões)`);
    const viaProxy: ServerHandle = { ...a, url: proxy.url };
    await measureApi(viaProxy, bags.proxy!, { seconds, connections, fullRuns: 1, bancoId: seeded.bancoId });
    log('a mesma carga num processo só, direto');
    await measureApi(a, bags.single!, { seconds, connections, fullRuns: 1, bancoId: seeded.bancoId });
  } finally {
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop().catch((error: Error) => log(`DROP DATABASE: ${error.message}`));
    rmSync(work, { recursive: true, force: true });
  }
  for (const bag of Object.values(bags)) finalize(bag);
  const line = (label: string, bag: MetricBag, id: string) => {
    const s = bag[id]?.summary;
    return `${label.padEnd(44)} ${s ? `${Math.round(s.median)}` : bag[id]?.skipped ?? '—'}`;
  };
  console.log('\nDois processos atrás do nginx, PostgreSQL');
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.check}: ${c.detail}`);
  console.log(line('lista pequena, req/s (proxy → 2 processos)', bags.proxy!, 'api.list.rps'));
  console.log(line('lista pequena, req/s (1 processo direto)', bags.single!, 'api.list.rps'));
  console.log(line('lista pequena, p99 ms (proxy → 2 processos)', bags.proxy!, 'api.list.p99'));
  console.log(line('lista pequena, p99 ms (1 processo direto)', bags.single!, 'api.list.p99'));
  console.log(line('mutação, req/s (proxy → 2 processos)', bags.proxy!, 'api.mutation.rps'));
  console.log(line('mutação, req/s (1 processo direto)', bags.single!, 'api.mutation.rps'));
  console.log(line(`fila de ${drainCount}, ms (proxy → 2 processos)`, bags.drain!, 'drain.1000'));
  console.log(line(`fila de ${drainCount}, ms (1 processo direto)`, bags.drainDirect!, 'drain.1000'));
  console.log(line('sinal ao vivo entre processos, ms', bags.live!, 'live.signal'));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/multi.json', `${JSON.stringify({ date: new Date().toISOString(), size, seconds, connections, drainCount, checks, bags }, null, 2)}\n`);
  const samples = (bag: MetricBag, id: string) => bag[id]?.samples ?? [];
  emitRows({
    samples: {
      'multi.checksFailed': [checks.filter((c) => !c.ok).length],
      'multi.drainProxy': samples(bags.drain!, 'drain.1000'), 'multi.drainDirect': samples(bags.drainDirect!, 'drain.1000'),
      'multi.liveSignal': samples(bags.live!, 'live.signal'),
      'multi.listRpsProxy': samples(bags.proxy!, 'api.list.rps'), 'multi.listRpsSingle': samples(bags.single!, 'api.list.rps'),
      'multi.mutationRpsProxy': samples(bags.proxy!, 'api.mutation.rps'), 'multi.mutationRpsSingle': samples(bags.single!, 'api.mutation.rps'),
    },
    notes: { 'multi.checksFailed': checks.map((c) => `${c.ok ? '✓' : '✗'} ${c.check}: ${c.detail}`) },
  });
  return checks.every((c) => c.ok) ? 0 : 1;
}

process.exitCode = await main();
