/* Rateio on the real app (issue 35 item 2, decisions 420 and 441), on PGlite here and on
   PostgreSQL with API_DB=postgres: a payable's or receivable's shares are stored on every parcela
   and sent in the synced rows; shares not adding up to 100 % or to the cent, mixed kinds and
   unknown centros or categorias are a Portuguese 422 that stores nothing; an edit that changes the
   valor under a rateio by value is refused; a centro or categoria named by a share is not deleted. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { MSG_CENTRO, MSG_RATEIO } from '../../src/domain/messages-centros.ts';
import { msg } from '../../src/domain/messages.ts';
import { bancos, categorias, lancamentos, recebiveis } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const banco = uuidv7();
const aluguel = uuidv7();
const consultoria = uuidv7();
const matriz = uuidv7();
const filial = uuidv7();

const post = (url: string, payload: object, chave = uuidv7()) => t.call({ method: 'POST', url, headers: { 'idempotency-key': chave }, payload });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values({ id: banco, banco: 'Itaú Rateio', possuiCartao: false });
  await t.app.db.insert(categorias).values([{ id: aluguel, descricao: 'Aluguel', status: true }, { id: consultoria, descricao: 'Consultoria', status: true }]);
  for (const [id, codigo] of [[matriz, 'MTZ'], [filial, 'FIL']] as const) {
    expect((await post('/api/cadastro-centro-custo', { id, codigo, nome: codigo })).statusCode).toBe(201);
  }
});
afterAll(async () => { await t.close(); });

function pagavel(valor: string, rateio: unknown, extra: Record<string, unknown> = {}) {
  return {
    id_titulo: uuidv7(), descricao: `Aluguel ${uuidv7().slice(-4)}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco,
    data: '2026-03-02', tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: aluguel,
    tipo_lancamento: 'Pagamento', observacao: '', valor, rateio, ...extra,
  };
}
const recebivel = (valor: string, rateio: unknown) => ({
  id_titulo: uuidv7(), descricao: `Serviço ${uuidv7().slice(-4)}`, status: 'Pagar', data_pagamento: '', valor, data: '2026-03-02',
  tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', observacao: '', banco: '', rateio,
});
const linhas = (idTitulo: string) => t.app.db.select().from(lancamentos).where(eq(lancamentos.idTitulo, idTitulo));

describe('rateio on create', () => {
  it('stores a 60/40 split by centro on every parcela and sends it in the list rows', async () => {
    const corpo = pagavel('1500.00', [{ centro_custo: matriz, percentual: '60' }, { centro_custo: filial, percentual: '40,00' }], { metodo: 'Parcelado', parcela: '3' });
    const res = await post('/api/cadastro-financas', corpo);
    expect(res.statusCode, res.body).toBe(201);
    const esperado = [
      { categoria: null, centro_custo: matriz, percentual: 6000, valor: null },
      { categoria: null, centro_custo: filial, percentual: 4000, valor: null },
    ];
    const rows = await linhas(corpo.id_titulo);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.rateio).toEqual(esperado);
    expect((res.json().lancamentos as { rateio: unknown }[])[0]!.rateio).toEqual(esperado);
    const lista = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json().lancamentos as { id_titulo: string; rateio: unknown }[];
    expect(lista.find((r) => r.id_titulo === corpo.id_titulo)!.rateio).toEqual(esperado);
  });

  it('R$ 100,00 in three values 33,33 + 33,33 + 33,34 is kept as typed; without rateio the row has null', async () => {
    const corpo = pagavel('100.00', [
      { centro_custo: matriz, valor: '33,33' }, { centro_custo: filial, valor: '33.33' }, { categoria: consultoria, centro_custo: filial, valor: '33,34' },
    ]);
    expect((await post('/api/cadastro-financas', corpo)).statusCode).toBe(201);
    expect((await linhas(corpo.id_titulo))[0]!.rateio!.map((p) => p.valor)).toEqual([3333, 3333, 3334]);
    const simples = pagavel('10.00', undefined);
    expect((await post('/api/cadastro-financas', simples)).statusCode).toBe(201);
    expect((await linhas(simples.id_titulo))[0]!.rateio).toBeNull();
  });

  it('a receivable takes a rateio too', async () => {
    const corpo = recebivel('900.00', JSON.stringify([{ centro_custo: matriz, percentual: '50' }, { centro_custo: filial, percentual: '50' }]));
    const res = await post('/api/cadastro-recebiveis', corpo);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(recebiveis).where(eq(recebiveis.idTitulo, corpo.id_titulo));
    expect(row!.rateio!.map((p) => p.percentual)).toEqual([5000, 5000]);
  });

  it('refuses, in Portuguese and storing nothing: 33,33 % ×3, values off by a cent, mixed kinds, unknown centro or categoria', async () => {
    const casos: [unknown, string][] = [
      [[{ centro_custo: matriz, percentual: '33,33' }, { centro_custo: filial, percentual: '33,33' }, { categoria: consultoria, percentual: '33,33' }], MSG_RATEIO.percentuaisNaoSomam('99,99')],
      [[{ centro_custo: matriz, valor: '33,33' }, { centro_custo: filial, valor: '66,66' }], MSG_RATEIO.valoresNaoSomam('R$ 99,99', 'R$ 100,00')],
      [[{ centro_custo: matriz, valor: '50' }, { centro_custo: filial, percentual: '50' }], MSG_RATEIO.misturado],
      [[{ centro_custo: uuidv7(), percentual: '100' }], MSG_CENTRO.desconhecido],
      [[{ categoria: uuidv7(), percentual: '100' }], msg.categoria.naoEncontrada],
      [[{ percentual: '100' }], MSG_RATEIO.semDestino(1)],
      [[{ centro_custo: matriz, percentual: '-5' }], MSG_RATEIO.percentualForaDaFaixa],
      ['não é lista', MSG_RATEIO.listaInvalida],
    ];
    for (const [rateio, mensagem] of casos) {
      const corpo = pagavel('100.00', rateio);
      const res = await post('/api/cadastro-financas', corpo);
      expect(res.statusCode, JSON.stringify(rateio)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(rateio)).toContain(mensagem);
      expect(await linhas(corpo.id_titulo)).toHaveLength(0);
    }
    const receber = await post('/api/cadastro-recebiveis', recebivel('100.00', [{ centro_custo: matriz, valor: '99.99' }]));
    expect(receber.statusCode).toBe(422);
  });

  it('a replay with the same key answers the same and stores one group', async () => {
    const chave = uuidv7();
    const corpo = pagavel('300.00', [{ centro_custo: matriz, percentual: '100' }]);
    const a = await post('/api/cadastro-financas', corpo, chave);
    const b = await post('/api/cadastro-financas', corpo, chave);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(await linhas(corpo.id_titulo)).toHaveLength(1);
  });
});

describe('rateio on edit, and what it keeps in use', () => {
  async function criar(valor: string, rateio: unknown) {
    const corpo = pagavel(valor, rateio);
    expect((await post('/api/cadastro-financas', corpo)).statusCode).toBe(201);
    return (await linhas(corpo.id_titulo))[0]!;
  }
  const editar = (row: { id: string; version: number }, campos: object) =>
    post('/api/update-lancamento', { id: row.id, escopo: 'grupo', version: row.version, ...campos });

  it('replaces and clears the rateio; a new valor under a rateio by value is refused, by percentage it follows', async () => {
    const porValor = await criar('100.00', [{ centro_custo: matriz, valor: '60' }, { centro_custo: filial, valor: '40' }]);
    const valor = await post('/api/update-lancamento', { id: porValor.id, escopo: 'parcela', version: porValor.version, valor: '120.00' });
    expect(valor.statusCode).toBe(422);
    expect(valor.json().message).toBe(MSG_RATEIO.valoresNaoSomam('R$ 100,00', 'R$ 120,00'));
    const trocar = await editar(porValor, { rateio: [{ centro_custo: filial, percentual: '100' }] });
    expect(trocar.statusCode, trocar.body).toBe(200);
    const [trocado] = await t.app.db.select().from(lancamentos).where(eq(lancamentos.id, porValor.id));
    expect(trocado!.rateio).toEqual([{ categoria: null, centro_custo: filial, percentual: 10000, valor: null }]);
    expect((await post('/api/update-lancamento', { id: porValor.id, escopo: 'parcela', version: trocado!.version, valor: '120.00' })).statusCode).toBe(200);
    const [depois] = await t.app.db.select().from(lancamentos).where(eq(lancamentos.id, porValor.id));
    expect((await editar(depois!, { rateio: '' })).statusCode).toBe(200);
    expect((await t.app.db.select().from(lancamentos).where(eq(lancamentos.id, porValor.id)))[0]!.rateio).toBeNull();
    const [limpo] = await t.app.db.select().from(lancamentos).where(eq(lancamentos.id, porValor.id));
    const desconhecido = await editar(limpo!, { rateio: [{ centro_custo: uuidv7(), percentual: '100' }] });
    expect(desconhecido.statusCode).toBe(422);
  });

  it('a centro or a categoria named by a share is not deleted (422, nothing removed)', async () => {
    const centro = uuidv7();
    expect((await post('/api/cadastro-centro-custo', { id: centro, codigo: `EMUSO-${centro.slice(-4)}`, nome: 'Em uso' })).statusCode).toBe(201);
    const categoria = uuidv7();
    await t.app.db.insert(categorias).values({ id: categoria, descricao: `Só no rateio ${categoria.slice(-4)}`, status: true });
    await criar('10.00', [{ centro_custo: centro, percentual: '50' }, { categoria, centro_custo: matriz, percentual: '50' }]);
    const apagar = await post('/api/deletar-centros-custo', { ids: [centro] });
    expect(apagar.statusCode).toBe(422);
    expect(apagar.json().message).toBe(MSG_CENTRO.emUso);
    expect((await post('/api/deletar-categorias', { ids: [categoria] })).statusCode).toBe(422);
    const centros = (await t.call({ method: 'GET', url: '/api/centros-custo' })).json().centros as { id: string }[];
    expect(centros.some((c) => c.id === centro)).toBe(true);
  });
});

describe('the DRE cut by centro (decision 442)', () => {
  it('a paid 60/40 payable of R$ 1.500,00 shows 900,00 in the Matriz and 600,00 in the Filial; a bad centro is a 422', async () => {
    const corpo = pagavel('1500.00', [{ centro_custo: matriz, percentual: '60' }, { centro_custo: filial, percentual: '40' }], {
      status: 'Pago', data_pagamento: '2026-04-05', data: '2026-04-01', tipo: 'Sem Vencimento', vencimento: '', categorias: consultoria,
    });
    expect((await post('/api/cadastro-financas', corpo)).statusCode).toBe(201);
    const consultoriaNa = async (centro: string) => {
      const res = await t.call({ method: 'GET', url: `/api/relatorios/dre?de=2026-04-01&ate=2026-04-30&centro=${centro}` });
      expect(res.statusCode, res.body).toBe(200);
      const linhas = res.json().dre.linhas as { categorias: { categoria_id: string; valor: string }[] }[];
      return linhas.flatMap((l) => l.categorias).find((c) => c.categoria_id === consultoria)?.valor;
    };
    expect(await consultoriaNa(matriz)).toBe('-900.00');
    expect(await consultoriaNa(filial)).toBe('-600.00');
    expect((await t.call({ method: 'GET', url: '/api/relatorios/dre?de=2026-04-01&ate=2026-04-30&centro=matriz' })).statusCode).toBe(422);
  });
});
