/* The Telegram bot's Gestor routes (issue 20, PRODUCT.md "Telegram"): GET /api/telegram → bot,
   chats, assinaturas; GET /api/telegram/mensagens → mensagens (paged); and the writes of
   mutacoes-telegram.ts (config, a link code → codigo, subscriptions, unlinking, Reenviar).
   Administrators only (decision 232). The token never leaves the server whole (decision 287). */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { mascararToken } from '../../src/domain/telegram.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { registrarEntrada } from '../repositories/auditoria.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import {
  chatExiste, definirAssinaturas, deletarChats, inserirCodigo, lerConfig, listarAssinaturas, listarChats, listarMensagens,
  reenfileirar, salvarConfig,
} from '../repositories/telegram.ts';
import { botAtual, hashCodigo } from '../telegram/bot.ts';
import { textoDoErro } from '../telegram/cliente.ts';
import { enviarFila } from '../telegram/envio.ts';

const t = msg.telegram;
const gestor = { config: { gestor: true } };

/** Codes last 15 minutes: long enough to open Telegram, short enough to be useless later. */
export const VALIDADE_CODIGO_MS = 15 * 60_000;
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function novoCodigo(): string {
  return Array.from({ length: 8 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
}

function inteiro(valor: unknown, padrao: number, max: number, campo: string): number {
  if (valor === undefined || valor === '') return padrao;
  const n = typeof valor === 'string' && /^\d{1,6}$/.test(valor) ? Number(valor) : NaN;
  if (!(n >= 1 && n <= max)) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { [campo]: [msg.comum.dadosInvalidos] } });
  return n;
}

export async function telegramRoutes(app: FastifyInstance) {
  app.get('/api/telegram', gestor, async () => {
    const [config, chats, assinaturas] = await Promise.all([lerConfig(app.db), listarChats(app.db), listarAssinaturas(app.db)]);
    return {
      bot: {
        token: config.token_mascarado, username: config.bot_username, configurado: config.token_mascarado !== null,
        silencio_inicio: config.silencio_inicio, silencio_fim: config.silencio_fim, resumo_hora: config.resumo_hora,
      },
      chats,
      assinaturas,
    };
  });

  app.get('/api/telegram/mensagens', gestor, async (request) => {
    const q = request.query as Record<string, unknown>;
    const pagina = inteiro(q.pagina, 1, 100_000, 'pagina');
    const porPagina = inteiro(q.por_pagina, 50, 500, 'por_pagina');
    const { mensagens, total } = await listarMensagens(app.db, pagina, porPagina);
    return { mensagens, total, pagina, por_pagina: porPagina };
  });

  rotaMutacao(app, MUTACOES.configurarTelegram, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.configurarTelegram.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const token = input.token ? { token: input.token, mascarado: mascararToken(input.token) } : null;
      await salvarConfig(tx, { silencio_inicio: input.silencio_inicio, silencio_fim: input.silencio_fim, resumo_hora: input.resumo_hora }, token);
      const config = await lerConfig(tx);
      return { body: { message: t.configSalva, bot: { token: config.token_mascarado, silencio_inicio: config.silencio_inicio, silencio_fim: config.silencio_fim, resumo_hora: config.resumo_hora } } };
    });
  }, gestor);

  rotaMutacao(app, MUTACOES.vincularTelegram, async (request, reply) => {
    const form = await readForm(request);
    parseOr422(MUTACOES.vincularTelegram.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!(await lerConfig(tx)).token_mascarado) throw new HttpError(422, t.semToken);
      const codigo = novoCodigo();
      const expira = new Date(Date.now() + VALIDADE_CODIGO_MS);
      await inserirCodigo(tx, hashCodigo(codigo), request.user!.id, expira);
      // The code itself (and its hash) never reaches the log: who generated one, valid until when.
      await registrarEntrada(tx, 'telegram_codigos', null, { usuario_id: request.user!.id, expira_em: expira.toISOString() });
      return { status: 201, body: { message: t.codigoGerado, codigo, expira_em: expira.toISOString() } };
    });
  }, gestor);

  rotaMutacao(app, MUTACOES.assinarTelegram, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.assinarTelegram.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!(await chatExiste(tx, input.chat))) throw new HttpError(404, t.chatNaoEncontrado);
      await definirAssinaturas(tx, input.chat, input.tipos);
      return { body: { message: t.assinaturasSalvas, chat: input.chat, tipos: input.tipos } };
    });
  }, gestor);

  rotaMutacao(app, MUTACOES.deletarTelegramChats, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarTelegramChats.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await deletarChats(tx, ids);
      return { body: { message: t.desvinculados } };
    });
  }, gestor);

  rotaMutacao(app, MUTACOES.reenviarTelegram, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.reenviarTelegram.schema, form);
    const out = await runMutation(request, reply, form, async (tx) => {
      const reenfileiradas = await reenfileirar(tx, ids);
      for (const id of reenfileiradas) await registrarEntrada(tx, 'telegram_mensagens', id, { status: 'pendente' });
      return { body: { message: t.reenviadas, reenfileiradas: reenfileiradas.length } };
    });
    // Sent after the commit, outside the request: a 429 wait must not hold the answer.
    void botAtual(app.db).then((bot) => enviarFila(app.db, bot, new Date(), ids))
      .catch((error: unknown) => request.log.warn({ erro: textoDoErro(error) }, 'telegram: falha ao reenviar'));
    return out;
  }, gestor);
}
