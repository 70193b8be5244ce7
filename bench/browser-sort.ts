/* Column-header sorting (issue 13, decision 211) on the full Lançamentos list: a click on Valor
   (ascending, then descending), on Descrição (text: every distinct description ranked) and on
   Vencimento, each timed from the click's own timestamp to the settled, painted first page. The
   first click on a column builds its sorted index; a repeat in the same direction is the kept
   index. */
import type { Page } from '@playwright/test';
import { addSample, note, skip } from './results.ts';
import type { RunContext } from './browser-session.ts';

const CLICKS = ['Valor', 'Valor', 'Descrição', 'Vencimento', 'Vencimento', 'Vencimento'] as const;

async function timedClick(page: Page, header: string): Promise<number | null> {
  const button = page.getByRole('columnheader', { name: header, exact: true }).getByRole('button');
  if (!(await button.count())) return null;
  const before = await page.evaluate(() => { window.__bench!.arm(); return window.__bench!.clicks.length; });
  await button.click();
  return page.evaluate(async ({ before }) => {
    const b = window.__bench!;
    const t0 = b.clicks[before];
    if (t0 === undefined) return null;
    const settled = await b.settle(t0, 200, 30_000);
    return settled ? settled.end - t0 : null;
  }, { before });
}

export async function measureSort(page: Page, rc: RunContext): Promise<void> {
  for (const header of CLICKS) {
    const ms = await timedClick(page, header);
    if (ms === null) return skip(rc.bag, 'list.sort', `não medido: o cabeçalho ${header} não ordenou a lista`);
    addSample(rc.bag, 'list.sort', ms);
  }
  note(rc.bag, 'list.sort', `cliques em ${CLICKS.join(', ')} (o terceiro em Vencimento volta à ordem padrão)`);
}
