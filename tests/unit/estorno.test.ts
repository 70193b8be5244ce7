// The estorno rule (decision 393), the same on the device and the server.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EstornarSchema, estornarFatura, estornarParcela, motivoNaoEstornar, motivoNaoEstornarFatura, separarEstorno, valorEstornado,
} from '../../src/domain/estorno.ts';

const base = { descricao: 'Aluguel', parcela: 2, quant_parcela: 3, valor_parcela: 100_000, observacao: 'x' };

describe('estorno of a parcela', () => {
  it('estorna a Pago row and a partly paid Pagar row: back to Pagar, nothing paid, no payment day, the rest kept', () => {
    const pago = { ...base, status: 'Pago' as const, valor_pago: 100_000, data_pagamento: '2025-03-10' };
    const parcial = { ...base, status: 'Pagar' as const, valor_pago: 30_000, data_pagamento: null };
    expect(motivoNaoEstornar(pago)).toBeNull();
    expect(motivoNaoEstornar(parcial)).toBeNull();
    expect(estornarParcela(pago)).toEqual({ ...base, status: 'Pagar', valor_pago: 0, data_pagamento: null });
    expect(valorEstornado(pago)).toBe(100_000);
    expect(valorEstornado(parcial)).toBe(30_000);
    // A row created as Pago (no valor_pago) undoes its whole parcela.
    expect(valorEstornado({ ...pago, valor_pago: 0 })).toBe(100_000);
  });

  it('refuses a row without a payment and a cancelled row, naming them by descrição and parcela', () => {
    const aberta = { ...base, status: 'Pagar' as const, valor_pago: 0, data_pagamento: null };
    expect(motivoNaoEstornar(aberta)).toBe('Aluguel (2/3): não tem pagamento para estornar.');
    expect(motivoNaoEstornar({ ...aberta, status: 'Cancelado', quant_parcela: 1 })).toBe('Aluguel: está cancelada e não pode ser estornada.');
    expect(motivoNaoEstornar({ ...aberta, status: 'D.P.C' })).toBe('Aluguel (2/3): não tem pagamento para estornar.');
    expect(valorEstornado(aberta)).toBe(0);
    const { estornaveis, recusadas } = separarEstorno([aberta, { ...aberta, valor_pago: 1 }], motivoNaoEstornar);
    expect(estornaveis).toHaveLength(1);
    expect(recusadas.map((r) => r.motivo)).toEqual(['Aluguel (2/3): não tem pagamento para estornar.']);
  });
});

describe('estorno of an invoice', () => {
  it('only a Pago invoice; it goes back to Pagar without a payment day', () => {
    const fatura = { descricao: 'Fatura março', status: 'Pago' as const, data_pagamento: '2025-03-10' };
    expect(motivoNaoEstornarFatura(fatura)).toBeNull();
    expect(estornarFatura(fatura)).toEqual({ descricao: 'Fatura março', status: 'Pagar', data_pagamento: null });
    expect(motivoNaoEstornarFatura({ ...fatura, status: 'Pagar' })).toBe('Fatura março: não tem pagamento para estornar.');
    expect(motivoNaoEstornarFatura({ ...fatura, status: 'Cancelado' })).toBe('Fatura março: está cancelada e não pode ser estornada.');
  });
});

describe('EstornarSchema', () => {
  it('needs ids and a motivo, trimmed, at most 500 characters', () => {
    const id = '0190a000-0000-7000-8000-000000000001';
    expect(v.parse(EstornarSchema, { ids: [id], motivo: '  Pago em dobro ' })).toMatchObject({ ids: [id], motivo: 'Pago em dobro' });
    const semMotivo = v.safeParse(EstornarSchema, { ids: [id], motivo: ' ' });
    expect(semMotivo.success ? null : semMotivo.issues[0].message).toBe('Informe o motivo do estorno.');
    expect(v.safeParse(EstornarSchema, { ids: [id], motivo: 'x'.repeat(501) }).success).toBe(false);
    expect(v.safeParse(EstornarSchema, { ids: [], motivo: 'Erro' }).success).toBe(false);
  });
});
