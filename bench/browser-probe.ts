/* The in-page half of the browser measurements, installed as an init script before the app
   runs. It only observes: input event timestamps, DOM changes, frames, long tasks, the app's own
   `fluxo:*` marks and measures, and when chosen elements first appear. Nothing here changes what
   the app does. Times are performance.now() of the page (0 = navigation start). */

export interface ProbeEntry { name: string; start: number; end: number; type: string; rows: number | null }

export interface BenchProbe {
  /** First time each watched selector matched (shell, progress). */
  seen: Record<string, number>;
  keys: { key: string; t: number }[];
  clicks: number[];
  online: number[];
  longtasks: { start: number; duration: number }[];
  entries: ProbeEntry[];
  /** DOM change times inside the armed root, and frame times while armed. */
  changes: number[];
  frames: number[];
  arm(rootSelector?: string): void;
  disarm(): void;
  /** Waits for changes after t0 to go quiet; returns the first frame after the last change. */
  settle(t0: number, quietMs: number, timeoutMs: number): Promise<{ end: number; changes: number } | null>;
  footer(): { start: number; end: number; total: number } | null;
  rowCount(): number;
  listRoot(): Element;
  waitFor(check: string, timeoutMs: number): Promise<number | null>;
  /** In-app navigation to `path`: a click on its menu link, or the router's popstate when none shows. */
  ir(path: string): void;
}

declare global {
  interface Window { __bench?: BenchProbe }
}

/** Serialized into the page by Playwright: must not use anything outside its own body. */
export function installProbe(): void {
  if (window.__bench) return;
  const WATCH: Record<string, string> = {
    shell: '[data-testid="user-name"]',
    progress: '[role="progressbar"], progress',
  };
  let root: Element | null = null;
  let armed = false;
  const footerRe = /(\d[\d.]*)\s*-\s*(\d[\d.]*)\s*de\s*(\d[\d.]*)/;
  const num = (s: string | undefined) => Number((s ?? '').replace(/\./g, ''));

  const probe: BenchProbe = {
    seen: {}, keys: [], clicks: [], online: [], longtasks: [], entries: [], changes: [], frames: [],
    arm(rootSelector) {
      root = rootSelector ? document.querySelector(rootSelector) : probe.listRoot();
      probe.changes = [];
      probe.frames = [];
      if (armed) return;
      armed = true;
      const frame = () => {
        if (!armed) return;
        probe.frames.push(performance.now());
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    disarm() { armed = false; },
    async settle(t0, quietMs, timeoutMs) {
      const started = performance.now();
      for (;;) {
        await new Promise((r) => setTimeout(r, 10));
        const marks = probe.entries.filter((e) => e.name === 'fluxo:list:rendered' && e.start >= t0).map((e) => e.start);
        const after = [...probe.changes.filter((c) => c >= t0), ...marks];
        const last = after.length ? Math.max(...after) : null;
        const now = performance.now();
        if (last !== null && now - last >= quietMs) {
          const frame = probe.frames.find((f) => f > last);
          return { end: frame ?? last, changes: after.length };
        }
        if (now - started > timeoutMs) return null;
      }
    },
    footer() {
      const range = document.querySelector('[data-testid="list-range"]');
      // A list still loading its rows marks its range aria-busy: no total yet (and no page-wide
      // XPath scan on every frame while it loads).
      if (range?.getAttribute('aria-busy') === 'true') return null;
      const direct = range ? footerRe.exec(range.textContent ?? '') : null;
      if (direct) return { start: num(direct[1]), end: num(direct[2]), total: num(direct[3]) };
      const found = document.evaluate("//*[not(self::script)][contains(text(), ' de ')]", document.body, null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < found.snapshotLength; i++) {
        const m = footerRe.exec(found.snapshotItem(i)?.textContent ?? '');
        if (m) return { start: num(m[1]), end: num(m[2]), total: num(m[3]) };
      }
      return null;
    },
    ir(path) {
      const link = document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`);
      if (link) link.click();
      else { history.pushState({}, '', path); dispatchEvent(new PopStateEvent('popstate', { state: {} })); }
    },
    rowCount() {
      // Data rows only: not the header, not the one-cell message row ('Carregando...', 'Busca não encontrada!').
      const inTable = document.querySelectorAll('tbody tr:not(.fluxo-message)').length;
      return inTable || document.querySelectorAll('[role="row"]:not(thead [role="row"]):not(.fluxo-message)').length;
    },
    listRoot() {
      const table = document.querySelector('table, [role="grid"], [role="table"]');
      const found = document.evaluate("//*[not(self::script)][contains(text(), ' de ')]", document.body, null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      let footer: Element | null = null;
      for (let i = 0; i < found.snapshotLength && !footer; i++) {
        const node = found.snapshotItem(i) as Element | null;
        if (node && footerRe.test(node.textContent ?? '')) footer = node;
      }
      let el = table?.parentElement ?? null;
      while (el && footer && !el.contains(footer)) el = el.parentElement;
      return el ?? document.querySelector('main') ?? document.body;
    },
    async waitFor(check, timeoutMs) {
      // `check` names a predicate: 'rows' (list rows on screen, with a footer total or still loading
      // the rest: the payables lists paint their newest page first), 'total:<n>' or 'complete:<n>'.
      const test = () => {
        if (check === 'rows') {
          const busy = document.querySelector('[data-testid="list-range"][aria-busy="true"]') !== null;
          return probe.rowCount() > 0 && (busy || (probe.footer()?.total ?? 0) > 0);
        }
        if (check.startsWith('total:')) return probe.footer()?.total === Number(check.slice(6));
        // 'complete:<n>': that total with every row in memory (no head still standing in for them).
        if (check.startsWith('complete:')) {
          return probe.footer()?.total === Number(check.slice(9)) && !document.querySelector('[data-testid="list-range"][data-loading]');
        }
        return document.querySelector(check) !== null;
      };
      const started = performance.now();
      for (;;) {
        if (test()) return performance.now();
        if (performance.now() - started > timeoutMs) return null;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
    },
  };
  window.__bench = probe;

  const record = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries()) {
      if (e.entryType === 'longtask') probe.longtasks.push({ start: e.startTime, duration: e.duration });
      else if (e.name.startsWith('fluxo:')) {
        // DataTable marks fluxo:list:rendered with { detail: { rows } }: how many rows it drew.
        const detail = (e as PerformanceMark).detail as { rows?: unknown } | null;
        const rows = typeof detail?.rows === 'number' ? detail.rows : null;
        probe.entries.push({ name: e.name, start: e.startTime, end: e.startTime + e.duration, type: e.entryType, rows });
      }
    }
  };
  try { new PerformanceObserver(record).observe({ type: 'longtask', buffered: true }); } catch { /* unsupported */ }
  new PerformanceObserver(record).observe({ entryTypes: ['mark', 'measure'] });

  addEventListener('keydown', (e) => probe.keys.push({ key: e.key, t: e.timeStamp }), true);
  addEventListener('pointerdown', (e) => probe.clicks.push(e.timeStamp), true);
  addEventListener('online', (e) => probe.online.push(e.timeStamp));

  new MutationObserver((records) => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(WATCH)) {
      if (!(name in probe.seen) && document.querySelector(selector)) probe.seen[name] = now;
    }
    if (armed && root && records.some((r) => root!.contains(r.target))) probe.changes.push(now);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'aria-selected', 'aria-checked'] });
}

/** esbuild (through tsx) wraps named functions with __name(); give the page a no-op one. */
export const NAME_SHIM = 'window.__name = window.__name || function (f) { return f; };';
