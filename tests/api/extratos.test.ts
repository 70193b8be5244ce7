// Bank statements and conciliação on the real app (PGlite here, PostgreSQL with API_DB=postgres):
// every route of PRODUCT.md "Extratos and conciliação" (issue 16).
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, extratos, lancamentos, recebiveis } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const itau = uuidv7();
const inter = uuidv7();
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values([
    { id: itau, banco: 'Itaú', possuiCartao: false },
    { id: inter, banco: 'Inter', possuiCartao: true, credito: true, vencimento: 10 },
  ]);
});
afterAll(async () => { await t.close(); });

const fixture = (nome: string) => new Uint8Array(readFileSync(new URL(`../fixtures/extratos/${nome}`, import.meta.url)));

async function importar(bytes: Uint8Array, nome: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('arquivo', new Blob([bytes as Uint8Array<ArrayBuffer>]), nome);
  const encoded = new Response(form);
  return t.call({
    method: 'POST', url: '/api/cadastro-importador-extrato', payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

const linhasDo = (banco: string) => t.app.db.select().from(extratos).where(eq(extratos.bancoId, banco));

describe('POST /api/cadastro-importador-extrato', () => {
  it('previa=1 classifies the lines and saves nothing', async () => {
    const res = await importar(fixture('ofx-sgml-quirks.ofx'), 'extrato.ofx', { banco: itau, previa: '1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Today is after the fixture's "future" line, so 4 movements; the balance line is skipped.
    expect(body).toMatchObject({ linhas_importadas: 4, duplicadas: 0, linhas_com_erro: [], ignoradas: 1 });
    expect(body.linhas[0]).toMatchObject({ data: '2026-01-05', valor: '-150.00', status: 'nova' });
    expect(await linhasDo(itau)).toHaveLength(0);
  });

  it('imports the lines with the ids the device chose, and a second import adds nothing', async () => {
    const id = uuidv7();
    const res = await importar(fixture('ofx-sgml-quirks.ofx'), 'extrato.ofx', { banco: itau, previa: '0', ids: JSON.stringify({ 'f:20260105001': id }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ linhas_importadas: 4, duplicadas: 0, linhas_com_erro: [] });
    const rows = await linhasDo(itau);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.id === id)).toMatchObject({ valor: -15000, descricao: 'PAG BOLETO ALUGUEL SALA & CIA "CENTRO"', formato: 'ofx' });

    const again = await importar(fixture('ofx-sgml-quirks.ofx'), 'extrato.ofx', { banco: itau });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ linhas_importadas: 0, duplicadas: 4, message: expect.stringContaining('Nenhuma linha nova') });
    expect(await linhasDo(itau)).toHaveLength(4);
  });

  it('the same file into another bank is new there', async () => {
    const res = await importar(fixture('ofx-sem-fitid.ofx'), 'cafe.ofx', { banco: inter });
    expect(res.json()).toMatchObject({ linhas_importadas: 3, duplicadas: 0 });
    expect((await importar(fixture('ofx-sem-fitid.ofx'), 'cafe.ofx', { banco: inter })).json()).toMatchObject({ linhas_importadas: 0, duplicadas: 3 });
  });

  it('all or nothing: a file with a bad line imports nothing and names line, field, value and hint', async () => {
    const antes = (await linhasDo(itau)).length;
    const res = await importar(fixture('ofx-erros.ofx'), 'erros.ofx', { banco: itau });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      linhas_importadas: 0,
      linhas_com_erro: [
        { linha: 5, campo: 'DTPOSTED', dado: '20261345', valor_correto: expect.any(String) },
        { linha: 6, campo: 'TRNAMT', dado: 'sete', valor_correto: expect.any(String) },
      ],
    });
    expect(await linhasDo(itau)).toHaveLength(antes);
  });

  it('refuses in Portuguese: no file, another type, unknown layout, no bank, unknown bank', async () => {
    const semArquivo = await t.call({ method: 'POST', url: '/api/cadastro-importador-extrato', payload: { banco: itau } });
    expect(semArquivo.statusCode).toBe(422);
    expect(semArquivo.json().message).toBe('Escolha o arquivo do extrato.');
    expect((await importar(fixture('modelo.csv'), 'extrato.pdf', { banco: itau })).json().message).toBe('O arquivo deve ser um OFX ou um CSV.');
    expect((await importar(new TextEncoder().encode('a;b\n1;2\n'), 'x.csv', { banco: itau })).json().message).toContain('Formato não reconhecido');
    expect((await importar(fixture('modelo.csv'), 'm.csv', {})).json().errors.banco).toEqual(['Escolha o banco do extrato.']);
    const fantasma = await importar(fixture('modelo.csv'), 'm.csv', { banco: uuidv7() });
    expect(fantasma.statusCode).toBe(422);
    expect(fantasma.json().message).toBe('Banco não encontrado.');
  });

  it('a card "Parcela 1/2" joins the open instalment of the matching group', async () => {
    const grupo = uuidv7();
    const [p1, p2] = [uuidv7(), uuidv7()];
    const base = { idTitulo: grupo, descricao: 'Livraria Central', pagamento: 'Crédito', tipoCompra: 'Compra', bancoId: inter,
      valor: 16000, valorParcela: 8000, data: '2025-12-20', status: 'Pagar', tipo: 'Com Vencimento', metodo: 'Parcelado', quantParcela: 2 } as const;
    await t.app.db.insert(lancamentos).values([
      { ...base, id: p1, parcela: 1, vencimento: '2026-01-10' }, { ...base, id: p2, parcela: 2, vencimento: '2026-02-10' },
    ]);
    expect((await importar(fixture('inter-fatura.csv'), 'fatura.csv', { banco: inter })).statusCode).toBe(201);
    const rows = await linhasDo(inter);
    expect(rows.find((r) => r.descricao === 'LIVRARIA CENTRAL')).toMatchObject({ parcela: '1/2', lancamentoId: p1, valor: -8000 });
    expect(rows.find((r) => r.descricao === 'POSTO AVENIDA')?.lancamentoId).toBeNull();
  });
});

