/* Imports a process runs at once (issue 37 item 5, docs/decisions/399-importacoes-limites.md).
   An import holds its file (≤ 10 MB) and its parsed records in memory and one long transaction;
   two at once keep a process's peak bounded on a small machine. The slot is taken before the
   body is read and given back when the handler ends (answered, refused, or the client gone). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { HttpError } from './http-error.ts';

export const IMPORTACOES_SIMULTANEAS = 2;
/** How long the upload of one import's file may take: a slot is held while it arrives, so a slow
    (or deliberately stalled) upload must not hold it for ever. 10 MB at 1 Mbit/s is ~85 s. */
export const IMPORTACAO_PRAZO_LEITURA_MS = 3 * 60_000;
/** Seconds the client is told to wait (the device's outbox honours Retry-After). */
export const IMPORTACAO_RETRY_AFTER_S = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** Imports running now in this process (tests and metrics). */
    importacoesEmCurso(): number;
    /** Runs an import's handler in one of the process's slots, or refuses it with a 503. */
    importacaoComVaga<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T>;
    /** Milliseconds an import's file may take to arrive (IMPORTACAO_PRAZO_LEITURA_MS). */
    importacaoPrazoLeituraMs: number;
  }
}

/** Gives the app (the root, so every route shares them) its import slots. */
export function instalarLimiteImportacoes(app: FastifyInstance, opcoes: { simultaneas?: number; prazoLeituraMs?: number } = {}): void {
  const max = opcoes.simultaneas ?? IMPORTACOES_SIMULTANEAS;
  let emCurso = 0;
  app.decorate('importacaoPrazoLeituraMs', opcoes.prazoLeituraMs ?? IMPORTACAO_PRAZO_LEITURA_MS);
  app.decorate('importacoesEmCurso', () => emCurso);
  app.decorate('importacaoComVaga', async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    if (emCurso >= max) {
      reply.header('retry-after', String(IMPORTACAO_RETRY_AFTER_S));
      throw new HttpError(503, msg.importacao.ocupado, { status: 'error' });
    }
    emCurso++;
    try {
      return await work();
    } finally {
      emCurso--;
    }
  });
}
