// The writes of the Telegram bot's Gestor screen (issue 20), spread into MUTACOES. Online writes
// of an administrator: none travels inside POST /api/lote.

import { definir } from './mutacao.ts';
import { msg } from './messages.ts';
import { AssinaturasSchema, ConfigTelegramSchema, IdsTelegramSchema, VincularSchema } from './telegram.ts';

const t = msg.telegram;

export const MUTACOES_TELEGRAM = {
  configurarTelegram: definir({
    method: 'PUT', path: '/api/telegram/config', schema: ConfigTelegramSchema, lote: false, acao: 'editar',
    rotulo: t.acoes.configurar, sucesso: t.configSalva, erro: t.erroConfig,
  }),
  vincularTelegram: definir({
    method: 'POST', path: '/api/telegram/vincular', schema: VincularSchema, lote: false, acao: 'criar',
    rotulo: t.acoes.vincular, sucesso: t.codigoGerado, erro: t.erroCodigo,
  }),
  assinarTelegram: definir({
    method: 'POST', path: '/api/telegram/assinaturas', schema: AssinaturasSchema, lote: false, acao: 'editar',
    rotulo: t.acoes.assinar, sucesso: t.assinaturasSalvas, erro: t.erroAssinaturas,
  }),
  deletarTelegramChats: definir({
    method: 'POST', path: '/api/deletar-telegram-chats', schema: IdsTelegramSchema, lote: false,
    rotulo: t.acoes.desvincular, sucesso: t.desvinculados, erro: t.erroDesvincular,
  }),
  reenviarTelegram: definir({
    method: 'POST', path: '/api/telegram/reenviar', schema: IdsTelegramSchema, lote: false, acao: 'reenviar',
    rotulo: t.acoes.reenviar, sucesso: t.reenviadas, erro: t.erroReenviar,
  }),
} as const;
