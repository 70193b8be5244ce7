/* Live backups inside the server process, which holds the database (decision 385):
   POST /api/admin/backup (Administrador only: a Gestor route) writes one now into
   DATA_DIR/backups and answers where; the job runner's `backup_diario` task writes one every day
   at BACKUP_HORARIO (exactly once across processes, like every scheduled task) and removes those
   older than BACKUP_RETENCAO_DIAS. One backup at a time per process. */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { msg } from '../../src/domain/messages.ts';
import type { Tarefa } from '../jobs/tarefa.ts';
import { HttpError } from '../lib/http-error.ts';
import { aplicarRetencao, criarBackup } from '../ops/backup-criar.ts';
import type { ResultadoBackup } from '../ops/backup-criar.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';

export const TAREFA_BACKUP = 'backup_diario';
export const ROTA_BACKUP = '/api/admin/backup';

export function pastaDeBackups(dataDir: string): string {
  return join(dataDir, 'backups');
}

export const backupPlugin = fp(async (app) => {
  let fila: Promise<unknown> = Promise.resolve();
  const destino = pastaDeBackups(app.config.dataDir);
  const retencao = app.config.backup?.retencaoDias;

  /** Runs after any backup already running in this process. */
  const fazer = (): Promise<ResultadoBackup> => {
    const vez = fila.then(async () => {
      const r = await criarBackup(app.database, app.config.dataDir, destino);
      if (retencao) await aplicarRetencao(destino, retencao);
      return r;
    });
    fila = vez.catch(() => undefined);
    return vez;
  };

  app.post(ROTA_BACKUP, { config: { gestor: true } }, async (request, reply) => {
    // It takes no input: anything sent is a mistake, answered before a backup is written.
    const corpo: unknown = request.body;
    const vazio = corpo === undefined || corpo === null || corpo === '' || (typeof corpo === 'object' && !Array.isArray(corpo) && Object.keys(corpo).length === 0);
    if (!vazio) throw new HttpError(422, msg.comum.dadosInvalidos);
    const r = await fazer();
    request.log.info({ backup: r.nome, linhas: r.linhas, bytes: r.bytes, ms: r.ms }, 'backup gravado');
    return reply.code(201).send({
      message: msgBackup.concluido(r.pasta, r.linhas, r.arquivos, r.ms),
      backup: { nome: r.nome, pasta: r.pasta, linhas: r.linhas, arquivos: r.arquivos, bytes: r.bytes, ms: r.ms },
    });
  });

  const opcoes = app.config.backup;
  if (opcoes?.diario) {
    const [hora, minuto] = opcoes.horario.split(':').map(Number);
    const tarefa: Tarefa = {
      nome: TAREFA_BACKUP,
      agenda: `${minuto} ${hora} * * *`,
      executar: async () => {
        const r = await fazer();
        return msgBackup.concluido(r.pasta, r.linhas, r.arquivos, r.ms);
      },
    };
    app.automacao.registrar(tarefa);
  }
}, { name: 'backup', dependencies: ['db', 'automacao'] });
