/* Issue 32: the banks' opening balance, a receivable's bank, transferências (create, list, delta,
   delete, idempotent, Portuguese 422s, 401) and GET /api/relatorios/saldos against hand-computed
   balances, and the same figures as the device computes from its synced rows with the same
   function. Runs on PGlite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { rowsFromBody } from '../../src/data/wire.ts';
import type { DadosSaldos } from '../../src/domain/saldos.ts';
import { bancosEmOrdem, saldosEm, saldosWire } from '../../src/domain/saldos.ts';
import { faturas, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ALFA = uuidv7();
const BETA = uuidv7();

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload, headers });

function pago(id: string, banco: string, valor: number, dia: string, pagamento = 'Boleto') {
  return {
    id, idTitulo: id, descricao: `Conta ${dia}`, status: 'Pago' as const, pagamento: pagamento as 'Boleto', tipoCompra: 'Compra' as const,
    bancoId: banco, valor, valorParcela: valor, valorPago: valor, data: dia, tipo: 'Sem Vencimento' as const,
    dataPagamento: dia, metodo: 'À vista' as const,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // Alfa opens on 01/03/2026 with R$ 1.000,00; Beta has no opening balance.
  const alfa = await post('/api/cadastro-banco', { id: ALFA, banco: 'Alfa', saldo_inicial: '1000.00', data_saldo_inicial: '2026-03-01' });
  expect(alfa.statusCode, alfa.body).toBe(201);
  const beta = await post('/api/cadastro-banco', { id: BETA, banco: 'Beta' });
  expect(beta.statusCode, beta.body).toBe(201);
  const db = t.database.db;
  await db.insert(lancamentos).values([
    pago(uuidv7(), ALFA, 20_000, '2026-03-05'),
    // Before Alfa's opening date: already inside the opening figure.
    pago(uuidv7(), ALFA, 10_000, '2026-02-20'),
    // A card purchase leaves the bank through its fatura, never by itself.
    pago(uuidv7(), ALFA, 5_000, '2026-03-08', 'Crédito'),
  ]);
  await db.insert(faturas).values({ id: uuidv7(), descricao: 'Fatura Alfa', bancoId: ALFA, valor: 30_000, status: 'Pago', vencimento: '2026-03-10', dataPagamento: '2026-03-10' });
  const receb = await post('/api/cadastro-recebiveis', {
    descricao: 'Venda', status: 'Pago', data_pagamento: '2026-03-06', valor: '500.00', data: '2026-03-06', tipo: 'Sem Vencimento',
    metodo: 'À vista', banco: BETA,
  });
  expect(receb.statusCode, receb.body).toBe(201);
}, 60_000);

afterAll(async () => { await t?.close(); });

/** POST /api/cadastro-importador-extrato: a preview without an Idempotency-Key, an import with one. */
async function enviarExtrato(banco: string, bytes: Uint8Array, nome: string, chave: string | null) {
  const form = new FormData();
  form.append('banco', banco);
  form.append('previa', chave ? '0' : '1');
  form.append('arquivo', new Blob([bytes as Uint8Array<ArrayBuffer>]), nome);
  const encoded = new Response(form);
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (chave) headers['idempotency-key'] = chave;
  return t.call({ method: 'POST', url: '/api/cadastro-importador-extrato', payload: Buffer.from(await encoded.arrayBuffer()), headers });
}

