/* Live change latency (decision 190): the repetition's page (A, everything pulled) keeps the
   Categorias list open, searching for the names to come; a second browser, another user's
   context (B), saves a category from its page (fetch POST /api/cadastro-categoria with its own
   session, as its outbox would); the time runs from just before B's request to the first frame
   after the row is in A's DOM. A and B share the machine's clock (Date.now() in both pages).
   B never signs in through the screen, so its engine does not download the fixture. */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { uuidv7 } from 'uuidv7';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { addSample, note, skip } from './results.ts';

export const LIVE_SAMPLES = 5;
const CATEGORIAS_PATH = '/financeiro/categorias';
const ID = 'live.change';

declare global {
  interface Window { __liveSeen?: Promise<number | null> }
}

async function createUser(rc: RunContext, login: string, password: string): Promise<string | null> {
  const res = await fetch(`${rc.baseURL}/api/cadastro-usuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${rc.token}`, 'idempotency-key': uuidv7() },
    body: JSON.stringify({ name: `Vera Ao Vivo ${login}`, email: `${login}@bench.test`, login, password, status: 1 }),
  });
  return res.status === 201 ? null : `cadastro do segundo usuário respondeu ${res.status}`;
}

/** A: the Categorias list, in-app (no reload: the live stream stays up), searching `prefix`. */
async function openCategorias(page: Page, prefix: string): Promise<string | null> {
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, CATEGORIAS_PATH);
  try {
    await page.getByRole('heading', { name: 'Categorias' }).waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="connection"][data-live="true"]').waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(prefix);
    await page.getByText('Busca não encontrada!').waitFor({ timeout: 15_000 });
  } catch (error) {
    return (error as Error).message.includes('data-live')
      ? 'a página não abriu o canal ao vivo (data-live) em 15 s'
      : `a lista de categorias não abriu (${(error as Error).message.split('\n')[0]})`;
  }
  return null;
}

/** Watches A's DOM for a cell reading `name`; resolves with Date.now() at the next frame. */
async function armWatch(page: Page, name: string, timeoutMs: number): Promise<void> {
  await page.evaluate(({ name, timeoutMs }) => {
    window.__liveSeen = new Promise<number | null>((resolve) => {
      const found = () => [...document.querySelectorAll('td, [role="cell"]')].some((cell) => cell.textContent?.trim() === name);
      const timer = setTimeout(() => { observer.disconnect(); resolve(null); }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (!found()) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve(Date.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, { name, timeoutMs });
}

export async function measureLive(page: Page, rc: RunContext, samples = LIVE_SAMPLES): Promise<void> {
  const tag = `${rc.run}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const login = `vivo${tag}`;
  const password = 'senha-ao-vivo-123';
  const prefix = `Ao Vivo ${tag}`;
  const userProblem = await createUser(rc, login, password);
  if (userProblem) return skip(rc.bag, ID, `não medido: ${userProblem}`);
  const openProblem = await openCategorias(page, prefix);
  if (openProblem) return skip(rc.bag, ID, `não medido: ${openProblem}`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const b = await (await browser.newContext({ baseURL: rc.baseURL, locale: 'pt-BR' })).newPage();
    await b.goto('/login');
    const token = await b.evaluate(async ({ login, password }) => {
      const res = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password }) });
      return res.ok ? ((await res.json()) as { token: string }).token : null;
    }, { login, password });
    if (!token) return skip(rc.bag, ID, 'não medido: o segundo usuário não conseguiu entrar');
    for (let i = 1; i <= samples; i++) {
      const descricao = `${prefix} ${i}`;
      await armWatch(page, descricao, 15_000);
      const sent = await b.evaluate(async ({ token, descricao, id }) => {
        const t0 = Date.now();
        const res = await fetch('/api/cadastro-categoria', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': id },
          body: JSON.stringify({ id, descricao }),
        });
        return { t0, status: res.status };
      }, { token, descricao, id: uuidv7() });
      if (sent.status !== 201) {
        note(rc.bag, ID, `a categoria ${i} foi recusada (${sent.status})`);
        continue;
      }
      const seenAt = await page.evaluate(() => window.__liveSeen ?? null);
      if (seenAt === null) {
        note(rc.bag, ID, `a categoria ${i} não apareceu na outra página em 15 s`);
        continue;
      }
      addSample(rc.bag, ID, seenAt - sent.t0);
      // Let A's pull and render finish before the next change.
      await page.waitForTimeout(300);
    }
    note(rc.bag, ID, `${samples} categorias salvas por um segundo usuário em outro navegador; a primeira página com a lista de Categorias aberta`);
  } finally {
    await browser.close();
  }
}
