import { describe, it, expect } from 'vitest';
import { FiltroSchema, SEM_CATEGORIA, aplicarFiltro, passaFiltro } from '../../src/domain/filtro.ts';
import type { Filtro, LinhaFiltravel } from '../../src/domain/filtro.ts';
import { FORM_ERROR_KEY, validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

const CAT = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';

function filtro(input: Record<string, unknown>): Filtro {
  const result = validate(FiltroSchema, input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('filter validation', () => {
  it('needs both dates of each range', () => {
    const result = validate(FiltroSchema, { data1: '2026-01-01', vencimento2: '2026-01-31', data_pagamento1: '2026-01-01' });
    expect(!result.ok && result.errors).toEqual({
      data2: ['Preencha ambas as datas do Período.'],
      vencimento1: ['Preencha ambas as datas de Vencimento.'],
      data_pagamento2: ['Preencha ambas as datas do Pagamento.'],
    });
    expect(!result.ok && result.message).toBe('Preencha ambas as datas do Período.');
  });

  it('refuses an end before the start', () => {
    const result = validate(FiltroSchema, {
      data1: '2026-02-01',
      data2: '2026-01-01',
      vencimento1: '2026-02-01',
      vencimento2: '2026-01-01',
      data_pagamento1: '2026-02-01',
      data_pagamento2: '2026-01-01',
    });
    expect(!result.ok && result.errors).toEqual({
      data2: ['A data final do Período de Cadastro não pode ser menor que a inicial.'],
      vencimento2: ['A data final do Vencimento não pode ser menor que a inicial.'],
      data_pagamento2: ['A data final do Pagamento não pode ser menor que a inicial.'],
    });
  });

  it('skips the due and payment ranges when their "sem" box is checked, sending them empty', () => {
    const value = filtro({ semVencimento: 'on', vencimento1: '2026-02-01', semPagamento: '1', data_pagamento2: '2026-01-01' });
    expect(value).toMatchObject({ vencimento1: null, vencimento2: null, data_pagamento1: null, data_pagamento2: null });
  });

  it('asks for the period when only lists are chosen, and for something when nothing is', () => {
    const onlyStatus = validate(FiltroSchema, { status: ['Pagar'] });
    expect(!onlyStatus.ok && onlyStatus.errors).toEqual({ data1: ['Preencha o Período.'] });
    const nothing = validate(FiltroSchema, {});
    expect(!nothing.ok && nothing.errors).toEqual({ [FORM_ERROR_KEY]: ['Selecione pelo menos um campo para filtrar.'] });
    expect(!nothing.ok && nothing.message).toBe(msg.filtro.selecioneCampo);
  });

  it('reads the lists from form strings', () => {
    const value = filtro({
      data1: '01/01/2026',
      data2: '31/01/2026',
      status: '["Pagar","D.P.C"]',
      metodo: 'a vista',
      categoria: JSON.stringify([CAT, 'Sem Categoria']),
    });
    expect(value).toMatchObject({
      data1: '2026-01-01',
      status: ['Pagar', 'D.P.C'],
      metodo: ['À vista'],
      categoria: [CAT, SEM_CATEGORIA],
    });
    expect(validate(FiltroSchema, { data1: '2026-01-01', data2: '2026-01-02', status: ['Aberto'] }).ok).toBe(false);
  });
});

describe('filter semantics (same function on client and server)', () => {
  const base: LinhaFiltravel = {
    data: '2026-01-15',
    vencimento: '2026-02-15',
    data_pagamento: null,
    status: 'Pagar',
    metodo: 'À vista',
    categoria_id: null,
  };
  const rows: (LinhaFiltravel & { n: number })[] = [
    { ...base, n: 1 },
    { ...base, n: 2, data: '2026-02-01' },
    { ...base, n: 3, vencimento: null, status: 'Pago', data_pagamento: '2026-01-20', categoria_id: CAT },
    { ...base, n: 4, metodo: 'Parcelado', status: 'Cancelado' },
  ];
  const ns = (f: Filtro) => aplicarFiltro(rows, f).map((r) => r.n);
  const janeiro = { data1: '2026-01-01', data2: '2026-01-31' };

  it('keeps rows whose date is inside the period, ends included', () => {
    expect(ns(filtro(janeiro))).toEqual([1, 3, 4]);
    expect(ns(filtro({ data1: '2026-01-15', data2: '2026-02-01' }))).toEqual([1, 2, 3, 4]);
  });

  it('filters by due and payment ranges, rows without them left out', () => {
    expect(ns(filtro({ vencimento1: '2026-02-01', vencimento2: '2026-02-28' }))).toEqual([1, 2, 4]);
    expect(ns(filtro({ data_pagamento1: '2026-01-01', data_pagamento2: '2026-01-31' }))).toEqual([3]);
  });

  it('keeps only rows without due date / payment date when "sem" is checked', () => {
    expect(ns(filtro({ semVencimento: true }))).toEqual([3]);
    expect(ns(filtro({ semPagamento: true }))).toEqual([1, 2, 4]);
  });

  it('combines status, method and category lists with the period', () => {
    expect(ns(filtro({ ...janeiro, status: ['Pago', 'Cancelado'] }))).toEqual([3, 4]);
    expect(ns(filtro({ ...janeiro, metodo: ['Parcelado'] }))).toEqual([4]);
    expect(ns(filtro({ ...janeiro, categoria: [SEM_CATEGORIA] }))).toEqual([1, 4]);
    expect(ns(filtro({ ...janeiro, categoria: [CAT] }))).toEqual([3]);
  });

  it('ignores the category for receivables, which have none', () => {
    const recebivel = { ...base };
    delete recebivel.categoria_id;
    expect(passaFiltro(recebivel, filtro({ ...janeiro, categoria: [CAT] }))).toBe(true);
  });
});
