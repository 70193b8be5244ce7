// The payable and receivable writes made offline against the real server (decision 300): the rows
// shown at once are the rows the domain makes, the outbox body carries the ids the server will
// use, the payment history is kept on the device, and once online the server accepts every write.
import 'fake-indexeddb/auto';
import { uuidv7 } from 'uuidv7';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { todayISO } from '../../src/domain/dates.ts';
import {
  cadastrarLancamento, cancelarLancamentos, deletarLancamentos, informarPagamentoLancamento, pagarLancamentos,
} from '../../src/data/lancamentos.ts';
import { cadastrarRecebivel, informarPagamentoRecebivel, pagarRecebiveis } from '../../src/data/recebiveis.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { msg } from '../../src/domain/messages.ts';
import { online, tag } from './cenarios/apoio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal({ hoje: new Date('2026-03-06T15:00:00Z') });
let NUBANK = '';
let PIX_BANK = '';
let CATEGORIA = '';
let nubank = '';
let eletronicos = '';

// The banks and the category exist on the server and this device has them; then it goes offline.
beforeEach(async () => {
  NUBANK = uuidv7();
  PIX_BANK = uuidv7();
  CATEGORIA = uuidv7();
  nubank = `Nubank ${tag()}`;
  eletronicos = `Eletrônicos ${tag()}`;
  await online(cadastrarBanco({ id: NUBANK, banco: nubank, possui_cartao: true, credito: true, debito: false, vencimento: 10 }));
  await online(cadastrarBanco({ id: PIX_BANK, banco: `Caixa ${tag()}`, possui_cartao: false, credito: false, debito: false }));
  await online(cadastrarCategoria({ id: CATEGORIA, descricao: eletronicos }));
  real.server.offline = true;
});
// Whatever the test queued, the real server accepts it as the device sent it.
afterEach(async () => {
  real.server.offline = false;
  expect(await real.sincronizar()).toEqual([]);
});

const compra = (extra: Record<string, unknown> = {}) => ({
  descricao: 'Notebook', status: 'Pagar', data_pagamento: '', pagamento: 'Crédito', banco: NUBANK, valor: '1200.00',
  data: '2026-01-31', tipo: 'Sem Vencimento', vencimento: '', metodo: 'Parcelado', parcela: '12', categorias: CATEGORIA,
  tipo_lancamento: 'Compra', observacao: '', ...extra,
});

async function rows(): Promise<LocalRow[]> {
  return (await real.db.lancamentos.toArray()).sort((a, b) => Number(a.parcela) - Number(b.parcela));
}

async function lastBody(): Promise<Record<string, unknown>> {
  const entries = await real.db.outbox.orderBy('seq').toArray();
  return entries.at(-1)!.body as Record<string, unknown>;
}

