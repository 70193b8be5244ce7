/* The bell's browser row (issue 17; issue 22 item 5 wants every new screen measured in Chromium
   at 100,000): bench/sino.ts times calcularSino in Node on fake-indexeddb, this one the real
   thing. Seeds PGlite with N payables (bench/seed.ts: receivables and invoices beside them, due
   dates spread around today, so a few thousand are open in the bell's window), starts the server
   on the built dist/, signs in and waits for the first pull, then measures:
   - sino.badge: a page load until the badge reads its settled count (the bell computed from
     IndexedDB through the `vencimento` index, decision 242);
   - sino.open: a click on the bell until its list (the first 100 of the unread) is painted;
   - sino.sync: a payable due today saved through the API (as another device would) until this
     page's badge count rises (live signal, delta pull, IndexedDB write, the bell's 150 ms
     coalescing and its recomputation).
   BENCH_SIZES=100000 node --import tsx bench/browser-sino.ts (BENCH_RUNS, default 5). `npm run
   bench` runs it through bench/extras.ts. Times are in-page (performance.now / Date.now at the
   frame after the state is seen). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { uuidv7 } from 'uuidv7';
import { firstPage, launch } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { measureFirstPull } from './browser-sync.ts';
import { emitBag } from './emit.ts';
import { addSample, note, skip } from './results.ts';
import type { MetricBag } from './results.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const BELL = 'button[aria-label^="Notificações:"]';

/** The badge's count as the bell button names it ("Notificações: 1234"). */
function contagem(page: Page): Promise<number | null> {
  return page.evaluate((sel) => {
    const m = /: (\d+)$/.exec(document.querySelector(sel)?.getAttribute('aria-label') ?? '');
    return m ? Number(m[1]) : null;
  }, BELL);
}

/** The count once it has not changed for `quietMs` (the first pull's last lists may still land). */
async function contagemEstavel(page: Page, quietMs = 3000, limitMs = 120_000): Promise<number | null> {
  const start = Date.now();
  let last = await contagem(page);
  let since = Date.now();
  while (Date.now() - start < limitMs) {
    await page.waitForTimeout(250);
    const now = await contagem(page);
    if (now !== last) { last = now; since = Date.now(); } else if (last !== null && last > 0 && Date.now() - since >= quietMs) return last;
  }
  return null;
}

/** Page load → the badge reads `esperado` (ms since the navigation started). */
async function medirBadge(page: Page, esperado: number): Promise<number> {
  await page.goto('/');
  const handle = await page.waitForFunction(({ sel, label }) => (
    document.querySelector(sel)?.getAttribute('aria-label') === label ? performance.now() : false
  ), { sel: BELL, label: `Notificações: ${esperado}` }, { polling: 'raf', timeout: 120_000 });
  return Number(await handle.jsonValue());
}

/** Click on the bell → its list painted with `itens` entries (ms, in the page). */
function medirAbertura(page: Page, itens: number): Promise<number | null> {
  return page.evaluate(({ sel, itens }) => new Promise<number | null>((resolve) => {
    const t0 = performance.now();
    document.querySelector<HTMLButtonElement>(sel)!.click();
    const tick = () => {
      const lista = document.querySelector('[data-testid="notification-list"]');
      if (lista && lista.querySelectorAll('li[data-chave]').length >= itens) {
        requestAnimationFrame(() => resolve(performance.now() - t0));
      } else if (performance.now() - t0 > 30_000) resolve(null);
      else requestAnimationFrame(tick);
    };
    tick();
  }), { sel: BELL, itens });
}

async function fecharSino(page: Page): Promise<void> {
  await page.locator(BELL).click();
  await page.getByTestId('notification-list').waitFor({ state: 'detached' });
}

