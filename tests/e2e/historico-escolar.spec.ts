/* Histórico Escolar (issue 21), the done-when: a record with three disciplinas created OFFLINE
   syncs once, shows in Consulta with its média, prints a PDF that contains the aluno and each
   disciplina (read back with pdftotext), and 'Gerar mensalidades' creates the instalments linked
   to it, which 'Custo no período' then sums. */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const sufixo = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

async function serverList<T>(context: BrowserContext, path: string, key: string): Promise<T[]> {
  const response = await context.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, T[]>)[key] ?? [];
}

interface Historico { id: string; aluno: string; media: number | null }
interface Lancamento { historico_id: string | null; parcela: number; valor_parcela: string; quant_parcela: number; metodo: string }

test('a record with three disciplinas created offline syncs once, prints its PDF and gets its mensalidades', async ({ page, context }) => {
  const aluno = `Ana Histórico ${sufixo}`;
  const banco = `Banco Escola ${sufixo}`;
  const disciplinas = [
    { nome: 'Cálculo Diferencial', carga: '60', nota: '8,5' },
    { nome: 'Física Experimental', carga: '30', nota: '6' },
    { nome: 'Desenho Técnico', carga: '30', nota: '7' },
  ];

  await signIn(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // A bank for the mensalidades, created online.
  await page.goto('/financeiro/bancos');
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  const dlgBanco = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await dlgBanco.getByLabel('Banco').fill(banco);
  await dlgBanco.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dlgBanco).toBeHidden();
  // Created online means on the server, and on this device after its pull.
  await expect.poll(async () => {
    const r = await page.request.get('/api/bancos');
    return ((await r.json()) as { bancos: { banco: string }[] }).bancos.some((b) => b.banco === banco);
  }).toBe(true);
  await page.getByRole('searchbox').fill(banco);
  await expect(page.getByRole('row').filter({ hasText: banco })).toHaveCount(1);
  // Both screens once online, then everything offline.
  await page.goto('/academy/consulta');
  await expect(page.getByRole('heading', { name: 'Histórico Escolar: Consulta' })).toBeVisible();
  await page.goto('/academy/cadastro');
  await expect(page.getByRole('heading', { name: 'Histórico Escolar: Cadastro' })).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveText('Online');

  await context.setOffline(true);
  await page.getByLabel('Aluno').fill(aluno);
  await page.getByLabel('Instituição').fill('Universidade de São Paulo');
  await page.getByLabel('Curso').fill('Engenharia Civil');
  await page.getByLabel('Período').fill('2026/1');
  for (const [i, d] of disciplinas.entries()) {
    await page.getByLabel(`Disciplina ${i + 1}: nome`).fill(d.nome);
    await page.getByLabel(`Disciplina ${i + 1}: carga`).fill(d.carga);
    await page.getByLabel(`Disciplina ${i + 1}: nota`).fill(d.nota);
    await page.getByLabel(`Disciplina ${i + 1}: resultado`).selectOption('Aprovado');
    // Enter in the grid adds the next row and moves to its Nome (keyboard-friendly grid).
    if (i < disciplinas.length - 1) {
      await page.getByLabel(`Disciplina ${i + 1}: nota`).press('Enter');
      await expect(page.getByLabel(`Disciplina ${i + 2}: nome`)).toBeFocused();
    }
  }
  // (8,5×60 + 6×30 + 7×30) / 120 = 7,5: weighted by carga horária.
  await expect(page.getByLabel('Média', { exact: true })).toHaveText('7,5');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pendente');

  await page.goto('/academy/consulta');
  await page.getByRole('searchbox').fill(aluno);
  const linha = page.getByRole('row').filter({ has: page.getByRole('cell', { name: aluno, exact: true }) });
  await expect(linha).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await expect.poll(async () => (await serverList<Historico>(context, '/api/academico', 'historicos')).filter((h) => h.aluno === aluno).length).toBe(1);
  const [salvo] = (await serverList<Historico>(context, '/api/academico', 'historicos')).filter((h) => h.aluno === aluno);
  expect(salvo?.media).toBe(7.5);
  await expect(linha.getByRole('cell', { name: '7,5', exact: true })).toBeVisible();
  await expect(linha.getByRole('cell', { name: 'R$ 0,00', exact: true })).toBeVisible();

  // Imprimir histórico → Baixar PDF, read back with pdftotext.
  await linha.getByRole('cell', { name: aluno, exact: true }).click();
  await page.getByRole('button', { name: 'Imprimir histórico' }).click();
  const imprimir = page.getByRole('dialog', { name: `Histórico Escolar — ${aluno}` });
  await expect(imprimir.getByRole('heading', { name: '2026/1 — Engenharia Civil — Universidade de São Paulo' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), imprimir.getByRole('button', { name: 'Baixar PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^historico-escolar-ana-historico-.*\.pdf$/);
  const texto = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
  expect(texto).toContain(aluno);
  for (const d of disciplinas) expect(texto).toContain(d.nome);
  expect(texto).toContain('Média geral (ponderada pela carga): 7,5');
  expect(texto).toContain('Carga horária total: 120 h');
  await imprimir.getByRole('button', { name: 'Fechar' }).click();
  await expect(imprimir.getByRole('heading')).toHaveCount(0);

  // Gerar mensalidades: 6 × R$ 500,00 on the bank, linked to the record.
  await page.getByRole('button', { name: 'Gerar mensalidades' }).click();
  const gerar = page.getByRole('dialog', { name: `Gerar mensalidades — ${aluno} (2026/1)` });
  await gerar.getByLabel('Banco').selectOption({ label: banco });
  await gerar.getByLabel('Valor da mensalidade').fill('50000');
  await gerar.getByLabel('Parcelas').fill('6');
  // Primeiro vencimento keeps its default, a month from today (a due date may not precede the posting's day).
  await gerar.getByRole('button', { name: 'Gerar' }).click();
  await expect(toast(page, 'Lançamento cadastrado').or(toast(page, 'Mensalidades')).first()).toBeVisible();
  await expect(gerar.getByRole('heading')).toBeHidden();
  await expect.poll(async () => (await serverList<Lancamento>(context, '/api/lancamentos', 'lancamentos')).filter((l) => l.historico_id === salvo!.id).length).toBe(6);
  const parcelas = (await serverList<Lancamento>(context, '/api/lancamentos', 'lancamentos')).filter((l) => l.historico_id === salvo!.id);
  expect(parcelas.every((l) => l.metodo === 'Parcelado' && l.quant_parcela === 6 && l.valor_parcela === '500.00')).toBe(true);
  expect(parcelas.map((l) => l.parcela).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  await expect(linha.getByRole('cell', { name: 'R$ 3.000,00', exact: true })).toBeVisible();
});
