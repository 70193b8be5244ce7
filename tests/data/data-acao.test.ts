/* The day of an action is the user's (issue 12): a payment, a partial payment, a cancel and an
   invoice payment made offline on Friday and synced on Monday are stored by the real server as
   Friday's, and the device's optimistic rows equal the server's after the sync. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarFatura, pagarFaturas } from '../../src/data/faturas.ts';
import { cadastrarLancamento, cancelarLancamentos, informarPagamentoLancamento, pagarLancamentos } from '../../src/data/lancamentos.ts';
import { cadastrarRecebivel, pagarRecebiveis } from '../../src/data/recebiveis.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { parseDecimal } from '../../src/domain/money.ts';
import { usarServidorReal } from './real-server.ts';

// Noon in São Paulo (UTC−3) on a Thursday, a Friday and the Monday after.
const QUINTA = new Date('2026-03-05T15:00:00Z');
const SEXTA = new Date('2026-03-06T15:00:00Z');
const SEGUNDA = new Date('2026-03-09T15:00:00Z');

const real = usarServidorReal({ hoje: QUINTA });

let BANCO = '';


/** Money fields of wire rows as cents, as the device keeps them. */
function cents(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, typeof row[f] === 'string' && /^-?\d+\.\d\d$/.test(row[f]) ? parseDecimal(row[f]) : row[f]]));
}

async function seed(): Promise<void> {
  BANCO = uuidv7();
  expect(await cadastrarBanco({ id: BANCO, banco: `Itaú ${BANCO.slice(-6)}`, possui_cartao: false })).toMatchObject({ kind: 'synced' });
  const base = {
    status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: BANCO, data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: '',
    tipo_lancamento: 'Pagamento', observacao: '',
  };
  for (const [descricao, valor] of [['Luz', '150.00'], ['Água', '90.00'], ['Aluguel', '1200.00']] as const) {
    expect(await cadastrarLancamento({ ...base, descricao, valor })).toMatchObject({ kind: 'synced' });
  }
  expect(await cadastrarRecebivel({
    descricao: 'Cliente A', status: 'Pagar', data_pagamento: '', valor: '300.00', data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', observacao: '',
  })).toMatchObject({ kind: 'synced' });
  expect(await cadastrarFatura({
    descricao: 'Fatura março', status: 'Pagar', data_pagamento: '', banco: BANCO, valor: '500.00', vencimento: '2026-03-15',
  })).toMatchObject({ kind: 'synced' });
}

async function local(table: 'lancamentos' | 'recebiveis' | 'faturas', descricao: string) {
  const rows = await real.db.rows(table).toArray();
  const row = rows.find((r) => r.descricao === descricao);
  if (!row) throw new Error(`no local ${table} ${descricao}`);
  return row as Record<string, unknown> & { id: string };
}

const TITULO_FIELDS = ['id', 'status', 'valor_pago', 'data_pagamento', 'data_cancelamento', 'version'] as const;

describe('the day of an action made offline', () => {
  it('an offline Friday payment, partial payment, cancel and invoice payment synced on Monday stay Friday’s on the server', { timeout: 60_000 }, async () => {
    await seed();
    vi.setSystemTime(SEXTA);
    real.server.offline = true;
    const luz = await local('lancamentos', 'Luz');
    const agua = await local('lancamentos', 'Água');
    const aluguel = await local('lancamentos', 'Aluguel');
    const cliente = await local('recebiveis', 'Cliente A');
    const fatura = await local('faturas', 'Fatura março');
    expect(await pagarLancamentos([luz.id])).toMatchObject({ kind: 'queued' });
    expect(await informarPagamentoLancamento({ id: agua.id, valor: '40.00' })).toMatchObject({ kind: 'queued' });
    expect(await cancelarLancamentos([String(aluguel.id_titulo)])).toMatchObject({ kind: 'queued' });
    expect(await pagarRecebiveis([cliente.id])).toMatchObject({ kind: 'queued' });
    expect(await pagarFaturas([fatura.id])).toMatchObject({ kind: 'queued' });
    expect(await listEntries(real.db)).toHaveLength(5);

    vi.setSystemTime(SEGUNDA);
    await real.server.login();
    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);

    const lancamentos = await real.linhas('/api/lancamentos', 'lancamentos');
    const byId = new Map(lancamentos.map((r) => [r.id, r]));
    expect(byId.get(luz.id)).toMatchObject({ status: 'Pago', data_pagamento: '2026-03-06', valor_pago: '150.00' });
    expect(byId.get(agua.id)).toMatchObject({ status: 'Pagar', data_pagamento: null, valor_pago: '40.00' });
    expect(byId.get(aluguel.id)).toMatchObject({ status: 'Cancelado', data_cancelamento: '2026-03-06' });
    const recebivel = (await real.linhas('/api/recebiveis', 'recebiveis')).find((r) => r.id === cliente.id);
    expect(recebivel).toMatchObject({ status: 'Pago', data_pagamento: '2026-03-06' });
    expect((await real.linhas('/api/faturas', 'faturas')).find((r) => r.id === fatura.id)).toMatchObject({ status: 'Pago', data_pagamento: '2026-03-06' });
    const ids = new Set([luz.id, agua.id, cliente.id]);
    const historico = (await real.linhas('/api/pagamentos', 'pagamentos')).filter((h) => ids.has(String(h.alvo_id)));
    expect(historico.map((h) => [h.alvo_id, h.valor, h.data]).sort()).toEqual([
      [luz.id, '150.00', '2026-03-06'], [agua.id, '40.00', '2026-03-06'], [cliente.id, '300.00', '2026-03-06'],
    ].sort());

    // The optimistic rows on the device are the server's rows: same status, cents, days, versions.
    for (const row of [luz, agua, aluguel]) {
      const mine = await local('lancamentos', String(row.descricao));
      expect(cents(mine, TITULO_FIELDS)).toEqual(cents(byId.get(row.id)!, TITULO_FIELDS));
    }
    const meusHistoricos = await real.db.rows('pagamentos').toArray();
    expect(meusHistoricos.map((h) => [h.id, h.valor, h.data]).sort()).toEqual(
      historico.map((h) => [h.id, parseDecimal(String(h.valor)), h.data]).sort(),
    );
  });

  it('refuses a payment day ahead of the server’s today beyond the tolerance, or before the posting, in Portuguese', { timeout: 60_000 }, async () => {
    await seed();
    const luz = await local('lancamentos', 'Luz');
    const pay = (data_pagamento: string) => real.server.call({
      method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [luz.id], data_pagamento },
    });
    const futuro = await pay('2026-03-07');
    expect(futuro.statusCode).toBe(422);
    expect(futuro.json()).toMatchObject({ message: 'A data de pagamento não pode ser futura.', errors: { data_pagamento: ['A data de pagamento não pode ser futura.'] } });
    const antes = await pay('2026-03-01');
    expect(antes.statusCode).toBe(422);
    expect(antes.json()).toMatchObject({ message: 'Luz: a data de pagamento não pode ser anterior à data do lançamento (02/03/2026).' });
    // One day ahead is a device in another time zone, not a typo: accepted.
    const amanha = await pay('2026-03-06');
    expect(amanha.statusCode).toBe(200);
    expect((amanha.json() as { lancamentos: { data_pagamento: string }[] }).lancamentos[0]!.data_pagamento).toBe('2026-03-06');
  });
});
