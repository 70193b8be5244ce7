/* Chromium for the bench: one persistent profile per repetition (so IndexedDB, the service
   worker and the "remember me" cookie survive a browser restart, as on a real laptop), the probe
   installed before the app's scripts, and helpers to read the app's own marks. */
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { NAME_SHIM, installProbe } from './browser-probe.ts';
import type { ProbeEntry } from './browser-probe.ts';
import { BENCH_ADMIN } from './server.ts';
import type { MetricBag } from './results.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/** What one repetition needs to know about the data and the server it runs against. */
export interface RunContext {
  baseURL: string;
  token: string;
  userId: string;
  /** Payables in the database. */
  payables: number;
  /** The list screen measured and its footer total once every row is loaded. */
  listPath: string;
  listTotal: number;
  bag: MetricBag;
  run: number;
  /** Reasons found in an earlier repetition that will not change (a missing screen…). */
  missing: Map<string, string>;
}

export async function launch(profileDir: string, baseURL: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, baseURL,
    locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 768 },
  });
  await context.addInitScript(NAME_SHIM);
  await context.addInitScript(installProbe);
  return context;
}

export async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? context.newPage();
}

/** Signs in through the login screen with "Lembrar de mim", so the session outlives a restart. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login ou E-mail').fill(BENCH_ADMIN.login);
  await page.getByLabel('Senha').fill(BENCH_ADMIN.password);
  const remember = page.getByLabel('Lembrar de mim');
  if (await remember.count()) await remember.check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('user-name').filter({ hasText: BENCH_ADMIN.name }).waitFor({ timeout: 30_000 });
}

/** Measures called `name`, or `name:<suffix>` too when `withOutcome` (fluxo:pull:all:offline…). */
export async function entries(page: Page, name: string, withOutcome = false): Promise<ProbeEntry[]> {
  return page.evaluate(([n, w]) => (window.__bench?.entries ?? [])
    .filter((e) => e.type === 'measure' && (e.name === n || (w && e.name.startsWith(`${n}:`)))), [name, withOutcome] as const);
}

/** The (after+1)-th such measure, once it exists; null after timeoutMs. */
export async function waitEntry(page: Page, name: string, after: number, timeoutMs: number, withOutcome = false): Promise<ProbeEntry | null> {
  try {
    await page.waitForFunction(([n, a, w]) => (window.__bench?.entries ?? [])
      .filter((e) => e.type === 'measure' && (e.name === n || (w && e.name.startsWith(`${n}:`)))).length > a,
    [name, after, withOutcome] as const, { timeout: timeoutMs, polling: 50 });
  } catch {
    return null;
  }
  return (await entries(page, name, withOutcome))[after] ?? null;
}

/** Rows in one object store of the user's IndexedDB; null when the database or store is missing. */
export async function idbCount(page: Page, dbName: string, store: string): Promise<number | null> {
  return page.evaluate(async ([name, storeName]) => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === name)) return null;
    return new Promise<number | null>((resolve) => {
      const req = indexedDB.open(name);
      req.onerror = () => resolve(null);
      req.onsuccess = () => {
        const db = req.result;
        // A big list is stored packed (decision 450): its rows are counted in its pages.
        const packed = `paginas_${storeName}`;
        if (db.objectStoreNames.contains(packed)) {
          const all = db.transaction(packed).objectStore(packed).getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { n: number; rows: unknown[] }[]).filter((p) => p.n >= 0).reduce((sum, p) => sum + p.rows.length, 0));
          };
          all.onerror = () => { db.close(); resolve(null); };
          return;
        }
        if (!db.objectStoreNames.contains(storeName)) { db.close(); resolve(null); return; }
        const count = db.transaction(storeName).objectStore(storeName).count();
        count.onsuccess = () => { db.close(); resolve(count.result); };
        count.onerror = () => { db.close(); resolve(null); };
      };
    });
  }, [dbName, store] as const);
}

export function userDbName(userId: string): string {
  return `fluxo-${userId}`;
}
