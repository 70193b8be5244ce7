/* SQL of the Telegram bot (issue 20, migrations/0017_telegram.sql). */
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { ContaAberta, TipoAssinatura } from '../../src/domain/telegram.ts';
import type { Db, Tx } from '../db/client.ts';
import { inArray } from '../db/in-list.ts';
import { lancamentos, users } from '../db/schema.ts';
import {
  telegramAssinaturas as ass, telegramChats as chats, telegramCodigos as codigos, telegramConfig as cfg,
  telegramMensagens as msgs, telegramSegredo as seg,
} from '../db/schema-telegram.ts';

type Queryable = Db | Tx;

export interface ConfigRow {
  token_mascarado: string | null;
  bot_username: string | null;
  silencio_inicio: string | null;
  silencio_fim: string | null;
  resumo_hora: string;
}

export async function lerConfig(db: Queryable): Promise<ConfigRow> {
  const [row] = await db.select({
    token_mascarado: cfg.tokenMascarado, bot_username: cfg.botUsername, silencio_inicio: cfg.silencioInicio,
    silencio_fim: cfg.silencioFim, resumo_hora: cfg.resumoHora,
  }).from(cfg).where(eq(cfg.id, 1));
  return row ?? { token_mascarado: null, bot_username: null, silencio_inicio: null, silencio_fim: null, resumo_hora: '08:00' };
}

export async function salvarConfig(tx: Tx, valores: Omit<ConfigRow, 'bot_username' | 'token_mascarado'>, token: { token: string; mascarado: string } | null): Promise<void> {
  await tx.update(cfg).set({
    silencioInicio: valores.silencio_inicio, silencioFim: valores.silencio_fim, resumoHora: valores.resumo_hora,
    ...(token ? { tokenMascarado: token.mascarado, botUsername: null } : {}),
  }).where(eq(cfg.id, 1));
  if (token) {
    // A new token is a new bot: its updates start over.
    await tx.insert(seg).values({ id: 1, token: token.token }).onConflictDoUpdate({
      target: seg.id, set: { token: token.token, updateOffset: 0, poller: null, pollerAte: null },
    });
  }
}

export async function salvarBotUsername(db: Queryable, username: string): Promise<void> {
  await db.update(cfg).set({ botUsername: username }).where(and(eq(cfg.id, 1), or(isNull(cfg.botUsername), sql`${cfg.botUsername} <> ${username}`)));
}

export async function lerToken(db: Queryable): Promise<string | null> {
  const [row] = await db.select({ token: seg.token }).from(seg).where(eq(seg.id, 1));
  return row?.token ?? null;
}

/** Takes or renews the poller's lease; false while another live process holds it (decision 286). */
export async function tomarVez(db: Queryable, poller: string, segundos: number): Promise<{ offset: number } | null> {
  const [row] = await db.update(seg).set({ poller, pollerAte: sql`now() + make_interval(secs => ${segundos})` })
    .where(and(eq(seg.id, 1), or(isNull(seg.poller), eq(seg.poller, poller), lte(seg.pollerAte, sql`now()`))))
    .returning({ offset: seg.updateOffset });
  return row ?? null;
}

export async function largarVez(db: Queryable, poller: string): Promise<void> {
  await db.update(seg).set({ poller: null, pollerAte: null }).where(and(eq(seg.id, 1), eq(seg.poller, poller)));
}

export async function salvarOffset(db: Queryable, poller: string, offset: number): Promise<void> {
  await db.update(seg).set({ updateOffset: offset }).where(and(eq(seg.id, 1), eq(seg.poller, poller)));
}

export async function inserirCodigo(tx: Tx, hash: string, usuarioId: string, expiraEm: Date): Promise<void> {
  await tx.insert(codigos).values({ codigoHash: hash, usuarioId, expiraEm: expiraEm.toISOString() });
}

/** Only an active Administrador uses the bot (the Telegram area is Gestor's, decision 232): a
    chat follows its user, so one made Inativo or Operador stops being answered or alerted. */
const usuarioPodeTelegram = sql`${users.status} AND ${users.perfil} = 'administrador'`;

/** Uses the code once: the first /start with it gets the user (and whether the user may still
    use the bot), every later one nothing. */
export async function consumirCodigo(db: Queryable, hash: string, agora: Date): Promise<{ usuarioId: string; nome: string; pode: boolean } | null> {
  const [row] = await db.update(codigos).set({ usadoEm: agora.toISOString() })
    .where(and(eq(codigos.codigoHash, hash), isNull(codigos.usadoEm), gte(codigos.expiraEm, agora.toISOString())))
    .returning({ usuarioId: codigos.usuarioId });
  if (!row) return null;
  const [user] = await db.select({ name: users.name, pode: sql<boolean>`${usuarioPodeTelegram}` }).from(users).where(eq(users.id, row.usuarioId));
  return { usuarioId: row.usuarioId, nome: user?.name ?? '', pode: user?.pode === true };
}

