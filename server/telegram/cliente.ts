/* The Bot API client: grammY (decision 285) pointed at TELEGRAM_API_ROOT (a local stand-in in
   tests, https://api.telegram.org otherwise), with the auto-retry plugin honouring a 429's
   retry_after. Network failures are not retried here (the plugin would retry them for ever,
   the message stuck in 'enviando'): envio.ts puts the message back on the queue a few times. */
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, GrammyError, HttpError } from 'grammy';

export function apiRoot(): string {
  return process.env.TELEGRAM_API_ROOT ?? 'https://api.telegram.org';
}

/** A 429 asking for more than this is a failure for the log, not a wait (Reenviar resends it). */
export const ESPERA_MAXIMA_S = 60;

/** A bot for this token; handlers are added by bot.ts. */
export function novoBot(token: string): Bot {
  const bot = new Bot(token, { client: { apiRoot: apiRoot(), timeoutSeconds: 60 } });
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: ESPERA_MAXIMA_S, rethrowInternalServerErrors: false, rethrowHttpErrors: true }));
  return bot;
}

/** A bot token anywhere in a text (the request URL is https://api.telegram.org/bot<token>/…). */
const TOKEN_NO_TEXTO = /\d{3,}:[A-Za-z0-9_-]{20,}/g;

export function semToken(texto: string): string {
  return texto.replace(TOKEN_NO_TEXTO, '***');
}

/** What the message log shows of a failed call: Telegram's code and description, never the token
    (a network error's text names the URL, which holds it). */
export function textoDoErro(error: unknown): string {
  if (error instanceof GrammyError) return semToken(`${error.error_code}: ${error.description}`).slice(0, 500);
  if (error instanceof HttpError) return semToken(`Falha de rede: ${String((error.error as Error | undefined)?.message ?? error.message)}`).slice(0, 500);
  return semToken(error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** A failure of the network (not an answer of Telegram): worth another try later. */
export function falhaDeRede(error: unknown): boolean {
  return error instanceof HttpError;
}
