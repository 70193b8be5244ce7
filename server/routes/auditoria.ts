/* GET /api/auditoria?entidade&registro_id&de&ate → { alteracoes } (PRODUCT.md "Auditoria and
   profiles"; decisions 230, 234). Gestor area: administrators only. Newest first, one page per
   request (pagina, por_pagina), filtered by entity, record, user, action and São Paulo days.
   Each entry's fields come shown as the screen shows them: money as BRL, dates as dd/mm/aaaa. */
import type { FastifyInstance } from 'fastify';
import {
  camposAlterados, ConsultaAuditoriaSchema, LIMITE_TOTAL_AUDITORIA, rotuloEntidade, rotuloOrigem,
} from '../../src/domain/auditoria.ts';
import { msg } from '../../src/domain/messages.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { contarAlteracoes, listarAlteracoes, opcoesAuditoria } from '../repositories/auditoria.ts';
import type { AlteracaoRow } from '../repositories/auditoria.ts';

export function alteracaoWire(r: AlteracaoRow) {
  return {
    id: r.id,
    quando: r.quando,
    usuario_id: r.usuario_id,
    usuario: r.usuario_id === null ? msg.auditoria.usuarioSistema : (r.usuario ?? msg.auditoria.usuarioRemovido),
    origem: r.origem,
    origem_rotulo: rotuloOrigem(r.origem, r.quando_dispositivo),
    quando_dispositivo: r.quando_dispositivo,
    entidade: r.entidade,
    entidade_rotulo: rotuloEntidade(r.entidade),
    registro_id: r.registro_id,
    acao: r.acao,
    campos: camposAlterados(r.antes, r.depois),
  };
}
export type AlteracaoWire = ReturnType<typeof alteracaoWire>;

export async function auditoriaRoutes(app: FastifyInstance) {
  app.get('/api/auditoria', { config: { gestor: true } }, async (request) => {
    const q = parseOr422(ConsultaAuditoriaSchema, request.query ?? {});
    const filtro = { entidade: q.entidade, registroId: q.registro_id, usuarioId: q.usuario_id, acao: q.acao, de: q.de, ate: q.ate };
    const [rows, contados] = await Promise.all([
      listarAlteracoes(app.db, filtro, q.por_pagina, (q.pagina - 1) * q.por_pagina),
      contarAlteracoes(app.db, filtro, LIMITE_TOTAL_AUDITORIA),
    ]);
    return {
      alteracoes: rows.map(alteracaoWire),
      pagina: q.pagina,
      por_pagina: q.por_pagina,
      total: Math.min(contados, LIMITE_TOTAL_AUDITORIA),
      total_limitado: contados > LIMITE_TOTAL_AUDITORIA,
    };
  });

  // The filters' choices (entities and actions present). Gestor area too.
  app.get('/api/auditoria/opcoes', { config: { gestor: true } }, async () => opcoesAuditoria(app.db));
}
