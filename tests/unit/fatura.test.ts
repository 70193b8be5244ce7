import { describe, it, expect } from 'vitest';
import { NovaFaturaSchema, PagarFaturasSchema, criarFatura, pagarFatura, textoVencimento } from '../../src/domain/fatura.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

const ids = Array.from({ length: 4 }, (_, i) => `0190a3f0-1c2d-7e3f-8a9b-00000000000${i}`);

describe('invoice form', () => {
  it('reports SPEC messages with the corrected due-date text', () => {
    const result = validate(NovaFaturaSchema, { status: 'Pago' });
    expect(!result.ok && result.errors).toEqual({
      descricao: ['Descrição é obrigatório.'],
      banco: ['Banco é obrigatório.'],
      valor: ['Valor é obrigatório.'],
      vencimento: ['Vencimento é obrigatório.'],
      data_pagamento: ['Data de pagamento é obrigatória quando o status for "Pago".'],
    });
    const noStatus = validate(NovaFaturaSchema, {});
    expect(!noStatus.ok && noStatus.errors.status).toEqual(['Status é obrigatório.']);
  });

  it('creates an invoice row, dropping the payment date unless Pago', () => {
    const result = validate(NovaFaturaSchema, {
      id: ids[0],
      descricao: 'Cartão Itaú',
      status: 'Pagar',
      data_pagamento: '2026-05-01',
      banco: ids[1],
      valor: '2.500,00',
      vencimento: '10/05/2026',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(criarFatura(result.value, 'Itaú')).toEqual({
      id: ids[0],
      descricao: 'Cartão Itaú',
      banco_id: ids[1],
      banco: 'Itaú',
      valor: 250000,
      status: 'Pagar',
      vencimento: '2026-05-10',
      data_pagamento: null,
      version: 1,
    });
  });

  it('pays one to three invoices at once', () => {
    expect(validate(PagarFaturasSchema, { ids: JSON.stringify(ids.slice(0, 3)) }).ok).toBe(true);
    const four = validate(PagarFaturasSchema, { ids });
    expect(!four.ok && four.message).toBe(msg.fatura.limitePagamento);
    expect(validate(PagarFaturasSchema, { ids: [] }).ok).toBe(false);
  });

  it('refuses to pay Cancelado and leaves Pago unchanged', () => {
    expect(pagarFatura({ status: 'Pagar', data_pagamento: null }, '2026-05-10')).toEqual({
      ok: true,
      value: { status: 'Pago', data_pagamento: '2026-05-10' },
    });
    expect(pagarFatura({ status: 'Cancelado', data_pagamento: null }, '2026-05-10')).toEqual({
      ok: false,
      message: 'Não é possível pagar lançamentos cancelados.',
    });
    const paid = { status: 'Pago' as const, data_pagamento: '2026-05-01' };
    expect(pagarFatura(paid, '2026-05-10')).toEqual({ ok: true, value: paid });
  });
});

describe('invoice due-date texts', () => {
  const pagar = (vencimento: string | null) => ({ status: 'Pagar' as const, vencimento, data_pagamento: null });
  const pago = (data_pagamento: string | null) => ({ status: 'Pago' as const, vencimento: '2026-05-10', data_pagamento });

  it('counts days to the due date of unpaid invoices', () => {
    expect(textoVencimento(pagar('2026-05-15'), '2026-05-10')).toBe('5 dias para vencer');
    expect(textoVencimento(pagar('2026-05-11'), '2026-05-10')).toBe('1 dia para vencer');
    expect(textoVencimento(pagar('2026-05-10'), '2026-05-10')).toBe('Vence hoje');
    expect(textoVencimento(pagar('2026-05-09'), '2026-05-10')).toBe('Vencido há 1 dia');
    expect(textoVencimento(pagar('2026-04-30'), '2026-05-10')).toBe('Vencido há 10 dias');
    expect(textoVencimento(pagar(null), '2026-05-10')).toBe('Sem Vencimento');
  });

  it('tells how a paid invoice was paid relative to its due date', () => {
    expect(textoVencimento(pago('2026-05-07'), '2026-06-01')).toBe('Pago 3 dias antes do vencimento');
    expect(textoVencimento(pago('2026-05-09'), '2026-06-01')).toBe('Pago 1 dia antes do vencimento');
    expect(textoVencimento(pago('2026-05-10'), '2026-06-01')).toBe('Pago no prazo');
    expect(textoVencimento(pago('2026-05-11'), '2026-06-01')).toBe('Pago 1 dia após o vencimento');
    expect(textoVencimento(pago('2026-05-20'), '2026-06-01')).toBe('Pago 10 dias após o vencimento');
    expect(textoVencimento(pago(null), '2026-06-01')).toBe('Sem Pagamento');
    expect(textoVencimento({ status: 'Cancelado', vencimento: '2026-05-10', data_pagamento: null }, '2026-05-10')).toBe('');
  });

  it('changes at midnight in São Paulo, not at midnight UTC', () => {
    const fatura = pagar('2026-05-10');
    expect(textoVencimento(fatura, todayISO(new Date('2026-05-10T02:59:00Z')))).toBe('1 dia para vencer');
    expect(textoVencimento(fatura, todayISO(new Date('2026-05-10T03:00:00Z')))).toBe('Vence hoje');
    expect(textoVencimento(fatura, todayISO(new Date('2026-05-11T02:59:59Z')))).toBe('Vence hoje');
    expect(textoVencimento(fatura, todayISO(new Date('2026-05-11T03:00:00Z')))).toBe('Vencido há 1 dia');
  });
});