/** Links (or re-links) the Telegram chat to the user; a new chat gets every subscription. */
export async function vincularChat(tx: Tx, chatId: number, nome: string, usuarioId: string, tipos: readonly TipoAssinatura[]): Promise<void> {
  const [row] = await tx.insert(chats).values({ id: uuidv7(), chatId, nome, usuarioId })
    .onConflictDoUpdate({ target: chats.chatId, set: { nome, usuarioId } })
    .returning({ id: chats.id });
  if (!row) return;
  for (const tipo of tipos) await tx.insert(ass).values({ id: uuidv7(), chat: row.id, tipo }).onConflictDoNothing();
}

/** 'livre': no user linked; 'sem-acesso': its user is Inativo or no longer Administrador. */
export async function estadoDoChat(db: Queryable, chatId: number): Promise<'ok' | 'livre' | 'sem-acesso'> {
  const [row] = await db.select({ pode: sql<boolean>`${usuarioPodeTelegram}` }).from(chats)
    .innerJoin(users, eq(users.id, chats.usuarioId)).where(eq(chats.chatId, chatId));
  if (!row) return 'livre';
  return row.pode ? 'ok' : 'sem-acesso';
}

export interface ChatRow { id: string; chat_id: string; nome: string; usuario_id: string | null; usuario: string | null; created_at: string }

export async function listarChats(db: Queryable): Promise<ChatRow[]> {
  const rows = await db.select({
    id: chats.id, chat_id: chats.chatId, nome: chats.nome, usuario_id: chats.usuarioId, usuario: users.name, created_at: chats.createdAt,
  }).from(chats).leftJoin(users, eq(users.id, chats.usuarioId)).orderBy(asc(chats.createdAt), asc(chats.id));
  return rows.map((r) => ({ ...r, chat_id: String(r.chat_id) }));
}

export async function listarAssinaturas(db: Queryable): Promise<{ id: string; chat: string; tipo: string }[]> {
  return db.select({ id: ass.id, chat: ass.chat, tipo: ass.tipo }).from(ass).orderBy(asc(ass.chat), asc(ass.tipo));
}

export async function chatExiste(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.id, id));
  return !!row;
}

/** The chat's subscriptions become exactly `tipos`. */
export async function definirAssinaturas(tx: Tx, chat: string, tipos: readonly TipoAssinatura[]): Promise<void> {
  const atuais = await tx.select({ tipo: ass.tipo }).from(ass).where(eq(ass.chat, chat));
  const fora = atuais.map((a) => a.tipo).filter((tipo) => !tipos.includes(tipo as TipoAssinatura));
  if (fora.length) await tx.delete(ass).where(and(eq(ass.chat, chat), inArray(ass.tipo, fora)));
  for (const tipo of tipos) await tx.insert(ass).values({ id: uuidv7(), chat, tipo }).onConflictDoNothing();
}

export async function deletarChats(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx.delete(chats).where(inArray(chats.id, ids));
}

/** Telegram chat ids subscribed to `tipo` (chats linked to a user who may use the bot). */
export async function assinantes(db: Queryable, tipo: TipoAssinatura): Promise<number[]> {
  const rows = await db.select({ chatId: chats.chatId }).from(ass).innerJoin(chats, eq(chats.id, ass.chat))
    .innerJoin(users, eq(users.id, chats.usuarioId))
    .where(and(eq(ass.tipo, tipo), usuarioPodeTelegram)).orderBy(asc(chats.chatId));
  return rows.map((r) => r.chatId);
}

export interface NovaMensagem { chatId: number; tipo: string; texto: string; status: 'pendente' | 'agendada'; chave: string | null; enviarApos: Date | null }

/** Logs a message to send; null when (chat, chave) was already logged: an alert goes once. */
export async function registrarMensagem(db: Queryable, m: NovaMensagem): Promise<string | null> {
  const [row] = await db.insert(msgs).values({
    id: uuidv7(), chatId: m.chatId, tipo: m.tipo, texto: m.texto, status: m.status, chave: m.chave,
    enviarApos: m.enviarApos?.toISOString() ?? null,
  }).onConflictDoNothing().returning({ id: msgs.id });
  return row?.id ?? null;
}

export interface MensagemAEnviar { id: string; chat_id: number; tipo: string; texto: string; tentativas: number }

