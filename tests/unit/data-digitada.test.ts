import { describe, expect, it } from 'vitest';
import { isoDaMascara, mascaraData, passoData, segmentoNoCursor } from '../../src/domain/data-digitada.ts';

describe('the pt-BR date field (decision 212)', () => {
  it('puts the slashes in as the digits come, pads a day or month closed by a slash, accepts ISO', () => {
    expect(mascaraData('1')).toBe('1');
    expect(mascaraData('12')).toBe('12');
    expect(mascaraData('120')).toBe('12/0');
    expect(mascaraData('1203')).toBe('12/03');
    expect(mascaraData('12032')).toBe('12/03/2');
    expect(mascaraData('12032026')).toBe('12/03/2026');
    expect(mascaraData('120320269')).toBe('12/03/2026');
    expect(mascaraData('5/')).toBe('05/');
    expect(mascaraData('5/3/2026')).toBe('05/03/2026');
    expect(mascaraData('12/03/2026')).toBe('12/03/2026');
    expect(mascaraData('2026-03-31')).toBe('31/03/2026');
    expect(mascaraData('ab')).toBe('');
  });

  it('gives the ISO date only when complete and real', () => {
    expect(isoDaMascara('31/03/2026')).toBe('2026-03-31');
    expect(isoDaMascara('31/02/2026')).toBe('');
    expect(isoDaMascara('31/03/20')).toBe('');
    expect(isoDaMascara('')).toBe('');
  });

  it('steps the day, month or year under the caret; from empty, today', () => {
    expect(segmentoNoCursor(0)).toBe('dia');
    expect(segmentoNoCursor(4)).toBe('mes');
    expect(segmentoNoCursor(8)).toBe('ano');
    expect(passoData('2026-03-31', 'dia', 1, '2000-01-01')).toBe('2026-04-01');
    expect(passoData('2026-03-31', 'mes', -1, '2000-01-01')).toBe('2026-02-28');
    expect(passoData('2024-02-29', 'ano', 1, '2000-01-01')).toBe('2025-02-28');
    expect(passoData('', 'dia', 1, '2026-11-23')).toBe('2026-11-23');
  });
});
