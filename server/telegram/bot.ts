/* The bot's conversation: /start <código> links the chat to the user who generated the code
   (one-time, hashed, short-lived: never "the first to write wins"), /hoje and /vencendo N list
   open payables by effective due date. Updates arrive by long polling (getUpdates) in one
   process at a time, the one holding the lease in telegram_segredo (decision 286). */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bot, Context } from 'grammy';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import { contasNoPeriodo, diasDoComando, MARGEM_DIAS, TIPOS_ASSINATURA, textoHoje, textoVencendo } from '../../src/domain/telegram.ts';
import type { Db } from '../db/client.ts';
import { definirContexto } from '../repositories/auditoria.ts';
import { agendaDoBanco } from '../repositories/feriados.ts';
import {
  consumirCodigo, estadoDoChat, contasAbertas, largarVez, lerToken, salvarBotUsername, salvarOffset, tomarVez, vincularChat,
} from '../repositories/telegram.ts';
import { novoBot, textoDoErro } from './cliente.ts';
import { enfileirar, enviarFila } from './envio.ts';

const b = msg.telegram.bot;

export function hashCodigo(codigo: string): string {
  return createHash('sha256').update(codigo.trim().toUpperCase()).digest('hex');
}

/** Open payables with effective due date in [de, ate]. */
export async function contasDoPeriodo(db: Db, de: string, ate: string) {
  const [contas, agenda] = await Promise.all([contasAbertas(db, addDays(de, -MARGEM_DIAS), addDays(ate, MARGEM_DIAS)), agendaDoBanco(db)]);
  return contasNoPeriodo(contas, agenda, de, ate);
}

/** Answers the user now (a command's answer is never held by quiet hours), logged like any message. */
async function responder(db: Db, bot: Bot, chatId: number, texto: string, tipo = 'comando'): Promise<void> {
  const ids = await enfileirar(db, [{ chatId, tipo, texto, urgente: true }], new Date());
  await enviarFila(db, bot, new Date(), ids);
}

function nomeDoChat(ctx: Context): string {
  const chat = ctx.chat;
  if (!chat) return '';
  if (chat.type === 'private') return [chat.first_name, chat.last_name].filter(Boolean).join(' ') || chat.username || String(chat.id);
  return chat.title;
}

/** The bot's clock: the real one, or the instant a test's round says (rodadaDeAtualizacoes). */
interface Estado { db: Db; bot: Bot; agora: () => Date }

/** Whether the chat's user may still be answered; if not, tells the chat why. */
async function chatAtende({ db, bot }: Estado, chatId: number): Promise<boolean> {
  const situacao = await estadoDoChat(db, chatId);
  if (situacao === 'ok') return true;
  await responder(db, bot, chatId, situacao === 'livre' ? b.naoVinculado : b.semAcesso);
  return false;
}

function instalarComandos(estado: Estado): void {
  const { bot, db } = estado;
  bot.command('start', async (ctx) => {
    const chatId = ctx.chat.id;
    const codigo = ctx.match.trim();
    if (codigo === '') return responder(db, bot, chatId, b.boasVindas);
    const dono = await consumirCodigo(db, hashCodigo(codigo), estado.agora());
    if (!dono) return responder(db, bot, chatId, b.codigoInvalido);
    if (!dono.pode) return responder(db, bot, chatId, b.semAcesso);
    await db.transaction(async (tx) => {
      // Logged as the code's owner, who asked for the link, not as "Sistema".
      await definirContexto(tx, { usuarioId: dono.usuarioId, origem: 'telegram', quandoDispositivo: null, mutacao: null, acao: 'vincular' });
      await vincularChat(tx, chatId, nomeDoChat(ctx).slice(0, 200), dono.usuarioId, TIPOS_ASSINATURA);
    });
    return responder(db, bot, chatId, b.vinculado(dono.nome), 'vinculo');
  });

  bot.command('hoje', async (ctx) => {
    const chatId = ctx.chat.id;
    if (!(await chatAtende(estado, chatId))) return;
    const hoje = todayISO(estado.agora());
    return responder(db, bot, chatId, textoHoje(await contasDoPeriodo(db, hoje, hoje), hoje));
  });

  bot.command('vencendo', async (ctx) => {
    const chatId = ctx.chat.id;
    if (!(await chatAtende(estado, chatId))) return;
    const dias = diasDoComando(ctx.match);
    if (dias === null) return responder(db, bot, chatId, b.diasInvalidos);
    const hoje = todayISO(estado.agora());
    return responder(db, bot, chatId, textoVencendo(await contasDoPeriodo(db, hoje, addDays(hoje, dias)), hoje, dias));
  });
}

