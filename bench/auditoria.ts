/* Bench row of the Auditoria list (issue 18): the change log seeded with N entries (set-based
   INSERT … SELECT: entries are only ever inserted; the guard refuses UPDATE/DELETE), then
   GET /api/auditoria timed through the real app (app.inject, so no network): the first page,
   a deep page, each filter (user, entity + period, action) and one record's history, plus the
   filters' choices. Median of BENCH_RUNS (5) per case, after one warm-up.
   CLI: node --import tsx bench/auditoria.ts <entries> [--database-url URL]   (default: PGlite in memory)
   With --browser (needs --database-url and a built dist/): the server process is started on the
   seeded database and Chromium times Gestor > Auditoria's paint: navigation → first row on
   screen, and a click on the next page → its rows. */
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { chromium } from '@playwright/test';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { rowsOf } from '../server/db/migrate.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-session.ts';
import { emitRows } from './emit.ts';
import { BENCH_ADMIN, startServer } from './server.ts';

const N = Number(process.argv[2] ?? 100_000);
const urlIdx = process.argv.indexOf('--database-url');
const databaseUrl = urlIdx > 0 ? process.argv[urlIdx + 1] : undefined;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = BENCH_ADMIN;
const BROWSER = process.argv.includes('--browser');

const mediana = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;