describe('bancos: saldo inicial', () => {
  it('is created, listed and edited (money as dot decimals); a form without it keeps it', async () => {
    const lista = (await t.call({ method: 'GET', url: '/api/bancos' })).json() as { bancos: { id: string; saldo_inicial: string; data_saldo_inicial: string | null }[] };
    expect(lista.bancos.find((b) => b.id === ALFA)).toMatchObject({ saldo_inicial: '1000.00', data_saldo_inicial: '2026-03-01' });
    expect(lista.bancos.find((b) => b.id === BETA)).toMatchObject({ saldo_inicial: '0.00', data_saldo_inicial: null });
    const id = uuidv7();
    await post('/api/cadastro-banco', { id, banco: `Gama ${id.slice(-6)}`, saldo_inicial: '-25.50', data_saldo_inicial: '2026-01-31' });
    const editado = await post('/api/update-banco', { id, banco: `Gama ${id.slice(-6)}`, status: 1, saldo_inicial: '10.00', data_saldo_inicial: '' });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().banco).toMatchObject({ saldo_inicial: '10.00', data_saldo_inicial: null });
    const semSaldo = await post('/api/update-banco', { id, banco: `Gama ${id.slice(-6)}`, status: 1 });
    expect(semSaldo.json().banco).toMatchObject({ saldo_inicial: '10.00' });
    await post('/api/deletar-bancos', { ids: [id] });
  });

  it('refuses a bad opening balance or date in Portuguese', async () => {
    const res = await post('/api/cadastro-banco', { banco: 'Delta', saldo_inicial: 'abc', data_saldo_inicial: '31/02/2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ saldo_inicial: ['Saldo inicial inválido.'], data_saldo_inicial: ['Data inválida.'] });
  });
});

describe('recebíveis: optional banco', () => {
  it('keeps the bank, and refuses one that does not exist', async () => {
    const rows = (await t.call({ method: 'GET', url: '/api/recebiveis' })).json() as { recebiveis: { descricao: string; banco_id: string | null }[] };
    expect(rows.recebiveis.find((r) => r.descricao === 'Venda')?.banco_id).toBe(BETA);
    const res = await post('/api/cadastro-recebiveis', {
      descricao: 'Outra', status: 'Pagar', valor: '5.00', data: '2026-03-06', tipo: 'Sem Vencimento', metodo: 'À vista', banco: uuidv7(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Banco não encontrado.', errors: { banco: ['Banco não encontrado.'] } });
  });
});

describe('transferências', () => {
  it('creates one idempotently, listed under "transferencias", in the delta and the sync call, audited', async () => {
    const { cursor } = (await t.call({ method: 'GET', url: '/api/transferencias?since=0&limit=10' })).json() as { cursor: string };
    const id = uuidv7();
    const payload = { id, de: ALFA, para: BETA, valor: '150.00', data: '2026-03-07', descricao: 'Reserva' };
    const headers = { 'idempotency-key': `t-${id}` };
    const first = await post('/api/cadastro-transferencia', payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Transferência cadastrada com sucesso!',
      transferencia: { id, de: ALFA, para: BETA, valor: '150.00', data: '2026-03-07', descricao: 'Reserva', version: 1 },
    });
    expect((await post('/api/cadastro-transferencia', payload, headers)).json()).toEqual(first.json());
    const lista = (await t.call({ method: 'GET', url: '/api/transferencias' })).json() as { transferencias: { id: string }[] };
    expect(lista.transferencias.filter((r) => r.id === id)).toHaveLength(1);
    const delta = (await t.call({ method: 'GET', url: `/api/transferencias?since=${cursor}&limit=100` })).json() as { transferencias: { id: string }[] };
    expect(delta.transferencias.map((r) => r.id)).toContain(id);
    const sinc = (await t.call({ method: 'GET', url: `/api/sincronizacao?transferencias=${cursor}` })).json() as { colecoes: { transferencias: { transferencias: { id: string }[] } } };
    expect(sinc.colecoes.transferencias.transferencias.map((r) => r.id)).toContain(id);
    const auditoria = (await t.call({ method: 'GET', url: `/api/auditoria?entidade=transferencias` })).json() as { auditoria?: { registro_id: string }[] };
    expect(JSON.stringify(auditoria)).toContain(id);
  });

  it('refuses zero, negative, the same bank on both sides, an unknown bank and a bad date, in Portuguese', async () => {
    const base = { de: ALFA, para: BETA, valor: '10.00', data: '2026-03-07' };
    const casos: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ valor: '0' }, { valor: ['O valor deve ser maior que zero.'] }],
      [{ valor: '-10.00' }, { valor: ['O valor deve ser maior que zero.'] }],
      [{ para: ALFA }, { para: ['O banco de destino deve ser diferente do banco de origem.'] }],
      [{ para: uuidv7() }, { para: ['Banco não encontrado.'] }],
      [{ de: uuidv7() }, { de: ['Banco não encontrado.'] }],
      [{ data: '2026-02-30' }, { data: ['Data inválida.'] }],
      [{ de: '', valor: '' }, { de: ['Informe o banco de origem.'], valor: ['O valor é obrigatório.'] }],
    ];
    for (const [mudou, errors] of casos) {
      const res = await post('/api/cadastro-transferencia', { ...base, ...mudou });
      expect(res.statusCode, JSON.stringify(mudou)).toBe(422);
      expect(res.json().errors, JSON.stringify(mudou)).toEqual(errors);
    }
  });

  it('deletes by ids (a tombstone in the delta); a bank a transfer names cannot be deleted', async () => {
    const { cursor } = (await t.call({ method: 'GET', url: '/api/transferencias?since=0&limit=10' })).json() as { cursor: string };
    const id = uuidv7();
    await post('/api/cadastro-transferencia', { id, de: BETA, para: ALFA, valor: '1.00', data: '2026-03-09' });
    const emUso = await post('/api/deletar-bancos', { ids: [BETA] });
    expect(emUso.statusCode).toBe(422);
    const res = await post('/api/deletar-transferencias', { ids: [id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Transferências excluídas com sucesso!');
    const delta = (await t.call({ method: 'GET', url: `/api/transferencias?since=${cursor}&limit=100` })).json() as { removidos?: string[] };
    expect(delta.removidos).toContain(id);
    const vazio = await post('/api/deletar-transferencias', {});
    expect(vazio.statusCode).toBe(422);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cadastro-transferencia', payload: { de: ALFA, para: BETA, valor: '1.00', data: '2026-03-07' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/deletar-transferencias', payload: { ids: [uuidv7()] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/transferencias' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/relatorios/saldos' })).statusCode).toBe(401);
  });
});

