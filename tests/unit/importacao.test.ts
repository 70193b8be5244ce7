import { describe, it, expect } from 'vitest';
import {
  ImportacaoSchema,
  TEMPLATE_CSV_CONTENT,
  linhaVazia,
  TEMPLATE_CSV_HEADER,
  indexarBancosPorNome,
  validarCabecalho,
  validarImportacao,
  validarLinhaCsv,
} from '../../src/domain/importacao.ts';
import type { BancoImportacao } from '../../src/domain/importacao.ts';
import { validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

const bancos: BancoImportacao[] = [
  { id: 'b-itau', banco: 'Itaú', possui_cartao: true, credito: true, vencimento: 31 },
  { id: 'b-caixa', banco: 'Caixa', possui_cartao: false, credito: false, vencimento: null },
];
const porNome = indexarBancosPorNome(bancos);
const linha = (over: Record<string, string> = {}) => ({
  Lançamento: 'Mercado',
  Data: '15/04/2026',
  Valor: '1.234,56',
  Banco: 'itau',
  Vencimento: '',
  ...over,
});

describe('CSV template', () => {
  it('has the five SPEC columns', () => {
    expect(TEMPLATE_CSV_HEADER).toEqual(['Lançamento', 'Data', 'Valor', 'Banco', 'Vencimento']);
    expect(TEMPLATE_CSV_CONTENT.startsWith('\uFEFFLançamento;Data;Valor;Banco;Vencimento\r\n# Exemplo: ')).toBe(true);
    expect(TEMPLATE_CSV_CONTENT).toContain('Formatos: Data e Vencimento dd/mm/aaaa');
    // The notes are skipped like blank lines, so the template imported unchanged imports nothing.
    expect(linhaVazia({ 'Lançamento': '# Exemplo: Material de escritório - Kalunga', Data: '15/03/2026' })).toBe(true);
    expect(linhaVazia({ 'Lançamento': 'Papel # A4', Data: '15/03/2026' })).toBe(false);
    expect(validarCabecalho(['\uFEFFlancamento', 'DATA', 'Valor', 'Banco', 'Vencimento'])).toBeNull();
    expect(validarCabecalho(['Lançamento', 'Data'])).toBe(msg.importacao.cabecalhoInvalido('Valor, Banco, Vencimento'));
  });
});

describe('CSV line validation', () => {
  it('with the card\'s closing day, the due date is the purchase\'s bill\'s, as on the Cadastro (decision 391)', () => {
    const fecha = indexarBancosPorNome([{ id: 'b-f', banco: 'Fecha', possui_cartao: true, credito: true, vencimento: 5, dia_fechamento: 25 }]);
    const venc = (Data: string) => {
      const r = validarLinhaCsv(linha({ Banco: 'Fecha', Data }), 2, fecha);
      return r.ok ? r.lancamento.vencimento : null;
    };
    expect(venc('25/01/2026')).toBe('2026-02-05');
    expect(venc('26/01/2026')).toBe('2026-03-05');
  });

  it('creates a Crédito À vista posting with the card due date when Vencimento is empty', () => {
    const result = validarLinhaCsv(linha(), 2, porNome);
    expect(result).toEqual({
      ok: true,
      lancamento: expect.objectContaining({
        descricao: 'Mercado',
        pagamento: 'Crédito',
        metodo: 'À vista',
        status: 'Pagar',
        banco: 'b-itau',
        valor: 123456,
        data: '2026-04-15',
        tipo: 'Com Vencimento',
        vencimento: '2026-05-31',
      }),
    });
  });

  it('keeps a given due date', () => {
    const result = validarLinhaCsv(linha({ Vencimento: '20/04/2026', Data: '2026-04-15' }), 2, porNome);
    expect(result.ok && result.lancamento.vencimento).toBe('2026-04-20');
  });

  it('lists every bad field with what was found and the expected format', () => {
    const result = validarLinhaCsv(
      { Lançamento: ' ', Data: '31/02/2026', Valor: '12,345', Banco: 'Nubank', Vencimento: 'amanhã' },
      7,
      porNome,
    );
    expect(result).toEqual({
      ok: false,
      erros: [
        { linha: 7, campo: 'Lançamento', dado: '', valor_correto: 'Texto não vazio' },
        { linha: 7, campo: 'Data', dado: '31/02/2026', valor_correto: 'dd/mm/aaaa' },
        { linha: 7, campo: 'Valor', dado: '12,345', valor_correto: '1.234,56' },
        { linha: 7, campo: 'Banco', dado: 'Nubank', valor_correto: 'Nome de um banco cadastrado' },
        { linha: 7, campo: 'Vencimento', dado: 'amanhã', valor_correto: msg.importacao.dicaVencimento },
      ],
    });
  });

  it('needs a bank with a credit card and a due date not before the date', () => {
    const semCartao = validarLinhaCsv(linha({ Banco: 'Caixa' }), 3, porNome);
    expect(!semCartao.ok && semCartao.erros.map((e) => [e.campo, e.valor_correto])).toEqual([['Banco', 'Banco com cartão de crédito']]);
    const antes = validarLinhaCsv(linha({ Vencimento: '14/04/2026' }), 3, porNome);
    expect(!antes.ok && antes.erros.map((e) => e.campo)).toEqual(['Vencimento']);
    const negativo = validarLinhaCsv(linha({ Valor: '-10,00' }), 3, porNome);
    expect(!negativo.ok && negativo.erros.map((e) => e.campo)).toEqual(['Valor']);
  });
});

describe('whole file', () => {
  it('imports nothing when any line fails, reporting every bad line', () => {
    const result = validarImportacao([linha(), linha({ Valor: 'x' }), linha({ Data: '' })], bancos);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.erros.map((e) => [e.linha, e.campo])).toEqual([
      [3, 'Valor'],
      [4, 'Data'],
    ]);
  });

  it('skips blank lines and refuses an empty file', () => {
    const blank = { Lançamento: '', Data: '', Valor: '', Banco: '', Vencimento: '' };
    const ok = validarImportacao([linha(), blank, linha({ Lançamento: 'Farmácia' })], bancos);
    expect(ok.ok && ok.lancamentos.map((l) => l.descricao)).toEqual(['Mercado', 'Farmácia']);
    expect(validarImportacao([blank], bancos)).toEqual({ ok: false, message: msg.importacao.arquivoVazio, erros: [] });
  });

  it('requires a CSV file', () => {
    expect(validate(ImportacaoSchema, {})).toMatchObject({ ok: false, message: 'Arquivo é obrigatório.' });
    expect(validate(ImportacaoSchema, { csv_file: { name: 'a.xlsx', size: 1 } })).toMatchObject({ ok: false, message: msg.importacao.arquivoNaoCsv });
    expect(validate(ImportacaoSchema, { csv_file: [{ name: 'a.CSV', size: 1 }] }).ok).toBe(true);
  });
});