/** Reserves one message to send (pending, or scheduled and due, or left 'enviando' by a process
    that died 5 minutes ago): SKIP LOCKED, so two processes never take the same one. The send
    itself happens outside any transaction (a 429 wait must not hold the database). */
export async function reservarAEnviar(db: Queryable, agora: Date, id?: string): Promise<MensagemAEnviar | null> {
  const quando = agora.toISOString();
  const so = id ? sql`AND m.id = ${id}` : sql``;
  const [row] = await db.update(msgs).set({ status: 'enviando', enviarApos: quando })
    .where(sql`${msgs.id} = (SELECT m.id FROM ${msgs} m WHERE (m.status = 'pendente'
      OR (m.status = 'agendada' AND m.enviar_apos <= ${quando}::timestamptz)
      OR (m.status = 'enviando' AND m.enviar_apos <= ${quando}::timestamptz - interval '5 minutes')) ${so}
      ORDER BY m.created_at, m.id LIMIT 1 FOR UPDATE SKIP LOCKED)`)
    .returning({ id: msgs.id, chat_id: msgs.chatId, tipo: msgs.tipo, texto: msgs.texto, tentativas: msgs.tentativas });
  return row ?? null;
}

export async function marcarEnvio(db: Queryable, id: string, erro: string | null): Promise<void> {
  await db.update(msgs).set({
    status: erro ? 'falhou' : 'enviada', erro, tentativas: sql`${msgs.tentativas} + 1`,
    enviadaEm: erro ? null : sql`now()`,
  }).where(eq(msgs.id, id));
}

/** A network failure: back on the queue (Agendada) until `quando`, its error shown meanwhile. */
export async function adiarEnvio(db: Queryable, id: string, erro: string, quando: Date): Promise<void> {
  await db.update(msgs).set({
    status: 'agendada', erro, tentativas: sql`${msgs.tentativas} + 1`, enviarApos: quando.toISOString(),
  }).where(eq(msgs.id, id));
}

/** Reenviar: failed (or sent) messages go back to the queue, to be sent now. */
export async function reenfileirar(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const rows = await tx.update(msgs).set({ status: 'pendente', erro: null, enviarApos: null })
    .where(and(inArray(msgs.id, ids), inArray(msgs.status, ['falhou', 'enviada']))).returning({ id: msgs.id });
  return rows.map((r) => r.id);
}

export interface MensagemRow { id: string; data: string; chat_id: string; chat: string | null; tipo: string; status: string; erro: string | null; texto: string; tentativas: number }

export async function listarMensagens(db: Queryable, pagina: number, porPagina: number): Promise<{ mensagens: MensagemRow[]; total: number }> {
  const rows = await db.select({
    id: msgs.id, data: msgs.createdAt, chat_id: msgs.chatId, chat: chats.nome, tipo: msgs.tipo, status: msgs.status,
    erro: msgs.erro, texto: msgs.texto, tentativas: msgs.tentativas,
  }).from(msgs).leftJoin(chats, eq(chats.chatId, msgs.chatId))
    .orderBy(desc(msgs.createdAt), desc(msgs.id)).limit(porPagina).offset((pagina - 1) * porPagina);
  const [conta] = await db.select({ n: sql<number>`count(*)::int` }).from(msgs);
  return { mensagens: rows.map((r) => ({ ...r, chat_id: String(r.chat_id), data: new Date(r.data).toISOString() })), total: conta?.n ?? 0 };
}

/** Open payables whose vencimento lies in [de, ate] (the caller widens it for effective dates). */
export async function contasAbertas(db: Queryable, de: string, ate: string): Promise<ContaAberta[]> {
  const l = lancamentos;
  return db.select({
    id: l.id, descricao: l.descricao, valor_parcela: l.valorParcela, valor_pago: l.valorPago, vencimento: l.vencimento,
    tributo: l.tributo, categoria_id: l.categoriaId,
  }).from(l).where(and(eq(l.status, 'Pagar'), gte(l.vencimento, de), lte(l.vencimento, ate)));
}

/** Open payables past due (vencimento before `antes`), for the daily summary. */
export async function contasVencidas(db: Queryable, antes: string): Promise<ContaAberta[]> {
  const l = lancamentos;
  return db.select({
    id: l.id, descricao: l.descricao, valor_parcela: l.valorParcela, valor_pago: l.valorPago, vencimento: l.vencimento,
    tributo: l.tributo, categoria_id: l.categoriaId,
  }).from(l).where(and(eq(l.status, 'Pagar'), sql`${l.vencimento} < ${antes}`));
}
