// Supplier NF-e → contas a pagar on the real app (PGlite here, PostgreSQL with API_DB=postgres):
// POST /api/nfe/ler and POST /api/cadastro-nfe (issue 34 item 2, decision 419).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, categorias, comprovantes, lancamentos } from '../../server/db/schema.ts';
import { chaveDaNota, NFE_PROC, notaNumero, zipDeNotas } from '../fixtures/nfe/notas.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const itau = uuidv7();
const cartao = uuidv7();
const material = uuidv7();
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values([
    { id: itau, banco: 'Itaú', possuiCartao: false },
    { id: cartao, banco: 'Nubank', possuiCartao: true, credito: true, vencimento: 10 },
  ]);
  await t.app.db.insert(categorias).values({ id: material, descricao: 'Material de escritório' });
});
afterAll(async () => { await t.close(); });

const enc = new TextEncoder();

async function enviar(url: string, arquivos: { nome: string; bytes: Uint8Array | string }[], fields: Record<string, string> = {}, headers: Record<string, string> = {}, anonimo = false) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const a of arquivos) form.append('arquivo', new Blob([(typeof a.bytes === 'string' ? enc.encode(a.bytes) : a.bytes) as Uint8Array<ArrayBuffer>]), a.nome);
  const encoded = new Response(form);
  const opts = { method: 'POST' as const, url, payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')!, ...headers } };
  return anonimo ? t.app.inject(opts) : t.call(opts);
}

const grupo = (idTitulo: string) => t.app.db.select().from(lancamentos).where(eq(lancamentos.idTitulo, idTitulo)).orderBy(lancamentos.parcela);

