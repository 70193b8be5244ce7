/* Offline measurements: a cold start of a restarted browser with no network (service worker →
   shell → first rows), then 1,000 changes queued offline and drained after reconnecting, checked
   on the server: each one there exactly once. DRAIN_REQLOG=1 prints every request of the drain
   with its start and end, in ms from the reconnection. */
import type { BrowserContext, Page } from '@playwright/test';
import { uuidv7 } from 'uuidv7';
import { msg } from '../src/domain/messages.ts';
import { addSample, note, skip } from './results.ts';
import { entries, firstPage, idbCount, launch, userDbName } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';

export const LIST_PATH = '/financeiro/lancamentos';

/** Restarts Chromium on the same profile with the network off and opens the payables list. */
export async function coldStartOffline(profileDir: string, rc: RunContext): Promise<{ context: BrowserContext; page: Page } | null> {
  const context = await launch(profileDir, rc.baseURL);
  await context.setOffline(true);
  const page = await firstPage(context);
  try {
    await page.goto(rc.listPath, { waitUntil: 'commit', timeout: 15_000 });
  } catch (error) {
    skip(rc.bag, 'offline.shell', `não medido: a página não abriu offline (${(error as Error).message.split('\n')[0]})`);
    skip(rc.bag, 'offline.rows', 'não medido: a página não abriu offline');
    return { context, page };
  }
  const shellAt = await page.evaluate(async () => {
    const found = await window.__bench?.waitFor('[data-testid="user-name"]', 15_000);
    return window.__bench?.seen.shell ?? found ?? null;
  });
  if (shellAt === null) {
    skip(rc.bag, 'offline.shell', 'não medido: a barra superior (shell) não apareceu offline em 15 s');
  } else {
    addSample(rc.bag, 'offline.shell', shellAt);
  }
  const listMissing = rc.missing.get('list');
  if (listMissing) {
    skip(rc.bag, 'offline.rows', listMissing);
  } else if (shellAt !== null) {
    const rowsAt = await page.evaluate(() => window.__bench?.waitFor('rows', 30_000) ?? null);
    if (rowsAt === null) skip(rc.bag, 'offline.rows', 'não medido: as linhas da lista não apareceram offline em 30 s');
    else addSample(rc.bag, 'offline.rows', rowsAt);
  }
  return { context, page };
}

interface QueuedIds { entryIds: string[]; rowIds: string[]; descricoes: string[] }

/** Appends entries shaped like src/data/sync/outbox-entry.ts (what mutate() writes) to the user's outbox. */
async function queueCategorias(page: Page, dbName: string, ids: QueuedIds): Promise<string | null> {
  const texts = { ok: msg.categoria.cadastrada, erro: msg.categoria.erroCadastrar, label: 'Cadastro de categoria' };
  return page.evaluate(async ({ name, q, t }) => new Promise<string | null>((resolve) => {
    const req = indexedDB.open(name);
    req.onerror = () => resolve(`IndexedDB ${name} não abriu`);
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('outbox') || !db.objectStoreNames.contains('categorias')) {
        db.close();
        resolve('o banco local não tem as tabelas outbox/categorias');
        return;
      }
      const tx = db.transaction(['outbox', 'categorias'], 'readwrite');
      const now = new Date().toISOString();
      q.entryIds.forEach((entryId, i) => {
        const id = q.rowIds[i]!;
        const descricao = q.descricoes[i]!;
        tx.objectStore('categorias').put({ id, descricao, status: true, version: 1, created_at: now, updated_at: now });
        tx.objectStore('outbox').add({
          id: entryId, kind: 'json', method: 'POST', path: '/api/cadastro-categoria', body: { id, descricao },
          label: `${t.label}: ${descricao}`, touches: [{ table: 'categorias', id }], touchIds: [id],
          before: [{ table: 'categorias', id, row: null }], dependsOn: [], status: 'pending', attempts: 0,
          nextAttemptAt: 0, lastError: null, lastStatus: null, errors: null, fileIds: [],
          successFallback: t.ok, errorFallback: t.erro, createdAt: now,
        });
      });
      tx.oncomplete = () => { db.close(); resolve(null); };
      tx.onerror = () => { db.close(); resolve(`a escrita na outbox falhou: ${tx.error?.message ?? ''}`); };
    };
  }), { name: dbName, q: ids, t: texts });
}

