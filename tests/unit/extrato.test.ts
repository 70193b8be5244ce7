// Bank statement readers (issue 16): one test per quirk of BRASIL.md, on fixture files written
// for these tests (tests/fixtures/extratos/, invented names and numbers).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodificar } from '../../src/domain/decodificar-bytes.ts';
import { chavesDasLinhas, classificarLinhas } from '../../src/domain/extrato-linha.ts';
import { lerExtrato } from '../../src/domain/extrato-leitura.ts';
import type { ExtratoLido } from '../../src/domain/extrato-linha.ts';
import type { LeituraExtrato } from '../../src/domain/extrato-leitura.ts';
import { ofxParaXml, saldoFinal, valorOfx } from '../../src/domain/extrato-ofx.ts';

const HOJE = '2026-01-31';
const fixture = (nome: string) => new Uint8Array(readFileSync(new URL(`../fixtures/extratos/${nome}`, import.meta.url)));

function ler(nome: string, hoje = HOJE): ExtratoLido {
  const lido: LeituraExtrato = lerExtrato(fixture(nome), hoje);
  if (!lido.ok) throw new Error(lido.message);
  return lido;
}

describe('OFX SGML (unclosed tags, CHARSET 1252 over UTF-8, raw & and ")', () => {
  const lido = ler('ofx-sgml-quirks.ofx');

  it('reads every movement with unclosed and closed leaves mixed', () => {
    expect(lido.formato).toBe('ofx');
    expect(lido.erros).toEqual([]);
    expect(lido.linhas.map((l) => [l.data, l.valor, l.fitid])).toEqual([
      ['2026-01-05', -15000, '20260105001'],
      ['2026-01-10', 250000, '20260110002'],
      ['2026-01-15', -8990, '20260115003'],
    ]);
  });

  it('keeps raw & and " of MEMO as text', () => {
    expect(lido.linhas[0]!.descricao).toBe('PAG BOLETO ALUGUEL SALA & CIA "CENTRO"');
  });

  it('decodes the body by its bytes (UTF-8) although the header says CHARSET:1252', () => {
    expect(lido.linhas[1]!.descricao).toBe('PIX RECEBIDO CLIENTE AÇAÍ PARAÍSO');
  });

  it('reads [-3:BRT] dates as the local day (23:00 on the 10th stays the 10th)', () => {
    expect(lido.linhas[1]!.data).toBe('2026-01-10');
  });

  it('skips the daily balance line and the future line', () => {
    expect(lido.ignoradas).toBe(2);
    expect(lido.linhas.some((l) => /SALDO|FUTURO/.test(l.descricao))).toBe(false);
    // The same file read a month later has the scheduled line.
    expect(ler('ofx-sgml-quirks.ofx', '2026-02-28').linhas).toHaveLength(4);
  });

  it('tags each transaction with its line in the file (CRLF counted once)', () => {
    expect(lido.linhas[0]!.linha).toBe(39);
  });
});

describe('OFX XML (header says UTF-8, bytes are Windows-1252; decimal commas)', () => {
  const lido = ler('ofx-xml-1252.ofx');

  it('falls back to Windows-1252 and keeps the accents', () => {
    expect(lido.linhas[0]!.descricao).toBe('PADARIA SÃO JOÃO & FILHOS');
  });

  it('reads decimal commas, thousands dots, a plus sign and a third zero decimal', () => {
    expect(lido.linhas.map((l) => l.valor)).toEqual([-4250, -123456, 1050]);
    expect(valorOfx('-10.5')).toBe(-1050);
    expect(valorOfx('1.000')).toBe(100);
  });

  it('keeps escaped entities as they were meant and skips SALDO ANTERIOR', () => {
    expect(lido.linhas[2]!.descricao).toBe('ESTORNO & AJUSTE');
    expect(lido.ignoradas).toBe(1);
  });

  it('finds the instalment of a card purchase', () => {
    expect(lido.linhas[1]!.parcela).toEqual({ numero: 2, total: 6 });
  });
});

describe('OFX errors and duplicates', () => {
  it('lists each bad line with its line, field, value and what was expected', () => {
    const lido = ler('ofx-erros.ofx');
    expect(lido.erros).toEqual([
      { linha: 5, campo: 'DTPOSTED', dado: '20261345', valor_correto: expect.stringContaining('AAAAMMDD') },
      { linha: 6, campo: 'TRNAMT', dado: 'sete', valor_correto: expect.stringContaining('1.234,56') },
    ]);
    expect(lido.linhas).toHaveLength(1);
  });

  it('without FITID, keys by date + amount + normalised text + occurrence', () => {
    const lido = ler('ofx-sem-fitid.ofx');
    const chaves = chavesDasLinhas(lido.linhas);
    expect(chaves).toEqual([
      'd:2026-01-12|-750|cafe da esquina|1',
      'd:2026-01-12|-750|cafe da esquina|2',
      'd:2026-01-12|-800|cafe da esquina|1',
    ]);
    // Two coffees of the same price on the same day are two lines, not one duplicate.
    expect(classificarLinhas(lido.linhas, new Set()).map((l) => l.status)).toEqual(['nova', 'nova', 'nova']);
    // Re-reading the same file: every line is a duplicate.
    expect(classificarLinhas(lido.linhas, new Set(chaves)).map((l) => l.status)).toEqual(['duplicada', 'duplicada', 'duplicada']);
  });

  it('the same FITID is a duplicate', () => {
    const lido = ler('ofx-sgml-quirks.ofx');
    const status = classificarLinhas(lido.linhas, new Set(['f:20260110002'])).map((l) => l.status);
    expect(status).toEqual(['nova', 'duplicada', 'nova']);
  });

  it('a file with no <OFX> body or no transactions is refused', () => {
    expect(lerExtrato(new TextEncoder().encode('OFXHEADER:100\n<OFX></OFX>'), HOJE)).toMatchObject({ ok: false });
    expect(ofxParaXml('nada aqui')).toBeNull();
  });
});

