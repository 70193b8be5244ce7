/* One logical format for backups, restores and the move to PostgreSQL (decision 385).
   A backup is a folder `fluxo-<UTC time>` holding
     manifesto.json          the engine, the migrations applied, each table's row count and the
                             sum of each of its integer columns, the sequences, the receipt files
     tabelas/<t>.ndjson.gz   each row as PostgreSQL's row_to_json, one a line
     comprovantes/<nome>     the receipt files the snapshot's rows name
   Every table is read in ONE repeatable-read transaction, after a SHARE lock on
   comprovante_arquivos: no receipt can be added or removed while its files are copied, so the
   files match the rows. It is written as `.<name>.parcial` and renamed when complete.
   A restore loads the rows with json_populate_recordset (PostgreSQL's own conversions, so every
   type comes back as it was) with user triggers off (no audit entries, no notifications for the
   copied rows), sets the sequences and checks counts and sums against the manifest before it
   commits. `txid` is not restored: it takes the restoring transaction's id, so the target's sync
   cursors (transaction ids of THAT database) keep working for devices that download afresh. */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client.ts';
import { fsyncTree, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/data-dir.ts';
import { migrate, migrationFiles, rowsOf } from '../db/migrate.ts';
import { uploadsDir } from '../lib/uploads.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';

export const FORMATO = 'fluxo-backup';
const VERSAO = 1;
const PAGINA = 5000;
/** Rows per INSERT on restore (and at most about this many bytes of JSON). */
const LOTE_LINHAS = 2000;
const LOTE_BYTES = 4 * 1024 * 1024;
/** Not copied: the migrations table is rebuilt by migrate() on the target. */
const FORA = new Set(['fluxo_migrations']);
/** Rewritten on restore (see the header). */
const COLUNA_TXID = 'txid';
/** A fresh server's own rows: a database holding only these (and one user) counts as empty. */
const DE_SERVICO = new Set([
  'sessoes', 'login_limites', 'idempotency_keys', 'auditoria', 'tombstones', 'automacao_execucoes',
  'automacao_execucao_itens', 'telegram_config', 'telegram_segredo', 'telegram_codigos',
]);

export interface EstatisticaTabela {
  linhas: number;
  /** Sum of each integer column but txid (money is bigint cents), as decimal text. */
  somas: Record<string, string>;
}

export interface Manifesto {
  formato: typeof FORMATO;
  versao: number;
  criado_em: string;
  motor: Database['kind'];
  migracoes: string[];
  tabelas: Record<string, EstatisticaTabela>;
  sequencias: Record<string, { valor: string; chamada: boolean }>;
  arquivos: { nome: string; tamanho: number; sha256: string }[];
  /** Files a row names that were not on disk when the backup was taken. */
  ausentes: string[];
}

export interface ResultadoBackup {
  nome: string;
  pasta: string;
  linhas: number;
  arquivos: number;
  bytes: number;
  ms: number;
  manifesto: Manifesto;
}

type Q = Db | Tx;

async function linhas<T>(q: Q, query: SQL): Promise<T[]> {
  return rowsOf<T>(await q.execute(query));
}

/** The public tables to copy, parents before children (foreign keys), then by name. */
export async function tabelas(q: Q): Promise<string[]> {
  const nomes = (await linhas<{ t: string }>(q, sql`
    SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`)).map((r) => r.t).filter((t) => !FORA.has(t));
  const deps = await linhas<{ filha: string; mae: string }>(q, sql`
    SELECT f.relname AS filha, m.relname AS mae FROM pg_constraint k
    JOIN pg_class f ON f.oid = k.conrelid JOIN pg_class m ON m.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = f.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND f.relname <> m.relname`);
  const ordem: string[] = [];
  const feitas = new Set<string>();
  const visitar = (t: string, caminho: Set<string>) => {
    if (feitas.has(t) || caminho.has(t)) return;
    caminho.add(t);
    for (const d of deps) if (d.filha === t && nomes.includes(d.mae)) visitar(d.mae, caminho);
    feitas.add(t);
    ordem.push(t);
  };
  for (const t of nomes) visitar(t, new Set());
  return ordem;
}

interface Coluna { nome: string; tipo: string; gerada: boolean }

async function colunas(q: Q, tabela: string): Promise<Coluna[]> {
  return (await linhas<{ nome: string; tipo: string; gerada: string }>(q, sql`
    SELECT attname AS nome, format_type(atttypid, atttypmod) AS tipo, attgenerated::text AS gerada
    FROM pg_attribute WHERE attrelid = ${tabela}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`))
    .map((c) => ({ nome: c.nome, tipo: c.tipo, gerada: c.gerada !== '' }));
}

const INTEIROS = new Set(['bigint', 'integer', 'smallint']);

/** Row count and integer sums of one table, as a backup records them and a restore checks them. */
export async function estatistica(q: Q, tabela: string): Promise<EstatisticaTabela> {
  const somaveis = (await colunas(q, tabela)).filter((c) => INTEIROS.has(c.tipo) && c.nome !== COLUNA_TXID);
  const partes = [sql`count(*)::text AS linhas`, ...somaveis.map((c) => sql`coalesce(sum(${sql.identifier(c.nome)}), 0)::text AS ${sql.identifier(`s_${c.nome}`)}`)];
  const [row] = await linhas<Record<string, string>>(q, sql`SELECT ${sql.join(partes, sql`, `)} FROM ${sql.identifier(tabela)}`);
  const somas: Record<string, string> = {};
  for (const c of somaveis) somas[c.nome] = row?.[`s_${c.nome}`] ?? '0';
  return { linhas: Number(row?.linhas ?? 0), somas };
}

/** Every table's statistics. */
export async function estatisticas(q: Q): Promise<Record<string, EstatisticaTabela>> {
  const todas: Record<string, EstatisticaTabela> = {};
  for (const t of await tabelas(q)) todas[t] = await estatistica(q, t);
  return todas;
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

async function sha256(arquivo: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(arquivo), hash);
  return hash.digest('hex');
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

export class RecusaBackup extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecusaBackup';
  }
}

