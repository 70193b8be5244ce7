import { describe, it, expect } from 'vitest';
import { NovoLancamentoSchema, gerarLancamentos } from '../../src/domain/lancamento.ts';
import type { NovoLancamento } from '../../src/domain/lancamento.ts';
import { NovoRecebivelSchema, gerarRecebiveis } from '../../src/domain/recebivel.ts';
import { gerarParcelas, vencimentosParcelas } from '../../src/domain/parcelas.ts';
import { validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

const BANCO = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const CATEGORIA = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5c';
const TITULO = '0190a3f0-1c2d-7e3f-8a9b-000000000000';
const rowId = (i: number) => `0190a3f0-1c2d-7e3f-8a9b-${String(i).padStart(12, '0')}`;

const formBody = {
  descricao: 'Notebook',
  status: 'Pagar',
  data_pagamento: '',
  pagamento: 'Boleto',
  banco: BANCO,
  valor: '1.000,00',
  data: '2028-01-31',
  tipo: 'Com Vencimento',
  vencimento: '2028-01-31',
  metodo: 'Parcelado',
  parcela: '3',
  categorias: '',
  tipo_lancamento: 'Compra',
  observacao: '',
};

function novo(over: Record<string, unknown> = {}): NovoLancamento {
  const result = validate(NovoLancamentoSchema, { ...formBody, ...over });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('posting form validation', () => {
  it('lists every missing field with SPEC messages', () => {
    const result = validate(NovoLancamentoSchema, {});
    expect(!result.ok && result.errors).toEqual({
      descricao: [msg.lancamento.descricaoObrigatoria],
      status: [msg.lancamento.statusObrigatorio],
      pagamento: [msg.lancamento.pagamentoObrigatorio],
      banco: [msg.lancamento.bancoObrigatorio],
      valor: [msg.lancamento.valorObrigatorio],
      data: ['Data é obrigatória.'],
      tipo: ['Tipo de vencimento é obrigatório.'],
      metodo: [msg.lancamento.metodoObrigatorio],
      tipo_lancamento: [msg.lancamento.tipoLancamentoObrigatorio],
    });
  });

  it('asks for the payment date when Pago, the due date when Com Vencimento and the count when Parcelado', () => {
    const result = validate(NovoLancamentoSchema, {
      ...formBody,
      status: 'Pago',
      vencimento: '',
      parcela: '',
    });
    expect(!result.ok && result.errors).toEqual({
      data_pagamento: ['Data de pagamento é obrigatória quando o status for "Pago".'],
      vencimento: [msg.lancamento.vencimentoObrigatorio],
      parcela: ['Parcelas é obrigatório quando o método for "Parcelado".'],
    });
  });

  it('refuses a due date before the posting date and a count outside 2 to 24', () => {
    const result = validate(NovoLancamentoSchema, { ...formBody, vencimento: '2028-01-30', parcela: 25 });
    expect(!result.ok && result.errors).toEqual({
      vencimento: ['A data de vencimento não pode ser anterior à data.'],
      parcela: [msg.lancamento.parcelaFaixa],
    });
    expect(validate(NovoLancamentoSchema, { ...formBody, parcela: '1' }).ok).toBe(false);
  });

  it('refuses Cancelado or D.P.C on creation', () => {
    const result = validate(NovoLancamentoSchema, { ...formBody, status: 'Cancelado' });
    expect(!result.ok && result.errors.status).toEqual([msg.comum.opcaoInvalida]);
  });

  it('clears the fields the form disables', () => {
    const value = novo({
      status: 'Pagar',
      data_pagamento: '2028-01-31',
      tipo: 'Sem vencimento',
      vencimento: '2020-01-01',
      metodo: 'À Vista',
      parcela: 'x',
    });
    expect(value).toMatchObject({
      status: 'Pagar',
      data_pagamento: null,
      tipo: 'Sem Vencimento',
      vencimento: null,
      metodo: 'À vista',
      parcela: null,
    });
  });

  it('accepts optional category, note and client ids matching the instalments', () => {
    const ids = [rowId(1), rowId(2), rowId(3)];
    const value = novo({ categorias: CATEGORIA, observacao: ' obs ', id_titulo: TITULO, ids: JSON.stringify(ids) });
    expect(value).toMatchObject({ categorias: CATEGORIA, observacao: 'obs', id_titulo: TITULO, ids, valor: 100000 });
    const wrong = validate(NovoLancamentoSchema, { ...formBody, ids: [rowId(1)] });
    expect(!wrong.ok && wrong.errors.ids).toEqual([msg.lancamento.idsParcelas]);
  });
});

describe('instalments', () => {
  const ids = { id_titulo: TITULO, ids: [rowId(1), rowId(2), rowId(3)] };

  it('creates 1/3, 2/3, 3/3 sharing the title and adding up to the total', () => {
    const rows = gerarLancamentos(novo(), { banco: 'Itaú', categoria: null }, ids);
    expect(rows.map((r) => [r.parcela, r.quant_parcela, r.valor, r.valor_parcela, r.id_titulo])).toEqual([
      [1, 3, 100000, 33334, TITULO],
      [2, 3, 100000, 33333, TITULO],
      [3, 3, 100000, 33333, TITULO],
    ]);
    expect(rows.map((r) => r.id)).toEqual(ids.ids);
    expect(rows[0]).toMatchObject({
      status: 'Pagar',
      valor_pago: 0,
      data_pagamento: null,
      banco_id: BANCO,
      banco: 'Itaú',
      pagamento: 'Boleto',
      tipo_compra: 'Compra',
      categoria_id: null,
      categoria: null,
      version: 1,
    });
  });

  it('puts due dates on the same day each month: 31 Jan → 29 Feb 2028 → 31 Mar', () => {
    const rows = gerarLancamentos(novo(), { banco: 'Itaú', categoria: null }, ids);
    expect(rows.map((r) => r.vencimento)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('uses 28 Feb in a common year', () => {
    expect(vencimentosParcelas('2027-01-31', 3)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(vencimentosParcelas(null, 2)).toEqual([null, null]);
  });

  it('creates every instalment fully paid when created as Pago', () => {
    const rows = gerarLancamentos(novo({ status: 'Pago', data_pagamento: '05/02/2028' }), { banco: 'Itaú', categoria: null }, ids);
    expect(rows.every((r) => r.status === 'Pago' && r.valor_pago === r.valor_parcela)).toBe(true);
    expect(rows.every((r) => r.data_pagamento === '2028-02-05')).toBe(true);
  });

  it('creates one row for À vista and Indefinido, without due dates when Sem Vencimento', () => {
    for (const metodo of ['À vista', 'Indefinido']) {
      const rows = gerarParcelas(novo({ metodo, tipo: 'Sem Vencimento' }), { id_titulo: TITULO, ids: [rowId(9)] });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ parcela: 1, quant_parcela: 1, valor_parcela: 100000, vencimento: null });
    }
  });

  it('uses the ids sent with the creation and refuses a wrong count', () => {
    const value = novo({ id_titulo: TITULO, ids: ids.ids });
    expect(gerarParcelas(value).map((r) => r.id)).toEqual(ids.ids);
    expect(() => gerarParcelas(novo())).toThrow();
    expect(() => gerarParcelas(novo(), { id_titulo: TITULO, ids: [rowId(1)] })).toThrow();
  });

  it('keeps the category name only with a category id', () => {
    const rows = gerarLancamentos(novo({ categorias: CATEGORIA }), { banco: 'Itaú', categoria: 'Aluguel' }, ids);
    expect(rows[0]).toMatchObject({ categoria_id: CATEGORIA, categoria: 'Aluguel' });
  });
});

describe('receivables', () => {
  it('need neither bank, payment type nor purchase type', () => {
    const result = validate(NovoRecebivelSchema, {
      descricao: 'Consultoria',
      status: 'Pago',
      data_pagamento: '2026-05-10',
      valor: '300.00',
      data: '2026-05-01',
      tipo: 'Com Vencimento',
      vencimento: '2026-05-10',
      metodo: 'Parcelado',
      parcela: 2,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rows = gerarRecebiveis(result.value, { id_titulo: TITULO, ids: [rowId(1), rowId(2)] });
    expect(rows.map((r) => [r.valor_parcela, r.valor_pago, r.vencimento])).toEqual([
      [15000, 15000, '2026-05-10'],
      [15000, 15000, '2026-06-10'],
    ]);
    expect(rows[0]).not.toHaveProperty('banco');
  });

  it('report the same messages as payables', () => {
    const result = validate(NovoRecebivelSchema, { status: 'Pago', tipo: 'Com Vencimento', metodo: 'Parcelado' });
    expect(!result.ok && result.errors).toEqual({
      descricao: [msg.lancamento.descricaoObrigatoria],
      valor: [msg.lancamento.valorObrigatorio],
      data: [msg.lancamento.dataObrigatoria],
      data_pagamento: [msg.lancamento.dataPagamentoObrigatoria],
      vencimento: [msg.lancamento.vencimentoObrigatorio],
      parcela: [msg.lancamento.parcelaObrigatoria],
    });
  });
});
