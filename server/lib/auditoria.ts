/* What runMutation tells the change log's trigger about the write it runs (decision 230): who,
   which write (its MUTACOES name and action), and when the device made it. The device's time
   comes in the x-fluxo-acao-em header (set by the drain from the outbox entry's creation time);
   the server judges it: malformed or more than a day ahead → 422; outside the believed window
   (30 days back, 5 minutes ahead) the write goes on, logged 'implausivel' with both times and a
   warning (decision 380). */
import type { FastifyRequest } from 'fastify';
import { acaoDaMutacao, lerAcaoEm, origemDa } from '../../src/domain/auditoria.ts';
import { CABECALHO_ACAO_EM } from '../../src/domain/envio.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import type { Mutacao } from '../../src/domain/mutacao.ts';
import type { NomeMutacao } from '../../src/domain/mutacoes.ts';
import type { ContextoAuditoria } from '../repositories/auditoria.ts';
import { HttpError } from './http-error.ts';

export function contextoAuditoria(request: FastifyRequest): ContextoAuditoria {
  const lido = lerAcaoEm(request.headers[CABECALHO_ACAO_EM], new Date());
  if (!lido.ok) throw new HttpError(422, msg.auditoria.quandoInvalido);
  if (lido.quando && !lido.crivel) {
    request.log.warn({ usuario: request.user?.id ?? null, acaoEm: lido.quando.toISOString() }, 'auditoria: horário do dispositivo fora do intervalo plausível');
  }
  const nome = request.routeOptions.config?.mutacao ?? null;
  const def = nome ? (MUTACOES as Record<string, Mutacao>)[nome as NomeMutacao] : undefined;
  return {
    usuarioId: request.user?.id ?? null,
    origem: lido.quando && !lido.crivel ? 'implausivel' : origemDa(lido.quando, new Date()),
    quandoDispositivo: lido.quando ? lido.quando.toISOString() : null,
    mutacao: nome,
    acao: nome ? acaoDaMutacao(nome, def?.acao) : null,
  };
}