export async function lerManifesto(pasta: string): Promise<Manifesto> {
  let bruto: unknown;
  try {
    bruto = JSON.parse(await readFile(join(pasta, 'manifesto.json'), 'utf8'));
  } catch {
    throw new RecusaBackup(msgBackup.naoEhBackup(pasta));
  }
  const m = bruto as Partial<Manifesto> | null;
  if (!m || m.formato !== FORMATO || typeof m.tabelas !== 'object' || !Array.isArray(m.migracoes)) throw new RecusaBackup(msgBackup.naoEhBackup(pasta));
  return m as Manifesto;
}

/** The tables holding data, in the sense of "restore would overwrite something". */
export async function tabelasComDados(q: Q): Promise<string[]> {
  const cheias: string[] = [];
  for (const t of await tabelas(q)) {
    if (DE_SERVICO.has(t)) continue;
    const [row] = await linhas<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.identifier(t)} LIMIT 2) x`);
    const n = Number(row?.n ?? 0);
    // A fresh server has seeded its first administrator.
    if (n > (t === 'users' ? 1 : 0)) cheias.push(t);
  }
  return cheias;
}

async function superusuario(q: Q): Promise<boolean> {
  const [row] = await linhas<{ s: boolean }>(q, sql`SELECT rolsuper AS s FROM pg_roles WHERE rolname = current_user`);
  return row?.s === true;
}

async function* lotes(arquivo: string): AsyncGenerator<string[]> {
  const leitor = createInterface({ input: createReadStream(arquivo).pipe(createGunzip()), crlfDelay: Infinity });
  let lote: string[] = [];
  let bytes = 0;
  for await (const linha of leitor) {
    if (linha === '') continue;
    lote.push(linha);
    bytes += linha.length;
    if (lote.length >= LOTE_LINHAS || bytes >= LOTE_BYTES) {
      yield lote;
      lote = [];
      bytes = 0;
    }
  }
  if (lote.length > 0) yield lote;
}

export interface OpcoesRestauracao {
  substituir?: boolean;
  /** The refusal's text when the target holds data (restore and migration say it differently). */
  recusa?: (tabelas: string[]) => string;
}

/**
 * Restores the backup in `pasta` into `database` and its receipts into `dataDir/uploads`.
 * Refuses a target holding data unless `substituir`; all or nothing for the database.
 */
export async function restaurarBackup(database: Database, dataDir: string, pasta: string, opcoes: OpcoesRestauracao = {}): Promise<{ linhas: number; arquivos: number; manifesto: Manifesto }> {
  const manifesto = await lerManifesto(pasta);
  const conhecidas = new Set(migrationFiles());
  const novas = manifesto.migracoes.filter((m) => !conhecidas.has(m));
  if (novas.length > 0) throw new RecusaBackup(msgBackup.versaoMaisNova(novas));
  // The schema as it was when the backup was taken; later migrations run over the restored rows.
  await database.exclusive(() => migrate(database, new Set(manifesto.migracoes)));
  const antes = await tabelasComDados(database.db);
  if (antes.length > 0 && !opcoes.substituir) throw new RecusaBackup((opcoes.recusa ?? msgBackup.destinoComDados)(antes));

  // Files first: if the database part fails, they are unreferenced files, never missing ones.
  const uploads = uploadsDir(dataDir);
  await mkdir(uploads, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const a of manifesto.arquivos) {
    const de = join(pasta, 'comprovantes', a.nome);
    if (await sha256(de).catch(() => '') !== a.sha256) throw new RecusaBackup(msgBackup.arquivoDivergente(a.nome));
    const para = join(uploads, a.nome);
    if (await sha256(para).catch(() => '') === a.sha256) continue; // already there (the same DATA_DIR)
    await copyFile(de, para);
  }

  let total = 0;
  await database.db.transaction(async (tx) => {
    const lista = await tabelas(tx);
    await tx.execute(sql.raw(`TRUNCATE ${lista.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY`));
    // User triggers off for the copy: no audit entries, no touch, no notifications. A superuser
    // (PGlite always is) switches them off for the session; the tables' owner per table.
    const sup = await superusuario(tx);
    if (sup) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    else for (const t of lista) await tx.execute(sql`ALTER TABLE ${sql.identifier(t)} DISABLE TRIGGER USER`);
    for (const t of lista) {
      const arquivo = join(pasta, 'tabelas', `${t}.ndjson.gz`);
      if (!existsSync(arquivo)) continue;
      const cols = (await colunas(tx, t)).filter((c) => !c.gerada && c.nome !== COLUNA_TXID).map((c) => sql.identifier(c.nome));
      const lista2 = sql.join(cols, sql`, `);
      for await (const lote of lotes(arquivo)) {
        try {
          await tx.execute(sql`INSERT INTO ${sql.identifier(t)} (${lista2}) OVERRIDING SYSTEM VALUE
            SELECT ${lista2} FROM json_populate_recordset(NULL::${sql.identifier(t)}, ${`[${lote.join(',')}]`}::json)`);
        } catch (error) {
          // The driver's error repeats the whole batch (megabytes): say the table and the cause.
          const causa = (error as { cause?: unknown }).cause;
          throw new Error(`${t}: ${causa instanceof Error ? causa.message : error instanceof Error ? error.message.slice(0, 300) : String(error)}`, { cause: error });
        }
      }
    }
    for (const [s, v] of Object.entries(manifesto.sequencias)) {
      await tx.execute(sql`SELECT setval(${s}::regclass, ${v.valor}::bigint, ${v.chamada})`);
    }
    if (!sup) for (const t of lista) await tx.execute(sql`ALTER TABLE ${sql.identifier(t)} ENABLE TRIGGER USER`);
    else await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    // Checked before COMMIT: a difference leaves the target as it was.
    for (const [t, esperado] of Object.entries(manifesto.tabelas)) {
      const obtido = lista.includes(t) ? await estatistica(tx, t) : { linhas: -1, somas: {} };
      const a = JSON.stringify(esperado);
      const b = JSON.stringify(obtido);
      if (a !== b) throw new RecusaBackup(msgBackup.divergencia(t, a, b));
      total += obtido.linhas;
    }
  });
  await database.exclusive(() => migrate(database));
  return { linhas: total, arquivos: manifesto.arquivos.length, manifesto };
}
