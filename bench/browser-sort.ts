/* Column-header sorting (issue 13, decision 211) on the full Lançamentos list: a click on Valor
   (ascending, then descending), on Descrição (text: every distinct description ranked) and on
   Vencimento, each timed from the click's own timestamp to the settled, painted first page. The
   first click on a column builds its sorted index; a repeat in the same direction is the kept
   index. */
import type { Page } from '@playwright/test';
import { timedClick } from './browser-list.ts';
import { addSample, note, skip } from './results.ts';
import type { RunContext } from './browser-session.ts';
import { startProfile, stopProfile } from './sort-profile.ts';

const CLICKS = ['Valor', 'Valor', 'Descrição', 'Vencimento', 'Vencimento', 'Vencimento'] as const;

export async function measureSort(page: Page, rc: RunContext): Promise<void> {
  for (const header of CLICKS) {
    const button = page.getByRole('columnheader', { name: header, exact: true }).getByRole('button');
    const cdp = await startProfile(page);
    const ms = (await button.count()) ? await timedClick(page, button) : null;
    await stopProfile(cdp, `${header} (${ms} ms)`);
    if (ms === null) return skip(rc.bag, 'list.sort', `não medido: o cabeçalho ${header} não ordenou a lista`);
    addSample(rc.bag, 'list.sort', ms);
  }
  note(rc.bag, 'list.sort', `cliques em ${CLICKS.join(', ')} (o terceiro em Vencimento volta à ordem padrão)`);
}