describe('payables on the device', () => {
  it('a Parcelado credit purchase makes 12 instalments due on the card day, with client ids sent to the server', async () => {
    const outcome = await cadastrarLancamento(compra());
    expect(outcome.kind).toBe('queued');
    const local = await rows();
    expect(local).toHaveLength(12);
    expect(local.map((r) => r.vencimento)).toEqual([
      '2026-02-10', '2026-03-10', '2026-04-10', '2026-05-10', '2026-06-10', '2026-07-10', '2026-08-10', '2026-09-10',
      '2026-10-10', '2026-11-10', '2026-12-10', '2027-01-10',
    ]);
    expect(local.every((r) => r.tipo === 'Com Vencimento' && r.banco === nubank && r.categoria === eletronicos)).toBe(true);
    expect(local.reduce((sum, r) => sum + Number(r.valor_parcela), 0)).toBe(120000);
    const body = await lastBody();
    expect(body).toMatchObject({ valor: '1200.00', tipo: 'Com Vencimento', vencimento: '2026-02-10', parcela: 12, id_titulo: local[0]!.id_titulo });
    expect(new Set(body.ids as string[])).toEqual(new Set(local.map((r) => r.id)));
  });

  it('refuses Crédito on a bank without a card, on the bank field', async () => {
    const outcome = await cadastrarLancamento(compra({ banco: PIX_BANK }));
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { banco: ['O banco selecionado não possui cartão.'] } });
    expect(await real.db.lancamentos.count()).toBe(0);
  });

  it('pays one instalment and informs a partial payment on another, keeping the history here', async () => {
    await cadastrarLancamento(compra({ parcela: '3', valor: '300.00' }));
    const [first, second, third] = await rows();
    expect((await pagarLancamentos([first!.id])).kind).toBe('queued');
    const pago = await real.db.lancamentos.get(first!.id);
    expect(pago).toMatchObject({ status: 'Pago', valor_pago: 10000, data_pagamento: todayISO(), version: 2 });
    const pagoBody = await lastBody();
    const historicoId = (pagoBody.historico_ids as Record<string, string>)[first!.id];
    expect(await real.db.pagamentos.get(historicoId!)).toMatchObject({ alvo: 'lancamento', alvo_id: first!.id, descricao: 'Pagamento', valor: 10000 });

    const acima = await informarPagamentoLancamento({ id: second!.id, valor: '100.01' });
    expect(acima).toMatchObject({ kind: 'invalid', errors: { valor: ['O valor informado é maior que o valor a pagar.'] } });
    expect((await informarPagamentoLancamento({ id: second!.id, valor: '25.50' })).kind).toBe('queued');
    expect(await real.db.lancamentos.get(second!.id)).toMatchObject({ status: 'Pagar', valor_pago: 2550 });
    const informe = await lastBody();
    expect(informe).toMatchObject({ id: second!.id, valor: '25.50' });
    expect(await real.db.pagamentos.get(informe.historico_id as string)).toMatchObject({ descricao: 'Pagamento parcial', valor: 2550 });
    expect(await informarPagamentoLancamento({ id: first!.id, valor: '1.00' })).toMatchObject({
      kind: 'invalid', message: 'Não é possível informar pagamento para lançamentos Pagos.',
    });
    expect(third!.status).toBe('Pagar');
  });

  it('cancels only the open instalments of the group, then refuses to pay a cancelled one', async () => {
    await cadastrarLancamento(compra({ parcela: '3' }));
    const [first, second] = await rows();
    await pagarLancamentos([first!.id]);
    await cancelarLancamentos([first!.id_titulo as string]);
    expect((await rows()).map((r) => r.status)).toEqual(['Pago', 'Cancelado', 'Cancelado']);
    // The device's day and the versions the cancel was based on travel with it (issue 12).
    expect(await lastBody()).toEqual({
      id_titulos: [first!.id_titulo], data_cancelamento: todayISO(),
      versions: { [first!.id]: 2, [second!.id]: 1, [(await rows())[2]!.id]: 1 },
    });
    expect(await pagarLancamentos([second!.id])).toMatchObject({ kind: 'invalid', message: 'Não é possível pagar lançamentos cancelados.' });
  });

  it('deletes the group, sparing the paid parcela, which keeps its payment history (decision 394)', async () => {
    await cadastrarLancamento(compra({ parcela: '2' }));
    const [first] = await rows();
    await pagarLancamentos([first!.id]);
    expect(await real.db.pagamentos.count()).toBe(1);
    await deletarLancamentos([first!.id_titulo as string]);
    expect((await real.db.lancamentos.toArray()).map((r) => r.id)).toEqual([first!.id]);
    expect(await real.db.pagamentos.count()).toBe(1);
    expect(await lastBody()).toEqual({ id_titulo: [first!.id_titulo] });
  });

  it('online, the form gets the server message', async () => {
    real.server.offline = false;
    const outcome = await cadastrarLancamento(compra({ metodo: 'À vista', parcela: '', descricao: 'Monitor' }));
    expect(outcome).toMatchObject({ kind: 'synced', message: msg.lancamento.cadastrado });
    const [noServidor] = (await real.linhas('/api/lancamentos?limit=1000', 'lancamentos')).filter((l) => l.descricao === 'Monitor');
    expect(noServidor).toMatchObject({ parcela: 1, quant_parcela: 1, valor: '1200.00' });
    expect((await rows()).map((r) => r.id)).toEqual([noServidor!.id]);
  });
});

describe('receivables on the device', () => {
  it('creates, pays and informs with the same rules and its own history target', async () => {
    const input = { descricao: 'Consultoria', status: 'Pagar', valor: '900.00', data: '2026-02-01', tipo: 'Sem Vencimento', metodo: 'Parcelado', parcela: '3' };
    expect((await cadastrarRecebivel(input)).kind).toBe('queued');
    const local = (await real.db.recebiveis.toArray()).sort((a, b) => Number(a.parcela) - Number(b.parcela));
    expect(local.map((r) => [r.parcela, r.valor_parcela, r.vencimento])).toEqual([[1, 30000, null], [2, 30000, null], [3, 30000, null]]);
    await pagarRecebiveis([local[0]!.id]);
    await informarPagamentoRecebivel({ id: local[1]!.id, valor: '300.00' });
    expect((await real.db.recebiveis.get(local[1]!.id))?.status).toBe('Pago');
    const historico = await real.db.pagamentos.toArray();
    expect(historico.map((h) => [h.alvo, h.descricao]).sort()).toEqual([['recebivel', 'Pagamento'], ['recebivel', 'Quitação']]);
    const paths = (await real.db.outbox.orderBy('seq').toArray()).map((e) => e.path);
    expect(paths).toEqual(['/api/cadastro-recebiveis', '/api/pagamento-recebiveis', '/api/atualizar-pagamento-recebiveis']);
  });
});