describe('GET /api/relatorios/saldos', () => {
  it('gives the hand-computed balances: opening, payments, card bill (not its purchases), receipt, transfer', async () => {
    // Alfa: 1000 − 200 (05/03) − 300 fatura (10/03) − 150 transfer (07/03); the 20/02 payment is
    // before its opening date, the card purchase leaves through the fatura. Beta: +500 (06/03) +150.
    const em = async (dia: string) => (await t.call({ method: 'GET', url: `/api/relatorios/saldos?em=${dia}` })).json() as unknown;
    expect(await em('2026-03-31')).toEqual({
      saldos: [{ banco_id: ALFA, banco: 'Alfa', saldo: '350.00' }, { banco_id: BETA, banco: 'Beta', saldo: '650.00' }],
      total: '1000.00',
    });
    expect(await em('2026-03-05')).toMatchObject({ saldos: [{ saldo: '800.00' }, { saldo: '0.00' }], total: '800.00' });
    expect(await em('2026-02-28')).toMatchObject({ saldos: [{ saldo: '1000.00' }, { saldo: '0.00' }], total: '1000.00' });
    // Without `em`: today in São Paulo (everything above is in the past).
    expect(await em('')).toMatchObject({ total: '1000.00' });
  });

  it('refuses a bad date with a Portuguese 422', async () => {
    for (const dia of ['2026-13-01', '31/03/2026', 'ontem']) {
      const res = await t.call({ method: 'GET', url: `/api/relatorios/saldos?em=${encodeURIComponent(dia)}` });
      expect(res.statusCode, dia).toBe(422);
      expect(res.json().errors).toEqual({ em: ['Data inválida: use o formato AAAA-MM-DD.'] });
    }
  });

  it('equals what the device computes from its synced rows with the same function', async () => {
    const get = async (url: string) => (await t.call({ method: 'GET', url })).json() as unknown;
    const locais = {
      bancos: rowsFromBody('bancos', await get('/api/bancos')),
      lancamentos: rowsFromBody('lancamentos', await get('/api/lancamentos')),
      recebiveis: rowsFromBody('recebiveis', await get('/api/recebiveis')),
      faturas: rowsFromBody('faturas', await get('/api/faturas')),
      pagamentos: rowsFromBody('pagamentos', await get('/api/pagamentos')),
      transferencias: rowsFromBody('transferencias', await get('/api/transferencias')),
    } as unknown as DadosSaldos;
    expect(locais.transferencias.length).toBeGreaterThan(0);
    for (const dia of ['2026-02-28', '2026-03-05', '2026-03-07', '2026-03-31']) {
      const servidor = await get(`/api/relatorios/saldos?em=${dia}`);
      expect(servidor, dia).toEqual(saldosWire(saldosEm({ ...locais, bancos: bancosEmOrdem(locais.bancos) }, dia)));
    }
  });
});

