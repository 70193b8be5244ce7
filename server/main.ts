/* Entry point: load config, build the app, listen, and shut down gracefully on SIGINT/SIGTERM. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirEmUso } from './db/data-dir.ts';

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
    await app.close();
  } finally {
    process.exit(0);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Fluxo em http://${config.host}:${config.port}  (banco: ${app.database.kind})`);
