/* Painel and Relatórios at full size (issue 14): the Painel painted after an in-app navigation
   (its rows already in memory, as when a clerk comes back to it), its Saldos card with every
   seeded bank from the same navigation (issue 32), and after a cold page load; a
   13-month Fluxo de caixa and DRE (six months back, the current one, six ahead); the CSV export
   of every payable, timed and with its longest task; the 12-month Orçado × realizado from the
   navigation that opens it (issue 35). Runs after the list steps. */
import type { Page } from '@playwright/test';
import { addMonthsClamped, todayISO } from '../src/domain/dates.ts';
import { addSample, note, skip } from './results.ts';
import type { RunContext } from './browser-session.ts';
import { BANCOS } from './seed-words.ts';

export const RELATORIO_METRICS = ['painel.paint', 'painel.saldos', 'painel.cold', 'painel.coldLive', 'relatorio.fluxo', 'relatorio.dre', 'csv.export', 'csv.longTask', 'orcado.realizado'];

/** Waits for the mark (or measure) `name` after `t0`, then one frame; ms from t0, or null. */
function waitMark(page: Page, name: string, t0: number, limitMs: number): Promise<number | null> {
  return page.evaluate(async ({ name, t0, limitMs }) => {
    const b = window.__bench!;
    for (;;) {
      const e = b.entries.find((x) => x.name === name && x.start >= t0);
      if (e) {
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        return Math.max(e.end, performance.now()) - t0;
      }
      if (performance.now() - t0 > limitMs) return null;
      await new Promise((r) => setTimeout(r, 5));
    }
  }, { name, t0, limitMs });
}

/** Waits (in the page) for the Painel's Saldos card with `bancos` banks and the total, computed from
    the rows (not the kept figures), then one frame; ms from t0, or null. */
function waitSaldos(page: Page, t0: number, bancos: number, limitMs: number): Promise<number | null> {
  return page.evaluate(async ({ t0, bancos, limitMs }) => {
    for (;;) {
      const itens = document.querySelectorAll('[data-testid="painel-saldos"] li').length;
      if (itens >= bancos + 1 && !document.querySelector('[data-testid="painel-provisorio"]')) {
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        return performance.now() - t0;
      }
      if (performance.now() - t0 > limitMs) return null;
      await new Promise((r) => setTimeout(r, 2));
    }
  }, { t0, bancos, limitMs });
}

async function navigate(page: Page, path: string): Promise<number> {
  return page.evaluate((path) => {
    const t = performance.now();
    window.__bench!.ir(path);
    return t;
  }, path);
}

export async function measurePainel(page: Page, rc: RunContext): Promise<void> {
  // The session opened on '/' (the Painel) before the list, so its rows are in memory now.
  const t0 = await navigate(page, '/');
  // Both waits run at once: the Saldos card paints ahead of the rest (decision 431), so waiting
  // for it after the whole Painel would measure the Painel again.
  const [warm, saldos] = await Promise.all([
    waitMark(page, 'fluxo:painel:rendered', t0, 30_000),
    waitSaldos(page, t0, BANCOS.length, 30_000),
  ]);
  if (warm === null) RELATORIO_METRICS.slice(0, 4).forEach((id) => skip(rc.bag, id, 'não medido: o Painel não marcou fluxo:painel:rendered em 30 s'));
  else addSample(rc.bag, 'painel.paint', warm);
  if (warm !== null && saldos === null) skip(rc.bag, 'painel.saldos', `não medido: o card Saldos não mostrou os ${BANCOS.length} bancos em 30 s`);
  else if (saldos !== null) addSample(rc.bag, 'painel.saldos', saldos);
  await page.goto('/');
  for (const [mark, id] of [['fluxo:painel:rendered', 'painel.cold'], ['fluxo:painel:live', 'painel.coldLive']] as const) {
    const at = await page.evaluate(async (mark) => {
      for (;;) {
        const e = window.__bench?.entries.find((x) => x.name === mark);
        if (e) return e.end;
        if (performance.now() > 120_000) return null;
        await new Promise((r) => setTimeout(r, 20));
      }
    }, mark);
    if (at === null) skip(rc.bag, id, `não medido: ${mark} não apareceu em 120 s`);
    else addSample(rc.bag, id, at);
  }
  note(rc.bag, 'painel.cold', 'carga da página até o Painel pintado com os valores guardados no dispositivo');
  note(rc.bag, 'painel.coldLive', 'carga da página até os valores recalculados com todas as coleções lidas do IndexedDB');
}

