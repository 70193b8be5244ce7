/* `backup [--destino <pasta>]` (decision 385): a consistent backup of the database and the receipt
   files, live. PostgreSQL (DATABASE_URL): taken here, in one repeatable-read transaction.
   Embedded, server stopped: taken here on DATA_DIR. Embedded, server running (it holds DATA_DIR):
   asked of the server through POST /api/admin/backup, logged in as an Administrador
   (BACKUP_LOGIN, default ADMIN_LOGIN; BACKUP_SENHA, default ADMIN_PASSWORD). Prints where the
   backup is; exit 0, or 1 with a Portuguese message. */
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirEmUso } from '../db/data-dir.ts';
import { migrate } from '../db/migrate.ts';
import { pastaDeBackups, ROTA_BACKUP } from '../plugins/backup.ts';
import { aplicarRetencao, criarBackup } from './backup-criar.ts';
import { comoComando } from './comando.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';

function argumento(args: string[], nome: string): string | undefined {
  const i = args.indexOf(nome);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Asks the running server for a backup; returns its message. */
async function pedirAoServidor(config: Config, env: NodeJS.ProcessEnv): Promise<string> {
  const login = env.BACKUP_LOGIN || config.admin.login;
  const senha = env.BACKUP_SENHA || config.admin.password;
  if (!senha) throw new Error(msgBackup.semSenha);
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  const pedir = async (caminho: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(`${base}${caminho}`, init);
    } catch (error) {
      throw new Error(msgBackup.servidorInacessivel(base, error instanceof Error ? error.message : String(error)));
    }
  };
  const entrada = await pedir('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: senha }) });
  const sessao = await entrada.json().catch(() => ({})) as { token?: string; message?: string };
  if (!entrada.ok || !sessao.token) throw new Error(msgBackup.servidorRecusou(entrada.status, sessao.message ?? ''));
  const auth = { authorization: `Bearer ${sessao.token}` };
  try {
    const res = await pedir(ROTA_BACKUP, { method: 'POST', headers: auth });
    const corpo = await res.json().catch(() => ({})) as { message?: string };
    if (res.status !== 201) throw new Error(msgBackup.servidorRecusou(res.status, corpo.message ?? ''));
    return corpo.message ?? '';
  } finally {
    await pedir('/api/logout', { method: 'POST', headers: auth }).catch(() => undefined);
  }
}

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  const destino = argumento(args, '--destino') ?? pastaDeBackups(config.dataDir);
  let database;
  try {
    database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirEmUso)) throw error;
    // The server holds DATA_DIR: it takes the backup (into its DATA_DIR/backups).
    console.log(await pedirAoServidor(config, env));
    return 0;
  }
  try {
    await database.exclusive(() => migrate(database));
    const r = await criarBackup(database, config.dataDir, destino);
    if (destino === pastaDeBackups(config.dataDir) && config.backup) await aplicarRetencao(destino, config.backup.retencaoDias);
    console.log(msgBackup.concluido(r.pasta, r.linhas, r.arquivos, r.ms));
    return 0;
  } finally {
    await database.close();
  }
}

await comoComando(import.meta.url, (args) => main(args));
