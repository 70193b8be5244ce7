import { describe, it, expect } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  dateOfTimestampSP,
  daysBetween,
  formatDateBR,
  formatDateTimeSP,
  formatShortDateMediumTimeSP,
  isISODate,
  lastDayOfMonth,
  parseBRDate,
  todayISO,
} from '../../src/domain/dates.ts';

describe('calendar dates', () => {
  it('knows real days', () => {
    expect(isISODate('2028-02-29')).toBe(true);
    expect(isISODate('2027-02-29')).toBe(false);
    expect(isISODate('2026-04-31')).toBe(false);
    expect(isISODate('2026-13-01')).toBe(false);
    expect(isISODate('2026-1-01')).toBe(false);
    expect(isISODate('0202-01-01')).toBe(false);
    expect(isISODate(20260101)).toBe(false);
  });

  it('reads dd/mm/aaaa and refuses impossible days', () => {
    expect(parseBRDate('05/03/2026')).toBe('2026-03-05');
    expect(parseBRDate('5/3/2026')).toBe('2026-03-05');
    expect(parseBRDate(' 29/02/2028 ')).toBe('2028-02-29');
    expect(parseBRDate('2026-03-05')).toBe('2026-03-05');
    expect(parseBRDate('31/02/2026')).toBeNull();
    expect(parseBRDate('29/02/2027')).toBeNull();
    expect(parseBRDate('2026-02-31')).toBeNull();
    expect(parseBRDate('05/03/26')).toBeNull();
    expect(parseBRDate('')).toBeNull();
  });

  it('shows dates as dd/mm/aaaa', () => {
    expect(formatDateBR('2026-03-05')).toBe('05/03/2026');
    expect(formatDateBR(null)).toBe('');
    expect(formatDateBR('garbage')).toBe('');
  });

  it('gives the last day of each month', () => {
    expect(lastDayOfMonth(2028, 2)).toBe(29);
    expect(lastDayOfMonth(2027, 2)).toBe(28);
    expect(lastDayOfMonth(2026, 4)).toBe(30);
    expect(lastDayOfMonth(2026, 12)).toBe(31);
  });
});

describe('today in São Paulo', () => {
  it('is still yesterday in São Paulo just before 03:00 UTC', () => {
    expect(todayISO(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(todayISO(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });

  it('turns the year at São Paulo midnight', () => {
    expect(todayISO(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(dateOfTimestampSP('2027-01-01T03:30:00Z')).toBe('2027-01-01');
    expect(dateOfTimestampSP('nope')).toBeNull();
  });
});

describe('timestamps shown in São Paulo', () => {
  it('shows "date às time"', () => {
    expect(formatDateTimeSP('2026-11-22T17:05:09Z')).toBe('22/11/2026 às 14:05');
    expect(formatDateTimeSP('2026-11-23T02:30:00Z')).toBe('22/11/2026 às 23:30');
    expect(formatDateTimeSP(null)).toBe('');
    expect(formatDateTimeSP('bad')).toBe('');
  });

  it('shows short date with medium time', () => {
    expect(formatShortDateMediumTimeSP('2026-11-22T17:05:09Z')).toBe('22/11/2026, 14:05:09');
    expect(formatShortDateMediumTimeSP('2026-11-22T03:00:00Z')).toBe('22/11/2026, 00:00:00');
    expect(formatShortDateMediumTimeSP(undefined)).toBe('');
  });
});

describe('month arithmetic for instalments', () => {
  it('keeps the original day, clamped, without drifting: 31 Jan → 29 Feb 2028 → 31 Mar', () => {
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2028-01-31', 2)).toBe('2028-03-31');
    expect(addMonthsClamped('2028-01-31', 3)).toBe('2028-04-30');
  });

  it('clamps to 28 Feb in a common year', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2027-01-29', 1)).toBe('2027-02-28');
  });

  it('crosses years both ways and accepts a wanted day', () => {
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsClamped('2026-11-30', 14)).toBe('2028-01-30');
    expect(addMonthsClamped('2026-01-15', -2)).toBe('2025-11-15');
    expect(addMonthsClamped('2026-03-10', 1, 31)).toBe('2026-04-30');
    expect(addMonthsClamped('2026-03-10', 0, 5)).toBe('2026-03-05');
  });
});

describe('days between dates', () => {
  it('counts whole calendar days across DST and leap days', () => {
    expect(daysBetween('2026-03-01', '2026-03-11')).toBe(10);
    expect(daysBetween('2026-03-11', '2026-03-01')).toBe(-10);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it('adds days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
