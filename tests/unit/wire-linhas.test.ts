/* Decisions 341/342: the wire schemas are the one list of fields, money read off them, and the
   device's fromWire refuses (in development and tests) a row that does not match its schema. */
import { describe, expect, it } from 'vitest';
import { COLECAO } from '../../src/domain/colecoes.ts';
import { fromWire } from '../../src/data/wire.ts';

const banco = {
  id: '0190A0B0-0000-7000-8000-000000000001', banco: 'Itaú', status: true, possui_cartao: false, credito: false,
  debito: true, vencimento: null, saldo_inicial: '0.00', data_saldo_inicial: null, version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};
const fatura = {
  id: '0190a0b0-0000-7000-8000-000000000004', descricao: 'Fatura março', banco_id: '0190a0b0-0000-7000-8000-000000000001',
  banco: 'Itaú', valor: '812.40', status: 'Pagar', vencimento: '2026-03-10', data_pagamento: null, linha_digitavel: null,
  pix_chave: null, pix_txid: null, version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};
const pagamento = {
  id: '0190a0b0-0000-7000-8000-000000000002', alvo: 'lancamento', alvo_id: '0190a0b0-0000-7000-8000-000000000003',
  descricao: 'Parcial', valor: '1234.56', data: '2026-03-15', version: 1,
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};

const recebivel = {
  id: '0190a0b0-0000-7000-8000-000000000005', id_titulo: '0190a0b0-0000-7000-8000-000000000006', descricao: 'Cliente A',
  quant_parcela: 1, parcela: 1, valor: '300.00', valor_parcela: '300.00', valor_pago: '0.00', data: '2026-03-02',
  status: 'Pagar', tipo: 'Com Vencimento', vencimento: '2026-03-20', data_pagamento: null, data_cancelamento: null,
  observacao: null, metodo: 'À vista', version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};

describe('wire schemas', () => {
  it('list the money fields of each collection (read off the schema, not a second list)', () => {
    expect(COLECAO.lancamentos.money).toEqual(['valor', 'valor_parcela', 'valor_pago']);
    expect(COLECAO.entradas.money).toEqual(['valor_inicial', 'valor_final']);
    expect(COLECAO.operacoes.money).toEqual(['preco', 'custos', 'irrf']);
    expect(COLECAO.fundo_movimentos.money).toEqual(['valor']);
    expect(COLECAO.bancos.money).toEqual(['saldo_inicial']);
    expect(COLECAO.transferencias.money).toEqual(['valor']);
  });

  it('fromWire keeps a matching row, money in cents and the id in lower case', () => {
    expect(fromWire('pagamentos', pagamento)).toMatchObject({ valor: 123456, data: '2026-03-15' });
    expect(fromWire('bancos', banco)?.id).toBe('0190a0b0-0000-7000-8000-000000000001');
  });

  it('fromWire refuses a column the schema does not name, a missing one and a wrong type', () => {
    expect(() => fromWire('bancos', { ...banco, saldo: '10.00' })).toThrow(/saldo: campo sem esquema/);
    const { debito: _, ...semDebito } = banco;
    expect(() => fromWire('bancos', semDebito)).toThrow(/debito/);
    expect(() => fromWire('pagamentos', { ...pagamento, valor: 'dez reais' })).toThrow(/valor/);
    expect(() => fromWire('pagamentos', { ...pagamento, data: '15/03/2026' })).toThrow(/data/);
  });
});

describe('fixed lists on the wire (issue 12 item 4)', () => {
  it('in development and tests a value outside the domain list is refused, naming the field', () => {
    expect(fromWire('faturas', fatura)).toMatchObject({ status: 'Pagar', valor: 81240 });
    expect(() => fromWire('faturas', { ...fatura, status: 'Vencida' })).toThrow(/faturas: linha fora do esquema \(status: /);
    expect(() => fromWire('bancos', banco)).not.toThrow();
    for (const [campo, valor] of [['status', 'Paga'], ['tipo', 'Vencimento'], ['metodo', 'A vista']] as const) {
      expect(() => fromWire('recebiveis', { ...recebivel, [campo]: valor })).toThrow(new RegExp(`\\(${campo}: `));
    }
  });
});
