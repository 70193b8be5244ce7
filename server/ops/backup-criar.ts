/* Taking a backup (the format: backup-dados.ts) and keeping only the recent ones. */
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { fsyncTree, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/data-dir.ts';
import { uploadsDir } from '../lib/uploads.ts';
import { FORMATO, VERSAO, estatistica, linhas, sha256, tabelas } from './backup-dados.ts';
import type { Manifesto, Q } from './backup-dados.ts';

const PAGINA = 5000;

export interface ResultadoBackup {
  nome: string;
  pasta: string;
  linhas: number;
  arquivos: number;
  bytes: number;
  ms: number;
  manifesto: Manifesto;
}

async function sequencias(q: Q): Promise<Manifesto['sequencias']> {
  const nomes = await linhas<{ s: string }>(q, sql`
    SELECT c.relname AS s FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`);
  const todas: Manifesto['sequencias'] = {};
  for (const { s } of nomes) {
    const [row] = await linhas<{ v: string; c: boolean }>(q, sql`SELECT last_value::text AS v, is_called AS c FROM ${sql.identifier(s)}`);
    if (row) todas[s] = { valor: row.v, chamada: row.c };
  }
  return todas;
}

function carimbo(agora: Date): string {
  return agora.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

async function gravarLinhas(tx: Tx, tabela: string, arquivo: string): Promise<number> {
  const gz = createGzip({ level: 6 });
  const saida = createWriteStream(arquivo, { mode: PRIVATE_FILE_MODE });
  const fim = pipeline(gz, saida);
  let total = 0;
  // A cursor in the snapshot: each row is converted once, whatever the table's size (a keyset on
  // ctid with ORDER BY re-sorted, and re-converted, the rest of the table for every page).
  await tx.execute(sql`DECLARE fluxo_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${sql.identifier(tabela)} t`);
  for (;;) {
    const pagina = await linhas<{ j: string }>(tx, sql`FETCH ${sql.raw(String(PAGINA))} FROM fluxo_backup`);
    for (const row of pagina) {
      if (!gz.write(`${row.j}\n`)) await once(gz, 'drain');
    }
    total += pagina.length;
    if (pagina.length < PAGINA) break;
  }
  await tx.execute(sql`CLOSE fluxo_backup`);
  gz.end();
  await fim;
  return total;
}

/**
 * Takes a consistent backup of `database` and the receipt files under `dataDir/uploads` into a
 * new folder in `destino`. Runs inside the process that holds the database (the server, or a
 * command on a stopped embedded database, or any process on PostgreSQL).
 */
export async function criarBackup(database: Database, dataDir: string, destino: string, agora = new Date()): Promise<ResultadoBackup> {
  const inicio = performance.now();
  await mkdir(destino, { recursive: true, mode: PRIVATE_DIR_MODE });
  let nome = `fluxo-${carimbo(agora)}`;
  for (let n = 2; existsSync(join(destino, nome)); n++) nome = `fluxo-${carimbo(agora)}-${n}`;
  const parcial = join(destino, `.${nome}.parcial`);
  await rm(parcial, { recursive: true, force: true });
  await mkdir(join(parcial, 'tabelas'), { recursive: true, mode: PRIVATE_DIR_MODE });
  await mkdir(join(parcial, 'comprovantes'), { mode: PRIVATE_DIR_MODE });
  try {
    const manifesto = await database.db.transaction(async (tx) => {
      // The lock before the snapshot (taken by the first query after it): receipts neither come
      // nor go until the files are copied, and the snapshot sees every receipt committed before.
      await tx.execute(sql`LOCK TABLE comprovante_arquivos IN SHARE MODE`);
      const [m] = await linhas<{ name: string }>(tx, sql`SELECT string_agg(name, ',' ORDER BY name) AS name FROM fluxo_migrations`);
      const m2: Manifesto = {
        formato: FORMATO, versao: VERSAO, criado_em: agora.toISOString(), motor: database.kind,
        migracoes: (m?.name ?? '').split(',').filter(Boolean), tabelas: {}, sequencias: {}, arquivos: [], ausentes: [],
      };
      for (const t of await tabelas(tx)) {
        m2.tabelas[t] = await estatistica(tx, t);
        const gravadas = await gravarLinhas(tx, t, join(parcial, 'tabelas', `${t}.ndjson.gz`));
        if (gravadas !== m2.tabelas[t].linhas) throw new Error(`backup: ${t} had ${m2.tabelas[t].linhas} rows, wrote ${gravadas}`);
      }
      m2.sequencias = await sequencias(tx);
      const nomes = await linhas<{ nome: string }>(tx, sql`SELECT nome FROM comprovante_arquivos ORDER BY nome`);
      const origem = uploadsDir(dataDir);
      for (const { nome: arquivo } of nomes) {
        const de = join(origem, arquivo);
        const para = join(parcial, 'comprovantes', arquivo);
        try {
          await copyFile(de, para);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          m2.ausentes.push(arquivo);
          continue;
        }
        m2.arquivos.push({ nome: arquivo, tamanho: (await stat(para)).size, sha256: await sha256(para) });
      }
      return m2;
    }, { isolationLevel: 'repeatable read' });
    await writeFile(join(parcial, 'manifesto.json'), `${JSON.stringify(manifesto, null, 1)}\n`, { mode: PRIVATE_FILE_MODE });
    fsyncTree(parcial);
    const pasta = join(destino, nome);
    await rename(parcial, pasta);
    fsyncTree(destino);
    const bytes = await tamanhoDaPasta(pasta);
    const total = Object.values(manifesto.tabelas).reduce((s, t) => s + t.linhas, 0);
    return { nome, pasta, linhas: total, arquivos: manifesto.arquivos.length, bytes, ms: Math.round(performance.now() - inicio), manifesto };
  } catch (error) {
    await rm(parcial, { recursive: true, force: true });
    throw error;
  }
}

async function tamanhoDaPasta(pasta: string): Promise<number> {
  let total = 0;
  for (const entrada of await readdir(pasta, { withFileTypes: true, recursive: true })) {
    if (entrada.isFile()) total += (await stat(join(entrada.parentPath, entrada.name))).size;
  }
  return total;
}

/** Removes backups in `destino` older than `dias` days (never the newest one) and stale partial ones. */
export async function aplicarRetencao(destino: string, dias: number, agora = new Date()): Promise<string[]> {
  const entradas = await readdir(destino, { withFileTypes: true }).catch(() => []);
  const limite = agora.getTime() - dias * 24 * 3600 * 1000;
  const backups = entradas.filter((e) => e.isDirectory() && /^fluxo-\d{8}T\d{6}Z(-\d+)?$/.test(e.name)).map((e) => e.name).sort();
  const removidas: string[] = [];
  for (const nome of backups.slice(0, -1)) {
    const [, d] = /^fluxo-(\d{8}T\d{6}Z)/.exec(nome) ?? [];
    const quando = d ? Date.parse(d.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')) : NaN;
    if (Number.isFinite(quando) && quando < limite) {
      await rm(join(destino, nome), { recursive: true, force: true });
      removidas.push(nome);
    }
  }
  for (const e of entradas) {
    if (!e.isDirectory() || !/^\.fluxo-.*\.parcial$/.test(e.name)) continue;
    const info = await stat(join(destino, e.name)).catch(() => null);
    if (info && agora.getTime() - info.mtimeMs > 24 * 3600 * 1000) await rm(join(destino, e.name), { recursive: true, force: true });
  }
  return removidas;
}
