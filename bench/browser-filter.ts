/* Applying the Filtro de Lançamento: a one-year Período (data1/data2) over three years of data,
   timed from the press on the dialog's Filtrar button to the painted, filtered list. The dialog
   is found by its title and 'attached' (Headless UI's role=dialog box has no size of its own). */
import type { Page } from '@playwright/test';
import { addDays, todayISO } from '../src/domain/dates.ts';
import { timedClick } from './browser-list.ts';
import { addSample, note, skip } from './results.ts';
import type { RunContext } from './browser-session.ts';

async function dateFields(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: /filtro/i }).last();
  const byName = [dialog.locator('input[name="data1"]'), dialog.locator('input[name="data2"]')] as const;
  if ((await byName[0].count()) && (await byName[1].count())) return byName;
  // The pt-BR date field (decision 212) is a text input with the dd/mm/aaaa placeholder.
  const dates = dialog.locator('input[type="date"], input[placeholder="dd/mm/aaaa"]');
  return (await dates.count()) >= 2 ? ([dates.nth(0), dates.nth(1)] as const) : null;
}

export async function measureFilter(page: Page, rc: RunContext): Promise<void> {
  const open = page.getByRole('button', { name: /filtr/i }).first();
  if (!(await open.count())) return skip(rc.bag, 'list.filter', 'não medido: a lista não tem botão de filtro');
  await open.click();
  const dialog = page.getByRole('dialog').filter({ hasText: /filtro/i }).last();
  if (!(await dialog.waitFor({ state: 'attached', timeout: 5000 }).then(() => true, () => false))) {
    return skip(rc.bag, 'list.filter', 'não medido: o botão de filtro não abriu um diálogo');
  }
  const fields = await dateFields(page);
  if (!fields) return skip(rc.bag, 'list.filter', 'não medido: o diálogo de filtro não tem os campos de Período (data1, data2)');
  const today = todayISO();
  await fields[0].fill(addDays(today, -365));
  await fields[1].fill(today);
  const apply = dialog.getByRole('button', { name: /^(filtrar|aplicar)/i }).first();
  if (!(await apply.count())) return skip(rc.bag, 'list.filter', 'não medido: o diálogo de filtro não tem botão Filtrar/Aplicar');
  const ms = await timedClick(page, apply);
  if (ms === null) return skip(rc.bag, 'list.filter', 'não medido: a lista não mudou após Filtrar');
  addSample(rc.bag, 'list.filter', ms);
  const at = await page.evaluate(() => window.__bench!.footer());
  if (!at || at.total === 0 || at.total >= rc.listTotal) note(rc.bag, 'list.filter', `após o filtro o rodapé mostra ${at?.total ?? '?'} linhas`);
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
}
