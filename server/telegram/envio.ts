/* Every message the bot sends goes through here: logged first (telegram_mensagens), held during
   quiet hours unless the user asked for it with a command, then sent, and its outcome recorded
   (Enviada, or Falhou with Telegram's error). An alert with a `chave` is logged once per chat:
   the unique key makes a task that runs twice send nothing the second time. */
import type { Bot } from 'grammy';
import { emSilencio, fimDoSilencio } from '../../src/domain/telegram.ts';
import type { Db } from '../db/client.ts';
import { msg } from '../../src/domain/messages.ts';
import { adiarEnvio, estadoDoChat, lerConfig, marcarEnvio, registrarMensagem, reservarAEnviar } from '../repositories/telegram.ts';
import { falhaDeRede, textoDoErro } from './cliente.ts';

/** A network failure is tried again this many times in all, 1, 2, 4… minutes apart, then Falhou. */
export const TENTATIVAS_REDE = 4;

export interface LogTelegram { warn(dados: object, mensagem: string): void }
let log: LogTelegram = { warn: (dados, mensagem) => console.warn(mensagem, JSON.stringify(dados)) };

/** The server's logger for send failures (main.ts); tests pass their own. */
export function usarLogTelegram(novo: LogTelegram): void {
  log = novo;
}

export interface Envio {
  chatId: number;
  /** 'comando', 'vinculo', 'D-1', 'D0', 'resumo', 'fatura', 'falha'… */
  tipo: string;
  texto: string;
  /** Makes the message unique per chat (alerts); null for answers. */
  chave?: string | null;
  /** Asked by the user with a command: quiet hours do not hold it. */
  urgente?: boolean;
}

/** Logs the messages; returns the ids logged now (an alert already logged is skipped). */
export async function enfileirar(db: Db, envios: readonly Envio[], agora: Date): Promise<string[]> {
  const config = await lerConfig(db);
  const silencio = { inicio: config.silencio_inicio, fim: config.silencio_fim };
  const calado = emSilencio(agora, silencio);
  const ids: string[] = [];
  for (const e of envios) {
    const segurar = calado && !e.urgente;
    const id = await registrarMensagem(db, {
      chatId: e.chatId, tipo: e.tipo, texto: e.texto, chave: e.chave ?? null,
      status: segurar ? 'agendada' : 'pendente', enviarApos: segurar ? fimDoSilencio(agora, silencio) : null,
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** Answers to a command or a /start: the handler already decided what the chat may hear. */
const RESPOSTAS = new Set(['comando', 'vinculo']);

export interface ResultadoEnvio { enviadas: number; falhas: number }

/** Sends what is due in the log (or only `ids`), one at a time, recording each outcome. */
export async function enviarFila(db: Db, bot: Bot | null, agora: Date, ids?: readonly string[]): Promise<ResultadoEnvio> {
  const out = { enviadas: 0, falhas: 0 };
  if (!bot) return out;
  const alvos = ids ? [...ids] : null;
  for (;;) {
    const id = alvos ? alvos.shift() : undefined;
    if (alvos && id === undefined) break;
    const m = await reservarAEnviar(db, agora, id);
    if (!m) {
      if (alvos) continue;
      break;
    }
    // An alert logged (or held by quiet hours) before its user was made Inativo or Operador is
    // not sent: the chat's access is checked when it leaves, not only when it was queued.
    if (!RESPOSTAS.has(m.tipo) && (await estadoDoChat(db, m.chat_id)) !== 'ok') {
      await marcarEnvio(db, m.id, msg.telegram.bot.naoEnviadaSemAcesso);
      out.falhas++;
      continue;
    }
    try {
      await bot.api.sendMessage(m.chat_id, m.texto);
      await marcarEnvio(db, m.id, null);
      out.enviadas++;
    } catch (error) {
      const erro = textoDoErro(error);
      const tentativa = m.tentativas + 1;
      log.warn({ mensagem: m.id, chat: m.chat_id, tentativa, erro }, 'telegram: falha ao enviar');
      if (falhaDeRede(error) && tentativa < TENTATIVAS_REDE) {
        await adiarEnvio(db, m.id, erro, new Date(agora.getTime() + 60_000 * 2 ** (tentativa - 1)));
      } else {
        await marcarEnvio(db, m.id, erro);
      }
      out.falhas++;
    }
  }
  return out;
}
