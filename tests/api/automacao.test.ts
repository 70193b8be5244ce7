/* Automação de faturas through the API (issue 20's done-when): three card purchases, one after
   the closing day, make two bills with exact sums and business-day due dates; a second run
   changes nothing; a paid bill is never changed; a hand-made fatura is never touched; a write
   triggers a run by itself. PGlite by default, PostgreSQL with API_DB=postgres. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const NUBANK = uuidv7();
const CAIXA = uuidv7();

interface Fatura { id: string; descricao: string; banco_id: string; valor: string; status: string; vencimento: string }
interface Execucao { id: string; origem: string; status: string; mensagem: string | null; tentativas: number; itens: { competencia: string; n_lancamentos: number; valor: number; resultado: string; mensagem: string }[] }

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values([
    { id: NUBANK, banco: 'Nubank', possuiCartao: true, credito: true, debito: true, vencimento: 10 },
    { id: CAIXA, banco: 'Caixa', possuiCartao: false },
  ]);
});
afterAll(async () => { await t.close(); });

export function compra(app: TestApp, banco: string, data: string, valor: string, extra: Record<string, unknown> = {}) {
  return app.call({
    method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: `Compra ${data}`, status: 'Pagar', data_pagamento: '', pagamento: 'Crédito', banco, valor, data,
      tipo: 'Sem Vencimento', vencimento: '', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Compra', observacao: '', ...extra,
    },
  });
}

async function faturasDo(app: TestApp, banco: string): Promise<Fatura[]> {
  const lista = (await app.call({ method: 'GET', url: '/api/faturas' })).json().faturas as Fatura[];
  return lista.filter((f) => f.banco_id === banco).sort((a, b) => a.vencimento.localeCompare(b.vencimento));
}

async function execucoes(app: TestApp): Promise<Execucao[]> {
  const res = await app.call({ method: 'GET', url: '/api/automacao/execucoes' });
  expect(res.statusCode).toBe(200);
  return res.json().execucoes;
}

/** Executar agora, then the run as the log shows it once finished. */
async function executarAgora(app: TestApp, payload: Record<string, unknown> = {}): Promise<Execucao> {
  const res = await app.call({ method: 'POST', url: '/api/automacao/executar', payload });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().execucao as string;
  return vi.waitFor(async () => {
    const run = (await execucoes(app)).find((e) => e.id === id);
    expect(run?.status).toMatch(/sucesso|falha/);
    return run!;
  }, { timeout: 15_000, interval: 50 });
}

async function regra(app: TestApp, banco: string, campos: Record<string, unknown> = {}) {
  return app.call({ method: 'POST', url: '/api/automacao/regras', payload: {
    banco, dia_fechamento: 25, dia_vencimento: 21, ativa: true, ajustar_dia_util: true, alerta_dias: 3, ...campos,
  } });
}

