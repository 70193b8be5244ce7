/* The Filtro by Banco and by Pagamento (issue 33): payables only, with the period SPEC requires for
   any list criterion, on the one predicate the device and the server's filter endpoints use. */
import { describe, expect, it } from 'vitest';
import { FiltroSchema, aplicarFiltro } from '../../src/domain/filtro.ts';
import type { LinhaFiltravel } from '../../src/domain/filtro.ts';
import { validate } from '../../src/domain/validation.ts';

const ITAU = '11111111-1111-4111-8111-111111111111';
const NUBANK = '22222222-2222-4222-8222-222222222222';
const linha = (id: string, p: Partial<LinhaFiltravel>): LinhaFiltravel & { id: string } => ({
  id, data: '2026-03-05', vencimento: '2026-03-10', data_pagamento: null, status: 'Pagar', metodo: 'À vista', ...p,
});
const pagaveis = [
  linha('a', { banco_id: ITAU, pagamento: 'Pix' }),
  linha('b', { banco_id: ITAU, pagamento: 'Boleto' }),
  linha('c', { banco_id: NUBANK, pagamento: 'Crédito' }),
  linha('d', { banco_id: null, pagamento: 'Espécie' }),
];
const filtro = (campos: Record<string, unknown>) => {
  const r = validate(FiltroSchema, { data1: '2026-03-01', data2: '2026-03-31', ...campos });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('Filtro por Banco e Pagamento', () => {
  it('keeps the payables of the chosen banks, of the chosen kinds, and of both', () => {
    expect(ids(aplicarFiltro(pagaveis, filtro({ banco: [ITAU] })))).toEqual(['a', 'b']);
    expect(ids(aplicarFiltro(pagaveis, filtro({ pagamento: ['Pix', 'Crédito'] })))).toEqual(['a', 'c']);
    expect(ids(aplicarFiltro(pagaveis, filtro({ banco: [ITAU, NUBANK], pagamento: ['Crédito', 'Boleto'] })))).toEqual(['b', 'c']);
    expect(ids(aplicarFiltro(pagaveis, filtro({})))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not restrict receivables, which have neither', () => {
    const recebivel = linha('r', {});
    expect(ids(aplicarFiltro([recebivel], filtro({ banco: [ITAU], pagamento: ['Pix'] })))).toEqual(['r']);
  });

  it('asks for the period and refuses what is not a bank id or a Pagamento', () => {
    const semPeriodo = validate(FiltroSchema, { banco: [ITAU] });
    expect(semPeriodo.ok).toBe(false);
    if (!semPeriodo.ok) expect(semPeriodo.errors.data1).toEqual(['Preencha o Período.']);
    const ruim = validate(FiltroSchema, { data1: '2026-03-01', data2: '2026-03-31', banco: ['itau'], pagamento: ['Cheque'] });
    expect(ruim.ok).toBe(false);
    if (!ruim.ok) expect(Object.keys(ruim.errors).sort()).toEqual(['banco', 'pagamento']);
  });
});
