import { describe, it, expect } from 'vitest';
import {
  MAX_CENTS,
  formatBRL,
  formatValor,
  maskMoneyInput,
  parseBRNumber,
  parseDecimal,
  parseMoneyInput,
  splitCents,
  toDecimal,
} from '../../src/domain/money.ts';

describe('wire decimals', () => {
  it('reads dot and comma decimals as cents', () => {
    expect(parseDecimal('1234.56')).toBe(123456);
    expect(parseDecimal('1234.5')).toBe(123450);
    expect(parseDecimal('1234')).toBe(123400);
    expect(parseDecimal('1234,56')).toBe(123456);
    expect(parseDecimal(' -0.50 ')).toBe(-50);
    expect(parseDecimal('0')).toBe(0);
    expect(parseDecimal('-0')).toBe(0);
    expect(parseDecimal('007.10')).toBe(710);
  });

  it('reads numbers without float drift', () => {
    expect(parseDecimal(1234.56)).toBe(123456);
    expect(parseDecimal(0.1 + 0.2)).toBe(30);
    expect(parseDecimal(19.99)).toBe(1999);
    expect(parseDecimal(-0)).toBe(0);
  });

  it('refuses junk, NaN and a third decimal', () => {
    for (const bad of ['', 'abc', '1.234.56', '12.345', '1e3', '.5', '5.', '1 000', 'NaN', '--1']) {
      expect(parseDecimal(bad)).toBeNull();
    }
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal(1.005)).toBeNull();
    expect(parseDecimal('9999999999999999')).toBeNull();
  });

  it('writes cents as a dot decimal', () => {
    expect(toDecimal(123456)).toBe('1234.56');
    expect(toDecimal(-50)).toBe('-0.50');
    expect(toDecimal(0)).toBe('0.00');
    expect(toDecimal(7)).toBe('0.07');
  });

  it('round-trips through the wire', () => {
    for (const cents of [0, 1, 99, 100, 123456, -123456, 123456789, MAX_CENTS]) {
      expect(parseDecimal(toDecimal(cents))).toBe(cents);
    }
  });
});

describe('pt-BR display', () => {
  it('formats amounts with thousands dots and a decimal comma', () => {
    expect(formatValor(0)).toBe('0,00');
    expect(formatValor(1)).toBe('0,01');
    expect(formatValor(123456789)).toBe('1.234.567,89');
    expect(formatValor(-123456)).toBe('-1.234,56');
    expect(formatValor(100000)).toBe('1.000,00');
  });

  it('formats currency as R$', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(-50)).toBe('-R$ 0,50');
  });
});

describe('masked money input', () => {
  it('treats typed digits as cents', () => {
    expect(maskMoneyInput('1')).toBe('0,01');
    expect(maskMoneyInput('0001')).toBe('0,01');
    expect(maskMoneyInput('123456789')).toBe('1.234.567,89');
    expect(maskMoneyInput('R$ 12a3')).toBe('1,23');
    expect(maskMoneyInput('0')).toBe('0,00');
  });

  it('shows nothing when there are no digits', () => {
    expect(maskMoneyInput('')).toBe('');
    expect(maskMoneyInput('abc')).toBe('');
    expect(parseMoneyInput('')).toBeNull();
  });

  it('keeps typing after a formatted value', () => {
    expect(maskMoneyInput(`${maskMoneyInput('1234')}5`)).toBe('123,45');
    expect(maskMoneyInput('1.234,5')).toBe('123,45');
  });

  it('never grows past the maximum amount', () => {
    expect(parseMoneyInput(maskMoneyInput('99999999999999999'))).toBe(MAX_CENTS);
  });

  it('round-trips 0, 0,01 and 1.234.567,89', () => {
    for (const cents of [0, 1, 123456789]) {
      expect(parseMoneyInput(formatValor(cents))).toBe(cents);
      expect(maskMoneyInput(formatValor(cents))).toBe(formatValor(cents));
    }
  });
});

describe('CSV amounts', () => {
  it('accepts the usual pt-BR spellings', () => {
    expect(parseBRNumber('1.234,56')).toBe(123456);
    expect(parseBRNumber('1234,56')).toBe(123456);
    expect(parseBRNumber('1234.56')).toBe(123456);
    expect(parseBRNumber('R$ 1.234,56')).toBe(123456);
    expect(parseBRNumber('R$\u00a01.234,56')).toBe(123456);
    expect(parseBRNumber('-10,00')).toBe(-1000);
    expect(parseBRNumber('-R$ 10,00')).toBe(-1000);
    expect(parseBRNumber('R$ -10,00')).toBe(-1000);
    expect(parseBRNumber('1.234')).toBe(123400);
    expect(parseBRNumber('1.234.567')).toBe(123456700);
    expect(parseBRNumber('1,234.56')).toBe(123456);
    expect(parseBRNumber('10')).toBe(1000);
    expect(parseBRNumber('1,5')).toBe(150);
    expect(parseBRNumber('1.5')).toBe(150);
  });

  it('refuses ambiguous or broken numbers', () => {
    for (const bad of ['', 'R$', 'abc', '12,345', '1.23,45', '1,234,567', '1.2.3', '10,', '1..0']) {
      expect(parseBRNumber(bad)).toBeNull();
    }
  });
});

describe('splitting a total into instalments', () => {
  it('adds up to the cent with the remainder on the first parts', () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(100, 4)).toEqual([25, 25, 25, 25]);
    expect(splitCents(2, 3)).toEqual([1, 1, 0]);
    expect(splitCents(-1000, 3)).toEqual([-334, -333, -333]);
  });

  it('always sums exactly for 1 to 24 parts', () => {
    for (const total of [1, 99, 100, 12345, 99999, 123456789]) {
      for (let n = 1; n <= 24; n++) {
        const parts = splitCents(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses a count below one', () => {
    expect(() => splitCents(100, 0)).toThrow(RangeError);
    expect(() => splitCents(100, 1.5)).toThrow(RangeError);
  });
});
