/* `restore <pasta> [--substituir]` (decision 385): restores a backup into the database the server
   would use (DATA_DIR, or DATABASE_URL when set) and its receipts into DATA_DIR/uploads, with the
   server stopped. Refuses a database holding data unless --substituir (exit 1, Portuguese). */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { restaurarBackup } from './backup-restaurar.ts';
import { comoComando } from './comando.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const substituir = args.includes('--substituir');
  const posicionais = args.filter((a) => !a.startsWith('--'));
  if (posicionais.length !== 1) {
    console.error(msgBackup.usoRestore);
    return 2;
  }
  const pasta = resolve(posicionais[0]!);
  const config = loadConfig(env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const r = await restaurarBackup(database, config.dataDir, pasta, { substituir });
    console.log(msgBackup.restaurado(config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir, r.linhas, r.arquivos));
    return 0;
  } finally {
    await database.close();
  }
}

await comoComando(import.meta.url, (args) => main(args));
