/* Restoring a backup (the format: backup-dados.ts): all or nothing, checked against its manifest. */
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { PRIVATE_DIR_MODE } from '../db/data-dir.ts';
import { migrate, migrationFiles } from '../db/migrate.ts';
import { uploadsDir } from '../lib/uploads.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';
import { COLUNA_TXID, RecusaBackup, colunas, estatistica, lerManifesto, linhas, sha256, tabelas } from './backup-dados.ts';
import type { Manifesto, Q } from './backup-dados.ts';

/** Rows per INSERT on restore (and at most about this many bytes of JSON). */
const LOTE_LINHAS = 2000;
const LOTE_BYTES = 4 * 1024 * 1024;
/** A fresh server's own rows: a database holding only these (and one user) counts as empty. */
const DE_SERVICO = new Set([
  'sessoes', 'login_limites', 'idempotency_keys', 'auditoria', 'tombstones', 'automacao_execucoes',
  'automacao_execucao_itens', 'telegram_config', 'telegram_segredo', 'telegram_codigos',
]);

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