async function paint(url: string, linhas: string[], amostras: Record<string, number[]>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-bench-aud-srv-'));
  const server = await startServer({ root: process.cwd(), dataDir, databaseUrl: url, distDir: (process.env.BENCH_DIST ?? join(process.cwd(), 'dist')) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/login');
    await page.getByLabel('Login ou E-mail').fill(ADMIN.login);
    await page.getByLabel('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('user-name').waitFor();
    const primeira: number[] = [];
    const proxima: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      await page.goto('/');
      await page.getByTestId('user-name').waitFor();
      const s = performance.now();
      await page.goto('/gestor/auditoria');
      await page.locator('table[aria-label="Auditoria"] tbody tr').first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      if (i > 0) primeira.push(performance.now() - s);
      const antes = await page.locator('table[aria-label="Auditoria"] tbody tr').first().textContent();
      const n = performance.now();
      await page.getByRole('button', { name: 'Próxima página' }).click();
      await page.waitForFunction((t) => document.querySelector('table[aria-label="Auditoria"] tbody tr')?.textContent !== t, antes);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      if (i > 0) proxima.push(performance.now() - n);
    }
    amostras['auditoria.screen'] = primeira;
    amostras['auditoria.screenNext'] = proxima;
    linhas.push(`| screen: navigation → first page painted | ${mediana(primeira).toFixed(0)} ms | ${Math.max(...primeira).toFixed(0)} ms |`);
    linhas.push(`| screen: next page → painted | ${mediana(proxima).toFixed(0)} ms | ${Math.max(...proxima).toFixed(0)} ms |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-bench-aud-'));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { memory: true });
  const app = await buildApp({
    config: { port: 0, host: '127.0.0.1', dataDir, databaseUrl, jwtSecret: 'bench-secret-0123456789-abcdefghijklmnop', admin: ADMIN, distDir: join(dataDir, 'x'), logger: false, trustProxy: false },
    database,
  });
  await app.ready();
  const token = (await app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password } })).json().token as string;

  // Ten users, thirteen entities, eight actions, a year of entries; one record with 20 entries.
  const usuarios = Array.from({ length: 10 }, () => uuidv7());
  const alvo = uuidv7();
  const t0 = performance.now();
  const lote = 100_000;
  // --no-seed: time a log seeded by an earlier run (the browser part, on the same database).
  const semSemear = process.argv.includes('--no-seed');
  for (let inicio = 0; !semSemear && inicio < N; inicio += lote) {
    const n = Math.min(lote, N - inicio);
    await database.db.execute(sql`INSERT INTO auditoria (quando, usuario_id, origem, quando_dispositivo, entidade, registro_id, acao, mutacao, antes, depois)
      SELECT now() - ((${N} - (${inicio} + g)) * (interval '1 year' / ${N})),
        (${sql.raw(`ARRAY[${usuarios.map((u) => `'${u}'::uuid`).join(',')}]`)})[1 + (g % 10)],
        CASE WHEN g % 7 = 0 THEN 'offline' ELSE 'online' END,
        CASE WHEN g % 7 = 0 THEN now() - interval '3 days' ELSE NULL END,
        (ARRAY['lancamentos','recebiveis','faturas','bancos','categorias','pagamentos','entradas','investimentos','movimentacoes','comprovantes','feriados','users','comprovante_arquivos'])[1 + (g % 13)],
        md5(g::text),
        (ARRAY['criar','editar','pagar','informar pagamento','cancelar','excluir','importar','anexar'])[1 + (g % 8)],
        'pagarLancamentos',
        jsonb_build_object('status', 'Pagar', 'valor_pago', 0),
        jsonb_build_object('status', 'Pago', 'valor_pago', (g % 100000) * 100)
      FROM generate_series(1, ${n}) AS g`);
  }
  if (!semSemear) await database.db.execute(sql`INSERT INTO auditoria (usuario_id, origem, entidade, registro_id, acao, antes, depois)
    SELECT ${usuarios[0]}::uuid, 'online', 'lancamentos', ${alvo}, 'editar', jsonb_build_object('valor', g), jsonb_build_object('valor', g + 1) FROM generate_series(1, 20) AS g`);
  await database.db.execute(sql`ANALYZE auditoria`);
  const seedMs = performance.now() - t0;
  const total = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM auditoria`))[0]!.n;

  const hoje = new Date().toISOString().slice(0, 10);
  const mes = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  const mesFim = new Date(Date.now() - 170 * 86_400_000).toISOString().slice(0, 10);
  // [name, url, the row's id in `npm run bench` (bench/extras.ts)]
  const casos: [string, string, string][] = [
    ['first page (50)', '/api/auditoria', 'auditoria.first'],
    ['page 1,000 (50)', `/api/auditoria?pagina=${Math.max(1, Math.min(1000, Math.floor(N / 100)))}`, 'auditoria.deep'],
    ['filter: user', `/api/auditoria?usuario_id=${usuarios[3]}`, 'auditoria.user'],
    ['filter: entity + 30 days', `/api/auditoria?entidade=faturas&de=${mes}&ate=${mesFim}`, 'auditoria.entity'],
    ['filter: action', '/api/auditoria?acao=cancelar', 'auditoria.action'],
    ['filter: period (today)', `/api/auditoria?de=${hoje}&ate=${hoje}`, 'auditoria.period'],
    ['one record (Histórico)', `/api/auditoria?entidade=lancamentos&registro_id=${alvo}`, 'auditoria.record'],
    ['filter choices', '/api/auditoria/opcoes', 'auditoria.choices'],
  ];
  const amostras: Record<string, number[]> = {};
  const linhas: string[] = [];
  for (const [nome, url, id] of casos) {
    const ms: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i > 0) ms.push(performance.now() - s);
    }
    amostras[id] = [...ms];
    ms.sort((a, b) => a - b);
    linhas.push(`| ${nome} | ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms | ${ms.at(-1)!.toFixed(1)} ms |`);
  }
  await app.close();
  await database.close();
  if (BROWSER && databaseUrl) await paint(databaseUrl, linhas, amostras);
  console.log(`Auditoria bench: ${total.toLocaleString('en')} entries on ${databaseUrl ? 'PostgreSQL' : 'PGlite (memory)'}; seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} runs`);
  console.log('| Case | Median | Max |\n|---|---|---|');
  console.log(linhas.join('\n'));
  emitRows({ samples: amostras, notes: { 'auditoria.first': [`${total.toLocaleString('en')} entradas no ${databaseUrl ? 'PostgreSQL' : 'PGlite (memória)'}, via app.inject`] } });
}

await main();