describe('bank CSVs', () => {
  it('Nubank cartão: purchases are money out, the bill payment is skipped, instalments found', () => {
    const lido = ler('nubank-cartao.csv');
    expect(lido.formato).toBe('nubank-cartao');
    expect(lido.linhas.map((l) => [l.data, l.valor])).toEqual([['2026-01-03', -12345], ['2026-01-04', -25000], ['2026-01-06', 2000]]);
    expect(lido.linhas[1]!.parcela).toEqual({ numero: 2, total: 6 });
    expect(lido.ignoradas).toBe(1);
  });

  it('Nubank conta: dd/mm/aaaa, signed dot decimals, Identificador as FITID', () => {
    const lido = ler('nubank-conta.csv');
    expect(lido.formato).toBe('nubank-conta');
    expect(lido.linhas.map((l) => [l.data, l.valor, l.fitid])).toEqual([
      ['2026-01-02', -5000, '6770a1b2-0000-4000-8000-000000000001'],
      ['2026-01-03', 120000, '6770a1b2-0000-4000-8000-000000000002'],
    ]);
  });

  it('Inter fatura: BOM, "R$ 1.234,56", "-R$", Tipo Parcela, payment skipped', () => {
    const lido = ler('inter-fatura.csv');
    expect(lido.formato).toBe('inter-fatura');
    expect(lido.linhas.map((l) => [l.descricao, l.valor])).toEqual([
      ['POSTO AVENIDA', -123456], ['LIVRARIA CENTRAL', -8000], ['ESTORNO LIVRARIA', 1000],
    ]);
    expect(lido.linhas[1]!.parcela).toEqual({ numero: 1, total: 2 });
    expect(lido.ignoradas).toBe(1);
  });

  it('Inter conta: Windows-1252, ";", a preamble, raw quotes, balance line skipped', () => {
    const lido = ler('inter-conta.csv');
    expect(lido.formato).toBe('inter-conta');
    expect(lido.linhas.map((l) => [l.linha, l.descricao, l.valor])).toEqual([
      [7, 'Pix enviado: "Padaria Pão & Cia"', -2590], [8, 'Pix recebido: João Açaí', 150000],
    ]);
    expect(lido.ignoradas).toBe(1);
  });

  it('our model: BOM, ";", pt-BR amounts, optional Identificador', () => {
    const lido = ler('modelo.csv');
    expect(lido.formato).toBe('modelo');
    expect(lido.linhas.map((l) => [l.valor, l.fitid])).toEqual([[-350000, null], [1200000, 'ALFA-1']]);
  });

  it('our model with errors: every bad cell named', () => {
    const lido = ler('modelo-erros.csv');
    expect(lido.erros.map((e) => [e.linha, e.campo, e.dado])).toEqual([
      [2, 'Data', '31/02/2026'], [3, 'Valor', 'dez reais'], [4, 'Descrição', ''],
    ]);
  });

  it('an unknown layout is refused with the list of known ones', () => {
    const lido = lerExtrato(new TextEncoder().encode('a;b;c\n1;2;3\n'), HOJE);
    expect(lido).toMatchObject({ ok: false, message: expect.stringContaining('Nubank') });
  });
});

describe('decoding', () => {
  it('drops the BOM, prefers UTF-8, falls back to Windows-1252, refuses binary', () => {
    expect(decodificar(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodificar(new Uint8Array([0x50, 0xe3, 0x6f]))).toBe('Pão');
    expect(decodificar(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
  });

  it("reads a browser File's ArrayBuffer (the CSV import) as it reads the server's bytes", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x50, 0xc3, 0xa3, 0x6f]);
    expect(decodificar(bytes.buffer)).toBe('Pão');
    expect(decodificar(new Uint8Array([0x50, 0xe3, 0x6f]).buffer)).toBe('Pão');
  });
});

describe('the statement closing balance (issue 32)', () => {
  it('reads OFX LEDGERBAL (BALAMT, DTASOF on the bank\'s day), null when absent or unreadable', () => {
    const xml = (corpo: string) => ofxParaXml(`OFXHEADER:100\n<OFX><STMTRS>${corpo}</STMTRS></OFX>`)!;
    expect(saldoFinal(xml('<LEDGERBAL><BALAMT>-1234.5<DTASOF>20260310235959[-3:BRT]</LEDGERBAL>'))).toEqual({ valor: -123450, data: '2026-03-10' });
    expect(saldoFinal(xml('<LEDGERBAL><BALAMT>1.234,56<DTASOF>20260310</LEDGERBAL>'))).toEqual({ valor: 123456, data: '2026-03-10' });
    expect(saldoFinal(xml('<AVAILBAL><BALAMT>10.00<DTASOF>20260310</AVAILBAL>'))).toBeNull();
    expect(saldoFinal(xml('<LEDGERBAL><BALAMT>dez<DTASOF>20260310</LEDGERBAL>'))).toBeNull();
  });
});
