/* The line cap of imports (decision 399) is one rule for the device, which refuses the file before
   queueing it, and the server, which counts while the upload streams in. */
import { describe, expect, it } from 'vitest';
import { lerCsv } from '../../src/domain/csv-leitura.ts';
import { lerExtrato } from '../../src/domain/extrato-leitura.ts';
import { ContadorLinhas, IMPORTACAO_MAX_LINHAS, excedeLinhas } from '../../src/domain/limites-importacao.ts';

const HEADER = 'Lançamento;Data;Valor;Banco;Vencimento\n';
const csv = (linhas: number) => HEADER + 'Posto;15/01/2026;10,00;itau;\n'.repeat(linhas);
const trn = '<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260105\n<TRNAMT>-1.00\n<FITID>x\n</STMTTRN>\n';
const ofx = (n: number) => `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKTRANLIST>\n${trn.repeat(n)}</BANKTRANLIST>\n</OFX>\n`;
const linhasDemais = `O arquivo tem linhas demais (máximo de 20.000). Divida-o em arquivos menores.`;

describe('the import line cap', () => {
  it('allows a header, the cap of lines and a last line end; one more line is refused', () => {
    expect(excedeLinhas(csv(IMPORTACAO_MAX_LINHAS))).toBe(false);
    expect(excedeLinhas(csv(IMPORTACAO_MAX_LINHAS + 1))).toBe(true);
  });

  it('counts OFX transactions, not the lines each spans, in any letter case', () => {
    expect(excedeLinhas(ofx(IMPORTACAO_MAX_LINHAS))).toBe(false);
    expect(excedeLinhas(ofx(IMPORTACAO_MAX_LINHAS + 1))).toBe(true);
    expect(excedeLinhas(ofx(3).toLowerCase(), 2)).toBe(true);
    expect(excedeLinhas(ofx(3).replace(/\n/g, ''), 2)).toBe(true);
  });

  it('counts the same when the text arrives in pieces split anywhere (the server streams it)', () => {
    const texto = ofx(40);
    for (const passo of [1, 2, 5, 8, 9, 10, 64]) {
      const contador = new ContadorLinhas();
      for (let i = 0; i < texto.length; i += passo) contador.contar(texto.slice(i, i + passo));
      expect([passo, contador.excede(39), contador.excede(40)]).toEqual([passo, true, false]);
    }
  });

  it('the device refuses such a file before queueing it, with the server\'s message', () => {
    expect(lerCsv(csv(IMPORTACAO_MAX_LINHAS + 1))).toEqual({ ok: false, message: linhasDemais });
    expect(lerExtrato(new TextEncoder().encode(ofx(IMPORTACAO_MAX_LINHAS + 1)), '2026-01-31')).toEqual({ ok: false, message: linhasDemais });
    expect(lerCsv(csv(2)).ok).toBe(true);
  });
});
