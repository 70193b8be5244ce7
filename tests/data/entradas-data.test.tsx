/* Entries and investments written through the client against the real server in-process
   (tests/data/real-server.ts): the device's rows and history, and the server's. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarEntrada, deletarEntradas, inativarEntradas, informarRendimentoEntrada } from '../../src/data/entradas.ts';
import { cadastrarInvestimento, inativarInvestimentos, informarRendimentoInvestimento } from '../../src/data/investimentos.ts';
import { usarServidorReal } from './real-server.ts';

const HOJE = '2026-03-06';
const real = usarServidorReal({ hoje: new Date(`${HOJE}T15:00:00Z`) });

async function novaEntrada(descricao: string, valor = '100.00'): Promise<string> {
  const id = uuidv7();
  expect((await cadastrarEntrada({ id, descricao, valor, data: '2026-01-01', tipo_lancamento: 'Entrante' })).kind).toBe('synced');
  return id;
}

const remotas = (path: string, key: string) => real.linhas(path, key);

describe('entries and investments on the device and the server', () => {
  it('a new entry starts Ativo with Valor Atual equal to the value, on both sides', async () => {
    expect((await cadastrarEntrada({ descricao: 'Bônus', valor: '1500.00', data: '2026-03-01', tipo_lancamento: 'Reserva' })).kind).toBe('synced');
    const [row] = await real.db.entradas.toArray();
    expect(row).toMatchObject({ descricao: 'Bônus', valor_inicial: 150000, valor_final: 150000, status: 'Ativo', tipo: 'Reserva' });
    expect((await remotas('/api/entradas', 'entradas')).find((e) => e.id === row!.id))
      .toMatchObject({ valor_inicial: '1500.00', valor_final: '1500.00', status: 'Ativo', tipo: 'Reserva' });
  });

  it('a yield changes Valor Atual and writes the history entry under the id the server keeps', async () => {
    const id = await novaEntrada('E1');
    expect((await informarRendimentoEntrada({ id, valor: '25.50', operacao: 'somar' })).kind).toBe('synced');
    expect((await informarRendimentoEntrada({ id, valor: '5.00', operacao: 'subtrair' })).kind).toBe('synced');
    expect(await real.db.entradas.get(id)).toMatchObject({ valor_final: 12050, version: 3 });
    const history = (await real.db.movimentacoes.toArray()).sort((a, b) => a.id.localeCompare(b.id));
    expect(history.map((h) => [h.alvo, h.alvo_id, h.valor, h.data, h.descricao])).toEqual([
      ['entrada', id, 2550, HOJE, 'Rendimento somado'],
      ['entrada', id, -500, HOJE, 'Rendimento subtraído'],
    ]);
    const doServidor = (await remotas('/api/movimentacoes', 'movimentacoes')).filter((m) => m.alvo_id === id);
    expect(doServidor.map((m) => [m.id, m.valor, m.data]).sort()).toEqual(history.map((h) => [h.id, (Number(h.valor) / 100).toFixed(2), h.data]).sort());
    expect((await remotas('/api/entradas', 'entradas')).find((e) => e.id === id)).toMatchObject({ valor_final: '120.50', version: 3 });
  });

  it('refuses on the device a subtraction larger than the current value; nothing is queued', async () => {
    const id = await novaEntrada('E1');
    expect(await informarRendimentoEntrada({ id, valor: '100.01', operacao: 'subtrair' }))
      .toMatchObject({ kind: 'invalid', message: 'O valor a subtrair é maior que o valor atual.', errors: { valor: ['O valor a subtrair é maior que o valor atual.'] } });
    expect(await informarRendimentoEntrada({ id, valor: '', operacao: '' })).toMatchObject({ kind: 'invalid', message: 'Valor e operação são obrigatórios.' });
    expect(await real.db.outbox.count()).toBe(0);
  });

  it('inactivates only active rows and deletes rows with their history, on both sides', async () => {
    const [a, b] = [await novaEntrada('E1'), await novaEntrada('E2')];
    expect((await informarRendimentoEntrada({ id: a, valor: '1.00', operacao: 'somar' })).kind).toBe('synced');
    expect((await inativarEntradas([b])).kind).toBe('synced');
    expect(await inativarEntradas([b])).toMatchObject({ kind: 'invalid', message: 'Não é possível inativar registros inativos ou finalizados.' });
    expect((await real.db.entradas.get(b))!.status).toBe('Inativo');
    expect((await remotas('/api/entradas', 'entradas')).find((e) => e.id === b)).toMatchObject({ status: 'Inativo' });
    expect((await deletarEntradas([a, b])).kind).toBe('synced');
    expect(await real.db.entradas.count()).toBe(0);
    expect(await real.db.movimentacoes.count()).toBe(0);
    expect((await remotas('/api/entradas', 'entradas')).filter((e) => e.id === a || e.id === b)).toEqual([]);
    expect((await remotas('/api/movimentacoes', 'movimentacoes')).filter((m) => m.alvo_id === a)).toEqual([]);
  });

  it('investments: created with the bank name, Finalizado cannot be inactivated, yields go to their own history', async () => {
    const banco = uuidv7();
    expect((await cadastrarBanco({ id: banco, banco: `XP ${banco.slice(-6)}`, possui_cartao: false })).kind).toBe('synced');
    expect((await cadastrarInvestimento({ descricao: 'CDB', valor: '1000.00', data: '2026-02-01', banco, status: 'Finalizado' })).kind).toBe('synced');
    const [row] = await real.db.investimentos.toArray();
    expect(row).toMatchObject({ banco: `XP ${banco.slice(-6)}`, banco_id: banco, status: 'Finalizado', valor_final: 100000 });
    expect(await inativarInvestimentos([row!.id])).toMatchObject({ kind: 'invalid', message: 'Não é possível inativar registros inativos ou finalizados.' });
    expect((await informarRendimentoInvestimento({ id: row!.id, valor: '10.00', operacao: 'somar' })).kind).toBe('synced');
    expect((await real.db.movimentacoes.toArray())[0]).toMatchObject({ alvo: 'investimento', alvo_id: row!.id, valor: 1000 });
    expect((await remotas('/api/movimentacoes', 'movimentacoes')).filter((m) => m.alvo_id === row!.id))
      .toEqual([expect.objectContaining({ alvo: 'investimento', valor: '10.00' })]);
    expect((await remotas('/api/investimento', 'investimentos')).find((i) => i.id === row!.id)).toMatchObject({ valor_final: '1010.00' });
  });
});
