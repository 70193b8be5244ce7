/* Orçamento and Orçado × realizado on the real app (issue 35 item 3, decisions 421 and 443), on
   PGlite here and on PostgreSQL with API_DB=postgres: one value per categoria, centro and month
   (typed again, it replaces; replayed, it answers the same), a negative budget, a bad month or an
   unknown categoria or centro a Portuguese 422; writing is the Gestor area's (403 for an Operador,
   in /api/lote too); the report on a hand-computed month. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { MSG_CENTRO, MSG_ORCAMENTO } from '../../src/domain/messages-centros.ts';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let operador: string;
const banco = uuidv7();
const aluguel = uuidv7();
const luz = uuidv7();
const matriz = uuidv7();

const post = (url: string, payload: object, chave = uuidv7()) => t.call({ method: 'POST', url, headers: { 'idempotency-key': chave }, payload });
const get = (url: string) => t.call({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values({ id: banco, banco: 'Itaú Orçamento', possuiCartao: false });
  await t.app.db.insert(categorias).values([{ id: aluguel, descricao: 'Aluguel', status: true }, { id: luz, descricao: 'Luz', status: true }]);
  expect((await post('/api/cadastro-centro-custo', { id: matriz, codigo: 'MTZ', nome: 'Matriz' })).statusCode).toBe(201);
  const password = 'operadora-senha-longa';
  expect((await post('/api/cadastro-usuario', { id: uuidv7(), name: 'Olga', email: 'olga@x.com', login: 'olga', password, status: 1, perfil: 'operador' })).statusCode).toBe(201);
  operador = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'olga', password } })).json().token as string;
});
afterAll(async () => { await t.close(); });

describe('orçamentos', () => {
  it('sets one value per categoria, centro and month; typed again it replaces; a replay answers the same', async () => {
    const chave = uuidv7();
    const a = await post('/api/cadastro-orcamento', { categoria: aluguel, mes: '2026-05', valor: '1.000,00' }, chave);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ message: MSG_ORCAMENTO.salvo, orcamento: { categoria: aluguel, centro_custo: null, mes: '2026-05', valor: '1000.00' } });
    expect((await post('/api/cadastro-orcamento', { categoria: aluguel, mes: '2026-05', valor: '1.000,00' }, chave)).json()).toEqual(a.json());
    expect((await post('/api/cadastro-orcamento', { categoria: aluguel, mes: '2026-05', valor: '1200' })).statusCode).toBe(201);
    expect((await post('/api/cadastro-orcamento', { categoria: aluguel, centro_custo: matriz, mes: '2026-05', valor: '700' })).statusCode).toBe(201);
    expect((await post('/api/cadastro-orcamento', { categoria: luz, mes: '2026-05', valor: '0' })).statusCode).toBe(201);
    const lista = (await get('/api/orcamentos?ano=2026')).json().orcamentos as { categoria: string; centro_custo: string | null; valor: string }[];
    expect(lista.filter((o) => o.categoria === aluguel).map((o) => [o.centro_custo, o.valor]).sort()).toEqual([[matriz, '700.00'], [null, '1200.00']].sort());
    expect((await get('/api/orcamentos?ano=2025')).json().orcamentos).toEqual([]);
  });

  it('refuses in Portuguese: a negative budget, a bad month, an unknown categoria or centro, a bad year', async () => {
    const casos: [object, string][] = [
      [{ categoria: aluguel, mes: '2026-05', valor: '-1' }, MSG_ORCAMENTO.valorNegativo],
      [{ categoria: aluguel, mes: '2026-13', valor: '10' }, MSG_ORCAMENTO.mesInvalido],
      [{ categoria: aluguel, mes: '', valor: '10' }, MSG_ORCAMENTO.mesObrigatorio],
      [{ categoria: uuidv7(), mes: '2026-05', valor: '10' }, 'Categoria não encontrada.'],
      [{ categoria: aluguel, centro_custo: uuidv7(), mes: '2026-05', valor: '10' }, MSG_CENTRO.desconhecido],
      [{ mes: '2026-05', valor: '10' }, MSG_ORCAMENTO.categoriaObrigatoria],
    ];
    for (const [corpo, mensagem] of casos) {
      const res = await post('/api/cadastro-orcamento', corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(mensagem);
    }
    expect((await get('/api/orcamentos?ano=26')).statusCode).toBe(422);
    expect((await get('/api/relatorios/orcado-realizado?de=2026-05&ate=2026-04')).statusCode).toBe(422);
    expect((await get('/api/relatorios/orcado-realizado?de=maio&ate=2026-04')).json().message).toBe(MSG_ORCAMENTO.mesInvalido);
  });

  it('writing is the Gestor area: 403 for an Operador, alone and in /api/lote; reading is everyone\'s; 401 signed out', async () => {
    const como = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({
      method, url, headers: { authorization: `Bearer ${operador}`, 'idempotency-key': uuidv7() }, ...(payload ? { payload } : {}),
    });
    expect((await como('POST', '/api/cadastro-orcamento', { categoria: aluguel, mes: '2026-06', valor: '1' })).statusCode).toBe(403);
    const lote = await como('POST', '/api/lote', { pedidos: [{ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-orcamento', corpo: { categoria: aluguel, mes: '2026-06', valor: '1' } }] });
    expect(lote.json().respostas[0].status).toBe(403);
    expect((await como('GET', '/api/orcamentos?ano=2026')).statusCode).toBe(200);
    expect((await como('GET', '/api/relatorios/orcado-realizado?de=2026-05&ate=2026-05')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/orcamentos?ano=2026' })).statusCode).toBe(401);
  });

  it('Orçado × realizado for May 2026, by hand: Aluguel 1.200 + 700 orçado, 1.500 paid → −400,00 (−21,05 %); Luz 0 orçado, 100 paid', async () => {
    const pagar = (valor: string, categoria: string, rateio?: object[]) => post('/api/cadastro-financas', {
      descricao: `Conta ${uuidv7().slice(-4)}`, status: 'Pago', data_pagamento: '2026-05-10', pagamento: 'Boleto', banco, data: '2026-05-02',
      tipo: 'Sem Vencimento', vencimento: '', metodo: 'À vista', parcela: '', categorias: categoria, tipo_lancamento: 'Pagamento', observacao: '', valor,
      ...(rateio ? { rateio } : {}),
    });
    expect((await pagar('1500.00', aluguel, [{ centro_custo: matriz, percentual: '60' }, { percentual: '40', categoria: aluguel }])).statusCode).toBe(201);
    expect((await pagar('100.00', luz)).statusCode).toBe(201);
    const res = await get('/api/relatorios/orcado-realizado?de=2026-05&ate=2026-05');
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json().linhas as { categoria_id: string; mes: string; orcado: string; realizado: string; variacao: string; percentual: number | null }[];
    // Aluguel: orçado 1.200,00 (no centro) + 700,00 (Matriz) = 1.900,00; realizado 900,00 + 600,00 = 1.500,00;
    // variação 1.500 − 1.900 = −400,00; −400 ÷ 1.900 = −21,05 %.
    expect(linhas.find((l) => l.categoria_id === aluguel)).toEqual({ categoria_id: aluguel, mes: '2026-05', orcado: '1900.00', realizado: '1500.00', variacao: '-400.00', percentual: -21.05 });
    expect(linhas.find((l) => l.categoria_id === luz)).toEqual({ categoria_id: luz, mes: '2026-05', orcado: '0.00', realizado: '100.00', variacao: '100.00', percentual: null });
  });
});

describe('what a budget keeps in use', () => {
  it('a centro or a categoria named only by a budget is not deleted (422, in Portuguese)', async () => {
    const centro = uuidv7();
    const categoria = uuidv7();
    expect((await post('/api/cadastro-centro-custo', { id: centro, codigo: 'SO-ORC', nome: 'Só orçamento' })).statusCode).toBe(201);
    await t.app.db.insert(categorias).values({ id: categoria, descricao: 'Só orçada', status: true });
    expect((await post('/api/cadastro-orcamento', { categoria, centro_custo: centro, mes: '2026-07', valor: '10' })).statusCode).toBe(201);
    const apagar = await post('/api/deletar-centros-custo', { ids: [centro] });
    expect(apagar.statusCode).toBe(422);
    expect(apagar.json().message).toBe(MSG_CENTRO.emUso);
    expect((await post('/api/deletar-categorias', { ids: [categoria] })).statusCode).toBe(422);
  });
});
