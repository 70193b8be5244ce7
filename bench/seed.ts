/* The benchmark's fixture generator: writes N realistic payables (instalment groups of 1–24,
   three years of dates, statuses that follow the calendar, banks with the credit-card due rule,
   categories), N/5 receivables, N/50 card bills, 20 banks and 30 categories straight into the
   server's database through openDatabase + migrate, with set-based SQL (seconds, not minutes).
   CLI: node --import tsx bench/seed.ts <payables> [--data-dir DIR | --database-url URL] */
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../src/domain/dates.ts';
import { openDatabase } from '../server/db/client.ts';
import type { Database } from '../server/db/client.ts';
import { migrate, rowsOf } from '../server/db/migrate.ts';
import { faturasSql, lancamentosSql, lit, recebiveisSql } from './seed-sql.ts';
import type { SeedBanks } from './seed-sql.ts';
import { BANCOS, CATEGORIAS } from './seed-words.ts';

export interface SeedSizes {
  lancamentos: number;
  recebiveis: number;
  faturas: number;
}

export interface SeedResult {
  counts: Record<string, number>;
  ms: number;
  /** A bank without a credit card and a category, for the API's mutation load. */
  bancoId: string;
  categoriaId: string;
}

export function sizesFor(payables: number): SeedSizes {
  return {
    lancamentos: payables,
    recebiveis: Math.max(1, Math.round(payables / 5)),
    faturas: Math.max(BANCOS.filter((b) => b.credito).length, Math.round(payables / 50)),
  };
}

async function insertLookups(database: Database): Promise<SeedBanks & { nomes: Map<string, string> }> {
  const banks = BANCOS.map((b) => ({ ...b, id: uuidv7() }));
  await database.exec(`INSERT INTO bancos (id, banco, status, possui_cartao, credito, debito, vencimento) VALUES ${banks
    .map((b) => `(${lit(b.id)}, ${lit(b.banco)}, true, ${b.cartao}, ${b.credito}, ${b.debito}, ${b.vencimento ?? 'NULL'})`)
    .join(', ')}`);
  const cats = CATEGORIAS.map((descricao, i) => ({ id: uuidv7(), descricao, status: i % 10 !== 9 }));
  await database.exec(`INSERT INTO categorias (id, descricao, status) VALUES ${cats
    .map((c) => `(${lit(c.id)}, ${lit(c.descricao)}, ${c.status})`).join(', ')}`);
  return {
    all: banks.map((b) => b.id),
    credit: banks.filter((b) => b.credito && b.vencimento !== null).map((b) => ({ id: b.id, vencimento: b.vencimento! })),
    categorias: cats.map((c) => c.id),
    nomes: new Map(banks.map((b) => [b.id, b.banco])),
  };
}

/** Fills an empty, migrated database. Everything runs in one transaction per table. */
export async function seed(database: Database, sizes: SeedSizes, today = todayISO()): Promise<SeedResult> {
  const started = performance.now();
  const lookups = await insertLookups(database);
  // PostgreSQL's JIT would spend seconds compiling these one-off queries; the SET must ride in
  // the same call, since the pool may hand every call another connection.
  const prefix = database.kind === 'postgres' ? 'SET jit = off; ' : '';
  await database.exec(prefix + lancamentosSql(sizes.lancamentos, today, lookups));
  await database.exec(prefix + recebiveisSql(sizes.recebiveis, today));
  await database.exec(prefix + faturasSql(sizes.faturas, today, lookups, lookups.nomes));
  await database.exec('ANALYZE');
  const counts: Record<string, number> = {};
  for (const table of ['bancos', 'categorias', 'lancamentos', 'recebiveis', 'faturas']) {
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)));
    counts[table] = Number(row?.n ?? 0);
  }
  await checkFixtures(database, sizes, counts);
  const semCredito = BANCOS.findIndex((b) => !b.credito);
  return {
    counts,
    ms: performance.now() - started,
    bancoId: lookups.all[semCredito]!,
    categoriaId: lookups.categorias[0]!,
  };
}

/** The generator's promises, checked on every run: exact sizes and consistent instalment groups. */
async function checkFixtures(database: Database, sizes: SeedSizes, counts: Record<string, number>): Promise<void> {
  for (const [table, want] of Object.entries(sizes)) {
    if (counts[table] !== want) throw new Error(`seed: ${table} tem ${counts[table]} linhas, esperado ${want}`);
  }
  const [bad] = rowsOf<{ n: number }>(await database.db.execute(sql.raw(`SELECT
    (SELECT count(*) FROM (SELECT id_titulo FROM lancamentos GROUP BY id_titulo
       HAVING count(*) <> max(quant_parcela) OR sum(valor_parcela) <> max(valor) OR count(DISTINCT parcela) <> count(*)) g)
    + (SELECT count(*) FROM lancamentos l JOIN bancos b ON b.id = l.banco_id WHERE l.pagamento = 'Crédito' AND NOT b.credito)
    + (SELECT count(*) FROM lancamentos WHERE (status = 'Pago') <> (data_pagamento IS NOT NULL)
         OR (tipo = 'Sem Vencimento') <> (vencimento IS NULL) OR (metodo = 'Parcelado') <> (quant_parcela > 1)) AS n`)));
  if (Number(bad?.n ?? 0) > 0) throw new Error(`seed: ${bad?.n} grupos ou linhas incoerentes nos lançamentos`);
}

/** Opens a fresh database (PGlite in dataDir, or PostgreSQL), migrates, seeds and closes it. */
export async function seedFresh(
  target: { dataDir: string } | { databaseUrl: string },
  sizes: SeedSizes,
): Promise<SeedResult> {
  // PGlite creates pgdata but not its parent (loadConfig makes DATA_DIR for the server).
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const database = await openDatabase(target);
  try {
    await migrate(database);
    return await seed(database, sizes);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const payables = Number(args[0] ?? 10000);
  const flag = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const databaseUrl = flag('--database-url');
  const target = databaseUrl ? { databaseUrl } : { dataDir: flag('--data-dir') ?? './data' };
  const result = await seedFresh(target, sizesFor(payables));
  console.log(`seed: ${JSON.stringify(result.counts)} em ${(result.ms / 1000).toFixed(1)} s`);
}
