/* The Bot API client: grammY (decision 285) pointed at TELEGRAM_API_ROOT (a local stand-in in
   tests, https://api.telegram.org otherwise), with the auto-retry plugin honouring a 429's
   retry_after (and retrying network failures a few times). */
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
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: ESPERA_MAXIMA_S, rethrowInternalServerErrors: false, rethrowHttpErrors: false }));
  return bot;
}

/** What the message log shows of a failed call: Telegram's code and description, never the token. */
export function textoDoErro(error: unknown): string {
  if (error instanceof GrammyError) return `${error.error_code}: ${error.description}`.slice(0, 500);
  if (error instanceof HttpError) return `Falha de rede: ${String((error.error as Error | undefined)?.message ?? error.message)}`.slice(0, 500);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