describe('GET /api/extratos', () => {
  it('lists the lines with wire decimals under "extratos"', async () => {
    const res = await t.call({ method: 'GET', url: '/api/extratos' });
    expect(res.statusCode).toBe(200);
    const { extratos: rows } = res.json() as { extratos: { banco_id: string; valor: string; data: string }[] };
    expect(rows.find((r) => r.banco_id === itau && r.data === '2026-01-05')?.valor).toBe('-150.00');
  });
});

describe('conciliação', () => {
  const aluguel = uuidv7();
  const cliente = uuidv7();
  beforeAll(async () => {
    // Due on Saturday 03/01: effectively Monday 05/01, the statement's day.
    await t.app.db.insert(lancamentos).values({
      id: aluguel, idTitulo: aluguel, descricao: 'Aluguel sala centro', pagamento: 'Boleto', tipoCompra: 'Pagamento', bancoId: itau,
      valor: 15000, valorParcela: 15000, data: '2025-12-20', vencimento: '2026-01-03', status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista',
    });
    await t.app.db.insert(recebiveis).values({
      id: cliente, idTitulo: cliente, descricao: 'Cliente Açaí Paraíso', valor: 250000, valorParcela: 250000, data: '2025-12-01',
      vencimento: '2026-01-09', status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista',
    });
  });

  it('GET /api/conciliacao/sugestoes proposes same amount, effective due date within the window', async () => {
    const res = await t.call({ method: 'GET', url: `/api/conciliacao/sugestoes?banco=${itau}` });
    expect(res.statusCode).toBe(200);
    const { sugestoes } = res.json() as { sugestoes: { extrato_id: string; alvo: string; titulo_id: string; dias: number }[] };
    expect(sugestoes.map((s) => [s.alvo, s.titulo_id, s.dias])).toEqual(expect.arrayContaining([
      ['lancamento', aluguel, 0], ['recebivel', cliente, 1],
    ]));
    expect(sugestoes).toHaveLength(2);
    const bad = await t.call({ method: 'GET', url: '/api/conciliacao/sugestoes?banco=abc' });
    expect(bad.statusCode).toBe(422);
  });

  it('POST /api/conciliar links both pairs; a retried pair is a no-op; another título or amount is refused', async () => {
    const rows = await linhasDo(itau);
    const debito = rows.find((r) => r.valor === -15000)!;
    const credito = rows.find((r) => r.valor === 250000)!;
    const pares = [{ extrato_id: debito.id, lancamento_id: aluguel }, { extrato_id: credito.id, recebivel_id: cliente }];
    const res = await t.call({ method: 'POST', url: '/api/conciliar', payload: { pares } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Conciliação registrada com sucesso!', conciliados: 2 });
    const [ligado] = await t.app.db.select().from(extratos).where(eq(extratos.id, debito.id));
    expect(ligado).toMatchObject({ lancamentoId: aluguel, recebivelId: null });
    expect((await t.call({ method: 'POST', url: '/api/conciliar', payload: { pares } })).statusCode).toBe(200);
    const outro = await t.call({ method: 'POST', url: '/api/conciliar', payload: { pares: [{ extrato_id: debito.id, recebivel_id: cliente }] } });
    expect(outro.json().message).toBe('Esta linha do extrato já está conciliada com outro título.');
    const luz = rows.find((r) => r.valor === -8990)!;
    const valor = await t.call({ method: 'POST', url: '/api/conciliar', payload: { pares: [{ extrato_id: luz.id, lancamento_id: aluguel }] } });
    expect(valor.json().message).toContain('não confere com o valor do título (R$ 150,00)');
    const sugestoes = (await t.call({ method: 'GET', url: `/api/conciliacao/sugestoes?banco=${itau}` })).json().sugestoes;
    expect(sugestoes).toEqual([]);
  });

  it('refuses malformed pairs in Portuguese', async () => {
    for (const pares of [[], 'x', [{ extrato_id: uuidv7() }], [{ extrato_id: uuidv7(), lancamento_id: uuidv7(), recebivel_id: uuidv7() }]]) {
      const res = await t.call({ method: 'POST', url: '/api/conciliar', payload: { pares } });
      expect(res.statusCode).toBe(422);
    }
    const sem = await t.call({ method: 'POST', url: '/api/conciliar', payload: { pares: [{ extrato_id: uuidv7(), lancamento_id: uuidv7() }] } });
    expect(sem.json().message).toBe('Linha de extrato não encontrada.');
  });
});
