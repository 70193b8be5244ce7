import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  headerState,
  isTextSelectionClick,
  nextPageSize,
  pageCount,
  pageRange,
  pageSlice,
  pagerWindow,
  parsePageSize,
  pruneSelection,
  selectRange,
  toggleHeader,
  toggleSelection,
} from '../../src/domain/list.ts';
import type { PagerItem } from '../../src/domain/list.ts';

describe('page size and footer', () => {
  it('offers 15 (default), 30, 50 and Todos', () => {
    expect(PAGE_SIZES).toEqual([15, 30, 50, 'Todos']);
    expect(DEFAULT_PAGE_SIZE).toBe(15);
    expect(parsePageSize('30')).toBe(30);
    expect(parsePageSize('Todos')).toBe('Todos');
    expect(parsePageSize('7')).toBe(15);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(1000, 'Todos')).toBe(1);
  });

  it('shows "start - end de total"', () => {
    expect(pageRange(1, 15, 0)).toEqual({ start: 0, end: 0 });
    expect(pageRange(1, 15, 40)).toEqual({ start: 1, end: 15 });
    expect(pageRange(3, 15, 40)).toEqual({ start: 31, end: 40 });
    expect(pageRange(9, 15, 40)).toEqual({ start: 31, end: 40 });
    expect(pageRange(2, 'Todos', 40)).toEqual({ start: 1, end: 40 });
  });

  it('slices the rows of a page', () => {
    const rows = Array.from({ length: 40 }, (_, i) => i);
    expect(pageSlice(rows, 3, 15)).toEqual(rows.slice(30));
    expect(pageSlice(rows, 1, 'Todos')).toHaveLength(40);
  });

  it('changes page size with Ctrl+Up / Ctrl+Down and stops at the ends', () => {
    expect(nextPageSize(15, 'up')).toBe(30);
    expect(nextPageSize(50, 'up')).toBe('Todos');
    expect(nextPageSize('Todos', 'up')).toBe('Todos');
    expect(nextPageSize('Todos', 'down')).toBe(50);
    expect(nextPageSize(15, 'down')).toBe(15);
  });
});

describe('pager window', () => {
  // The reference rule written independently: first, last, current±1 shifted to stay 3 wide.
  function expected(current: number, total: number): PagerItem[] {
    if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
    let start = current - 1;
    if (start < 2) start = 2;
    if (start + 2 > total - 1) start = total - 3;
    const out: PagerItem[] = [1];
    if (start !== 2) out.push('ellipsis');
    out.push(start, start + 1, start + 2);
    if (start + 2 !== total - 1) out.push('ellipsis');
    out.push(total);
    return out;
  }

  it('shows every page when there are five or fewer', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and three middle pages around the current one', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pagerWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pagerWindow(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pagerWindow(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(pagerWindow(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('follows the rule for every page count 1..12 and every current page', () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pagerWindow(current, total);
        expect(items, `${current}/${total}`).toEqual(expected(current, total));
        const pages = items.filter((i): i is number => i !== 'ellipsis');
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        expect(new Set(pages).size).toBe(pages.length);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        if (total > 5) expect(pages).toHaveLength(5);
      }
    }
  });

  it('has no links without pages and clamps a current page out of range', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
    expect(pagerWindow(99, 8)).toEqual(pagerWindow(8, 8));
  });
});

describe('row selection', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];

  it('toggles a row on click', () => {
    const one = toggleSelection(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleSelection(one, 'a')]).toEqual([]);
    expect(one.has('a')).toBe(true);
  });

  it('selects a range with shift-click downwards and upwards', () => {
    expect([...selectRange(new Set(), ids, 'b', 'd')].sort()).toEqual(['b', 'c', 'd']);
    expect([...selectRange(new Set(['a']), ids, 'e', 'c')].sort()).toEqual(['a', 'c', 'd', 'e']);
  });

  it('selects only the target when the anchor is gone', () => {
    expect([...selectRange(new Set(), ids, null, 'c')]).toEqual(['c']);
    expect([...selectRange(new Set(), ids, 'zz', 'c')]).toEqual(['c']);
    expect([...selectRange(new Set(), ids, 'a', 'zz')]).toEqual([]);
  });

  it('header checkbox selects the page, or clears it when all are selected', () => {
    const page = ['a', 'b', 'c'];
    const some = toggleHeader(new Set(['a', 'x']), page);
    expect([...some].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect(headerState(some, page)).toBe('all');
    const cleared = toggleHeader(some, page);
    expect([...cleared]).toEqual(['x']);
    expect(headerState(cleared, page)).toBe('none');
    expect(headerState(new Set(['b']), page)).toBe('some');
  });

  it('treats a long press or selected text as text selection, not a toggle', () => {
    expect(isTextSelectionClick({ pressDurationMs: 199, hasTextSelection: false })).toBe(false);
    expect(isTextSelectionClick({ pressDurationMs: 200, hasTextSelection: false })).toBe(true);
    expect(isTextSelectionClick({ pressDurationMs: 5, hasTextSelection: true })).toBe(true);
  });

  it('drops selected ids that are no longer in the data', () => {
    const selected = new Set(['a', 'b', 'z']);
    expect([...pruneSelection(selected, ['a', 'b', 'c'])]).toEqual(['a', 'b']);
    const same = new Set(['a']);
    expect(pruneSelection(same, new Set(['a', 'b']))).toBe(same);
  });
});
