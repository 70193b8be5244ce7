import { describe, it, expect } from 'vitest';
import {
  CancelarTitulosSchema,
  DeletarTitulosSchema,
  InformarPagamentoSchema,
  PagarSchema,
  cancelarGrupo,
  cancelarTitulos,
  expandirGrupos,
  idsTitulo,
  informarPagamento,
  linhasConfirmacao,
  pagar,
  podePagar,
} from '../../src/domain/pagamento.ts';
import type { Titulo } from '../../src/domain/titulo.ts';
import { validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

const HOJE = '2026-05-10';
const A = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const B = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5c';

function parcela(over: Partial<Titulo> = {}): Titulo {
  return {
    id: 'r1',
    id_titulo: 't1',
    descricao: 'Aluguel',
    quant_parcela: 1,
    parcela: 1,
    valor: 10000,
    valor_parcela: 10000,
    valor_pago: 0,
    data: '2026-05-01',
    status: 'Pagar',
    tipo: 'Com Vencimento',
    vencimento: '2026-05-15',
    data_pagamento: null,
    data_cancelamento: null,
    observacao: null,
    metodo: 'À vista',
    version: 1,
    ...over,
  };
}

describe('paying', () => {
  it('moves Pagar to Pago today, fully paid, and records what was left', () => {
    const result = pagar(parcela({ valor_pago: 2500 }), HOJE);
    expect(result).toEqual({
      ok: true,
      value: {
        row: parcela({ status: 'Pago', data_pagamento: HOJE, valor_pago: 10000 }),
        historico: { descricao: msg.pagamento.historicoPagamento, valor: 7500, data: HOJE },
      },
    });
  });

  it('refuses Cancelado and D.P.C', () => {
    expect(pagar(parcela({ status: 'Cancelado' }), HOJE)).toEqual({
      ok: false,
      message: 'Não é possível pagar lançamentos cancelados.',
    });
    expect(pagar(parcela({ status: 'D.P.C' }), HOJE)).toEqual({ ok: false, message: msg.pagamento.pagarDpc });
    expect(podePagar(parcela({ status: 'D.P.C' }))).toBe(false);
  });

  it('leaves an instalment already Pago untouched (e.g. created as Pago)', () => {
    const paid = parcela({ status: 'Pago', valor_pago: 10000, data_pagamento: '2026-05-01' });
    expect(pagar(paid, HOJE)).toEqual({ ok: true, value: { row: paid, historico: null } });
    expect(podePagar(paid)).toBe(false);
  });
});

describe('informing a payment', () => {
  it('adds a partial payment and keeps the instalment open', () => {
    const result = informarPagamento(parcela(), 4000, HOJE);
    expect(result.ok && result.value.row).toMatchObject({ status: 'Pagar', valor_pago: 4000, data_pagamento: null });
    expect(result.ok && result.value.historico).toEqual({ descricao: msg.pagamento.historicoParcial, valor: 4000, data: HOJE });
  });

  it('settles the instalment when nothing remains', () => {
    const result = informarPagamento(parcela({ valor_pago: 4000 }), 6000, HOJE);
    expect(result.ok && result.value.row).toMatchObject({ status: 'Pago', valor_pago: 10000, data_pagamento: HOJE });
    expect(result.ok && result.value.historico?.descricao).toBe(msg.pagamento.historicoQuitacao);
  });

  it('refuses more than what remains, zero, Cancelado, Pago and D.P.C', () => {
    expect(informarPagamento(parcela({ valor_pago: 4000 }), 6001, HOJE)).toEqual({
      ok: false,
      message: 'O valor informado é maior que o valor a pagar.',
    });
    expect(informarPagamento(parcela(), 0, HOJE)).toEqual({ ok: false, message: msg.comum.valorPositivo });
    expect(informarPagamento(parcela({ status: 'Cancelado' }), 1, HOJE)).toEqual({
      ok: false,
      message: 'Não é possível informar pagamento para lançamentos Cancelados.',
    });
    expect(informarPagamento(parcela({ status: 'Pago' }), 1, HOJE)).toEqual({
      ok: false,
      message: 'Não é possível informar pagamento para lançamentos Pagos.',
    });
    expect(informarPagamento(parcela({ status: 'D.P.C' }), 1, HOJE).ok).toBe(false);
  });

  it('reads the form: valor required with its SPEC message', () => {
    const missing = validate(InformarPagamentoSchema, { id: A });
    expect(!missing.ok && missing.errors).toEqual({ valor: ['valor é obrigatório.'] });
    expect(validate(InformarPagamentoSchema, { id: A, valor: '40,00' })).toEqual({
      ok: true,
      value: { id: A, valor: 4000, version: null, data_pagamento: null, versions: {}, historico_id: null },
    });
  });
});

describe('cancelling and deleting groups', () => {
  const group = [
    parcela({ id: 'a', id_titulo: 't1', parcela: 1, quant_parcela: 3, status: 'Pago' }),
    parcela({ id: 'b', id_titulo: 't1', parcela: 2, quant_parcela: 3 }),
    parcela({ id: 'c', id_titulo: 't1', parcela: 3, quant_parcela: 3, status: 'D.P.C' }),
    parcela({ id: 'd', id_titulo: 't2' }),
  ];

  it('marks the open instalments of the group Cancelado and keeps paid ones Pago', () => {
    expect(cancelarGrupo(group.slice(0, 3), HOJE).map((r) => r.status)).toEqual(['Pago', 'Cancelado', 'D.P.C']);
    expect(cancelarTitulos(group, ['t1'], HOJE).map((r) => [r.id, r.status, r.data_cancelamento])).toEqual([['b', 'Cancelado', HOJE]]);
  });

  it('acts on the whole group of each selected row', () => {
    const selected = [group[1]!];
    expect(idsTitulo(selected)).toEqual(['t1']);
    expect(expandirGrupos(group, selected).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('warns about groups with more than one instalment', () => {
    expect(linhasConfirmacao(group, 'canceladas')).toEqual([
      'Atenção! Serão canceladas múltiplas parcelas relacionadas:',
      '• 3 parcelas com ID Título: t1',
      'Deseja continuar?',
    ]);
    expect(linhasConfirmacao(group, 'deletadas')[0]).toBe('Atenção! Serão deletadas múltiplas parcelas relacionadas:');
    expect(linhasConfirmacao([group[3]!], 'deletadas')).toEqual([]);
  });

  it('reads id lists sent as JSON strings by forms', () => {
    expect(validate(PagarSchema, { ids: JSON.stringify([A, B]) })).toEqual({
      ok: true, value: { ids: [A, B], data_pagamento: null, versions: {}, historico_ids: {} },
    });
    expect(validate(CancelarTitulosSchema, { id_titulos: [A] }).ok).toBe(true);
    expect(validate(DeletarTitulosSchema, { id_titulo: `["${B}"]` })).toEqual({ ok: true, value: { id_titulo: [B] } });
    expect(validate(PagarSchema, { ids: '[]' }).ok).toBe(false);
  });

  it('reads the action day and the versions a change was based on, from JSON or form text', () => {
    const form = { ids: [A], data_pagamento: '06/03/2026', versions: JSON.stringify({ [A.toUpperCase()]: '3' }) };
    expect(validate(PagarSchema, form)).toMatchObject({ ok: true, value: { data_pagamento: '2026-03-06', versions: { [A]: 3 } } });
    expect(validate(CancelarTitulosSchema, { id_titulos: [A], versions: { [A]: -1 } })).toMatchObject({
      ok: false, errors: { versions: ['Versões dos registros inválidas.'] },
    });
    expect(validate(PagarSchema, { ids: [A], data_pagamento: '31/02/2026' })).toMatchObject({ ok: false, errors: { data_pagamento: ['Data inválida.'] } });
  });
});
