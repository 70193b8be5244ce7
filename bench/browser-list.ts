/* The Lançamentos list at full size: first paint after navigation, the time until search covers
   every row, a keystroke, a page change, page size Todos and scrolling it, the tab's heap.
   Every timing runs from the input event's own timestamp to the first frame after the list's
   DOM (and the app's fluxo:list:rendered mark) went quiet. */
import type { Locator, Page } from '@playwright/test';
import { msg } from '../src/domain/messages.ts';
import { addSample, note, skip } from './results.ts';
import { traced } from './trace.ts';
import type { RunContext } from './browser-session.ts';

const QUERIES = ['energia', 'kalunga', 'sao joao'];
/** Amounts as a clerk types them (issue 33): every keystroke narrows the list. */
const QUERIES_VALOR = ['150', '99,9'];
const LIST_METRICS = ['list.firstPaint', 'list.reloadTotal', 'list.searchReady', 'list.search', 'list.page', 'list.todos', 'list.todosScroll', 'list.todosScrollFrameP95', 'list.todosJump', 'list.filter', 'list.sort', 'memory.heap'];

/** Presses `press` and times it from the keydown named `keyName` to the settled, painted list. */
async function timedKey(page: Page, press: string, keyName: string, timeoutMs = 15_000): Promise<number | null> {
  const before = await page.evaluate(() => { window.__bench!.arm(); return window.__bench!.keys.length; });
  await page.keyboard.press(press);
  return page.evaluate(async ({ before, keyName, timeoutMs }) => {
    const b = window.__bench!;
    const key = b.keys.slice(before).find((k) => k.key === keyName);
    if (!key) return null;
    const settled = await b.settle(key.t, 200, timeoutMs);
    return settled ? settled.end - key.t : null;
  }, { before, keyName, timeoutMs });
}

/** Clicks `target` and times it from the click's own timestamp to the settled, painted list. */
export async function timedClick(page: Page, target: Locator): Promise<number | null> {
  const before = await page.evaluate(() => { window.__bench!.arm(); return window.__bench!.clicks.length; });
  await target.click();
  return page.evaluate(async ({ before }) => {
    const b = window.__bench!;
    const t0 = b.clicks[before];
    if (t0 === undefined) return null;
    const settled = await b.settle(t0, 200, 30_000);
    return settled ? settled.end - t0 : null;
  }, { before });
}

const footer = (page: Page) => page.evaluate(() => window.__bench!.footer());

/** Opens the app fresh (nothing in memory), then navigates in-app to the list. */
export async function openList(page: Page, rc: RunContext): Promise<boolean> {
  const missing = rc.missing.get('list');
  if (missing) { LIST_METRICS.forEach((id) => skip(rc.bag, id, missing)); return false; }
  await page.goto('/');
  await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  let t0 = 0;
  let first: { paint: number | null; construction: boolean } = { paint: null, construction: false };
  // BENCH_TELA_TRACE=file.json: a Chromium trace from the click to the first paint (bench/trace.ts).
  await traced(page, async () => {
    t0 = await page.evaluate((path) => {
      const t = performance.now();
      window.__bench!.ir(path);
      return t;
    }, rc.listPath);
    first = await page.evaluate(async ({ t0, limitMs, construction }) => {
      const b = window.__bench!;
      for (;;) {
        const mark = b.entries.find((e) => e.name === 'fluxo:list:rendered' && e.start >= t0 && (e.rows ?? 1) > 0);
        if (mark && b.rowCount() > 0) {
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          return { paint: performance.now() - t0, construction: false };
        }
        if (document.body.innerText.includes(construction)) return { paint: null, construction: true };
        if (performance.now() - t0 > limitMs) return { paint: null, construction: false };
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
    }, { t0, limitMs: 60_000, construction: msg.comum.emConstrucao });
  }, process.env.BENCH_TELA_TRACE);
  if (first.paint === null) {
    const reason = first.construction
      ? `não medido: ${rc.listPath} ainda mostra "Em construção"`
      : 'não medido: a lista não marcou fluxo:list:rendered com linhas em 60 s';
    if (first.construction) rc.missing.set('list', reason);
    LIST_METRICS.forEach((id) => skip(rc.bag, id, reason));
    return false;
  }
  addSample(rc.bag, 'list.firstPaint', first.paint);
  await printReloadAgainstClick(page, t0);
  const readyAt = await page.evaluate(({ n }) => window.__bench!.waitFor(`complete:${n}`, 120_000), { n: rc.listTotal });
  if (readyAt === null) {
    const seen = await footer(page);
    const reason = `não medido: o rodapé mostra ${seen?.total ?? '?'} de ${rc.listTotal} linhas após 120 s`;
    LIST_METRICS.filter((id) => id !== 'list.firstPaint').forEach((id) => skip(rc.bag, id, reason));
    return false;
  }
  addSample(rc.bag, 'list.searchReady', readyAt - t0);
  return true;
}

/**
 * Prints (stderr) when the reload's own load of the payables ended against the click, both in ms
 * from the page's start: a click after that end paints without sharing the thread with it, and
 * single runs are bimodal on that (BENCHMARKS, session 23).
 */
export async function printReloadAgainstClick(page: Page, clickAt: number): Promise<void> {
  const ended = await page.evaluate(async () => {
    for (let t0 = performance.now(); performance.now() - t0 < 10_000;) {
      const m = performance.getEntriesByName('fluxo:store:loaded:lancamentos', 'measure')[0];
      if (m) return m.startTime + m.duration;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  });
  console.error(`clique em ${clickAt.toFixed(0)} ms; carga dos lançamentos ${ended === null ? 'não terminou em 10 s' : `terminou em ${ended.toFixed(0)} ms`}`);
}

export async function measureSearch(page: Page, rc: RunContext, id: 'list.search' | 'list.searchValor' = 'list.search'): Promise<void> {
  const queries = id === 'list.search' ? QUERIES : QUERIES_VALOR;
  const box = page.getByRole('searchbox').first();
  if (!(await box.count())) return skip(rc.bag, id, 'não medido: a lista não tem caixa de busca');
  await box.click();
  for (const query of queries) {
    for (const char of query) {
      const ms = await timedKey(page, char === ' ' ? 'Space' : char, char);
      if (ms === null) return skip(rc.bag, id, `não medido: a lista não mudou ao digitar "${char}"`);
      addSample(rc.bag, id, ms);
    }
    const found = await footer(page);
    if (!found || found.total >= rc.listTotal) note(rc.bag, id, `a busca "${query}" não reduziu a lista`);
    await page.keyboard.press('Control+a');
    const cleared = await timedKey(page, 'Backspace', 'Backspace');
    if (cleared !== null) addSample(rc.bag, id, cleared);
  }
  note(rc.bag, id, `digitadas "${queries.join('", "')}" uma tecla por vez, mais o Backspace que limpa cada busca`);
}

export async function measurePaging(page: Page, rc: RunContext): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 10; i++) {
    const ms = await timedKey(page, 'Control+ArrowRight', 'ArrowRight');
    if (ms === null) return skip(rc.bag, 'list.page', 'não medido: Ctrl+→ não mudou a página');
    addSample(rc.bag, 'list.page', ms);
  }
  const at = await footer(page);
  if (at?.start !== 151) note(rc.bag, 'list.page', `após 10 × Ctrl+→ o rodapé mostra ${at?.start ?? '?'} - ${at?.end ?? '?'}`);
}

