/* The due dates of a recorrência (issue 34, decision 404), against dates worked out by hand on the
   2026–2032 calendars: month ends, leap years, business days, the end date; and its input rules. */
import { describe, expect, it } from 'vitest';
import { RecorrenciaSchema, ocorrencias, proximaOcorrencia } from '../../src/domain/recorrencia.ts';
import { validate } from '../../src/domain/validation.ts';
import type { RegraRecorrencia } from '../../src/domain/recorrencia.ts';

const regra = (p: Partial<RegraRecorrencia>): RegraRecorrencia => ({
  frequencia: 'Mensal', dia: 10, inicio: '2026-01-01', fim: null, ajustar_dia_util: false, ...p,
});

describe('ocorrencias', () => {
  it('day 31 falls on the last day of shorter months, without drifting', () => {
    expect(ocorrencias(regra({ dia: 31, inicio: '2026-01-20' }), '2026-01-01', 5))
      .toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(ocorrencias(regra({ frequencia: 'Trimestral', dia: 31, inicio: '2026-01-31' }), '2026-01-01', 4))
      .toEqual(['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']);
  });

  it('day 29 in leap and common years, monthly and yearly', () => {
    expect(ocorrencias(regra({ dia: 29, inicio: '2028-01-01' }), '2028-01-01', 3)).toEqual(['2028-01-29', '2028-02-29', '2028-03-29']);
    expect(ocorrencias(regra({ frequencia: 'Anual', dia: 29, inicio: '2028-02-01' }), '2028-01-01', 5))
      .toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('starts on the first date on or after inicio', () => {
    expect(ocorrencias(regra({ dia: 5, inicio: '2026-01-20' }), '2026-01-01', 2)).toEqual(['2026-02-05', '2026-03-05']);
    expect(ocorrencias(regra({ dia: 20, inicio: '2026-01-20' }), '2026-01-01', 2)).toEqual(['2026-01-20', '2026-02-20']);
    expect(ocorrencias(regra({ frequencia: 'Semestral', dia: 15, inicio: '2026-03-16' }), '2026-01-01', 2)).toEqual(['2026-09-15', '2027-03-15']);
  });

  it('moves a weekend or bank holiday to the next business day, counting on from the rule', () => {
    // 01/01 holiday (Thursday) → Friday; 01/02 and 01/03 Sundays → Monday; 01/05 holiday (Friday) → Monday.
    expect(ocorrencias(regra({ dia: 1, inicio: '2026-01-01', ajustar_dia_util: true }), '2026-01-01', 5))
      .toEqual(['2026-01-02', '2026-02-02', '2026-03-02', '2026-04-01', '2026-05-04']);
    // An administrator's holiday counts too.
    expect(ocorrencias(regra({ dia: 1, inicio: '2026-04-01', ajustar_dia_util: true }), '2026-01-01', 1, new Set(['2026-04-01'])))
      .toEqual(['2026-04-02']);
    expect(ocorrencias(regra({ dia: 1, inicio: '2026-01-01' }), '2026-01-01', 2)).toEqual(['2026-01-01', '2026-02-01']);
  });

  it('stops at fim, and keeps 12 by default', () => {
    expect(ocorrencias(regra({ fim: '2026-04-10' }), '2026-01-01')).toEqual(['2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10']);
    expect(ocorrencias(regra({}), '2026-01-01')).toHaveLength(12);
    expect(ocorrencias(regra({ fim: '2026-01-09' }), '2026-01-01')).toEqual([]);
  });

  it('weekly and fortnightly step from inicio', () => {
    expect(ocorrencias(regra({ frequencia: 'Semanal', inicio: '2026-11-30' }), '2026-11-01', 3)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
    expect(ocorrencias(regra({ frequencia: 'Quinzenal', inicio: '2026-11-30' }), '2026-12-01', 2)).toEqual(['2026-12-14', '2026-12-28']);
  });

  it('gives the next one from a day, or null once ended', () => {
    expect(proximaOcorrencia(regra({ dia: 31 }), '2026-02-15')).toBe('2026-02-28');
    expect(proximaOcorrencia(regra({ fim: '2026-03-10' }), '2026-03-11')).toBeNull();
  });
});

describe('RecorrenciaSchema', () => {
  const base = {
    tipo: 'pagar', descricao: 'Aluguel da sede', valor: '8500.00', banco: '11111111-1111-4111-8111-111111111111',
    pagamento: 'Boleto', frequencia: 'Mensal', dia: '10', inicio: '2026-12-01',
  };

  it('accepts a monthly rent and a weekly receivable, the latter without a day, bank or Pagamento', () => {
    const aluguel = validate(RecorrenciaSchema, base);
    expect(aluguel.ok && aluguel.value).toMatchObject({ valor: 850_000, dia: 10, fim: null, ajustar_dia_util: false, status: true });
    const semanal = validate(RecorrenciaSchema, { tipo: 'receber', descricao: 'Aula particular', valor: '150.00', frequencia: 'Semanal', dia: '31', inicio: '2026-12-01' });
    expect(semanal.ok && semanal.value).toMatchObject({ dia: null, banco: null, pagamento: null });
  });

  it('names every problem at once, in Portuguese', () => {
    const r = validate(RecorrenciaSchema, { ...base, banco: '', pagamento: '', dia: '', fim: '2026-11-30', descricao: ' ' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toMatchObject({
        descricao: ['A descrição é obrigatória.'], banco: ['O banco é obrigatório para uma conta a pagar.'],
        pagamento: ['O pagamento é obrigatório para uma conta a pagar.'], dia: ['Informe o dia do vencimento (1 a 31).'],
        fim: ['A data de término não pode ser anterior ao início.'],
      });
    }
    const dia32 = validate(RecorrenciaSchema, { ...base, dia: '32' });
    expect(!dia32.ok && dia32.errors.dia).toEqual(['O dia do vencimento deve estar entre 1 e 31.']);
    const frequencia = validate(RecorrenciaSchema, { ...base, frequencia: 'Diária' });
    expect(!frequencia.ok && frequencia.errors.frequencia).toBeTruthy();
  });
});
