/* Entry point: load config, build the app, listen, and shut down gracefully on SIGINT/SIGTERM. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirEmUso } from './db/data-dir.ts';
import { iniciarPoller } from './telegram/bot.ts';
import { usarLogTelegram } from './telegram/envio.ts';

// Whatever the server creates (receipts, the JWT secret, the database) is its OS user's alone.
process.umask(0o077);
const config = loadConfig();
const app = await buildApp({ config }).catch((error: unknown) => {
  if (!(error instanceof DataDirEmUso)) throw error;
  console.error(`Fluxo não iniciou: ${error.message}`);
  process.exit(error.exitCode);
});

async function shutdown(signal: string) {
  app.log.info(`${signal}: encerrando`);
  try {
    await telegram?.parar();
    await app.close();
  } finally {
    process.exit(0);
  }
}
// The Telegram bot's long polling: one process at a time holds the lease (decision 286).
let telegram: ReturnType<typeof iniciarPoller> | undefined;
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
usarLogTelegram(app.log);
if (process.env.TELEGRAM_POLLING !== '0') telegram = iniciarPoller(app.db, app.log);
console.log(`Fluxo em http://${config.host}:${config.port}  (banco: ${app.database.kind})`);
