/* Issue 11 item 7 (decision 140): Idempotency keys are the sending user's, the fingerprint of
   an upload covers its bytes, old keys are pruned by the server, and a refusal raised by the
   work is stored like a success. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { buildApp } from '../../server/app.ts';
import { ttlDays } from '../../server/config.ts';
import { idempotencyKeys } from '../../server/db/schema.ts';
import { createTestApp, testConfig } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let bia: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const password = 'senha-da-bia-longa-1';
  const criado = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'Bia', email: 'bia@idem.test', login: 'biaidem', password, status: 1 } });
  expect(criado.statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'biaidem', password } });
  const body = login.json() as { token: string; user: { id: string } };
  bia = { token: body.token, id: body.user.id };
}, 120_000);
afterAll(async () => { await t.close(); });

const asBia = (opts: Parameters<TestApp['call']>[0]) => t.app.inject({ ...opts, headers: { authorization: `Bearer ${bia.token}`, ...(opts.headers ?? {}) } });
const categoria = (descricao: string) => ({ method: 'POST' as const, url: '/api/cadastro-categoria', payload: { descricao } });

describe('Idempotency-Key per user', () => {
  it("never gives user B the answer stored under user A's key", async () => {
    const key = `chave-${uuidv7()}`;
    const a = await t.call({ ...categoria('Idem: da Ana'), headers: { 'idempotency-key': key } });
    expect(a.statusCode).toBe(201);
    // Same key and same body from Bia: her own request runs (the name is taken: her own 422).
    const sameBody = await asBia({ ...categoria('Idem: da Ana'), headers: { 'idempotency-key': key } });
    expect(sameBody.headers['idempotent-replayed']).toBeUndefined();
    expect(sameBody.json()).not.toEqual(a.json());
    // Same key, other body: her write is applied, not refused as a reused key.
    const other = `chave-${uuidv7()}`;
    expect((await t.call({ ...categoria('Idem: outra da Ana'), headers: { 'idempotency-key': other } })).statusCode).toBe(201);
    const b = await asBia({ ...categoria('Idem: da Bia'), headers: { 'idempotency-key': other } });
    expect(b.statusCode).toBe(201);
    expect((b.json() as { categoria: { descricao: string } }).categoria.descricao).toBe('Idem: da Bia');
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, other));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.userId)).toContain(bia.id);
  });

  it('the same user replaying the key still gets the stored answer', async () => {
    const key = `chave-${uuidv7()}`;
    const first = await asBia({ ...categoria('Idem: replay'), headers: { 'idempotency-key': key } });
    const again = await asBia({ ...categoria('Idem: replay'), headers: { 'idempotency-key': key } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});

const BOUNDARY = '----idem';
function upload(content: string): { payload: Buffer; headers: Record<string, string> } {
  const parts = [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="descricao"\r\n\r\nRecibo idem\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n2026-03-10\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivo"; filename="recibo.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`,
    `--${BOUNDARY}--\r\n`,
  ];
  return { payload: Buffer.from(parts.join('')), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe('the fingerprint of an upload', () => {
  it('covers the bytes: the same key with another file of the same name and size is refused', async () => {
    const key = `chave-${uuidv7()}`;
    const first = upload('AAAAAAAAAA');
    const res = await t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: first.payload, headers: { ...first.headers, 'idempotency-key': key } });
    expect(res.statusCode).toBe(201);
    const same = upload('AAAAAAAAAA');
    const replay = await t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: same.payload, headers: { ...same.headers, 'idempotency-key': key } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = upload('BBBBBBBBBB');
    const changed = await t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: other.payload, headers: { ...other.headers, 'idempotency-key': key } });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(msg.comum.idempotenciaReutilizada);
  });
});

describe('a refusal from inside the work', () => {
  it('is stored under its key: a retry gets the same answer even once the write would pass', async () => {
    const nome = `Idem: recusa ${uuidv7()}`;
    const criada = await t.call(categoria(nome));
    expect(criada.statusCode).toBe(201);
    const key = `chave-${uuidv7()}`;
    const refused = await t.call({ ...categoria(nome), headers: { 'idempotency-key': key } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: msg.categoria.jaExiste, errors: { descricao: [msg.categoria.jaExiste] } });
    // The name is free again; the retry of the same request still answers as the first time.
    const id = (criada.json() as { categoria: { id: string } }).categoria.id;
    expect((await t.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [id] } })).statusCode).toBe(200);
    const retry = await t.call({ ...categoria(nome), headers: { 'idempotency-key': key } });
    expect(retry.statusCode).toBe(422);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(refused.json());
  });

  it('in a batch is stored too, with the entries before it', async () => {
    const nome = `Idem: lote ${uuidv7()}`;
    expect((await t.call(categoria(nome))).statusCode).toBe(201);
    const antes = { chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-categoria', corpo: { descricao: `Idem: antes ${uuidv7()}` } };
    const recusada = { chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-categoria', corpo: { descricao: nome.toUpperCase() } };
    const res = await t.call({ method: 'POST', url: '/api/lote', payload: { pedidos: [antes, recusada] } });
    expect((res.json() as { respostas: { status: number }[] }).respostas.map((r) => r.status)).toEqual([201, 422]);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, recusada.chave));
    expect(row?.responseStatus).toBe(422);
    expect(row?.responseBody).toMatchObject({ message: msg.categoria.jaExiste });
  });

  it('a refusal before the work (validation) still stores nothing', async () => {
    const key = `chave-${uuidv7()}`;
    expect((await t.call({ ...categoria(''), headers: { 'idempotency-key': key } })).statusCode).toBe(422);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

describe('pruning old keys', () => {
  it('reads IDEMPOTENCY_TTL_DAYS as whole days, 90 by default', () => {
    expect(ttlDays(undefined)).toBe(90);
    expect(ttlDays('7')).toBe(7);
    expect(ttlDays('0')).toBe(90);
    expect(ttlDays('abc')).toBe(90);
  });

  it('removes keys older than the configured age when the server starts, keeps the newer', async () => {
    const velha = `velha-${uuidv7()}`;
    const nova = `nova-${uuidv7()}`;
    const row = { userId: bia.id, method: 'POST', path: '/api/x', requestHash: 'h', responseStatus: 200, responseBody: null };
    await t.database.db.insert(idempotencyKeys).values([{ ...row, key: velha }, { ...row, key: nova }]);
    await t.database.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '31 days' WHERE key = ${velha}`);
    await t.database.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '29 days' WHERE key = ${nova}`);
    const other = await buildApp({ config: { ...testConfig(t.app.config.dataDir), idempotencyTtlDays: 30, logger: false }, database: t.database });
    try {
      await other.ready();
      const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, bia.id), sql`${idempotencyKeys.key} IN (${velha}, ${nova})`));
      expect(left.map((r) => r.key)).toEqual([nova]);
    } finally {
      await other.close();
    }
  });
});