describe('POST /api/nfe/ler', () => {
  it('reads one XML: emitente, número, valor, duplicatas as dot decimals, not imported yet', async () => {
    const res = await enviar('/api/nfe/ler', [{ nome: 'nota.xml', bytes: NFE_PROC }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().nfe).toEqual({
      chave: '35261111222333000181550010000123451123456788', emitente_cnpj: '11222333000181', emitente_nome: 'Papelaria Kalunga & Cia Ltda',
      numero: '12345', serie: '1', emissao: '2026-11-03', valor_total: '2543.92',
      duplicatas: [
        { numero: '001', vencimento: '2026-12-03', valor: '847.98' },
        { numero: '002', vencimento: '2027-01-04', valor: '847.97' },
        { numero: '003', vencimento: '2027-02-03', valor: '847.97' },
      ],
      ibs: null, cbs: null,
    });
    expect(res.json().nfes).toEqual([expect.objectContaining({ arquivo: 'nota.xml', ok: true, ja_importada: false })]);
  });

  it('reads many files and a .zip, each answered by name, a broken one beside the good ones', async () => {
    const res = await enviar('/api/nfe/ler', [
      { nome: 'lote.zip', bytes: zipDeNotas([notaNumero(501), notaNumero(502)]) },
      { nome: 'avulsa.xml', bytes: notaNumero(503) },
      { nome: 'cortada.xml', bytes: notaNumero(504).slice(0, 900) },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ lidas: 3, com_erro: 1 });
    expect(body.nfes.map((n: { arquivo: string; ok: boolean }) => [n.arquivo, n.ok])).toEqual([
      ['lote.zip/nota-1.xml', true], ['lote.zip/nota-2.xml', true], ['avulsa.xml', true], ['cortada.xml', false],
    ]);
    expect(body.nfes[3].erro).toMatch(/incompleto/);
  });

  it('refuses a broken, a non-NF-e and a truncated file with a Portuguese 422 naming the problem', async () => {
    const quebrado = await enviar('/api/nfe/ler', [{ nome: 'q.xml', bytes: '<nfeProc><NFe></nfeProc>' }]);
    expect(quebrado.statusCode).toBe(422);
    expect(quebrado.json().message).toMatch(/não é um XML válido|incompleto/);
    const outro = await enviar('/api/nfe/ler', [{ nome: 'o.xml', bytes: '<?xml version="1.0"?><OFX><BANKMSGSRSV1/></OFX>' }]);
    expect(outro.statusCode).toBe(422);
    expect(outro.json().message).toBe('O arquivo não é uma NF-e: falta o grupo infNFe (nfeProc ou NFe).');
    const cortado = await enviar('/api/nfe/ler', [{ nome: 'c.xml', bytes: NFE_PROC.slice(0, NFE_PROC.indexOf('</cobr>')) }]);
    expect(cortado.statusCode).toBe(422);
    expect(cortado.json().message).toMatch(/incompleto/);
    const zip = await enviar('/api/nfe/ler', [{ nome: 'z.zip', bytes: zipDeNotas([NFE_PROC]).slice(0, 200) }]);
    expect(zip.statusCode).toBe(422);
    expect(zip.json().message).toMatch(/\.zip/);
    const nada = await t.call({ method: 'POST', url: '/api/nfe/ler', payload: {} });
    expect(nada.statusCode).toBe(422);
  });

  it('answers 401 without a session', async () => {
    const res = await enviar('/api/nfe/ler', [{ nome: 'nota.xml', bytes: NFE_PROC }], {}, {}, true);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/cadastro-nfe', () => {
  it('creates one payable group: duplicatas as parcelas to the cent, due dates as written, the XML as its comprovante', async () => {
    const idTitulo = uuidv7();
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    // Uneven duplicatas (an even split of the total would give 847.98 + 847.97 + 847.97).
    const desiguais = NFE_PROC.replace('<vDup>847.98</vDup>', '<vDup>1000.00</vDup>').replace('<vDup>847.97</vDup>', '<vDup>1000.00</vDup>').replace('<vDup>847.97</vDup>', '<vDup>543.92</vDup>');
    const res = await enviar('/api/cadastro-nfe', [{ nome: 'nota-12345.xml', bytes: desiguais }], {
      banco: itau, categoria: material, pagamento: 'Boleto', id_titulo: idTitulo, ids: JSON.stringify(ids),
    }, { 'idempotency-key': uuidv7() });
    expect(res.statusCode).toBe(201);
    const rows = await grupo(idTitulo);
    expect(rows.map((r) => [r.id, r.parcela, r.valorParcela, r.vencimento])).toEqual([
      [ids[0], 1, 100_000, '2026-12-03'], [ids[1], 2, 100_000, '2027-01-04'], [ids[2], 3, 54_392, '2027-02-03'],
    ]);
    expect(rows[0]).toMatchObject({ descricao: 'NF-e nº 12345 — Papelaria Kalunga & Cia Ltda', valor: 254_392, quantParcela: 3, status: 'Pagar', data: '2026-11-03', bancoId: itau, categoriaId: material, pagamento: 'Boleto' });
    const [recibo] = await t.app.db.select().from(comprovantes).where(eq(comprovantes.lancamentoTitulo, idTitulo));
    expect(recibo).toBeDefined();
    expect(res.json().comprovante.arquivos[0]).toMatchObject({ nome_original: 'nota-12345.xml' });
    expect(res.json().lancamentos).toHaveLength(3);

    const lida = await enviar('/api/nfe/ler', [{ nome: 'nota.xml', bytes: NFE_PROC }]);
    expect(lida.json().nfes[0].ja_importada).toBe(true);
  });

  it('the same import sent twice with its key creates one group; the same chave under another key is refused as duplicate', async () => {
    const key = uuidv7();
    const idTitulo = uuidv7();
    const campos = { banco: itau, pagamento: 'Pix', id_titulo: idTitulo };
    const first = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(601) }], campos, { 'idempotency-key': key });
    const replay = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(601) }], campos, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await grupo(idTitulo)).toHaveLength(3);
    const other = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(601) }], { banco: itau, pagamento: 'Pix' }, { 'idempotency-key': uuidv7() });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('A NF-e nº 601 de Papelaria Kalunga & Cia Ltda já foi importada.');
  });

  it('frees the chave once its group was deleted', async () => {
    const idTitulo = uuidv7();
    expect((await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(602) }], { banco: itau, pagamento: 'Boleto', id_titulo: idTitulo })).statusCode).toBe(201);
    await t.app.db.delete(lancamentos).where(eq(lancamentos.idTitulo, idTitulo));
    expect((await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(602) }], { banco: itau, pagamento: 'Boleto' })).statusCode).toBe(201);
  });

  it('a note without duplicatas is one parcela of the total due on its emission date', async () => {
    const semCobr = notaNumero(603).replace(/<cobr>[\s\S]*<\/cobr>/, '');
    const idTitulo = uuidv7();
    expect((await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: semCobr }], { banco: itau, pagamento: 'Boleto', id_titulo: idTitulo })).statusCode).toBe(201);
    expect((await grupo(idTitulo)).map((r) => [r.valorParcela, r.vencimento, r.metodo])).toEqual([[254_392, '2026-11-03', 'À vista']]);
  });

  it('refuses bad input in Portuguese and keeps nothing', async () => {
    const antes = (await t.app.db.select().from(lancamentos)).length;
    const semBanco = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(604) }], { pagamento: 'Boleto' });
    expect(semBanco.statusCode).toBe(422);
    const bancoDesconhecido = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(604) }], { banco: uuidv7(), pagamento: 'Boleto' });
    expect(bancoDesconhecido.statusCode).toBe(422);
    const credito = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(604) }], { banco: cartao, pagamento: 'Crédito' });
    expect(credito.statusCode).toBe(422);
    expect(credito.json().message).toMatch(/fatura/);
    const quebrado = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: '<nfeProc>' }], { banco: itau, pagamento: 'Boleto' });
    expect(quebrado.statusCode).toBe(422);
    const duas = await enviar('/api/cadastro-nfe', [{ nome: 'a.xml', bytes: notaNumero(605) }, { nome: 'b.xml', bytes: notaNumero(606) }], { banco: itau, pagamento: 'Boleto' });
    expect(duas.statusCode).toBe(422);
    const idsErrados = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(604) }], { banco: itau, pagamento: 'Boleto', ids: JSON.stringify([uuidv7()]) });
    expect(idsErrados.statusCode).toBe(422);
    expect((await t.app.db.select().from(lancamentos)).length).toBe(antes);
    expect(chaveDaNota(604)).toHaveLength(44);
  });

  it('answers 401 without a session', async () => {
    const res = await enviar('/api/cadastro-nfe', [{ nome: 'n.xml', bytes: notaNumero(607) }], { banco: itau, pagamento: 'Boleto' }, {}, true);
    expect(res.statusCode).toBe(401);
  });
});
