/* Issue 33, "Relatórios' month labels run together … the DRE chart labels overlap on the laptop
   too … the calendar of the rightmost date field opens past the screen edge" (decision 436): on
   an English-language browser, at 820×1180 (and the DRE at 1366×800),
   the chart's x labels never overlap, and the rightmost date field's calendar opens inside the
   screen. The labels are drawn on a canvas: the chart records each drawn label and its x
   (data-eixo-x), and the test measures them in uPlot's axis font. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

test.use({ locale: 'en-US' });

const FONTE = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Neighbouring labels whose boxes touch (2 px apart at least), and how many were drawn. */
async function rotulosSobrepostos(page: Page): Promise<{ juntos: string[]; desenhados: number }> {
  const grafico = page.getByTestId('grafico');
  await expect(grafico).toHaveAttribute('data-eixo-x', /\[/);
  return grafico.evaluate((el, fonte) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = fonte;
    const itens = JSON.parse((el as HTMLElement).dataset.eixoX!) as [string, number][];
    const caixas = itens.map(([r, x]) => {
      const w = Math.max(...r.split('\n').map((l) => ctx.measureText(l).width));
      return { r, de: x - w / 2, ate: x + w / 2 };
    });
    const juntos: string[] = [];
    for (let i = 1; i < caixas.length; i++) {
      if (caixas[i]!.de < caixas[i - 1]!.ate + 2) juntos.push(`${caixas[i - 1]!.r} | ${caixas[i]!.r}`);
    }
    return { juntos, desenhados: caixas.length };
  }, FONTE);
}

test('at 820×1180 the days, months and DRE lines of the charts never overlap; the rightmost calendar opens on screen', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page);
  await page.goto('/financeiro/relatorios');
  const relatorio = page.getByTestId('relatorio');
  await expect(relatorio).toBeVisible();
  await page.getByLabel('Agrupar por').selectOption({ label: 'Dia' });
  await expect.poll(async () => (await rotulosSobrepostos(page)).juntos).toEqual([]);
  expect((await rotulosSobrepostos(page)).desenhados).toBeGreaterThan(3);

  await page.getByLabel('Relatório', { exact: true }).selectOption({ label: 'DRE gerencial' });
  await expect.poll(async () => (await rotulosSobrepostos(page)).juntos).toEqual([]);

  // The rightmost date field's calendar, whole on screen.
  const botoes = page.getByRole('button', { name: 'Abrir calendário' });
  const xs = await botoes.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().right));
  await botoes.nth(xs.indexOf(Math.max(...xs))).click();
  const calendario = page.getByTestId('calendario');
  await expect(calendario).toBeVisible();
  await expect.poll(async () => {
    const caixa = (await calendario.boundingBox())!;
    return caixa.x >= 0 && caixa.x + caixa.width <= 820;
  }).toBe(true);
});

test('at 1366×800 the DRE chart labels never overlap', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page);
  await page.goto('/financeiro/relatorios');
  await expect(page.getByTestId('relatorio')).toBeVisible();
  await page.getByLabel('Relatório', { exact: true }).selectOption({ label: 'DRE gerencial' });
  await expect.poll(async () => (await rotulosSobrepostos(page)).juntos).toEqual([]);
  expect((await rotulosSobrepostos(page)).desenhados).toBeGreaterThan(3);
});
