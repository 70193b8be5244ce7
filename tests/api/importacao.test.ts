import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { automacaoRegras, bancos, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values([
    { id: uuidv7(), banco: 'Nubank', possuiCartao: true, credito: true, debito: true, vencimento: 10 },
    { id: uuidv7(), banco: 'Itaú', possuiCartao: true, credito: true, vencimento: 5 },
    { id: uuidv7(), banco: 'Inter', possuiCartao: true, credito: true, vencimento: 31 },
    { id: uuidv7(), banco: 'Caixa', possuiCartao: false },
  ]);
});
afterAll(async () => { await t.close(); });

const HEADER = 'Lançamento;Data;Valor;Banco;Vencimento';

async function importar(content: string | Uint8Array<ArrayBuffer>, name = 'cartao.csv', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('csv_file', new Blob([content], { type: 'text/csv' }), name);
  const encoded = new Response(form);
  return t.call({
    method: 'POST', url: '/api/cadastro-importador-cartao', payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...headers },
  });
}

function rowsNamed(...descricoes: string[]) {
  return t.app.db.select().from(lancamentos).where(inArray(lancamentos.descricao, descricoes));
}

describe('POST /api/cadastro-importador-cartao', () => {
  it('imports a UTF-8 file with BOM, semicolons and pt-BR values as Crédito postings', async () => {
    const csv = `\uFEFF${HEADER}\r\nMercado Extra;15/01/2026;1.234,56;nubank;20/02/2026\r\n\r\nFarmácia São João;31/01/2026;89,90;ITAU;\r\n`;
    const res = await importar(csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', linhas_importadas: 2, message: 'Lançamentos importados com sucesso! Linhas Importadas: 2' });
    const rows = await rowsNamed('Mercado Extra', 'Farmácia São João');
    const mercado = rows.find((r) => r.descricao === 'Mercado Extra')!;
    expect(mercado).toMatchObject({
      valor: 123456, valorParcela: 123456, valorPago: 0, data: '2026-01-15', vencimento: '2026-02-20', pagamento: 'Crédito',
      metodo: 'À vista', tipo: 'Com Vencimento', status: 'Pagar', tipoCompra: 'Compra', quantParcela: 1, parcela: 1,
    });
    expect(mercado.idTitulo).toBe(mercado.id);
  });

  it('computes a missing Vencimento with the credit rule (card due day of the next month)', async () => {
    const csv = `${HEADER}\nPosto Shell;31/01/2026;200,00;Itaú;\nLivraria;15/01/2026;50,00;Inter;\n`;
    expect((await importar(csv)).statusCode).toBe(201);
    const rows = await rowsNamed('Posto Shell', 'Livraria');
    expect(rows.find((r) => r.descricao === 'Posto Shell')?.vencimento).toBe('2026-02-05');
    // Due day 31 in February: the month's last day.
    expect(rows.find((r) => r.descricao === 'Livraria')?.vencimento).toBe('2026-02-28');
  });

  it('with the card\'s closing day, a missing Vencimento is the due date of the purchase\'s bill (decision 391)', async () => {
    const banco = uuidv7();
    await t.app.db.insert(bancos).values({ id: banco, banco: 'Cartão Fecha 25', possuiCartao: true, credito: true, vencimento: 5 });
    await t.app.db.insert(automacaoRegras).values({ id: uuidv7(), bancoId: banco, diaFechamento: 25 });
    // On the closing day: in the bill closing that day (due 05/02); the day after: the next bill (05/03).
    // The file's own Vencimento stays as typed.
    const csv = `${HEADER}\nNo fechamento;25/01/2026;10,00;Cartão Fecha 25;\nDepois do fechamento;26/01/2026;20,00;Cartão Fecha 25;\nCom vencimento;26/01/2026;30,00;Cartão Fecha 25;10/02/2026\n`;
    const res = await importar(csv);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await rowsNamed('No fechamento', 'Depois do fechamento', 'Com vencimento');
    expect(Object.fromEntries(rows.map((r) => [r.descricao, r.vencimento]))).toEqual({
      'No fechamento': '2026-02-05', 'Depois do fechamento': '2026-03-05', 'Com vencimento': '2026-02-10',
    });
  });

  it('reads comma-separated files with quoted pt-BR values', async () => {
    const csv = 'lancamento,data,valor,banco,vencimento\nUber Viagem,02/03/2026,"1.045,30",Nubank,\n';
    const res = await importar(csv);
    expect(res.statusCode).toBe(201);
    const [row] = await rowsNamed('Uber Viagem');
    expect(row).toMatchObject({ valor: 104530, vencimento: '2026-04-10' });
  });

  it('reads files saved by spreadsheets in Windows-1252', async () => {
    const bytes = Uint8Array.from(Buffer.from(`${HEADER}\nPão de Açúcar;05/02/2026;10,00;Nubank;\n`, 'latin1'));
    expect((await importar(bytes)).statusCode).toBe(201);
    expect(await rowsNamed('Pão de Açúcar')).toHaveLength(1);
  });

  it('imports nothing when one line is wrong and reports every error with line, field, data and hint', async () => {
    const csv = `${HEADER}\nBoa 1;10/01/2026;10,00;Nubank;\nRuim;32/13/2026;abc;Banco Fantasma;\nBoa 2;10/01/2026;10,00;Caixa;05/01/2026\n`;
    const res = await importar(csv);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', message: 'O arquivo contém erros. Nenhum lançamento foi importado.' });
    expect(body.linhas_com_erro).toEqual(expect.arrayContaining([
      { linha: 3, campo: 'Data', dado: '32/13/2026', valor_correto: 'dd/mm/aaaa' },
      { linha: 3, campo: 'Valor', dado: 'abc', valor_correto: '1.234,56' },
      { linha: 3, campo: 'Banco', dado: 'Banco Fantasma', valor_correto: 'Nome de um banco cadastrado' },
      { linha: 4, campo: 'Banco', dado: 'Caixa', valor_correto: 'Banco com cartão de crédito' },
      { linha: 4, campo: 'Vencimento', dado: '05/01/2026', valor_correto: 'dd/mm/aaaa, igual ou posterior à Data (ou vazio)' },
    ]));
    expect(await rowsNamed('Boa 1', 'Ruim', 'Boa 2')).toEqual([]);
  });

  it('asks for the file when none is sent', async () => {
    const form = new FormData();
    form.append('outro', 'x');
    const encoded = new Response(form);
    const multipart = await t.call({
      method: 'POST', url: '/api/cadastro-importador-cartao', payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(multipart.statusCode).toBe(422);
    expect(multipart.json()).toMatchObject({ status: 'error', message: 'Arquivo é obrigatório.' });
    const json = await t.call({ method: 'POST', url: '/api/cadastro-importador-cartao', payload: {} });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Arquivo é obrigatório.');
  });

  it('refuses files that are not CSV, empty files and a wrong header with clear messages', async () => {
    const cases: [string | Uint8Array<ArrayBuffer>, string, string | RegExp][] = [
      [`${HEADER}\nX;01/01/2026;1,00;Nubank;\n`, 'extrato.pdf', 'O arquivo deve ser um CSV.'],
      [Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x00]), 'binario.csv', 'O arquivo deve ser um CSV.'],
      ['', 'vazio.csv', 'O arquivo não contém lançamentos.'],
      [`\uFEFF${HEADER}\r\n\r\n`, 'so-cabecalho.csv', 'O arquivo não contém lançamentos.'],
      ['Descricao;Data;Valor\nX;01/01/2026;1,00\n', 'errado.csv', /^Cabeçalho inválido\. Colunas ausentes: Lançamento, Banco, Vencimento\./],
      [`${HEADER}\n"Sem fim;01/01/2026;1,00;Nubank;\n`, 'aspas.csv', /^Aspas sem fechamento/],
    ];
    for (const [content, name, message] of cases) {
      const res = await importar(content, name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().status, name).toBe('error');
      expect(res.json().message, name).toMatch(message);
    }
  });

  it('imports once when the same upload is replayed after a lost reply', async () => {
    const key = uuidv7();
    const csv = `${HEADER}\nReenvio Importação;01/02/2026;12,34;Nubank;\n`;
    const first = await importar(csv, 'cartao.csv', { 'idempotency-key': key });
    const replay = await importar(csv, 'cartao.csv', { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await rowsNamed('Reenvio Importação')).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cadastro-importador-cartao', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