async function api(rc: RunContext, path: string, body?: unknown): Promise<Response> {
  return fetch(`${rc.baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${rc.token}`, 'idempotency-key': uuidv7() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A payable due today saved through the API → this page's badge above `antes` (ms, shared clock). */
async function medirSync(page: Page, rc: RunContext, bancoId: string, antes: number, i: number): Promise<number | null> {
  const visto = page.evaluate(({ sel, antes }) => new Promise<number | null>((resolve) => {
    const t0 = Date.now();
    const tick = () => {
      const m = /: (\d+)$/.exec(document.querySelector(sel)?.getAttribute('aria-label') ?? '');
      if (m && Number(m[1]) > antes) requestAnimationFrame(() => resolve(Date.now()));
      else if (Date.now() - t0 > 60_000) resolve(null);
      else requestAnimationFrame(tick);
    };
    tick();
  }), { sel: BELL, antes });
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const t0 = Date.now();
  const res = await api(rc, '/api/cadastro-financas', {
    descricao: `Sino bench ${i} ${uuidv7().slice(-6)}`, banco: bancoId, pagamento: 'Boleto', tipo_lancamento: 'Pagamento', observacao: '',
    status: 'Pagar', valor: '120.00', data: hoje, tipo: 'Com Vencimento', vencimento: hoje, metodo: 'À vista', categorias: '',
  });
  if (res.status !== 201) throw new Error(`cadastro-financas respondeu ${res.status}`);
  const at = await visto;
  return at === null ? null : at - t0;
}

async function medir(page: Page, rc: RunContext, bag: MetricBag): Promise<void> {
  const esperado = await contagemEstavel(page);
  if (esperado === null) {
    for (const id of ['badge', 'open', 'sync']) skip(bag, id, 'não medido: o sino não chegou a uma contagem estável em 120 s');
    return;
  }
  for (let r = 0; r < runs; r++) addSample(bag, 'badge', await medirBadge(page, esperado));
  note(bag, 'badge', `${esperado} não lidas; carga da página até o número do sino`);
  await page.locator('[data-testid="connection"][data-live="true"]').waitFor({ timeout: 30_000 });
  for (let r = 0; r < runs; r++) {
    const ms = await medirAbertura(page, Math.min(esperado, 100));
    if (ms === null) return skip(bag, 'open', 'não medido: a lista do sino não pintou em 30 s');
    addSample(bag, 'open', ms);
    await fecharSino(page);
  }
  note(bag, 'open', `clique → as ${Math.min(esperado, 100)} primeiras de ${esperado} pintadas`);
  const bancos = (await (await api(rc, '/api/bancos')).json()) as { bancos: { id: string }[] };
  let antes = esperado;
  for (let r = 0; r < runs; r++) {
    const ms = await medirSync(page, rc, bancos.bancos[0]!.id, antes, r);
    if (ms === null) return skip(bag, 'sync', 'não medido: o sino não subiu em 60 s após a gravação');
    addSample(bag, 'sync', ms);
    antes = (await contagemEstavel(page, 500)) ?? antes + 1;
  }
  note(bag, 'sync', 'conta a pagar com vencimento hoje gravada pela API → número do sino maior nesta página');
}

const work = mkdtempSync(join(tmpdir(), 'fluxo-bench-sino-'));
try {
  const dataDir = join(work, 'db');
  const seeded = await seedFresh({ dataDir }, sizesFor(size));
  console.error(`semeado: ${JSON.stringify(seeded.counts)} em ${(seeded.ms / 1000).toFixed(1)} s`);
  const server = await startServer({ root: process.cwd(), dataDir, distDir: process.env.BENCH_DIST ?? join(process.cwd(), 'dist') });
  const bag: MetricBag = {};
  try {
    const context = await launch(join(work, 'profile'), server.url);
    const page = await firstPage(context);
    const rc: RunContext = { baseURL: server.url, token: server.token, userId: server.userId, payables: size, listPath: '/', listTotal: size, bag: {}, run: 1, missing: new Map() };
    if ((await measureFirstPull(context, page, rc)) === 'ok') await medir(page, rc, bag);
    else for (const id of ['badge', 'open', 'sync']) skip(bag, id, 'não medido: o primeiro pull não terminou');
    await context.close();
  } finally {
    await server.stop();
  }
  console.log(JSON.stringify(bag, null, 1));
  emitBag(bag, 'sino.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
