// DESIGN §7 (issue 33, decision 434): Pagamento, Tipo de lançamento, Método and Data Pagamento carry
// one name in the lists, the Cadastro's form, the Filtro, the reports' CSV and Auditoria, all read
// from CAMPOS_TITULO.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rotuloCampo } from '../../src/domain/auditoria-campos.ts';
import { CAMPOS_TITULO } from '../../src/domain/messages-campos.ts';
import { MSG_RELATORIOS } from '../../src/domain/messages-relatorios.ts';
import { LANCAMENTO_COLUMNS } from '../../src/features/lancamentos/lancamentos-columns.tsx';
import { RECEBIVEL_COLUMNS } from '../../src/features/lancamentos/recebiveis-columns.tsx';
import { COLUNAS_DETALHE } from '../../src/features/relatorios/detalhe-lancamentos.ts';

const header = (columns: readonly { id: string; header: string }[], id: string) => columns.find((c) => c.id === id)?.header;
const fonte = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('one name per concept (DESIGN §7)', () => {
  it('the payables and receivables lists head the fields by the domain names', () => {
    expect(header(LANCAMENTO_COLUMNS, 'pagamento')).toBe(CAMPOS_TITULO.pagamento);
    expect(header(LANCAMENTO_COLUMNS, 'tipo_compra')).toBe(CAMPOS_TITULO.tipoLancamento);
    expect(header(LANCAMENTO_COLUMNS, 'data_pagamento')).toBe(CAMPOS_TITULO.dataPagamento);
    expect(header(RECEBIVEL_COLUMNS, 'metodo')).toBe(CAMPOS_TITULO.metodo);
    expect(header(RECEBIVEL_COLUMNS, 'data_pagamento')).toBe(CAMPOS_TITULO.dataPagamento);
    // No two columns of a list share a header.
    for (const columns of [LANCAMENTO_COLUMNS, RECEBIVEL_COLUMNS]) {
      const headers = columns.map((c) => c.header);
      expect(new Set(headers).size).toBe(headers.length);
    }
  });

  it('the reports CSV, the report filter and Auditoria use the same names', () => {
    const titulos = COLUNAS_DETALHE.map((c) => c.titulo);
    expect(titulos).toContain(CAMPOS_TITULO.pagamento);
    expect(titulos).toContain(CAMPOS_TITULO.dataPagamento);
    expect(titulos).not.toContain('Método'); // the column holds Crédito/Pix…: it was the slip
    expect(MSG_RELATORIOS.metodo).toBe(CAMPOS_TITULO.pagamento);
    expect(rotuloCampo('lancamentos', 'pagamento')).toBe(CAMPOS_TITULO.pagamento);
    expect(rotuloCampo('lancamentos', 'tipo_compra')).toBe(CAMPOS_TITULO.tipoLancamento);
    expect(rotuloCampo('recebiveis', 'metodo')).toBe(CAMPOS_TITULO.metodo);
    expect(rotuloCampo('lancamentos', 'data_pagamento')).toBe(CAMPOS_TITULO.dataPagamento);
  });

  it('the Cadastro, the edit dialog and the Filtro label the fields from the constant, never retyped', () => {
    const arquivos = [
      'src/features/cadastro/lancamento-form.tsx', 'src/features/cadastro/titulo-fields.tsx',
      'src/features/lancamentos/editar-lancamento-campos.tsx', 'src/features/lancamentos/filtro-modal.tsx',
    ];
    const todos = arquivos.map(fonte).join('\n');
    for (const nome of ['pagamento', 'tipoLancamento', 'metodo', 'dataPagamento'] as const) {
      expect(todos, nome).toContain(`CAMPOS_TITULO.${nome}`);
    }
    for (const texto of arquivos.map(fonte)) {
      expect(texto).not.toMatch(/(label|legend)="(Pagamento|Tipo de [Ll]ançamento|Método|Data Pagamento|Forma de pagamento)"/);
    }
  });
});
