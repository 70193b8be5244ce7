import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayISO } from '../../src/domain/dates.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { cadastrarFatura, deletarFaturas, pagarFaturas } from '../../src/data/faturas.ts';
import { installFakeServer } from '../data/fake-server.ts';
import type { FakeServer } from '../data/fake-server.ts';
import { freshDb, teardownDb } from '../data/setup-db.ts';

let db: FluxoDb;
let server: FakeServer;
const BANCO = '0190a0e0-0000-7000-8000-0000000000b1';
const id = (n: number) => `0190a0e0-0000-7000-8000-00000000000${n}`;

beforeEach(async () => {
  server = installFakeServer();
  server.handle = (req) => (req.path.startsWith('/api/') ? { status: req.path === '/api/cadastro-fatura' ? 201 : 200, body: { message: 'ok do servidor' } } : null);
  db = freshDb();
  await db.bancos.put({ id: BANCO, banco: 'Itaú', status: true });
});
afterEach(teardownDb);

const fatura = (n: number, status: string, extra: Record<string, unknown> = {}) =>
  ({ id: id(n), descricao: `F${n}`, banco_id: BANCO, banco: 'Itaú', valor: 1000, status, vencimento: '2026-05-10', data_pagamento: null, version: 4, ...extra });

describe('invoice writes', () => {
  it('creates the invoice locally with the bank name and sends the amount as a decimal', async () => {
    const outcome = await cadastrarFatura({ descricao: 'Cartão', status: 'Pagar', banco: BANCO, valor: '1234.56', vencimento: '10/05/2026' });
    expect(outcome).toMatchObject({ kind: 'synced', message: 'ok do servidor' });
    const [row] = await db.faturas.toArray();
    expect(row).toMatchObject({ descricao: 'Cartão', banco: 'Itaú', banco_id: BANCO, valor: 123456, status: 'Pagar', vencimento: '2026-05-10', data_pagamento: null });
    expect(server.requests.at(-1)!.body).toMatchObject({ id: row!.id, banco: BANCO, valor: '1234.56', vencimento: '2026-05-10' });
  });

  it('pays up to three, marking them Pago today and sending the versions seen', async () => {
    await db.faturas.bulkPut([fatura(1, 'Pagar'), fatura(2, 'Pago', { data_pagamento: '2026-01-01' })]);
    const outcome = await pagarFaturas([id(1), id(2)]);
    expect(outcome.kind).toBe('synced');
    expect(await db.faturas.get(id(1))).toMatchObject({ status: 'Pago', data_pagamento: todayISO(), version: 5 });
    expect(await db.faturas.get(id(2))).toMatchObject({ status: 'Pago', data_pagamento: '2026-01-01', version: 4 });
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/pagar-fatura', body: { ids: [id(1), id(2)], versions: { [id(1)]: 4, [id(2)]: 4 } } });
  });

  it('refuses on the device: more than three, a cancelled one, a missing one', async () => {
    await db.faturas.bulkPut([1, 2, 3, 4].map((n) => fatura(n, n === 4 ? 'Cancelado' : 'Pagar')));
    expect(await pagarFaturas([id(1), id(2), id(3), id(4)])).toMatchObject({ kind: 'invalid', message: 'Selecione no máximo 3 faturas para pagar.' });
    expect(await pagarFaturas([id(1), id(4)])).toMatchObject({ kind: 'invalid', message: 'Não é possível pagar lançamentos cancelados.' });
    expect(await pagarFaturas([id(5)])).toMatchObject({ kind: 'invalid', message: 'Registro não encontrado.' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.faturas.get(id(1)))!.status).toBe('Pagar');
  });

  it('deletes on the device and on the server', async () => {
    await db.faturas.bulkPut([fatura(1, 'Pagar'), fatura(2, 'Pagar')]);
    expect((await deletarFaturas([id(1)])).kind).toBe('synced');
    expect(await db.faturas.count()).toBe(1);
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/deletar-fatura', body: { ids: [id(1)] } });
  });
});
