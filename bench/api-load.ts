/* HTTP measurements of the API with autocannon: an authenticated small list and a mutation at
   64 connections, and the full payables list as a browser would download it (gzip/br). */
import { request } from 'node:http';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { uuidv7 } from 'uuidv7';
import { addDays, todayISO } from '../src/domain/dates.ts';
import { addSample, note, skip } from './results.ts';
import type { MetricBag } from './results.ts';
import type { ServerHandle } from './server.ts';

export interface ApiLoadOptions {
  seconds: number;
  connections: number;
  fullRuns: number;
  bancoId: string;
}

const SMALL_LISTS = [{ path: '/api/bancos', key: 'bancos' }, { path: '/api/categorias', key: 'categorias' }];

async function getJson(server: ServerHandle, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${server.token}` } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

function record(bag: MetricBag, prefix: string, result: Result): void {
  addSample(bag, `${prefix}.rps`, result.requests.average);
  addSample(bag, `${prefix}.p50`, result.latency.p50);
  addSample(bag, `${prefix}.p99`, result.latency.p99);
  if (result.non2xx > 0 || result.errors > 0) {
    note(bag, `${prefix}.rps`, `${result.non2xx} respostas não-2xx e ${result.errors} erros em ${result['2xx'] + result.non2xx} pedidos`);
  }
}

async function smallList(server: ServerHandle, bag: MetricBag, opts: ApiLoadOptions): Promise<void> {
  let chosen: (typeof SMALL_LISTS)[number] | null = null;
  let rows = 0;
  for (const candidate of SMALL_LISTS) {
    const res = await getJson(server, candidate.path);
    const list = (res.body as Record<string, unknown> | null)?.[candidate.key];
    if (res.status === 200 && Array.isArray(list)) { chosen = candidate; rows = list.length; break; }
  }
  if (!chosen) {
    for (const id of ['api.list.rps', 'api.list.p50', 'api.list.p99']) skip(bag, id, `não medido: ${SMALL_LISTS.map((c) => `GET ${c.path}`).join(' e ')} ainda não existem`);
    return;
  }
  const headers = { authorization: `Bearer ${server.token}` };
  const warmup = Math.min(2, Math.ceil(opts.seconds / 5));
  await autocannon({ url: server.url + chosen.path, connections: opts.connections, duration: warmup, headers });
  const result = await autocannon({ url: server.url + chosen.path, connections: opts.connections, duration: opts.seconds, headers });
  record(bag, 'api.list', result);
  note(bag, 'api.list.rps', `GET ${chosen.path} (${rows} linhas), ${opts.seconds} s`);
}

/** One full download as Chromium asks for it; resolves with ms to the last byte and bytes moved. */
function download(server: ServerHandle, path: string): Promise<{ ms: number; bytes: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(server.url + path, {
      headers: { authorization: `Bearer ${server.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve({ ms: performance.now() - started, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity'), status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function fullList(server: ServerHandle, bag: MetricBag, opts: ApiLoadOptions): Promise<void> {
  const first = await download(server, '/api/lancamentos');
  if (first.status !== 200) {
    skip(bag, 'api.full', `não medido: GET /api/lancamentos respondeu ${first.status}`);
    return;
  }
  for (let i = 0; i < opts.fullRuns; i++) {
    const run = await download(server, '/api/lancamentos');
    addSample(bag, 'api.full', run.ms);
    const size = run.bytes >= 1024 * 1024 ? `${(run.bytes / 1024 / 1024).toFixed(1)} MB` : `${(run.bytes / 1024).toFixed(1)} KB`;
    note(bag, 'api.full', `${size} transferidos (${run.encoding})`);
  }
}

function novoLancamento(bancoId: string): string {
  const hoje = todayISO();
  return JSON.stringify({
    descricao: 'Carga de API', status: 'Pagar', pagamento: 'Boleto', banco: bancoId, valor: '123.45', data: hoje,
    tipo: 'Com Vencimento', vencimento: addDays(hoje, 30), metodo: 'À vista', tipo_lancamento: 'Compra',
    id_titulo: uuidv7(), ids: [uuidv7()],
  });
}

async function mutation(server: ServerHandle, bag: MetricBag, opts: ApiLoadOptions): Promise<void> {
  const path = '/api/cadastro-financas';
  const headers = () => ({ authorization: `Bearer ${server.token}`, 'content-type': 'application/json', 'idempotency-key': uuidv7() });
  const probe = await fetch(server.url + path, { method: 'POST', headers: headers(), body: novoLancamento(opts.bancoId) });
  if (probe.status !== 201) {
    const why = probe.status === 404 ? 'ainda não existe' : `respondeu ${probe.status} ${(await probe.text()).slice(0, 120)}`;
    for (const id of ['api.mutation.rps', 'api.mutation.p50', 'api.mutation.p99']) skip(bag, id, `não medido: POST ${path} ${why}`);
    return;
  }
  // Every request is a new payable with its own ids and Idempotency-Key: real writes, no replays.
  const result = await autocannon({
    url: server.url, connections: opts.connections, duration: opts.seconds,
    requests: [{ method: 'POST', path, setupRequest: (req) => ({ ...req, headers: headers(), body: novoLancamento(opts.bancoId) }) }],
  });
  record(bag, 'api.mutation', result);
  note(bag, 'api.mutation.rps', `POST ${path} (um lançamento À vista por pedido, Idempotency-Key novo), ${opts.seconds} s`);
}

/** Small list, then the full list (before any write changes its size), then the writes. */
export async function measureApi(server: ServerHandle, bag: MetricBag, opts: ApiLoadOptions): Promise<void> {
  await smallList(server, bag, opts);
  await fullList(server, bag, opts);
  await mutation(server, bag, opts);
}
