import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayISO } from '../../src/domain/dates.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { cadastrarEntrada, deletarEntradas, inativarEntradas, informarRendimentoEntrada } from '../../src/data/entradas.ts';
import { cadastrarInvestimento, inativarInvestimentos, informarRendimentoInvestimento } from '../../src/data/investimentos.ts';
import { installFakeServer } from '../data/fake-server.ts';
import type { FakeServer } from '../data/fake-server.ts';
import { freshDb, teardownDb } from '../data/setup-db.ts';

let db: FluxoDb;
let server: FakeServer;
const id = (n: number) => `0190a0e0-0000-7000-8000-00000000000${n}`;
const entrada = (n: number, extra: Record<string, unknown> = {}) => ({
  id: id(n), descricao: `E${n}`, valor_inicial: 10000, valor_final: 10000, data: '2026-01-01', status: 'Ativo', tipo: 'Entrante',
  observacao: null, banco_id: null, banco: null, id_titulo: null, version: 2, ...extra,
});

beforeEach(() => {
  server = installFakeServer();
  server.handle = (req) => ({ status: req.path.startsWith('/api/cadastro') ? 201 : 200, body: { message: 'ok' } });
  db = freshDb();
});
afterEach(teardownDb);

describe('entries and investments on the device', () => {
  it('a new entry starts Ativo with Valor Atual equal to the value', async () => {
    expect((await cadastrarEntrada({ descricao: 'Bônus', valor: '1500.00', data: '2026-03-01', tipo_lancamento: 'Reserva' })).kind).toBe('synced');
    const [row] = await db.entradas.toArray();
    expect(row).toMatchObject({ descricao: 'Bônus', valor_inicial: 150000, valor_final: 150000, status: 'Ativo', tipo: 'Reserva' });
    expect(server.requests.at(-1)!.body).toMatchObject({ id: row!.id, valor: '1500.00', tipo: 'Reserva', observacao: '' });
  });

  it('a yield changes Valor Atual and writes the history entry under the id sent to the server', async () => {
    await db.entradas.put(entrada(1));
    expect((await informarRendimentoEntrada({ id: id(1), valor: '25.50', operacao: 'somar' })).kind).toBe('synced');
    expect((await informarRendimentoEntrada({ id: id(1), valor: '5.00', operacao: 'subtrair' })).kind).toBe('synced');
    expect(await db.entradas.get(id(1))).toMatchObject({ valor_final: 12050, version: 4 });
    const history = await db.movimentacoes.toArray();
    expect(history.map((h) => [h.alvo, h.alvo_id, h.valor, h.data, h.descricao])).toEqual([
      ['entrada', id(1), 2550, todayISO(), 'Rendimento somado'],
      ['entrada', id(1), -500, todayISO(), 'Rendimento subtraído'],
    ]);
    const sent = server.requests.filter((r) => r.path === '/api/entradas/cadastro-informe-entrantes').map((r) => r.body as Record<string, unknown>);
    expect(sent.map((b) => b.movimentacao_id)).toEqual(history.map((h) => h.id));
    expect(sent[1]).toMatchObject({ valor: '5.00', operacao: 'subtrair', id: id(1) });
  });

  it('refuses on the device a subtraction larger than the current value', async () => {
    await db.entradas.put(entrada(1));
    expect(await informarRendimentoEntrada({ id: id(1), valor: '100.01', operacao: 'subtrair' }))
      .toMatchObject({ kind: 'invalid', message: 'O valor a subtrair é maior que o valor atual.', errors: { valor: ['O valor a subtrair é maior que o valor atual.'] } });
    expect(await informarRendimentoEntrada({ id: id(1), valor: '', operacao: '' })).toMatchObject({ kind: 'invalid', message: 'Valor e operação são obrigatórios.' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('inactivates only active rows and deletes rows with their history', async () => {
    await db.entradas.bulkPut([entrada(1), entrada(2, { status: 'Inativo' })]);
    await db.movimentacoes.put({ id: id(7), alvo: 'entrada', alvo_id: id(1), descricao: 'x', valor: 100, data: '2026-01-02' });
    expect(await inativarEntradas([id(2)])).toMatchObject({ kind: 'invalid', message: 'Não é possível inativar registros inativos ou finalizados.' });
    expect((await inativarEntradas([id(1)])).kind).toBe('synced');
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/deletar-entradas', body: { ids: [id(1)], tipo: 'inativar' } });
    expect((await db.entradas.get(id(1)))!.status).toBe('Inativo');
    expect((await deletarEntradas([id(1), id(2)])).kind).toBe('synced');
    expect(server.requests.at(-1)).toMatchObject({ body: { ids: [id(1), id(2)], tipo: 'deletar' } });
    expect(await db.entradas.count()).toBe(0);
    expect(await db.movimentacoes.count()).toBe(0);
  });

  it('investments: created with the bank name, Finalizado cannot be inactivated, yields go to their own path', async () => {
    await db.bancos.put({ id: id(9), banco: 'XP', status: true });
    expect((await cadastrarInvestimento({ descricao: 'CDB', valor: '1000.00', data: '2026-02-01', banco: id(9), status: 'Finalizado' })).kind).toBe('synced');
    const [row] = await db.investimentos.toArray();
    expect(row).toMatchObject({ banco: 'XP', banco_id: id(9), status: 'Finalizado', valor_final: 100000 });
    expect(await inativarInvestimentos([row!.id])).toMatchObject({ kind: 'invalid', message: 'Não é possível inativar registros inativos ou finalizados.' });
    expect((await informarRendimentoInvestimento({ id: row!.id, valor: '10.00', operacao: 'somar' })).kind).toBe('synced');
    expect(server.requests.at(-1)!.path).toBe('/api/entradas/cadastro-informe-investimento');
    expect((await db.movimentacoes.toArray())[0]).toMatchObject({ alvo: 'investimento', alvo_id: row!.id, valor: 1000 });
  });
});
