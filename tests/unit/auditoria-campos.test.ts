import { describe, expect, it } from 'vitest';
import { rotuloCampo } from '../../src/domain/auditoria-campos.ts';
import { rotuloEntidade } from '../../src/domain/auditoria.ts';

describe('the change log’s field labels (decision 352)', () => {
  it('names a field by the label the forms use', () => {
    expect(rotuloCampo('lancamentos', 'valor_pago')).toBe('Valor pago');
    expect(rotuloCampo('lancamentos', 'data_pagamento')).toBe('Data de pagamento');
    expect(rotuloCampo('recebiveis', 'descricao')).toBe('Descrição');
    expect(rotuloCampo('entradas', 'valor_final')).toBe('Valor atual');
  });

  it('uses the table’s own label where its form differs', () => {
    expect(rotuloCampo('pagamentos', 'alvo_id')).toBe('Título pago');
    expect(rotuloCampo('movimentacoes', 'alvo_id')).toBe('Registro');
    expect(rotuloCampo('bancos', 'vencimento')).toBe('Vencimento do cartão');
  });

  it('keeps the name of a field without a label', () => {
    expect(rotuloCampo('lancamentos', 'coluna_nova')).toBe('coluna_nova');
    expect(rotuloCampo('tabela_nova', 'valor_pago')).toBe('Valor pago');
  });
});

describe('the change log’s entities', () => {
  it('names the tables added after the log by their screens', () => {
    expect(rotuloEntidade('extratos')).toBe('Extratos');
    expect(rotuloEntidade('operacoes')).toBe('Operações');
    expect(rotuloEntidade('tabela_nova')).toBe('tabela_nova');
  });
});
