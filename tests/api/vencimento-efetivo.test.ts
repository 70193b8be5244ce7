/* Issue 15 on the server: the tributo flag on categories and postings (decision 221), invoices that
   keep the boleto line and Pix (decision 222), and `vencimento_efetivo` in the GET list answers of
   payables, receivables and invoices, computed with the database's holidays and tax categories
   (decision 223). Weekdays: 2026-01-31 Sat, 01-30 Fri, 02-02 Mon; Carnaval Tue 17/02 → Ash Wed
   18/02; 19/03/2026 Thu (an administrator holiday here) → Fri 20/03. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, feriados, lancamentos, recebiveis } from '../../server/db/schema.ts';
import { vencimentoEfetivo } from '../../src/domain/vencimento-efetivo.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const BANCO = uuidv7();
const IMPOSTOS = uuidv7();
const LINHA = '34191090080000015000300000000000213600000125050';

type Row = Record<string, unknown> & { id: string; descricao: string; vencimento: string | null; vencimento_efetivo?: string | null };

async function lista(url: string, key: string): Promise<Row[]> {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json() as Record<string, Row[]>)[key]!;
}
const por = (rows: Row[], descricao: string) => rows.find((r) => r.descricao === descricao)!;

async function postar(url: string, payload: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}

const POSTING = {
  status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: BANCO, data: '2026-01-05', tipo: 'Com Vencimento',
  metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '', valor: '10.00',
};

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: BANCO, banco: 'Itaú' });
  await t.database.db.insert(feriados).values({ id: uuidv7(), data: '2026-03-19', nome: 'Feriado municipal' });
  await postar('/api/cadastro-categoria', { id: IMPOSTOS, descricao: 'Impostos', tributo: 1 });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Boleto sábado', vencimento: '2026-01-31' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'DARF próprio', vencimento: '2026-01-31', tributo: 1 });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Na categoria de impostos', vencimento: '2026-01-31', categorias: IMPOSTOS });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Carnaval', vencimento: '2026-02-17' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Feriado municipal', vencimento: '2026-03-19' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Sem vencimento', tipo: 'Sem Vencimento', vencimento: '' });
  // A year the calendar does not compute (typed by mistake): weekends still move, as in the domain.
  const longe = { idTitulo: uuidv7(), valor: 100, valorParcela: 100, data: '2150-01-01', status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista' } as const;
  await t.database.db.insert(lancamentos).values([
    { ...longe, id: uuidv7(), descricao: 'Sábado de 2150', pagamento: 'Pix' as const, tipoCompra: 'Compra' as const, bancoId: BANCO, vencimento: '2150-01-03' },
    { ...longe, id: uuidv7(), descricao: 'Tributo de 2150', pagamento: 'Pix' as const, tipoCompra: 'Compra' as const, bancoId: BANCO, vencimento: '2150-01-04', tributo: true },
  ]);
  await t.database.db.insert(recebiveis).values({ ...longe, id: uuidv7(), descricao: 'Cliente sábado', data: '2026-01-05', vencimento: '2026-01-31' });
  await postar('/api/cadastro-fatura', {
    descricao: 'Fatura com boleto', status: 'Pagar', data_pagamento: '', banco: BANCO, valor: '1250.50', vencimento: '2026-02-17',
    linha_digitavel: LINHA, pix_chave: 'contas@padaria.com.br', pix_txid: 'FAT202602',
  });
  await postar('/api/cadastro-fatura', { descricao: 'Fatura simples', status: 'Pagar', data_pagamento: '', banco: BANCO, valor: '10.00', vencimento: '2026-01-31' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('vencimento_efetivo in GET /api/lancamentos, /api/recebiveis, /api/faturas', () => {
  it('payables: next business day, the previous one for taxes (own flag or category), null without a due date', async () => {
    for (const url of ['/api/lancamentos', '/api/lancamentos?since=0&limit=3']) {
      const rows = url.includes('limit') ? [
        ...await lista(url, 'lancamentos'), ...await lista('/api/lancamentos?since=0&limit=20000', 'lancamentos'),
      ] : await lista(url, 'lancamentos');
      expect(por(rows, 'Boleto sábado').vencimento_efetivo).toBe('2026-02-02');
      expect(por(rows, 'DARF próprio')).toMatchObject({ tributo: true, vencimento_efetivo: '2026-01-30' });
      expect(por(rows, 'Na categoria de impostos')).toMatchObject({ tributo: false, vencimento_efetivo: '2026-01-30' });
      expect(por(rows, 'Carnaval').vencimento_efetivo).toBe('2026-02-18');
      expect(por(rows, 'Feriado municipal').vencimento_efetivo).toBe('2026-03-20');
      expect(por(rows, 'Sem vencimento').vencimento_efetivo).toBeNull();
      expect(por(rows, 'Sábado de 2150').vencimento_efetivo).toBe('2150-01-05'); // Sat → Mon
      expect(por(rows, 'Tributo de 2150').vencimento_efetivo).toBe('2150-01-02'); // Sun → Fri
    }
  });

  it('every payable equals the domain function run with the same holidays and tax categories', async () => {
    const rows = await lista('/api/lancamentos', 'lancamentos');
    const agenda = { feriados: new Set(['2026-03-19']), categoriasTributo: new Set([IMPOSTOS]) };
    expect(rows.length).toBe(8);
    for (const row of rows) expect(row.vencimento_efetivo, row.descricao).toBe(vencimentoEfetivo(row as never, agenda));
  });

  it('receivables and invoices; the invoice keeps its boleto line, Pix key and txid', async () => {
    expect(por(await lista('/api/recebiveis', 'recebiveis'), 'Cliente sábado').vencimento_efetivo).toBe('2026-02-02');
    const faturas = await lista('/api/faturas', 'faturas');
    expect(por(faturas, 'Fatura com boleto')).toMatchObject({
      vencimento: '2026-02-17', vencimento_efetivo: '2026-02-18', linha_digitavel: LINHA, pix_chave: 'contas@padaria.com.br', pix_txid: 'FAT202602',
    });
    expect(por(faturas, 'Fatura simples')).toMatchObject({ vencimento_efetivo: '2026-02-02', linha_digitavel: null, pix_chave: null });
  });

  it('the Vencimento filter finds a tax typed on Saturday on the Friday before, and answers its effective date', async () => {
    const res = await t.call({ method: 'POST', url: '/api/filtro/lancamentos', payload: { vencimento1: '2026-01-30', vencimento2: '2026-01-30' } });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { filtro_lancamento: Row[] }).filtro_lancamento;
    expect(rows.map((r) => r.descricao).sort()).toEqual(['DARF próprio', 'Na categoria de impostos']);
    expect(rows.every((r) => r.vencimento_efetivo === '2026-01-30')).toBe(true);
  });
});

describe('the tributo flag on categories', () => {
  it('is kept on create, unchanged by an edit that does not send it, and can be turned off', async () => {
    const cats = () => lista('/api/categorias', 'categorias');
    expect((await cats()).find((c) => c.id === IMPOSTOS)).toMatchObject({ tributo: true });
    await postar('/api/update-categoria', { id: IMPOSTOS, descricao: 'Impostos federais', status: 1 });
    expect((await cats()).find((c) => c.id === IMPOSTOS)).toMatchObject({ descricao: 'Impostos federais', tributo: true });
    await postar('/api/update-categoria', { id: IMPOSTOS, descricao: 'Impostos federais', status: 1, tributo: 0 });
    expect((await cats()).find((c) => c.id === IMPOSTOS)).toMatchObject({ tributo: false });
    // The posting in it is now a plain bill: Sat 31/01 → Mon 02/02.
    expect(por(await lista('/api/lancamentos', 'lancamentos'), 'Na categoria de impostos').vencimento_efetivo).toBe('2026-02-02');
    await postar('/api/update-categoria', { id: IMPOSTOS, descricao: 'Impostos federais', status: 1, tributo: 1 });
  });

  it('refuses a flag that is not a yes/no in Portuguese', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao: 'Taxas', tributo: 'talvez' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { tributo: [expect.any(String)] } });
    const posting = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: { ...POSTING, descricao: 'X', vencimento: '2026-01-31', tributo: 'x' } });
    expect(posting.statusCode).toBe(422);
  });
});
