import { describe, it, expect } from 'vitest';
import { EditarBancoSchema, NovoBancoSchema, normalizarCartao } from '../../src/domain/banco.ts';
import { EditarCategoriaSchema, NovaCategoriaSchema } from '../../src/domain/categoria.ts';
import { AcaoLoteSchema, IdsSchema } from '../../src/domain/lote.ts';
import { validate } from '../../src/domain/validation.ts';

const ID = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';

describe('bank form', () => {
  it('requires the name after trimming', () => {
    const result = validate(NovoBancoSchema, { banco: '   ' });
    expect(result).toEqual({ ok: false, errors: { banco: ['O banco é obrigatório.'] }, message: 'O banco é obrigatório.' });
  });

  it('needs a card type when it has a card, and a due day with credit', () => {
    const noType = validate(NovoBancoSchema, { banco: 'Itaú', possui_cartao: '1', credito: '0', debito: '0' });
    expect(!noType.ok && noType.errors).toEqual({
      credito: ['Selecione pelo menos um tipo de cartão (débito ou crédito).'],
    });
    const noDay = validate(NovoBancoSchema, { banco: 'Itaú', possui_cartao: 'on', credito: 'on', vencimento: '' });
    expect(!noDay.ok && noDay.errors).toEqual({ vencimento: ['Informe a data de vencimento do cartão de crédito.'] });
    const badDay = validate(NovoBancoSchema, { banco: 'Itaú', possui_cartao: true, credito: true, vencimento: 32 });
    expect(!badDay.ok && badDay.message).toBe('Informe a data de vencimento do cartão de crédito.');
  });

  it('shows the first error in the order bank, due day, card', () => {
    const result = validate(NovoBancoSchema, { banco: '', possui_cartao: '1', credito: '1' });
    expect(!result.ok && result.message).toBe('O banco é obrigatório.');
    expect(!result.ok && Object.keys(result.errors)).toEqual(['banco', 'vencimento']);
  });

  it('ignores the due day without credit and card types without a card', () => {
    expect(validate(NovoBancoSchema, { banco: 'Nubank', possui_cartao: '1', debito: '1', vencimento: '10' })).toEqual({
      ok: true,
      value: { id: null, banco: 'Nubank', possui_cartao: true, credito: false, debito: true, vencimento: null, saldo_inicial: 0, data_saldo_inicial: null, status: true },
    });
    expect(validate(NovoBancoSchema, { banco: 'Caixa', possui_cartao: '0', credito: '1', debito: '1', vencimento: 5 })).toEqual({
      ok: true,
      value: { id: null, banco: 'Caixa', possui_cartao: false, credito: false, debito: false, vencimento: null, saldo_inicial: 0, data_saldo_inicial: null, status: true },
    });
    expect(validate(NovoBancoSchema, { id: ID, banco: 'Inter', possui_cartao: 'true', credito: 'true', vencimento: '31' })).toMatchObject({
      ok: true,
      value: { id: ID, credito: true, vencimento: 31 },
    });
  });

  it('clears dependent choices as the form is edited', () => {
    expect(normalizarCartao({ possui_cartao: false, credito: true, debito: true, vencimento: 10 })).toEqual({
      possui_cartao: false,
      credito: false,
      debito: false,
      vencimento: null,
    });
    expect(normalizarCartao({ possui_cartao: true, credito: false, debito: true, vencimento: 10 })).toEqual({
      possui_cartao: true,
      credito: false,
      debito: true,
      vencimento: null,
    });
  });

  it('edits name and status sent as 1/0, defaulting to Ativo', () => {
    expect(validate(EditarBancoSchema, { id: ID, banco: ' Itaú ', status: '0' })).toEqual({
      ok: true,
      value: { id: ID, banco: 'Itaú', status: false, version: null },
    });
    expect(validate(EditarBancoSchema, { banco: 'Itaú' })).toMatchObject({ ok: true, value: { id: null, status: true } });
  });
});

describe('category form', () => {
  it('requires the text with the corrected message', () => {
    expect(validate(NovaCategoriaSchema, {})).toMatchObject({ ok: false, message: 'A categoria é obrigatória.' });
    expect(validate(EditarCategoriaSchema, { descricao: '' })).toMatchObject({ ok: false, message: 'A categoria é obrigatória.' });
  });

  it('reads status from a form', () => {
    expect(validate(EditarCategoriaSchema, { id: ID, descricao: 'Aluguel', status: 'false' })).toMatchObject({
      ok: true,
      value: { descricao: 'Aluguel', status: false },
    });
  });
});

describe('batch actions', () => {
  it('read ids from JSON strings and the action type', () => {
    expect(validate(AcaoLoteSchema, { ids: `["${ID}"]`, tipo: 'inativar' })).toEqual({
      ok: true,
      value: { ids: [ID], tipo: 'inativar' },
    });
    expect(validate(AcaoLoteSchema, { ids: [ID], tipo: 'apagar' }).ok).toBe(false);
    expect(validate(IdsSchema, { ids: [] }).ok).toBe(false);
  });
});
