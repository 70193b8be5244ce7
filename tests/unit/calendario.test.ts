import { describe, expect, it } from 'vitest';
import { getHolidays } from '@brazilian-utils/brazilian-utils';
import {
  calendarioDoAno, diaUtilAnterior, feriadosBancarios, isDiaUtil, isPregaoB3, pregaoAnterior, proximoDiaUtil, vencimentoEfetivo,
} from '../../src/domain/calendario.ts';

const datas = (ano: number) => feriadosBancarios(ano).map((f) => f.data);

describe('the library we build on (brazilian-utils), checked against BRASIL.md', () => {
  it('types Carnaval Tuesday and Corpus Christi as optional, and has 20/11 only from 2024', () => {
    const h2025 = getHolidays({ year: 2025 });
    expect(h2025.find((h) => h.name.startsWith('Carnaval'))?.type).toBe('optional');
    expect(h2025.find((h) => h.name === 'Corpus Christi')?.type).toBe('optional');
    expect(getHolidays({ year: 2023 }).some((h) => h.date.getMonth() === 10 && h.date.getDate() === 20)).toBe(false);
    expect(getHolidays({ year: 2024 }).some((h) => h.date.getMonth() === 10 && h.date.getDate() === 20)).toBe(true);
  });

  it('misses Carnaval Monday and 31/12, which our calendar adds', () => {
    const nomes = getHolidays({ year: 2026 }).map((h) => h.name);
    expect(nomes.filter((n) => n.startsWith('Carnaval'))).toEqual(['Carnaval (terça-feira)']);
    expect(datas(2026)).toEqual(expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-12-31']));
  });
});

describe('national bank holidays', () => {
  it('2025: Carnaval 3–4 March, Sexta-feira Santa 18 April, Corpus Christi 19 June', () => {
    expect(datas(2025)).toEqual(expect.arrayContaining(['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']));
    expect(datas(2025)).not.toContain('2025-03-05'); // Ash Wednesday: banks open at noon
  });

  it('2026: Carnaval 16–17 February, Corpus Christi 4 June', () => {
    expect(datas(2026)).toEqual(expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-06-04']));
  });

  it('20 de novembro from 2024 (Lei 14.759/2023), not before', () => {
    expect(isDiaUtil('2024-11-20')).toBe(false);
    expect(isDiaUtil('2023-11-20')).toBe(true);
  });

  it('fixed holidays and weekends; a year outside 1900–2099 only has weekends', () => {
    expect(isDiaUtil('2026-09-07')).toBe(false);
    expect(isDiaUtil('2026-12-25')).toBe(false);
    expect(isDiaUtil('2026-11-21')).toBe(false); // Saturday
    expect(isDiaUtil('2026-11-23')).toBe(true);
    expect(feriadosBancarios(2150)).toEqual([]);
  });

  it('lists national and administrator holidays of one year in date order', () => {
    const ano = calendarioDoAno(2026, [{ data: '2026-01-25', nome: 'Aniversário de São Paulo' }, { data: '2027-01-25', nome: 'x' }]);
    expect(ano.slice(0, 2)).toEqual([
      { data: '2026-01-01', nome: 'Ano novo', tipo: 'Nacional' },
      { data: '2026-01-25', nome: 'Aniversário de São Paulo', tipo: 'Cadastrado' },
    ]);
    expect(ano.find((f) => f.data === '2026-02-16')).toEqual({ data: '2026-02-16', nome: 'Carnaval (segunda-feira)', tipo: 'Bancário' });
  });
});

describe('vencimentoEfetivo', () => {
  it('a business day stays; null stays null', () => {
    expect(vencimentoEfetivo('2026-03-10')).toBe('2026-03-10');
    expect(vencimentoEfetivo(null)).toBeNull();
  });

  it('a Saturday moves to Monday; a tax on a Saturday to Friday', () => {
    expect(vencimentoEfetivo('2026-03-14')).toBe('2026-03-16');
    expect(vencimentoEfetivo('2026-03-14', { tributo: true })).toBe('2026-03-13');
  });

  it('Carnaval 2026: due Saturday 14/02 to Tuesday 17/02 are paid on Ash Wednesday 18/02', () => {
    for (const d of ['2026-02-14', '2026-02-15', '2026-02-16', '2026-02-17']) expect(vencimentoEfetivo(d)).toBe('2026-02-18');
    expect(vencimentoEfetivo('2026-02-17', { tributo: true })).toBe('2026-02-13');
  });

  it('Carnaval 2025: due Monday 03/03 moves to Wednesday 05/03', () => {
    expect(vencimentoEfetivo('2025-03-03')).toBe('2025-03-05');
  });

  it('a due date on the Friday before Carnaval stays on Friday', () => {
    expect(vencimentoEfetivo('2026-02-13')).toBe('2026-02-13');
    expect(vencimentoEfetivo('2025-02-28')).toBe('2025-02-28');
  });

  it('Corpus Christi 2026 (Thursday 04/06) moves to Friday; a tax to Wednesday', () => {
    expect(vencimentoEfetivo('2026-06-04')).toBe('2026-06-05');
    expect(vencimentoEfetivo('2026-06-04', { tributo: true })).toBe('2026-06-03');
  });

  it('20/11/2024 (Wednesday) moves to Thursday 21/11', () => {
    expect(vencimentoEfetivo('2024-11-20')).toBe('2024-11-21');
  });

  it('31/12/2025 moves across the new year to Friday 02/01/2026; a tax to 30/12', () => {
    expect(vencimentoEfetivo('2025-12-31')).toBe('2026-01-02');
    expect(vencimentoEfetivo('2025-12-31', { tributo: true })).toBe('2025-12-30');
  });

  it('an administrator holiday counts, and a new set of holidays is not answered from the old memo', () => {
    expect(vencimentoEfetivo('2026-01-26')).toBe('2026-01-26');
    const extras = new Set(['2026-01-26']);
    expect(vencimentoEfetivo('2026-01-26', { feriadosExtras: extras })).toBe('2026-01-27');
    expect(proximoDiaUtil('2026-01-24', extras)).toBe('2026-01-27');
    expect(diaUtilAnterior('2026-01-26', extras)).toBe('2026-01-23');
  });
});

describe('B3 sessions (BRASIL.md): the bank calendar less 24/12', () => {
  it('closes on weekends, national holidays, Carnaval, 24/12 and 31/12; opens on Ash Wednesday', () => {
    expect(isPregaoB3('2026-11-27')).toBe(true); // Friday
    expect(isPregaoB3('2026-11-28')).toBe(false); // Saturday
    expect(isPregaoB3('2026-11-20')).toBe(false); // Consciência Negra
    expect(isPregaoB3('2026-02-16')).toBe(false); // Carnaval Monday
    expect(isPregaoB3('2026-02-18')).toBe(true); // Ash Wednesday (opens at 13:00)
    expect(isPregaoB3('2025-12-24')).toBe(false); // a Wednesday: banks open, B3 closed
    expect(isDiaUtil('2025-12-24')).toBe(true);
    expect(isPregaoB3('2025-12-31')).toBe(false);
  });

  it('pregaoAnterior walks back to the last session', () => {
    expect(pregaoAnterior('2026-11-29')).toBe('2026-11-27');
    expect(pregaoAnterior('2026-11-27')).toBe('2026-11-27');
    expect(pregaoAnterior('2026-01-01')).toBe('2025-12-30');
    expect(pregaoAnterior('2025-12-26')).toBe('2025-12-26');
    expect(pregaoAnterior('2025-12-25')).toBe('2025-12-23');
  });
});
