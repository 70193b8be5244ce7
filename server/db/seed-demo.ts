/* Loads the demo (issue 13, decision 210; rows built by seed-demo-dados.ts) into a migrated
   database, with its receipt files. Refuses a database that already holds data beyond the first
   administrator. CLI: `npm run seed:demo` (DATA_DIR or DATABASE_URL, as the server). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir.ts';
import type { Database, Db, Tx } from './client.ts';
import { rowsOf } from './migrate.ts';
import * as s from './schema.ts';
import { construirDemo } from './seed-demo-dados.ts';

/** Tables that must be empty (users may hold the first administrator only). */
const TABELAS_DE_DADOS = [
  'bancos', 'categorias', 'lancamentos', 'recebiveis', 'pagamentos', 'faturas', 'comprovantes',
  'entradas', 'investimentos', 'movimentacoes', 'feriados',
] as const;

export class BancoComDados extends Error {
  constructor(tabelas: string[]) {
    super(msg.ux.demoRecusada(tabelas));
    this.name = 'BancoComDados';
  }
}

/** Names the tables holding data that would make the demo a mix (empty when it may load). */
export async function tabelasComDados(db: Db | Tx): Promise<string[]> {
  const cheias: string[] = [];
  for (const tabela of TABELAS_DE_DADOS) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${tabela}`)));
    if (Number(row?.n ?? 0) > 0) cheias.push(tabela);
  }
  const [users] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM users`));
  if (Number(users?.n ?? 0) > 1) cheias.push('users');
  return cheias;
}

/** Loads the demo into a migrated database and its receipt files under `dataDir/uploads`. */
export async function carregarDemo(database: Database, dataDir: string, hoje = todayISO()): Promise<Record<string, number>> {
  const demo = construirDemo(hoje);
  const uploads = join(dataDir, 'uploads');
  await database.db.transaction(async (tx) => {
    // Checked inside the transaction that writes, so two runs at once cannot both load.
    await tx.execute(sql`LOCK TABLE bancos IN EXCLUSIVE MODE`);
    const cheias = await tabelasComDados(tx);
    if (cheias.length > 0) throw new BancoComDados(cheias);
    const em = async <T extends Parameters<typeof tx.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
      for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500));
    };
    await em(s.bancos, demo.bancos);
    await em(s.categorias, demo.categorias);
    await em(s.lancamentos, demo.lancamentos);
    await em(s.recebiveis, demo.recebiveis);
    await em(s.pagamentos, demo.pagamentos);
    await em(s.faturas, demo.faturas);
    await em(s.comprovantes, demo.comprovantes);
    await em(s.comprovanteArquivos, demo.arquivos.map(({ conteudo: _c, ...row }) => row));
    await em(s.entradas, demo.entradas);
    await em(s.investimentos, demo.investimentos);
    await em(s.movimentacoes, demo.movimentacoes);
    mkdirSync(uploads, { recursive: true, mode: PRIVATE_DIR_MODE });
    for (const a of demo.arquivos) writeFileSync(join(uploads, a.nome), a.conteudo, { mode: PRIVATE_FILE_MODE });
  });
  return {
    bancos: demo.bancos.length, categorias: demo.categorias.length, lancamentos: demo.lancamentos.length,
    recebiveis: demo.recebiveis.length, faturas: demo.faturas.length, comprovantes: demo.comprovantes.length,
    entradas: demo.entradas.length, investimentos: demo.investimentos.length,
  };
}

async function main() {
  const { loadConfig } = await import('../config.ts');
  const { openDatabase } = await import('./client.ts');
  const { migrate } = await import('./migrate.ts');
  const config = loadConfig();
  const hoje = process.env.DEMO_HOJE || todayISO();
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (error) {
    // DataDirEmUso (the server is running on this DATA_DIR) already speaks Portuguese.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return;
  }
  try {
    await database.exclusive(() => migrate(database));
    const contagem = await carregarDemo(database, config.dataDir, hoje);
    console.log(msg.ux.demoCarregada(contagem, config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
