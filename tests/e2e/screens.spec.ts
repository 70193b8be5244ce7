/* Every list at 1366×800 and 820×1180 (issue 13): money, status and due date are on screen
   without scrolling sideways. Saves a screenshot of each under docs/screenshots/ when
   SCREENSHOTS=1. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pregaoAnterior } from '../../src/domain/calendario.ts';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `tela${Date.now().toString(36)}`;
const letra = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
const TICKER = `Q${letra()}${letra()}${letra()}3`;
const OFX = { name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: readFileSync(new URL('../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url)) };

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const hoje = todayISO();
  const created = async (path: string, data: object) => expect((await api.post(path, { data })).status(), path).toBe(201);
  await created('/api/cadastro-banco', { banco: `Itaú ${TAG}` });
  const bancos = (await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === `Itaú ${TAG}`)!.id;
  const titulo = { valor: '1200.00', data: hoje, tipo: 'Com Vencimento', vencimento: addDays(hoje, 3), metodo: 'Parcelado', parcela: 6, status: 'Pagar' };
  await created('/api/cadastro-recebiveis', { ...titulo, descricao: `Consultoria mensal ${TAG}` });
  await created('/api/cadastro-financas', { ...titulo, descricao: `Aluguel da sala ${TAG}`, pagamento: 'Boleto', banco, tipo_lancamento: 'Pagamento' });
  await created('/api/cadastro-fatura', { descricao: `Cartão corporativo ${TAG}`, status: 'Pago', data_pagamento: hoje, banco, valor: '90.00', vencimento: addDays(hoje, 5) });
  await created('/api/cadastro-entradas', { descricao: `Reserva de caixa ${TAG}`, valor: '10000.00', data: hoje, tipo: 'Reserva' });
  await created('/api/cadastro-investimento', { descricao: `CDB 120% ${TAG}`, valor: '5000.00', data: hoje, status: 'Finalizado', banco });
  // A trade needs a B3 session: the last one up to today (today is a Saturday or a holiday on some runs).
  await created('/api/cadastro-operacao', { data: pregaoAnterior(hoje), ticker: TICKER, tipo: 'Compra', quantidade: '100', preco: '38.50', custos: '4.90', modalidade: 'Swing trade', classe: 'Ação' });
  await created('/api/cadastro-observacao', { assunto: `Conferir boleto do aluguel ${TAG}`, texto: 'O boleto de março veio com juros; pedir a segunda via.', entidade: 'Geral' });
  await api.dispose();
});

/** The statement file chosen for this run's bank: its preview shows. */
async function previaDoExtrato(page: Page) {
  await page.getByLabel('Banco').selectOption({ label: `Itaú ${TAG}` });
  await page.getByLabel('Arquivo do extrato (OFX ou CSV)').setInputFiles(OFX);
  await expect(page.getByRole('status').filter({ hasText: 'nova' })).toBeVisible();
}

/** The bank's conciliação: its statement imported (once; the second size finds it there). */
async function conciliacaoDoExtrato(page: Page) {
  await previaDoExtrato(page);
  const importar = page.getByRole('button', { name: 'Importar tudo' });
  if (await importar.isEnabled()) {
    await importar.click();
    await expect(page.locator('[data-kind]', { hasText: 'linhas importadas' })).toBeVisible();
  }
}