async function serverHasEach(rc: RunContext, ids: QueuedIds): Promise<string> {
  const res = await fetch(`${rc.baseURL}/api/categorias`, { headers: { authorization: `Bearer ${rc.token}` } });
  const rows = ((await res.json()) as { categorias?: { id: string }[] }).categorias ?? [];
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  const once = ids.rowIds.filter((id) => counts.get(id) === 1).length;
  const missing = ids.rowIds.filter((id) => !counts.has(id)).length;
  const dup = ids.rowIds.filter((id) => (counts.get(id) ?? 0) > 1).length;
  return once === ids.rowIds.length
    ? `servidor conferido: ${once} de ${ids.rowIds.length} categorias, cada uma exatamente uma vez`
    : `FALHA: no servidor ${once} exatamente uma vez, ${missing} ausentes, ${dup} repetidas`;
}

/** Queues `count` creations while offline, reconnects and waits for the outbox to empty. */
export async function measureDrain(context: BrowserContext, page: Page, rc: RunContext, count: number): Promise<void> {
  const probe = await fetch(`${rc.baseURL}/api/cadastro-categoria`, {
    method: 'POST', headers: { authorization: `Bearer ${rc.token}`, 'content-type': 'application/json' }, body: '{}',
  });
  if (probe.status === 404) return skip(rc.bag, 'drain.1000', 'não medido: POST /api/cadastro-categoria ainda não existe');
  const dbName = userDbName(rc.userId);
  if ((await idbCount(page, dbName, 'outbox')) === null) return skip(rc.bag, 'drain.1000', 'não medido: não há outbox no IndexedDB (motor ausente)');
  await context.setOffline(true);
  const tag = `${rc.run}-${Date.now().toString(36)}`;
  const ids: QueuedIds = {
    entryIds: Array.from({ length: count }, () => uuidv7()),
    rowIds: Array.from({ length: count }, () => uuidv7()),
    descricoes: Array.from({ length: count }, (_, i) => `Bench fila ${tag} nº ${i + 1}`),
  };
  const failed = await queueCategorias(page, dbName, ids);
  if (failed) return skip(rc.bag, 'drain.1000', `não medido: ${failed}`);
  const drainsBefore = (await entries(page, 'fluxo:drain')).length;
  const lidasBefore = (await entries(page, 'fluxo:paginas:lidas')).length;
  const offAt = await page.evaluate(() => performance.now());
  const t0 = Date.now();
  const reqLog: string[] = [];
  if (process.env.DRAIN_REQLOG) {
    page.on('request', (r) => reqLog.push(`${Date.now() - t0} > ${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`));
    page.on('requestfinished', (r) => reqLog.push(`${Date.now() - t0} < ${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`));
  }
  await context.setOffline(false);
  const result = await page.evaluate(async ({ name, limitMs }) => {
    const started = performance.now();
    const pending = () => new Promise<number>((resolve) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => {
        const c = req.result.transaction('outbox').objectStore('outbox').count();
        c.onsuccess = () => { req.result.close(); resolve(c.result); };
      };
    });
    for (;;) {
      const left = await pending();
      if (left === 0) return { done: performance.now(), left };
      if (performance.now() - started > limitMs) return { done: null, left };
      await new Promise((r) => setTimeout(r, 25));
    }
  }, { name: dbName, limitMs: 120_000 });
  if (result.done === null) return skip(rc.bag, 'drain.1000', `não medido: ${result.left} de ${count} entradas ainda na outbox após 120 s`);
  const onlineAt = await page.evaluate((after) => window.__bench?.online.find((t) => t >= after) ?? after, offAt);
  addSample(rc.bag, 'drain.1000', result.done - onlineAt);
  if (process.env.DRAIN_REQLOG) console.error(`drain ${Date.now() - t0} ms\n${reqLog.join('\n')}`);
  const drains = (await entries(page, 'fluxo:drain')).slice(drainsBefore);
  if (drains.length) addSample(rc.bag, 'drain.engine', drains.reduce((s, e) => s + e.end - e.start, 0));
  note(rc.bag, 'drain.1000', `${count} entradas por repetição`);
  const lidas = (await entries(page, 'fluxo:paginas:lidas')).slice(lidasBefore);
  note(rc.bag, 'drain.1000', `listas empacotadas lidas de novo das páginas durante a fila: ${lidas.length} (${Math.round(lidas.reduce((s, e) => s + e.end - e.start, 0))} ms)`);
  note(rc.bag, 'drain.1000', await serverHasEach(rc, ids));
}
