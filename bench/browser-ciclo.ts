/* Editar and Pagar with a date on the full Lançamentos list (issue 31): the click on Editar to the
   painted dialog, the click on Salvar alterações to the row painted with its new description, and
   the click on Confirmar (50 rows selected, Data do pagamento = yesterday) to all 50 rows painted
   as Pago. Each timing runs from the click's own timestamp (the probe's pointerdown) to the first
   frame after the DOM first showed the result (a MutationObserver armed before the click).

   The rows: the Filtro keeps Status Pagar or Pago, Cadastro up to yesterday (so yesterday is a
   valid payment day) and Vencimento in a 28-day window after today (so every row starts Pagar,
   Cancelado and D.P.C are left out, and a group's parcelas do not share a window); the list is sorted by Valor, an order paying does not change (the list's own
   order puts open rows first and would move the paid rows away). A page is used only when its 50
   rows all show Pagar and its last row does not share its Valor with the next page's first (the
   paid rows of a tie would move behind the open ones, off the page). Every repetition
   takes other rows. The filter, the sort and the page size are undone at the end. */
import type { Locator, Page } from '@playwright/test';
import { addDays, formatDateBR, todayISO } from '../src/domain/dates.ts';
import { addSample, note, skip } from './results.ts';
import type { RunContext } from './browser-session.ts';
import { profiled } from './cpu-profile.ts';

const REPS = Number(process.env.BENCH_CICLO_REPS ?? 5);
/** BENCH_CICLO_PROFILE=1: each Salvar and Confirmar click under the CPU profiler (bench/cpu-profile.ts). */
const perfil = (): boolean => process.env.BENCH_CICLO_PROFILE === '1';
const POR_PAGINA = 50;
const MAX_PAGINAS = 400;
/** Shorter than a month: a group's monthly parcelas never share a window, so few rows tie on Valor. */
const JANELA_DIAS = 28;
const MAX_JANELAS = 26;
const IDS = ['ciclo.editar.abrir', 'ciclo.editar.salvar', 'ciclo.pagar50'] as const;

/** What the click waits for: a dialog holding a button, a row holding a text (and that dialog gone), rows shown Pago. */
type Espera =
  | { dialogo: string; botao: string }
  | { linha: string; texto: string; semDialogo: string }
  | { pagas: string[] };

