import { describe, it, expect } from 'vitest';
import { NovaEntradaSchema, criarEntrada, podeInativarEntrada } from '../../src/domain/entrada.ts';
import { NovoInvestimentoSchema, criarInvestimento, podeInativarInvestimento } from '../../src/domain/investimento.ts';
import { InformeRendimentoSchema, aplicarRendimento, inativar } from '../../src/domain/rendimento.ts';
import { validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

const ID = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const HOJE = '2026-05-10';

describe('income entries', () => {
  it('requires description, value, date and type', () => {
    const result = validate(NovaEntradaSchema, {});
    expect(!result.ok && result.errors).toEqual({
      descricao: [msg.entrada.descricaoObrigatoria],
      valor: ['Valor é obrigatório.'],
      data: ['Data é obrigatória.'],
      tipo: [msg.entrada.tipoObrigatorio],
    });
  });

  it('accepts the form field tipo_lancamento and starts Ativo with equal values', () => {
    const result = validate(NovaEntradaSchema, { descricao: 'Salário', valor: '5.000,00', data: '2026-05-05', tipo_lancamento: 'Reserva' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(criarEntrada(result.value, ID)).toMatchObject({
      id: ID,
      tipo: 'Reserva',
      status: 'Ativo',
      valor_inicial: 500000,
      valor_final: 500000,
      observacao: null,
    });
    expect(validate(NovaEntradaSchema, { descricao: 'x', valor: 1, data: '2026-05-05', tipo: 'Investimento' }).ok).toBe(false);
  });
});

describe('investments', () => {
  it('uses the corrected messages for data and status', () => {
    const result = validate(NovoInvestimentoSchema, { descricao: 'CDB' });
    expect(!result.ok && result.errors).toEqual({
      valor: ['Valor é obrigatório.'],
      data: ['Data é obrigatória.'],
      status: ['Status é obrigatório.'],
    });
  });

  it('has an optional bank and cannot be inactivated when Inativo or Finalizado', () => {
    const result = validate(NovoInvestimentoSchema, { id: ID, descricao: 'CDB', valor: '1000', data: '2026-05-05', status: 'Finalizado', banco: '' });
    expect(result.ok && criarInvestimento(result.value, 'Itaú')).toMatchObject({ banco_id: null, banco: null, status: 'Finalizado' });
    expect(podeInativarInvestimento({ status: 'Ativo' })).toBe(true);
    expect(podeInativarInvestimento({ status: 'Inativo' })).toBe(false);
    expect(podeInativarInvestimento({ status: 'Finalizado' })).toBe(false);
    expect(podeInativarEntrada({ status: 'Inativo' })).toBe(false);
    expect(inativar({ status: 'Ativo' })).toEqual({ ok: true, value: { status: 'Inativo' } });
    expect(inativar({ status: 'Finalizado' })).toEqual({ ok: false, message: msg.rendimento.naoPodeInativar });
  });
});

describe('reporting a yield', () => {
  it('requires value and operation with one message', () => {
    const result = validate(InformeRendimentoSchema, { id: ID });
    expect(!result.ok && result.errors).toEqual({
      valor: ['Valor e operação são obrigatórios.'],
      operacao: ['Valor e operação são obrigatórios.'],
    });
    expect(validate(InformeRendimentoSchema, { id: ID, valor: '12,34', operacao: 'Subtrair' })).toEqual({
      ok: true,
      value: { id: ID, valor: 1234, operacao: 'subtrair', version: null },
    });
  });

  it('adds or subtracts and records a signed history entry', () => {
    const row = { id: ID, valor_final: 10000 };
    expect(aplicarRendimento(row, 500, 'somar', HOJE)).toEqual({
      ok: true,
      value: { row: { id: ID, valor_final: 10500 }, historico: { descricao: msg.rendimento.historicoSomado, valor: 500, data: HOJE } },
    });
    expect(aplicarRendimento(row, 500, 'subtrair', HOJE)).toEqual({
      ok: true,
      value: { row: { id: ID, valor_final: 9500 }, historico: { descricao: msg.rendimento.historicoSubtraido, valor: -500, data: HOJE } },
    });
  });

  it('never takes the value below zero', () => {
    expect(aplicarRendimento({ valor_final: 100 }, 101, 'subtrair', HOJE)).toEqual({
      ok: false,
      message: msg.rendimento.subtracaoMaiorQueSaldo,
    });
    expect(aplicarRendimento({ valor_final: 100 }, 100, 'subtrair', HOJE).ok).toBe(true);
    expect(aplicarRendimento({ valor_final: 100 }, 0, 'somar', HOJE).ok).toBe(false);
  });
});