// `shot`: the screenshot's name where the path's last segment is not unique; `abrir`: the steps
// that bring the list on screen once the page is open.
const LISTS: { path: string; table: string; keys: string[]; shot?: string; abrir?: (page: Page) => Promise<void> }[] = [
  { path: '/financeiro/lancamentos', table: 'Lançamentos', keys: ['Valor', 'A Pagar', 'Status', 'Vencimento'] },
  { path: '/financeiro/recebiveis', table: 'Recebíveis', keys: ['Valor', 'À Receber', 'Status', 'Vencimento'] },
  { path: '/financeiro/faturas', table: 'Faturas', keys: ['Valor', 'Status', 'Vencimento'] },
  { path: '/financeiro/entradas', table: 'Entradas e Reservas', keys: ['Valor Inicial', 'Valor Atual', 'Status'] },
  { path: '/financeiro/investimentos', table: 'Investimentos', keys: ['Valor Inicial', 'Valor Atual', 'Status'] },
  { path: '/financeiro/bancos', table: 'Bancos', keys: ['Status'] },
  { path: '/financeiro/categorias', table: 'Categorias', keys: ['Status'] },
  { path: '/financeiro/comprovantes', table: 'Comprovantes', keys: ['Data'] },
  { path: '/gestor/usuarios', table: 'Usuários', keys: ['Status'] },
  { path: '/gestor/feriados', table: 'Feriados', keys: ['Data'] },
  { path: '/financeiro/fundos', table: 'Fundos', keys: ['Aplicado', 'Valor atual', 'Status'] },
  { path: '/lembrete/consulta', table: 'Lembretes', keys: ['Data', 'Status'], shot: 'lembretes' },
  { path: '/academy/consulta', table: 'Histórico Escolar: Consulta', keys: ['Custo no período', 'Situação'], shot: 'historicos' },
  { path: '/acoes/consulta', table: 'Posições', keys: ['Valor atual', 'Resultado R$'], shot: 'acoes' },
  { path: '/automacao/faturas', table: 'Automação', keys: ['Valor', 'Resultado'], shot: 'automacao-execucoes' },
  { path: '/gestor/automacao/fatura-gestor', table: 'Automação de faturas', keys: ['Vencimento', 'Ativa'], shot: 'automacao-regras' },
  { path: '/financeiro/extratos', table: 'Prévia', keys: ['Data', 'Valor', 'Situação'], shot: 'extratos-previa', abrir: previaDoExtrato },
  {
    path: '/financeiro/extratos', table: 'Conciliação bancária', keys: ['Data', 'Valor', 'Sugestão / conciliação'],
    shot: 'extratos-conciliacao', abrir: conciliacaoDoExtrato,
  },
  {
    path: '/acoes/consulta', table: 'Operações', keys: ['Data', 'Preço'], shot: 'acoes-operacoes',
    abrir: (page) => page.getByRole('tab', { name: 'Operações' }).click(),
  },
  { path: '/financeiro/recorrencias', table: 'Recorrências', keys: ['Valor', 'Próxima ocorrência', 'Status'] },
  { path: '/observation/consulta', table: 'Observações', keys: ['Data', 'Vínculo'], shot: 'observacoes' },
  { path: '/gestor/auditoria', table: 'Auditoria', keys: ['Quando', 'Ação', 'Alterações'] },
];

for (const size of [{ width: 1366, height: 800 }, { width: 820, height: 1180 }]) {
  test(`at ${size.width}×${size.height} every list shows money, status and due date without scrolling sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signIn(page);
    for (const list of LISTS) {
      await page.goto(list.path);
      await list.abrir?.(page);
      const table = page.getByRole('table', { name: list.table });
      await expect(table.getByRole('columnheader').nth(1)).toBeVisible();
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      // The list kit's scroll region; a plain table (Auditoria) scrolls in its parent.
      const kit = page.getByRole('region', { name: `Tabela ${list.table}` });
      const region = (await ((await kit.count()) > 0 ? kit : table.locator('xpath=..')).boundingBox())!;
      for (const key of list.keys) {
        const box = (await table.getByRole('columnheader', { name: key, exact: true }).boundingBox())!;
        expect.soft(box.x + box.width, `${list.path} ${key} at ${size.width}`).toBeLessThanOrEqual(region.x + region.width + 1);
        expect.soft(box.x + box.width, `${list.path} ${key} at ${size.width}`).toBeLessThanOrEqual(size.width);
      }
      if (process.env.SCREENSHOTS === '1') {
        await page.screenshot({ path: `docs/screenshots/${list.shot ?? list.path.split('/').pop()}-${size.width}x${size.height}.png` });
      }
    }
  });
}