/** Clicks `alvo`; ms from the click's pointerdown to the first frame after `espera` first held in the DOM. */
async function cliqueAte(page: Page, alvo: Locator, espera: Espera, timeoutMs = 30_000): Promise<number | null> {
  const before = await page.evaluate((espera) => {
    const b = window.__bench!;
    b.arm();
    const w = window as unknown as { __ciclo?: { at: number | null; obs: MutationObserver } };
    w.__ciclo?.obs.disconnect();
    const dialogos = () => [...document.querySelectorAll('[role="dialog"]')];
    const feito = (): boolean => {
      if ('dialogo' in espera) {
        return dialogos().some((d) => (d.textContent ?? '').includes(espera.dialogo)
          && [...d.querySelectorAll('button')].some((x) => (x.textContent ?? '').trim() === espera.botao));
      }
      if ('linha' in espera) {
        const tr = document.querySelector(`tr[data-id="${espera.linha}"]`);
        return !!tr && (tr.textContent ?? '').includes(espera.texto) && !dialogos().some((d) => (d.textContent ?? '').includes(espera.semDialogo));
      }
      return espera.pagas.every((id) => document.querySelector(`tr[data-id="${id}"] [data-status="Pago"]`) !== null);
    };
    const estado: { at: number | null; obs: MutationObserver } = {
      at: null,
      obs: new MutationObserver(() => {
        if (estado.at === null && feito()) {
          estado.at = performance.now();
          estado.obs.disconnect();
        }
      }),
    };
    estado.obs.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    w.__ciclo = estado;
    return b.clicks.length;
  }, espera);
  await alvo.click();
  return page.evaluate(async ({ before, timeoutMs }) => {
    const b = window.__bench!;
    const estado = (window as unknown as { __ciclo: { at: number | null; obs: MutationObserver } }).__ciclo;
    const started = performance.now();
    while (estado.at === null) {
      if (performance.now() - started > timeoutMs) {
        estado.obs.disconnect();
        return null;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const at = estado.at;
    const t0 = b.clicks[before];
    for (;;) {
      const frame = b.frames.find((f) => f > at);
      if (frame !== undefined) return t0 === undefined ? null : frame - t0;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
  }, { before, timeoutMs });
}

interface LinhaNaTela { id: string; status: string; valor: string }

/** The page's rows: id, status and the Valor cell's text. */
function linhasDaPagina(page: Page): Promise<LinhaNaTela[]> {
  return page.evaluate(() => {
    const heads = [...document.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    const iValor = heads.findIndex((h) => h === 'Valor');
    return [...document.querySelectorAll('tbody tr[data-id]')].map((tr) => ({
      id: tr.getAttribute('data-id') ?? '',
      status: tr.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
      valor: iValor >= 0 ? (tr.children[iValor]?.textContent ?? '').trim() : '',
    }));
  });
}

async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Ctrl+→ / Ctrl+← and waits for the first row to change. */
async function virarPagina(page: Page, tecla: 'ArrowRight' | 'ArrowLeft'): Promise<boolean> {
  const rodape = await page.evaluate(() => window.__bench!.footer());
  if (!rodape || rodape.total === 0 || (tecla === 'ArrowRight' ? rodape.end >= rodape.total : rodape.start <= 1)) return false;
  const antes = (await linhasDaPagina(page))[0]?.id;
  await blur(page);
  await page.keyboard.press(`Control+${tecla}`);
  for (let i = 0; i < 200; i++) {
    const agora = (await linhasDaPagina(page))[0]?.id;
    if (agora && agora !== antes) return true;
    await page.waitForTimeout(10);
  }
  return false;
}

async function limparSelecao(page: Page): Promise<void> {
  const limpar = page.getByTestId('list-selected').getByRole('button', { name: 'Limpar' });
  if (await limpar.isVisible()) await limpar.click();
}

/** From the current page on, the next page of 50 open rows whose last Valor is not the next page's first: the paid
    rows of a tie (a group's parcelas share their Valor) would move behind the open ones, off the page. The start of
    the page needs no check: a tie with open rows before it keeps them first, and a page paid before was checked. */
async function proximaPaginaAberta(page: Page, naPrimeira: boolean): Promise<LinhaNaTela[] | null> {
  if (!naPrimeira && !(await virarPagina(page, 'ArrowRight'))) return null;
  for (let i = 0; i < MAX_PAGINAS; i++) {
    const linhas = await linhasDaPagina(page);
    const abertas = linhas.length === POR_PAGINA && linhas.every((l) => l.status === 'Pagar');
    if (process.env.BENCH_CICLO_DEBUG) console.error(`página: ${linhas.length} linhas, ${linhas.filter((l) => l.status === 'Pagar').length} Pagar, valores ${linhas[0]?.valor}…${linhas.at(-1)?.valor}`, [...new Set(linhas.map((l) => l.status))]);
    if (abertas) {
      if (!(await virarPagina(page, 'ArrowRight'))) return linhas; // the last page: nothing after it to tie with
      const seguinte = (await linhasDaPagina(page))[0];
      await virarPagina(page, 'ArrowLeft');
      if (seguinte && seguinte.valor !== linhas.at(-1)!.valor) return linhas;
    }
    if (!(await virarPagina(page, 'ArrowRight'))) return null;
  }
  return null;
}

/** Filtro: Pagar or Pago, Cadastro up to yesterday, Vencimento in the `janela`-th 28-day window after today. */
async function filtrar(page: Page, janela: number): Promise<boolean> {
  const hoje = todayISO();
  const inicio = addDays(hoje, 1 + JANELA_DIAS * janela);
  await page.getByRole('button', { name: 'Filtrar', exact: true }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Filtro de Lançamento' }).last();
  if (!(await dialog.waitFor({ state: 'attached', timeout: 5000 }).then(() => true, () => false))) return false;
  await dialog.getByLabel('Cadastro inicial').fill(formatDateBR(addDays(hoje, -20 * 366)));
  await dialog.getByLabel('Cadastro final').fill(formatDateBR(addDays(hoje, -1)));
  await dialog.getByLabel('Vencimento inicial').fill(formatDateBR(inicio));
  await dialog.getByLabel('Vencimento final').fill(formatDateBR(addDays(inicio, JANELA_DIAS - 1)));
  await dialog.getByRole('checkbox', { name: 'Pagar', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Pago', exact: true }).check();
  await dialog.getByRole('button', { name: 'Filtrar', exact: true }).click();
  return dialog.waitFor({ state: 'detached', timeout: 10_000 }).then(() => true, () => false);
}

async function medirEditar(page: Page, rc: RunContext, linhas: LinhaNaTela[]): Promise<void> {
  const editar = page.getByRole('button', { name: 'Editar', exact: true });
  for (let i = 0; i < REPS && i < linhas.length; i++) {
    const id = linhas[i]!.id;
    await limparSelecao(page);
    await page.locator(`tr[data-id="${id}"]`).getByRole('checkbox', { name: 'Selecionar linha' }).check();
    const abrir = await cliqueAte(page, editar, { dialogo: 'Editar parcela:', botao: 'Salvar alterações' });
    if (abrir === null) return skip(rc.bag, 'ciclo.editar.abrir', 'não medido: Editar não abriu o diálogo "Editar parcela" em 30 s');
    addSample(rc.bag, 'ciclo.editar.abrir', abrir);
    const modal = page.getByRole('dialog', { name: /^Editar parcela/ });
    const so = modal.getByRole('radio', { name: 'Só esta parcela' });
    if (!(await so.isChecked())) await so.check();
    const campo = modal.getByLabel('Descrição');
    const nova = `${(await campo.inputValue()).slice(0, 80)} editada ${i + 1}`;
    await campo.fill(nova);
    const salvar = await profiled(page, perfil(), `Salvar alterações ${i + 1}`, () =>
      cliqueAte(page, modal.getByRole('button', { name: 'Salvar alterações' }), { linha: id, texto: nova, semDialogo: 'Editar parcela:' }));
    if (salvar === null) {
      if (await modal.count()) await page.keyboard.press('Escape');
      return skip(rc.bag, 'ciclo.editar.salvar', 'não medido: a linha não mostrou a nova descrição em 30 s após Salvar alterações');
    }
    addSample(rc.bag, 'ciclo.editar.salvar', salvar);
  }
  note(rc.bag, 'ciclo.editar.abrir', `${REPS} linhas Pagar diferentes, uma selecionada por vez`);
  note(rc.bag, 'ciclo.editar.salvar', 'Só esta parcela, só a Descrição mudada; até a linha mostrar a nova descrição com o diálogo fechado');
}

async function medirPagar50(page: Page, rc: RunContext, primeira: LinhaNaTela[], proxima: () => Promise<LinhaNaTela[] | null>): Promise<void> {
  const ontem = formatDateBR(addDays(todayISO(), -1));
  let linhas: LinhaNaTela[] | null = primeira;
  for (let i = 0; i < REPS; i++) {
    if (i > 0) linhas = await proxima();
    if (!linhas) return skip(rc.bag, 'ciclo.pagar50', `não medido: nenhuma outra página de ${POR_PAGINA} linhas Pagar (repetição ${i + 1})`);
    // The previous Pagar keeps the toolbar busy (Informar Pagamento disabled) until its mutation has settled,
    // and then clears the selection: wait for it before selecting (the rows show Pago before that).
    const livre = page.getByRole('button', { name: 'Informar Pagamento', exact: true });
    const esperou = Date.now();
    while (!(await livre.isEnabled()) && Date.now() - esperou < 120_000) await page.waitForTimeout(100);
    if (!(await livre.isEnabled())) return skip(rc.bag, 'ciclo.pagar50', `não medido: a barra seguiu ocupada 120 s após o Pagar anterior (repetição ${i + 1})`);
    if (Date.now() - esperou > 500) note(rc.bag, 'ciclo.pagar50', `repetição ${i + 1}: a barra só ficou livre ${((Date.now() - esperou) / 1000).toFixed(1)} s depois (o Pagar anterior ainda em curso)`);
    await limparSelecao(page);
    await page.locator(`tr[data-id="${linhas[0]!.id}"]`).getByRole('checkbox', { name: 'Selecionar linha' }).click();
    await page.locator(`tr[data-id="${linhas.at(-1)!.id}"]`).getByRole('checkbox', { name: 'Selecionar linha' }).click({ modifiers: ['Shift'] });
    const selecionadas = (await page.getByTestId('list-selected').textContent({ timeout: 5000 }).catch(() => null)) ?? 'nenhuma seleção';
    if (!selecionadas.includes(`${POR_PAGINA} selecionada(s)`)) return skip(rc.bag, 'ciclo.pagar50', `não medido: a seleção mostra "${selecionadas}"`);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click({ timeout: 10_000 });
    const dialog = page.getByRole('dialog', { name: 'Confirmação' });
    const dia = dialog.getByLabel('Data do pagamento');
    await dia.focus();
    await dia.press('Home');
    await dia.press('ArrowDown');
    const valor = await dia.inputValue();
    const resumo = (await dialog.getByTestId('pagar-resumo').textContent()) ?? '';
    if (valor !== ontem || !resumo.includes(`${POR_PAGINA} parcelas`) || !resumo.includes(ontem)) {
      await page.keyboard.press('Escape');
      return skip(rc.bag, 'ciclo.pagar50', `não medido: o diálogo mostra a data "${valor}" e "${resumo}"`);
    }
    const pagas = linhas.map((l) => l.id);
    const ms = await profiled(page, perfil(), `Pagar 50, ${i + 1}`, () => cliqueAte(page, dialog.getByRole('button', { name: 'Confirmar' }), { pagas }));
    if (ms === null) return skip(rc.bag, 'ciclo.pagar50', 'não medido: as 50 linhas não mostraram Pago em 30 s após Confirmar');
    addSample(rc.bag, 'ciclo.pagar50', ms);
  }
  note(rc.bag, 'ciclo.pagar50', `${REPS} páginas diferentes de ${POR_PAGINA} linhas Pagar (Filtro: Pagar ou Pago, vencimento numa janela de 28 dias após hoje; ordem por Valor), Data do pagamento = ontem; até as 50 linhas mostrarem Pago`);
}

export async function measureCiclo(page: Page, rc: RunContext): Promise<void> {
  const porPagina = page.getByLabel('Por Pág:');
  if (!(await porPagina.count())) return IDS.forEach((id) => skip(rc.bag, id, 'não medido: a lista não tem o seletor Por Pág:'));
  const tamanhoAntes = await porPagina.inputValue();
  const valor = page.getByRole('columnheader', { name: 'Valor', exact: true }).getByRole('button');
  let ordenado = false;
  try {
    let janela = 0;
    if (!(await filtrar(page, janela))) return IDS.forEach((id) => skip(rc.bag, id, 'não medido: o Filtro de Lançamento não pôde ser aplicado'));
    await valor.click();
    ordenado = true;
    await porPagina.selectOption(String(POR_PAGINA));
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr[data-id]').length === n, POR_PAGINA, { timeout: 10_000 }).catch(() => undefined);
    // The next usable page: further on in this window, else in the next windows.
    const proxima = async (naPrimeira: boolean): Promise<LinhaNaTela[] | null> => {
      for (let primeira = naPrimeira; ; primeira = true) {
        const linhas = await proximaPaginaAberta(page, primeira);
        if (linhas) return linhas;
        if (++janela >= MAX_JANELAS || !(await filtrar(page, janela))) return null;
        await page.waitForTimeout(100);
      }
    };
    const primeira = await proxima(true);
    if (!primeira) {
      const vistas = await linhasDaPagina(page);
      const rodape = await page.evaluate(() => window.__bench!.footer());
      const motivo = `não medido: nenhuma página de ${POR_PAGINA} linhas Pagar após o filtro (a página mostra ${vistas.length} linhas, ${vistas.filter((l) => l.status === 'Pagar').length} Pagar; rodapé ${rodape ? `${rodape.start} - ${rodape.end} de ${rodape.total}` : '?'})`;
      return IDS.forEach((id) => skip(rc.bag, id, motivo));
    }
    await medirEditar(page, rc, primeira);
    await medirPagar50(page, rc, primeira, () => proxima(false));
  } catch (error) {
    // A step that timed out leaves the rows not yet measured unmeasured, not the whole bench stopped.
    IDS.forEach((id) => skip(rc.bag, id, `não medido: ${(error as Error).message.split('\n')[0]}`));
  } finally {
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    await limparSelecao(page).catch(() => undefined);
    if (ordenado) {
      await valor.click();
      await valor.click();
    }
    const limparFiltro = page.getByRole('button', { name: 'Limpar Filtro', exact: true });
    if (await limparFiltro.count()) await limparFiltro.first().click();
    await porPagina.selectOption(tamanhoAntes).catch(() => undefined);
    if (process.env.BENCH_CICLO_DEBUG) console.error('depois:', await page.evaluate(() => window.__bench!.footer()), await porPagina.inputValue(), await page.getByRole('columnheader', { name: 'Valor', exact: true }).getAttribute('aria-sort'));
  }
}
