/* The Vencimento cells' "today" (titulo-cells.tsx hojeSP, decision 335) is cached for a second so
   a scroll through Todos does not ask Intl per cell; it must still turn at São Paulo's midnight
   and follow a clock set back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hojeSP } from '../../src/features/lancamentos/titulo-cells.tsx';

afterEach(() => { vi.useRealTimers(); });

describe('hojeSP', () => {
  it('is São Paulo\'s day, turns at its midnight within a second and follows a clock set back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T02:59:59.500Z')); // 23:59:59.5 in São Paulo (UTC-3)
    expect(hojeSP()).toBe('2026-03-09');
    vi.setSystemTime(new Date('2026-03-10T03:00:00.600Z')); // 1.1 s later: the next day there
    expect(hojeSP()).toBe('2026-03-10');
    vi.setSystemTime(new Date('2026-03-10T03:00:00.700Z'));
    expect(hojeSP()).toBe('2026-03-10');
    vi.setSystemTime(new Date('2026-02-01T12:00:00Z')); // a clock set back
    expect(hojeSP()).toBe('2026-02-01');
  });
});
