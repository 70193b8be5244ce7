/* Issue 14's done-when, on issue 13's demo data: a FRESH database loaded by `npm run seed:demo`
   (the real script, pinned to a known "today") shows a Painel whose every figure matches sums
   computed here by plain code from the server's lists — not by src/domain/painel.ts. The suite's
   shared server holds other tests' rows, so this file starts its own server on its own empty
   DATA_DIR (a new origin, so the browser starts with empty storage too). */
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { formatBRL as brl } from '../../src/domain/money.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';
import { iniciarServidor, pararServidor } from './servidor-proprio.ts';

/** A Wednesday in March 2026, 10:00 in São Paulo; the demo's "today" and the browser's clock. */
const HOJE = '2026-03-11';
const AGORA = new Date('2026-03-11T13:00:00Z');

let dataDir = '';
let server: ChildProcess | null = null;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'fluxo-demo-'));
  const env = {
    ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG: '0', DEMO_HOJE: HOJE,
    ADMIN_LOGIN: E2E_ADMIN.login, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_NAME: E2E_ADMIN.name,
  };
  const seed = spawnSync('npm', ['run', '--silent', 'seed:demo'], { env, encoding: 'utf8' });
  expect(seed.status, seed.stderr + seed.stdout).toBe(0);
  expect(seed.stdout).toContain('Dados de demonstração carregados');
  ({ server, baseURL } = await iniciarServidor(env));
});

test.afterAll(() => pararServidor(server, dataDir));

interface Titulo { status: string; valor_parcela: string; valor_pago: string; vencimento: string | null; data: string; categoria_id?: string | null }
interface Fatura { banco_id: string | null; valor: string; status: string }
interface Entrada { valor_final: string; status: string; tipo: string }

const centavos = (decimal: string) => Math.round(Number(decimal) * 100);
const dia = (iso: string, dias: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

async function ler<T>(ctx: APIRequestContext, rota: string, chave: string): Promise<T[]> {
  const res = await ctx.get(rota);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Record<string, T[]>)[chave]!;
}

test('a fresh database with the demo data shows a Painel whose figures match hand-computed sums', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const ctx = await playwright.request.newContext({ baseURL });
  expect((await ctx.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const lancamentos = await ler<Titulo>(ctx, '/api/lancamentos', 'lancamentos');
  const recebiveis = await ler<Titulo>(ctx, '/api/recebiveis', 'recebiveis');
  const faturas = await ler<Fatura>(ctx, '/api/faturas', 'faturas');
  const entradas = await ler<Entrada>(ctx, '/api/entradas', 'entradas');
  const bancos = await ler<{ id: string; banco: string }>(ctx, '/api/bancos', 'bancos');
  const categorias = await ler<{ id: string; descricao: string }>(ctx, '/api/categorias', 'categorias');
  // Issue 32: the projection starts from the banks' total today, the server's report figure
  // (its own hand-computed test is tests/api/saldos.test.ts).
  const saldosRes = await ctx.get(`/api/relatorios/saldos?em=${HOJE}`);
  expect(saldosRes.ok()).toBe(true);
  const totalBancos = centavos(((await saldosRes.json()) as { total: string }).total);
  await ctx.dispose();

  // What is still open on each row, and the windows the Painel names (the demo's due dates are
  // business days, so the typed date is the effective one).
  const aberto = (r: Titulo) => (r.status === 'Pagar' ? Math.max(0, centavos(r.valor_parcela) - centavos(r.valor_pago)) : 0);
  const soma = (rows: Titulo[], de: string, ate: string) => {
    const dentro = rows.filter((r) => aberto(r) > 0 && r.vencimento !== null && r.vencimento >= de && r.vencimento <= ate);
    return { valor: dentro.reduce((t, r) => t + aberto(r), 0), quantidade: dentro.length };
  };
  const janelas = { hoje: [HOJE, HOJE], semana: [dia(HOJE, 1), dia(HOJE, 7)], vencidos: ['0000-01-01', dia(HOJE, -1)] } as const;
  const esperado: Record<string, { valor: number; quantidade: number }> = {};
  for (const [chave, [de, ate]] of Object.entries(janelas)) {
    esperado[`pagar-${chave}`] = soma(lancamentos, de, ate);
    esperado[`receber-${chave}`] = soma(recebiveis, de, ate);
  }
  // The demo is a real year: something is due this week and something is overdue on each side.
  expect(esperado['pagar-semana']!.quantidade).toBeGreaterThan(0);
  expect(esperado['pagar-vencidos']!.quantidade).toBeGreaterThan(0);
  expect(esperado['receber-vencidos']!.quantidade).toBeGreaterThan(0);

  const reservas = entradas.filter((e) => e.status === 'Ativo' && e.tipo !== 'Investimento').reduce((t, e) => t + centavos(e.valor_final), 0);
  const saldo = (dias: number) => {
    const limite = dia(HOJE, dias);
    const ate = (r: Titulo) => (r.vencimento ?? r.data) <= limite;
    return totalBancos + reservas + recebiveis.filter(ate).reduce((t, r) => t + aberto(r), 0) - lancamentos.filter(ate).reduce((t, r) => t + aberto(r), 0);
  };

  const porBanco = new Map<string, { valor: number; quantidade: number }>();
  for (const f of faturas.filter((x) => x.status === 'Pagar')) {
    const nome = bancos.find((b) => b.id === f.banco_id)!.banco;
    const item = porBanco.get(nome) ?? { valor: 0, quantidade: 0 };
    item.valor += centavos(f.valor);
    item.quantidade += 1;
    porBanco.set(nome, item);
  }
  expect(porBanco.size).toBeGreaterThan(0);

  const doMes = new Map<string, number>();
  for (const r of lancamentos) {
    if (r.status === 'Cancelado' || !(r.vencimento ?? r.data).startsWith(HOJE.slice(0, 7))) continue;
    const nome = categorias.find((c) => c.id === r.categoria_id)?.descricao ?? 'Sem categoria';
    doMes.set(nome, (doMes.get(nome) ?? 0) + centavos(r.valor_parcela));
  }
  const top = [...doMes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR')).slice(0, 5);

  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(AGORA);
  await signIn(page);
  await page.goto('/');
  await expect(page.getByTestId('painel')).toBeVisible({ timeout: 60_000 });
  for (const [chave, s] of Object.entries(esperado)) {
    const card = page.getByTestId(`painel-${chave}`);
    await expect(card.getByTestId('valor'), chave).toHaveText(brl(s.valor));
    await expect(card.getByTestId('quantidade'), chave).toHaveText(s.quantidade === 1 ? '1 conta' : `${s.quantidade} contas`);
  }
  for (const dias of [30, 60, 90]) await expect(page.getByTestId(`saldo-${dias}`), `saldo ${dias}`).toHaveText(brl(saldo(dias)));
  await expect(page.getByTestId('painel-saldos-total')).toHaveText(brl(totalBancos));
  const itens = page.getByTestId('painel-faturas').getByRole('listitem');
  await expect(itens).toHaveCount(porBanco.size);
  for (const [nome, f] of porBanco) {
    const item = itens.filter({ hasText: nome });
    await expect(item).toContainText(brl(f.valor));
    await expect(item).toContainText(f.quantidade === 1 ? '1 conta' : `${f.quantidade} contas`);
  }
  await expect(page.getByTestId('painel-categorias').getByRole('listitem')).toHaveText(top.map(([nome, valor]) => `${nome}${brl(valor)}`));
  await context.close();
});
