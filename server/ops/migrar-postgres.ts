/* `migrar-postgres <DATABASE_URL>` (decision 385): moves the embedded database in DATA_DIR to an
   empty PostgreSQL database, with the server stopped. It takes a backup of DATA_DIR into
   DATA_DIR/backups (kept: the embedded data as they were), restores it into PostgreSQL with the
   same code as `restore` (audit log copied as it was, no new entries), then reads every table of
   both back and prints their row counts and integer sums side by side. Receipts stay in
   DATA_DIR/uploads, which the server in PostgreSQL mode uses too. Refuses a target with data. */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { DataDirEmUso } from '../db/data-dir.ts';
import { migrate } from '../db/migrate.ts';
import { pastaDeBackups } from '../plugins/backup.ts';
import { criarBackup } from './backup-criar.ts';
import { estatisticas } from './backup-dados.ts';
import { restaurarBackup } from './backup-restaurar.ts';
import { comoComando } from './comando.ts';
import type { EstatisticaTabela } from './backup-dados.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';

function semSenha(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

function tabela(origem: Record<string, EstatisticaTabela>, destino: Record<string, EstatisticaTabela>): { texto: string; diferentes: string[] } {
  const linhas = ['tabela | linhas (embutido → PostgreSQL) | somas | confere'];
  const diferentes: string[] = [];
  for (const t of Object.keys(origem)) {
    const a = origem[t]!;
    const b = destino[t];
    const igual = JSON.stringify(a) === JSON.stringify(b);
    if (!igual) diferentes.push(t);
    const somas = Object.entries(a.somas).map(([c, v]) => `${c}=${v}${b?.somas[c] === v ? '' : `≠${b?.somas[c] ?? '?'}`}`).join(' ');
    linhas.push(`${t} | ${a.linhas} → ${b?.linhas ?? '?'} | ${somas || '-'} | ${igual ? 'sim' : 'NÃO'}`);
  }
  return { texto: linhas.join('\n'), diferentes };
}

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const alvo = args.find((a) => !a.startsWith('--'));
  if (!alvo || !/^postgres(ql)?:\/\//.test(alvo)) {
    console.error(msgBackup.usoMigrar);
    return 2;
  }
  if (env.DATABASE_URL) {
    console.error(msgBackup.migrarSemEmbutido);
    return 2;
  }
  const config = loadConfig(env);
  let origem: Database;
  try {
    origem = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirEmUso) throw new Error(msgBackup.migrarServidorRodando(config.dataDir), { cause: error });
    throw error;
  }
  let pasta: string;
  let antes: Record<string, EstatisticaTabela>;
  try {
    await origem.exclusive(() => migrate(origem));
    const r = await criarBackup(origem, config.dataDir, pastaDeBackups(config.dataDir));
    pasta = r.pasta;
    console.log(msgBackup.concluido(r.pasta, r.linhas, r.arquivos, r.ms));
    antes = await estatisticas(origem.db);
  } finally {
    await origem.close();
  }
  const destino = await openDatabase({ databaseUrl: alvo });
  try {
    await restaurarBackup(destino, config.dataDir, pasta, { recusa: msgBackup.alvoComDados });
    const depois = await estatisticas(destino.db);
    const { texto, diferentes } = tabela(antes, depois);
    console.log(texto);
    if (diferentes.length > 0) {
      console.error(msgBackup.divergencia(diferentes.join(', '), 'igual', 'diferente'));
      return 1;
    }
    console.log(msgBackup.migrado(semSenha(alvo)));
    return 0;
  } finally {
    await destino.close();
  }
}

await comoComando(import.meta.url, (args) => main(args));