/** Ctrl+↑ three times (15 → 30 → 50 → Todos), then scrolls the whole virtualised table. */
export async function measureTodos(page: Page, rc: RunContext): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await timedKey(page, 'Control+ArrowUp', 'ArrowUp');
  await timedKey(page, 'Control+ArrowUp', 'ArrowUp');
  const ms = await timedKey(page, 'Control+ArrowUp', 'ArrowUp', 60_000);
  const at = await footer(page);
  if (ms === null || !at || at.end !== at.total) {
    skip(rc.bag, 'list.todos', `não medido: Ctrl+↑ não levou a Todos (rodapé ${at ? `${at.start} - ${at.end} de ${at.total}` : 'ausente'})`);
    for (const id of ['list.todosScroll', 'list.todosScrollFrameP95', 'list.todosJump']) skip(rc.bag, id, 'não medido: Todos não foi aberto');
    return;
  }
  addSample(rc.bag, 'list.todos', ms);
  const scroll = await page.evaluate(async () => {
    const b = window.__bench!;
    const el = document.querySelector<HTMLElement>('[data-virtual]') ?? document.scrollingElement as HTMLElement;
    const t0 = performance.now();
    performance.mark('bench:todos:scroll'); // where bench/trace-summary.ts starts its window
    const frames: number[] = [];
    await new Promise<void>((resolve) => {
      const tick = () => {
        frames.push(performance.now());
        el.scrollTop += 800;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1 || performance.now() - t0 > 4000) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const t1 = performance.now();
    performance.mark('bench:todos:jump');
    el.scrollTop = el.scrollHeight; // then a jump to the very end, timed apart
    for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
    await new Promise((r) => setTimeout(r, 200));
    const longest = (from: number, to: number) => b.longtasks.filter((t) => t.start >= from && t.start < to)
      .reduce((m, t) => Math.max(m, t.duration), 0);
    const gaps = frames.slice(1).map((f, i) => f - frames[i]!).sort((x, y) => x - y);
    return {
      longest: longest(t0, t1), jump: longest(t1, Infinity), count: b.longtasks.filter((t) => t.start >= t0 && t.start < t1).length,
      p95Gap: gaps[Math.floor(gaps.length * 0.95)] ?? 0, frames: frames.length, virtual: el.hasAttribute('data-virtual'),
    };
  });
  addSample(rc.bag, 'list.todosScroll', scroll.longest);
  addSample(rc.bag, 'list.todosScrollFrameP95', scroll.p95Gap);
  addSample(rc.bag, 'list.todosJump', scroll.jump);
  note(rc.bag, 'list.todosScroll', scroll.virtual ? 'tabela virtualizada (data-virtual)' : 'tabela NÃO virtualizada: rolou a página');
  if (scroll.count > 0) note(rc.bag, 'list.todosScroll', `houve tarefas longas (> 50 ms) durante a rolagem`);
  for (let i = 0; i < 3; i++) await timedKey(page, 'Control+ArrowDown', 'ArrowDown', 60_000);
}

/** Used JS heap of the tab after a forced garbage collection (CDP), in MB. */
export async function measureHeap(page: Page, rc: RunContext): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  addSample(rc.bag, 'memory.heap', usedSize / 1024 / 1024);
}