describe('the statement closing balance (OFX LEDGERBAL) kept by the import (decision 426)', () => {
  const ofx = new TextEncoder().encode(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260410<TRNAMT>-30.00<FITID>K1<MEMO>Tarifa</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260411<TRNAMT>120.00<FITID>K2<MEMO>Pix recebido</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>-1234.56<DTASOF>20260411</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
  const csv = new TextEncoder().encode('Data;Descrição;Valor;Identificador\r\n12/04/2026;Padaria;-9,90;C1\r\n');

  it('stores it and its day on each line the statement adds; a replay adds nothing; a CSV keeps none', async () => {
    const banco = uuidv7();
    expect((await post('/api/cadastro-banco', { id: banco, banco: `Delta ${banco.slice(-6)}` })).statusCode).toBe(201);
    const chave = `extrato-${banco}`;
    const primeira = await enviarExtrato(banco, ofx, 'abril.ofx', chave);
    expect(primeira.statusCode, primeira.body).toBe(201);
    const replay = await enviarExtrato(banco, ofx, 'abril.ofx', chave);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual(primeira.json());
    expect((await enviarExtrato(banco, csv, 'padaria.csv', `${chave}-csv`)).statusCode).toBe(201);

    const { extratos } = (await t.call({ method: 'GET', url: '/api/extratos' })).json() as {
      extratos: { banco_id: string; descricao: string; saldo_final: string | null; data_saldo_final: string | null }[];
    };
    const linhas = extratos.filter((e) => e.banco_id === banco).map((e) => [e.descricao, e.saldo_final, e.data_saldo_final]).sort();
    expect(linhas).toEqual([
      ['Padaria', null, null],
      ['Pix recebido', '-1234.56', '2026-04-11'],
      ['Tarifa', '-1234.56', '2026-04-11'],
    ]);
  });
});

describe('the statement closing balance (OFX LEDGERBAL) on the import preview', () => {
  const ofx = (saldo: string) => new TextEncoder().encode(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260305<TRNAMT>-200.00<FITID>L1<MEMO>Boleto</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>${saldo}<DTASOF>20260305120000[-3:BRT]</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);

  const previa = (bytes: Uint8Array) => enviarExtrato(ALFA, bytes, 'extrato.ofx', null);

  it("answers the closing balance beside Fluxo's saldo of that bank on that day, and the difference", async () => {
    // Alfa on 05/03: 1000 − 200 = 800 (decision 402); a statement that agrees, and one that does not.
    const igual = await previa(ofx('800.00'));
    expect(igual.statusCode, igual.body).toBe(200);
    expect(igual.json().saldo_extrato).toEqual({ data: '2026-03-05', saldo_extrato: '800.00', saldo_fluxo: '800.00', diferenca: '0.00' });
    const diferente = await previa(ofx('750.50'));
    expect(diferente.json().saldo_extrato).toEqual({ data: '2026-03-05', saldo_extrato: '750.50', saldo_fluxo: '800.00', diferenca: '-49.50' });
  });
});
