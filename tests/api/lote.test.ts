import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { bancos, idempotencyKeys } from '../../server/db/schema.ts';
import { MAX_PEDIDOS_LOTE } from '../../src/domain/envio.ts';
import { msg } from '../../src/domain/messages.ts';
import { createTestApp, onPostgres } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ITAU = uuidv7();
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
});
afterAll(async () => { await t.close(); });

interface Pedido { chave: string; metodo: string; caminho: string; corpo?: Record<string, unknown> }
interface Resposta { chave: string; status: number; corpo: { message?: string; [k: string]: unknown } | null; repetida: boolean }

const categoria = (descricao: string, id = uuidv7()): Pedido => ({ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-categoria', corpo: { id, descricao } });

async function lote(pedidos: unknown, headers: Record<string, string> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/lote', payload: { pedidos }, headers });
  return { res, body: res.json() as { respostas: Resposta[]; naoProcessados: string[]; message?: string } };
}

async function nomesCategorias(): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: '/api/categorias' });
  return (res.json() as { categorias: { descricao: string }[] }).categorias.map((c) => c.descricao);
}

describe('POST /api/lote', () => {
  it('runs every entry in order through its own route and answers each as it would alone', async () => {
    const banco = uuidv7();
    const pedidos: Pedido[] = [
      { chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-banco', corpo: { id: banco, banco: 'Lote Bank', possui_cartao: false } },
      { chave: uuidv7(), metodo: 'POST', caminho: '/api/update-banco', corpo: { id: banco, banco: 'Lote Bank S.A.', status: 1, version: 1 } },
      categoria('Lote: aluguel'),
    ];
    const { res, body } = await lote(pedidos);
    expect(res.statusCode).toBe(200);
    expect(body.respostas.map((r) => [r.chave, r.status, r.repetida])).toEqual([
      [pedidos[0]!.chave, 201, false], [pedidos[1]!.chave, 200, false], [pedidos[2]!.chave, 201, false],
    ]);
    expect(body.respostas[2]!.corpo?.message).toBe(msg.categoria.cadastrada);
    expect(body.naoProcessados).toEqual([]);
    const lista = (await t.call({ method: 'GET', url: '/api/bancos' })).json() as { bancos: { id: string; banco: string; version: number }[] };
    expect(lista.bancos.find((b) => b.id === banco)).toMatchObject({ banco: 'Lote Bank S.A.', version: 2 });
    expect(await nomesCategorias()).toContain('Lote: aluguel');
  });

  it('stops at a refused entry: the entries before it stay, the rest are not processed', async () => {
    const antes = categoria('Lote: energia');
    const recusada = categoria('lote: ENERGIA');
    const depois = categoria('Lote: água');
    const { res, body } = await lote([antes, recusada, depois]);
    expect(res.statusCode).toBe(200);
    expect(body.respostas.map((r) => r.status)).toEqual([201, 422]);
    expect(body.respostas[1]!.corpo?.message).toBe(msg.categoria.jaExiste);
    expect(body.naoProcessados).toEqual([depois.chave]);
    const nomes = await nomesCategorias();
    expect(nomes.filter((n) => n.toLowerCase() === 'lote: energia')).toEqual(['Lote: energia']);
    expect(nomes).not.toContain('Lote: água');
    // The refusal came from the entry's work: it is stored like a success (decision 140), so a
    // resend of that entry gets the same answer.
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, recusada.chave));
    expect(rows.map((r) => r.responseStatus)).toEqual([422]);
    const sozinha = await t.call({ method: 'POST', url: depois.caminho, payload: depois.corpo, headers: { 'idempotency-key': depois.chave } });
    expect(sozinha.statusCode).toBe(201);
  });

  it('an entry refused after writing part of its work leaves none of it; the entries before it stay', async () => {
    const [b, c] = [uuidv7(), uuidv7()];
    for (const [id, descricao] of [[b, 'Lote: conta B'], [c, 'Lote: conta C']] as const) {
      const res = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
        ids: [id], descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, valor: '10.00',
        data: '2025-03-05', tipo: 'Com Vencimento', vencimento: '2025-03-20', metodo: 'À vista', parcela: '',
        categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
      } });
      expect(res.statusCode).toBe(201);
    }
    // Both payments name the same history id: the first is written, the second collides.
    const historico = uuidv7();
    const antes = categoria('Lote: antes do pagamento');
    const depois = categoria('Lote: depois do pagamento');
    const { body } = await lote([
      antes,
      { chave: uuidv7(), metodo: 'PUT', caminho: '/api/atualizar-pagamento', corpo: { ids: [b, c], historico_ids: { [b]: historico, [c]: historico } } },
      depois,
    ]);
    expect(body.respostas.map((r) => [r.status, r.corpo?.message])).toEqual([[201, msg.categoria.cadastrada], [409, msg.pagamento.jaRegistrado]]);
    expect(body.naoProcessados).toEqual([depois.chave]);
    const rows = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json().lancamentos as { id: string; status: string }[];
    expect(rows.filter((r) => r.id === b || r.id === c).map((r) => r.status)).toEqual(['Pagar', 'Pagar']);
    const nomes = await nomesCategorias();
    expect(nomes).toContain('Lote: antes do pagamento');
    expect(nomes).not.toContain('Lote: depois do pagamento');
    const [key] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, antes.chave));
    expect(key?.responseStatus).toBe(201);
  });

  it('a key already applied (alone or earlier in the batch) replays its stored answer and changes nothing', async () => {
    const primeira = categoria('Lote: internet');
    const alone = await t.call({ method: 'POST', url: primeira.caminho, payload: primeira.corpo, headers: { 'idempotency-key': primeira.chave } });
    expect(alone.statusCode).toBe(201);
    const nova = categoria('Lote: telefone');
    const { body } = await lote([primeira, nova, nova]);
    expect(body.respostas.map((r) => [r.status, r.repetida])).toEqual([[201, true], [201, false], [201, true]]);
    expect(body.respostas[0]!.corpo).toEqual(alone.json());
    expect(body.respostas[2]!.corpo).toEqual(body.respostas[1]!.corpo);
    const nomes = await nomesCategorias();
    expect(nomes.filter((n) => n === 'Lote: internet' || n === 'Lote: telefone').sort()).toEqual(['Lote: internet', 'Lote: telefone']);
    // The same key with other content is refused as alone, and stops the batch.
    const outra = { ...nova, corpo: { id: uuidv7(), descricao: 'Lote: outro' } };
    const reuse = await lote([outra, categoria('Lote: nunca')]);
    expect(reuse.body.respostas.map((r) => [r.status, r.corpo?.message])).toEqual([[422, msg.comum.idempotenciaReutilizada]]);
    expect(await nomesCategorias()).not.toContain('Lote: nunca');
  });

  it('category names stay unique across a batch that creates, renames and deletes them', async () => {
    const id = uuidv7();
    const { body } = await lote([
      categoria('Lote: nome x', id),
      { chave: uuidv7(), metodo: 'POST', caminho: '/api/update-categoria', corpo: { id, descricao: 'Lote: nome y', status: 1, version: 1 } },
      categoria('Lote: nome X'),
      categoria('lote: NOME Y'),
    ]);
    expect(body.respostas.map((r) => r.status)).toEqual([201, 200, 201, 422]);
    const segundo = await lote([
      { chave: uuidv7(), metodo: 'POST', caminho: '/api/deletar-categorias', corpo: { ids: [id] } },
      categoria('lote: nome Y'),
    ]);
    expect(segundo.body.respostas.map((r) => r.status)).toEqual([200, 201]);
    expect((await nomesCategorias()).filter((n) => n.toLowerCase().startsWith('lote: nome')).sort()).toEqual(['Lote: nome X', 'lote: nome Y']);
  });

  it('answers each entry with what the route says, including 404 and a malformed key', async () => {
    const { body } = await lote([{ chave: uuidv7(), metodo: 'PUT', caminho: `/api/usuarios/update/${uuidv7()}`, corpo: { name: 'X', email: 'x@x.com', login: 'xx', password: '', status: 1 } }]);
    expect(body.respostas.map((r) => r.status)).toEqual([404]);
    const curta = await lote([{ ...categoria('Lote: chave curta'), chave: 'curta' }]);
    expect(curta.body.respostas.map((r) => [r.status, r.corpo?.message])).toEqual([[422, msg.comum.dadosInvalidos]]);
  });

  // The former 'every route a batch may carry' test stopped at validation (it could not fail for
  // the reason in its name). Every route a batch may carry now runs inside a real batch to the
  // end, its rows compared with the device's: tests/data/mutacoes-real.test.ts (one scenario per
  // write; a batchable write that did not go through /api/lote fails it).
  it('a batch does real work: a posting created, then paid, in one transaction', async () => {
    const id = uuidv7();
    const idTitulo = uuidv7();
    const { body } = await lote([
      { chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-financas', corpo: {
        ids: [id], id_titulo: idTitulo, descricao: 'Lote: conta', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU,
        valor: '80.00', data: '2025-03-05', tipo: 'Com Vencimento', vencimento: '2025-03-20', metodo: 'À vista', parcela: '',
        categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
      } },
      { chave: uuidv7(), metodo: 'PUT', caminho: '/api/atualizar-pagamento', corpo: { ids: [id] } },
    ]);
    expect(body.respostas.map((r) => r.status), JSON.stringify(body)).toEqual([201, 200]);
    const rows = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json().lancamentos as { id: string; status: string }[];
    expect(rows.find((r) => r.id === id)).toMatchObject({ status: 'Pago' });
  });

  it('every entry runs with the session of the batch', async () => {
    const criado = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'Bia Lote', email: 'bia@lote.test', login: 'bialote', password: 'segredo-longo-1', status: 1 } });
    expect(criado.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'bialote', password: 'segredo-longo-1' } });
    const bia = login.json() as { token: string; user: { id: string } };
    const pedido = categoria('Lote: da Bia');
    const res = await t.app.inject({ method: 'POST', url: '/api/lote', payload: { pedidos: [pedido] }, headers: { authorization: `Bearer ${bia.token}` } });
    expect(res.json().respostas[0].status).toBe(201);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, pedido.chave));
    expect(row?.userId).toBe(bia.user.id);
    // The cookie works as it does alone (the service worker's way).
    const porCookie = await t.app.inject({ method: 'POST', url: '/api/lote', payload: { pedidos: [categoria('Lote: cookie')] }, cookies: { token: bia.token } });
    expect(porCookie.json().respostas[0].status).toBe(201);
    // Without a session, or with a forged one, nothing runs.
    const semSessao = await t.app.inject({ method: 'POST', url: '/api/lote', payload: { pedidos: [categoria('Lote: anônimo')] } });
    expect(semSessao.statusCode).toBe(401);
    const forjado = await t.app.inject({ method: 'POST', url: '/api/lote', payload: { pedidos: [categoria('Lote: forjado')] }, headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forjado.statusCode).toBe(401);
    expect(await nomesCategorias()).not.toContain('Lote: anônimo');
  });

  it('refuses a malformed batch as a whole with a Portuguese message, never a 500', async () => {
    const casos: [unknown, string][] = [
      [undefined, msg.lote.pedidosAusentes],
      [[], msg.lote.pedidosAusentes],
      ['texto', msg.lote.pedidosAusentes],
      [Array.from({ length: MAX_PEDIDOS_LOTE + 1 }, (_, i) => categoria(`Lote: ${i}`)), msg.lote.pedidosDemais(MAX_PEDIDOS_LOTE)],
      [[{ chave: uuidv7(), metodo: 'GET', caminho: '/api/categorias' }], msg.lote.pedidoInvalido],
      [[{ chave: 7, metodo: 'POST', caminho: '/api/cadastro-categoria' }], msg.lote.pedidoInvalido],
      [[{ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-categoria', corpo: [1, 2] }], msg.lote.pedidoInvalido],
      [[{ chave: uuidv7(), metodo: 'POST', caminho: '/api/login', corpo: { login: 'admin', password: 'x' } }], msg.lote.rotaForaDoLote],
      [[{ chave: uuidv7(), metodo: 'POST', caminho: '/api/filtro/lancamentos', corpo: {} }], msg.lote.rotaForaDoLote],
      [[{ chave: uuidv7(), metodo: 'POST', caminho: '/api/lote', corpo: { pedidos: [] } }], msg.lote.rotaForaDoLote],
      [[{ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-categoria?x=1', corpo: {} }], msg.lote.rotaForaDoLote],
      [[categoria('Lote: ok'), { chave: uuidv7(), metodo: 'POST', caminho: '/api/deletar-comprovante', corpo: { ids: [uuidv7()] } }], msg.lote.rotaForaDoLote],
    ];
    for (const [pedidos, message] of casos) {
      const res = await t.call({ method: 'POST', url: '/api/lote', payload: pedidos === undefined ? {} : { pedidos } });
      expect(res.statusCode, JSON.stringify(pedidos)?.slice(0, 80)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect(await nomesCategorias()).not.toContain('Lote: ok');
    const malformado = await t.call({ method: 'POST', url: '/api/lote', payload: '{"pedidos": [', headers: { 'content-type': 'application/json' } });
    expect(malformado.statusCode).toBe(400);
    expect(malformado.json().message).toBe(msg.comum.jsonMalformado);
  });

  it('refuses files: an upload sent to the batch runs nothing', async () => {
    const boundary = '----fluxo';
    const payload = [
      `--${boundary}`, 'Content-Disposition: form-data; name="pedidos"', '', '[]',
      `--${boundary}`, 'Content-Disposition: form-data; name="arquivo[]"; filename="a.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.4',
      `--${boundary}--`, '',
    ].join('\r\n');
    const res = await t.call({ method: 'POST', url: '/api/lote', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(msg.lote.pedidosAusentes);
    const comprovante = await lote([{ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-comprovante', corpo: { descricao: 'x', data: '2025-01-01' } }]);
    expect(comprovante.res.statusCode).toBe(422);
    expect(comprovante.body.message).toBe(msg.lote.rotaForaDoLote);
  });

  it.skipIf(!onPostgres)('an entry whose key is still running elsewhere gets 409 and stops the batch (PostgreSQL)', async () => {
    const pedido = categoria('Lote: ocupada');
    const depois = categoria('Lote: depois da ocupada');
    const other = new pg.Client({ connectionString: (t.app.config.databaseUrl)! });
    await other.connect();
    try {
      await other.query('BEGIN');
      // The key's lock is the sending user's (decision 140): user id, ':', key.
      await other.query("SELECT pg_advisory_xact_lock(hashtextextended((SELECT id::text FROM users WHERE login = 'admin') || ':' || $1, 0))", [pedido.chave]);
      const { body } = await lote([pedido, depois]);
      expect(body.respostas.map((r) => [r.status, r.corpo?.message])).toEqual([[409, msg.comum.requisicaoEmProcessamento]]);
      expect(body.naoProcessados).toEqual([depois.chave]);
      await other.query('ROLLBACK');
    } finally {
      await other.end();
    }
    const again = await lote([pedido, depois]);
    expect(again.body.respostas.map((r) => r.status)).toEqual([201, 201]);
  });
});
