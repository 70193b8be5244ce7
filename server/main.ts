/* Entry point: load config, build the app, listen, and shut down gracefully on SIGINT/SIGTERM. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ config });

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