/** One grammY bot per token, with its handlers, built on first use. */
const bots = new Map<string, Estado>();

async function estadoAtual(db: Db): Promise<Estado | null> {
  const token = await lerToken(db);
  if (!token) return null;
  const pronto = bots.get(token);
  if (pronto && pronto.db === db) return pronto;
  const estado: Estado = { db, bot: novoBot(token), agora: () => new Date() };
  instalarComandos(estado);
  bots.set(token, estado);
  return estado;
}

export async function botAtual(db: Db): Promise<Bot | null> {
  return (await estadoAtual(db))?.bot ?? null;
}

/**
 * One long-polling round: takes the lease, asks getUpdates for what came after the stored
 * offset (waiting up to `timeout` seconds), handles each update and stores the new offset.
 * Null when there is no token or another process holds the lease.
 */
/** grammY's node build types its signal with the abort-controller shim; Node's own is the same at run time. */
type Sinal = Parameters<Bot['init']>[0];

export async function rodadaDeAtualizacoes(
  db: Db, poller: string, timeout: number, signal?: Sinal, agora: () => Date = () => new Date(),
): Promise<number | null> {
  const estado = await estadoAtual(db);
  if (!estado) return null;
  const { bot } = estado;
  estado.agora = agora;
  const vez = await tomarVez(db, poller, timeout + 60);
  if (!vez) return null;
  if (!bot.isInited()) {
    await bot.init(signal);
    await salvarBotUsername(db, bot.botInfo.username);
    // The commands Telegram offers in the chat's menu.
    await bot.api.setMyCommands([
      { command: 'hoje', description: b.menuHoje },
      { command: 'vencendo', description: b.menuVencendo },
    ], undefined, signal);
  }
  const updates = await bot.api.getUpdates({ offset: vez.offset, timeout, allowed_updates: ['message'] }, signal);
  for (const update of updates) {
    try {
      await bot.handleUpdate(update);
    } finally {
      // A message that breaks the handler is not read again and again.
      await salvarOffset(db, poller, update.update_id + 1);
    }
  }
  return updates.length;
}

export interface Poller { parar(): Promise<void> }

/** The server's long-polling loop; checks again every few seconds while there is no token or lease. */
export function iniciarPoller(db: Db, log: FastifyBaseLogger, timeout = 25): Poller {
  const id = `${process.pid}-${randomUUID()}`;
  const abort = new AbortController();
  let acordar: () => void = () => undefined;
  const pausa = (ms: number) => new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    acordar = () => { clearTimeout(t); resolve(); };
  });
  const laco = (async () => {
    while (!abort.signal.aborted) {
      try {
        const lidas = await rodadaDeAtualizacoes(db, id, timeout, abort.signal as Sinal);
        if (lidas === null) await pausa(3000);
      } catch (error) {
        if (abort.signal.aborted) break;
        // Not the error object: a network error's text names the URL, which holds the token.
        log.warn({ erro: textoDoErro(error) }, 'telegram: falha ao ler atualizações');
        await pausa(5000);
      }
    }
  })();
  return {
    async parar() {
      abort.abort();
      acordar();
      await laco;
      await largarVez(db, id).catch(() => undefined);
    },
  };
}