export async function measureRelatorios(page: Page, rc: RunContext): Promise<void> {
  await navigate(page, '/financeiro/relatorios');
  const tipo = page.getByTestId('relatorio-tipo');
  if (!(await tipo.waitFor({ timeout: 15_000 }).then(() => true, () => false))) {
    return RELATORIO_METRICS.slice(4).forEach((id) => skip(rc.bag, id, 'não medido: a tela de Relatórios não abriu'));
  }
  await page.getByTestId('relatorio-tabela').waitFor({ timeout: 120_000 });
  // The rows below are 13 whole months, six back and six ahead: the screen's default before it
  // opened on the current month (issue 33), set here so the rows keep their definition.
  const inicio = `${todayISO().slice(0, 7)}-01`;
  await page.getByTestId('relatorio-de').fill(addMonthsClamped(inicio, -6));
  await page.getByTestId('relatorio-ate').fill(addMonthsClamped(inicio, 6, 31));
  await page.getByTestId('relatorio-tabela').waitFor({ timeout: 120_000 });
  for (const [valor, id] of [['dre', 'relatorio.dre'], ['fluxo', 'relatorio.fluxo']] as const) {
    // The choice is made in the page, so the time runs from the change itself (not Playwright's round trip).
    const t0 = await page.evaluate((valor) => {
      const el = document.querySelector<HTMLSelectElement>('[data-testid="relatorio-tipo"]')!;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(el, valor);
      const t = performance.now();
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return t;
    }, valor);
    const ms = await waitMark(page, 'fluxo:relatorio', t0, 30_000);
    if (ms === null) skip(rc.bag, id, 'não medido: o relatório não marcou fluxo:relatorio');
    else addSample(rc.bag, id, ms);
  }
  note(rc.bag, 'relatorio.fluxo', '13 meses agrupados por mês, da escolha à tabela pintada');
  // Every payable: a period that covers the whole seed.
  await page.getByTestId('relatorio-de').fill('2000-01-01');
  await page.getByTestId('relatorio-ate').fill('2099-12-31');
  await page.getByTestId('relatorio-tabela').waitFor();
  const t0 = await page.evaluate(() => performance.now());
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('exportar-detalhe').click()]);
  const result = await page.evaluate(async ({ t0 }) => {
    const b = window.__bench!;
    for (;;) {
      const e = b.entries.find((x) => x.name === 'fluxo:csv:export' && x.start >= t0);
      if (e) {
        const longest = b.longtasks.filter((l) => l.start + l.duration >= e.start && l.start <= e.end).reduce((m, l) => Math.max(m, l.duration), 0);
        return { ms: e.end - e.start, rows: e.rows ?? 0, longest };
      }
      if (performance.now() - t0 > 60_000) return null;
      await new Promise((r) => setTimeout(r, 20));
    }
  }, { t0 });
  await download.cancel().catch(() => undefined);
  if (!result) ['csv.export', 'csv.longTask'].forEach((id) => skip(rc.bag, id, 'não medido: a exportação não marcou fluxo:csv:export'));
  else {
    addSample(rc.bag, 'csv.export', result.ms);
    addSample(rc.bag, 'csv.longTask', result.longest);
    note(rc.bag, 'csv.export', `${result.rows} linhas`);
  }
  await measureOrcado(page, rc);
}

/** Orçado × realizado (issue 35 item 3): from the in-app navigation (the Painel's link) to the
 *  report's table painted, the whole current year (12 months) over every payable and payment. */
async function measureOrcado(page: Page, rc: RunContext): Promise<void> {
  await navigate(page, '/');
  await page.getByTestId('painel').waitFor({ timeout: 60_000 }).catch(() => undefined);
  const t0 = await navigate(page, '/financeiro/relatorios?relatorio=orcado-realizado');
  const ms = await waitMark(page, 'fluxo:relatorio', t0, 30_000);
  if (ms === null) return skip(rc.bag, 'orcado.realizado', 'não medido: o relatório não marcou fluxo:relatorio');
  addSample(rc.bag, 'orcado.realizado', ms);
  note(rc.bag, 'orcado.realizado', '12 meses do ano corrente, da navegação à tabela pintada (a carga não semeia orçamentos: o custo é a passada sobre pagamentos e contas)');
}
