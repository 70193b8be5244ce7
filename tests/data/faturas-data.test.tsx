/* Invoice writes through the client against the real server in-process (tests/data/real-server.ts):
   the device's rows, the server's answer and the server's rows. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarFatura, deletarFaturas, pagarFaturas } from '../../src/data/faturas.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal({ hoje: new Date('2026-05-04T15:00:00Z') });
let BANCO = '';

beforeEach(async () => {
  BANCO = uuidv7();
  expect(await cadastrarBanco({ id: BANCO, banco: `Itaú ${BANCO.slice(-6)}`, possui_cartao: true, credito: true, debito: false, vencimento: 10 }))
    .toMatchObject({ kind: 'synced' });
});

async function novaFatura(descricao: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = uuidv7();
  expect(await cadastrarFatura({ id, descricao, status: 'Pagar', banco: BANCO, valor: '1000.00', vencimento: '2026-05-10', ...extra }))
    .toMatchObject({ kind: 'synced' });
  return id;
}

const remota = async (id: string) => (await real.linhas('/api/faturas', 'faturas')).find((f) => f.id === id);

describe('invoice writes', () => {
  it('creates the invoice locally with the bank name; the server stores the amount the form typed', async () => {
    const outcome = await cadastrarFatura({ descricao: 'Cartão', status: 'Pagar', banco: BANCO, valor: '1234.56', vencimento: '10/05/2026' });
    expect(outcome).toMatchObject({ kind: 'synced', message: expect.any(String) });
    const [row] = await real.db.faturas.toArray();
    expect(row).toMatchObject({
      descricao: 'Cartão', banco: `Itaú ${BANCO.slice(-6)}`, banco_id: BANCO, valor: 123456, status: 'Pagar', vencimento: '2026-05-10', data_pagamento: null,
    });
    expect(await remota(String(row!.id))).toMatchObject({ banco_id: BANCO, valor: '1234.56', vencimento: '2026-05-10', status: 'Pagar' });
  });

  it('pays, marking Pago today on the device and on the server; one already paid keeps its day', async () => {
    const aberta = await novaFatura('F1');
    const paga = await novaFatura('F2', { status: 'Pago', data_pagamento: '2026-05-01' });
    expect((await pagarFaturas([aberta, paga])).kind).toBe('synced');
    expect(await real.db.faturas.get(aberta)).toMatchObject({ status: 'Pago', data_pagamento: todayISO(), version: 2 });
    expect(await real.db.faturas.get(paga)).toMatchObject({ status: 'Pago', data_pagamento: '2026-05-01', version: 1 });
    expect(await remota(aberta)).toMatchObject({ status: 'Pago', data_pagamento: '2026-05-04', version: 2 });
    expect(await remota(paga)).toMatchObject({ status: 'Pago', data_pagamento: '2026-05-01', version: 1 });
  });

  it('refuses on the device: more than three, a cancelled one, a missing one; nothing is queued', async () => {
    const ids = [await novaFatura('F1'), await novaFatura('F2'), await novaFatura('F3'), await novaFatura('F4')];
    // A cancelled invoice as another device may have left it (no write of this screen cancels one).
    await real.db.faturas.update(ids[3]!, { status: 'Cancelado' });
    expect(await pagarFaturas(ids)).toMatchObject({ kind: 'invalid', message: 'Selecione no máximo 3 faturas para pagar.' });
    expect(await pagarFaturas([ids[0]!, ids[3]!])).toMatchObject({ kind: 'invalid', message: 'Não é possível pagar lançamentos cancelados.' });
    expect(await pagarFaturas([uuidv7()])).toMatchObject({ kind: 'invalid', message: 'Registro não encontrado.' });
    expect(await real.db.outbox.count()).toBe(0);
    expect((await real.db.faturas.get(ids[0]!))!.status).toBe('Pagar');
    expect((await remota(ids[0]!))!.status).toBe('Pagar');
  });

  it('deletes on the device and on the server', async () => {
    const [a, b] = [await novaFatura('F1'), await novaFatura('F2')];
    expect((await deletarFaturas([a])).kind).toBe('synced');
    expect((await real.db.faturas.toArray()).map((f) => f.id)).toEqual([b]);
    expect(await remota(a)).toBeUndefined();
    expect(await remota(b)).toBeDefined();
  });
});