describe('Automação de faturas', () => {
  it('refuses a rule for a bank without credit and out-of-range days, in Portuguese', async () => {
    const semCredito = await regra(t, CAIXA);
    expect(semCredito.statusCode).toBe(422);
    expect(semCredito.json().message).toBe('O banco não tem cartão de crédito.');
    const dia = await regra(t, NUBANK, { dia_fechamento: 32 });
    expect(dia.statusCode).toBe(422);
    expect(dia.json().errors.dia_fechamento).toEqual(['Informe o dia de fechamento (1 a 31).']);
    const lista = (await t.call({ method: 'GET', url: '/api/automacao/regras' })).json().regras;
    expect(lista).toEqual([expect.objectContaining({ banco_id: NUBANK, banco: 'Nubank', regra_id: null, dia_vencimento: 10, ativa: false })]);
  });

  it('3 card purchases, one after the closing day, make two bills with exact sums and business-day due dates', async () => {
    expect((await regra(t, NUBANK)).statusCode).toBe(200);
    expect((await compra(t, NUBANK, '2026-03-02', '100.10')).statusCode).toBe(201);
    expect((await compra(t, NUBANK, '2026-03-25', '200.20')).statusCode).toBe(201); // on the closing day
    expect((await compra(t, NUBANK, '2026-03-26', '50.05')).statusCode).toBe(201); // after it: next bill
    const run = await executarAgora(t);
    expect(run).toMatchObject({ origem: 'manual', status: 'sucesso', tentativas: 1, mensagem: '2 faturas criadas' });
    expect(run.itens.map((i) => [i.competencia, i.n_lancamentos, i.valor, i.resultado])).toEqual([
      ['2026-03', 2, 30030, 'criada'], ['2026-04', 1, 5005, 'criada'],
    ]);
    // 21/04/2026 is Tiradentes (a Tuesday): the bill is due on Wednesday 22/04. 21/05/2026 is a Thursday.
    expect((await faturasDo(t, NUBANK)).map((f) => [f.descricao, f.valor, f.vencimento, f.status])).toEqual([
      ['Fatura Nubank 03/2026', '300.30', '2026-04-22', 'Pagar'],
      ['Fatura Nubank 04/2026', '50.05', '2026-05-21', 'Pagar'],
    ]);
    const regras = (await t.call({ method: 'GET', url: '/api/automacao/regras' })).json().regras;
    expect(regras[0]).toMatchObject({ dia_fechamento: 25, dia_vencimento: 21, ativa: true, ultimo_resultado: { resultado: 'criada' } });
    expect(Date.parse(regras[0].proxima_execucao)).toBeGreaterThan(Date.now());
  });

  it('a second run changes nothing; instalments 1/3..3/3 spread over three bills', async () => {
    expect(await executarAgora(t)).toMatchObject({ status: 'sucesso', mensagem: 'Nenhuma alteração.', itens: [] });
    expect((await compra(t, NUBANK, '2026-03-20', '0.10', { metodo: 'Parcelado', parcela: '3' })).statusCode).toBe(201);
    const run = await executarAgora(t);
    expect(run.itens.map((i) => [i.competencia, i.valor, i.resultado])).toEqual([
      ['2026-03', 30034, 'atualizada'], ['2026-04', 5008, 'atualizada'], ['2026-05', 3, 'criada'],
    ]);
  });

  it('never changes a paid bill: a late purchase is reported in the run log; a hand-made fatura is untouched', async () => {
    const [marco] = await faturasDo(t, NUBANK);
    expect((await t.call({ method: 'PUT', url: '/api/pagar-fatura', payload: { ids: [marco!.id], data_pagamento: '2026-04-20' } })).statusCode).toBe(200);
    const manual = uuidv7();
    expect((await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: {
      id: manual, descricao: 'Fatura antiga digitada', status: 'Pagar', banco: NUBANK, valor: '10.00', vencimento: '2026-04-22',
    } })).statusCode).toBe(201);
    expect((await compra(t, NUBANK, '2026-03-05', '9.99')).statusCode).toBe(201);
    const run = await executarAgora(t);
    expect(run.itens).toEqual([expect.objectContaining({ competencia: '2026-03', valor: 31033, resultado: 'paga_inalterada' })]);
    expect(run.itens[0]!.mensagem).toContain('R$ 9,99');
    const depois = await faturasDo(t, NUBANK);
    expect(depois.find((f) => f.id === marco!.id)).toMatchObject({ valor: '300.34', status: 'Pago' });
    expect(depois.find((f) => f.id === manual)).toMatchObject({ valor: '10.00', descricao: 'Fatura antiga digitada' });
  });

  it('Reprocessar runs a run again; an unknown run is a 422', async () => {
    const [ultima] = await execucoes(t);
    const again = await executarAgora(t, { execucao: ultima!.id });
    expect(again).toMatchObject({ origem: 'reprocessar', status: 'sucesso' });
    const desconhecida = await t.call({ method: 'POST', url: '/api/automacao/executar', payload: { execucao: uuidv7() } });
    expect(desconhecida.statusCode).toBe(422);
    expect(desconhecida.json().message).toBe('Execução não encontrada.');
  });

  it('Executar agora and Reprocessar leave an entry in Auditoria, with who asked (issue 37 item 4)', async () => {
    const run = await executarAgora(t);
    await executarAgora(t, { execucao: run.id });
    const log = (await t.call({ method: 'GET', url: '/api/auditoria?entidade=automacao_execucoes&por_pagina=500' })).json().alteracoes as Record<string, unknown>[];
    expect(log.find((e) => e.registro_id === run.id)).toMatchObject({ usuario: 'Ana Administradora', acao: 'executar', entidade_rotulo: 'Execuções da automação' });
    expect(log[0]).toMatchObject({ usuario: 'Ana Administradora', acao: 'executar', campos: expect.arrayContaining([{ campo: 'execucao_anterior', antes: '—', depois: run.id }]) });
  });

  it('simulates the next bill without saving it', async () => {
    const antes = (await faturasDo(t, NUBANK)).length;
    const res = await t.call({ method: 'GET', url: `/api/automacao/simulacao?banco=${NUBANK}&dia_fechamento=25&dia_vencimento=21` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().simulacao).toMatchObject({ banco: 'Nubank', total: '0.00', quantidade: 0, lancamentos: [] });
    expect((await faturasDo(t, NUBANK)).length).toBe(antes);
    expect((await t.call({ method: 'GET', url: '/api/automacao/simulacao?banco=x' })).statusCode).toBe(422);
  });
});

describe('Automação de faturas after a write', () => {
  let u: TestApp;
  beforeAll(async () => { u = await createTestApp({ config: { automacao: { ligado: true, debounceMs: 50, varreduraMs: 60_000 } } }); });
  afterAll(async () => { await u.close(); });

  it('a Crédito purchase makes its bill by itself, after the answer', async () => {
    const banco = uuidv7();
    await u.database.db.insert(bancos).values({ id: banco, banco: 'Inter', possuiCartao: true, credito: true, vencimento: 5 });
    expect((await regra(u, banco, { dia_fechamento: 28, dia_vencimento: 5 })).statusCode).toBe(200);
    expect((await compra(u, banco, '2026-06-10', '123.45')).statusCode).toBe(201);
    const faturas = await vi.waitFor(async () => {
      const lista = await faturasDo(u, banco);
      expect(lista).toHaveLength(1);
      return lista;
    }, { timeout: 15_000, interval: 50 });
    // 05/07/2026 is a Sunday: Monday 06/07.
    expect(faturas[0]).toMatchObject({ descricao: 'Fatura Inter 06/2026', valor: '123.45', vencimento: '2026-07-06' });
    expect((await execucoes(u)).some((e) => e.origem === 'mudanca' && e.status === 'sucesso')).toBe(true);
  });
});
