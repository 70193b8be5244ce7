/* One set of CSV reading settings (issue 12 item 8): the payables/receivables import and the bank
   statements both read through csv-leitura.ts, so a blank line and a broken quote count the
   same lines in both. */
import { describe, expect, it } from 'vitest';
import { lerCsv } from '../../src/domain/csv-leitura.ts';
import { lerCsvExtrato } from '../../src/domain/extrato-csv.ts';

const HOJE = '2026-01-31';

describe('CSV settings shared by the import and the statements', () => {
  it('a blank line keeps the lines after it numbered as in the file', () => {
    const importacao = lerCsv('Descrição;Valor;Banco\nLuz;10;Itaú\n\nÁgua;20;Itaú\n');
    expect(importacao.ok && importacao.records.map((r) => r['Descrição'] ?? '')).toEqual(['Luz', '', 'Água', '']);
    const extrato = lerCsvExtrato('Data;Descrição;Valor;Identificador\n01/01/2026;Padaria;-10,00;\n\n02/01/2026;Mercado;dez reais;\n', HOJE);
    expect(extrato.ok && extrato.erros.map((e) => [e.linha, e.campo])).toEqual([[4, 'Valor']]);
  });

  it('a broken quote refuses the file, naming the same line in both', () => {
    // The quote opened on line 3 runs to the end of the file: papaparse names the last line.
    expect(lerCsv('Descrição;Valor;Banco\nLuz;10;Itaú\n"Água;20;Itaú\n')).toMatchObject({ ok: false, message: expect.stringContaining('linha 4') });
    expect(lerCsvExtrato('Data;Descrição;Valor;Identificador\n01/01/2026;Padaria;-10,00;\n02/01/2026;"Mercado;-5,00;\n', HOJE))
      .toMatchObject({ ok: false, message: expect.stringContaining('linha 4') });
  });
});
