/* The app instance's job runner (decision 281): its tasks and listeners (jobs/tarefas.ts),
   started when the server is ready and stopped on close; writes that change card instalments or
   rules trigger a bills run after the response (debounced, so the write never waits for it). */
import fp from 'fastify-plugin';
import { criarRunner } from '../jobs/runner.ts';
import type { Runner } from '../jobs/runner.ts';
import { TAREFA_FATURAS } from '../jobs/tarefa-faturas.ts';
import { OUVINTES, tarefasDoServidor } from '../jobs/tarefas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    automacao: Runner;
  }
}

/** Writes after which the bills may differ (by their name in MUTACOES; the batch may hold any). */
const DISPARAM_FATURAS = new Set([
  'cadastrarLancamento', 'cancelarLancamentos', 'deletarLancamentos', 'importarCartao', 'editarBanco', 'deletarBancos',
  'cancelarParcelas', 'deletarParcelas',
  'editarRegraFatura', 'cadastrarFeriado', 'deletarFeriados', 'pagarFaturas', 'deletarFaturas',
]);
const LOTE = '/api/lote';

export const automacaoPlugin = fp(async (app) => {
  const runner = criarRunner(app.db, app.config.automacao ?? { ligado: false }, app.log);
  for (const tarefa of tarefasDoServidor(runner)) runner.registrar(tarefa);
  for (const ouvinte of OUVINTES) runner.aoEvento(ouvinte);
  app.decorate('automacao', runner);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || request.method === 'GET') return;
    const nome = request.routeOptions.config?.mutacao;
    if ((nome && DISPARAM_FATURAS.has(nome)) || request.routeOptions.url === LOTE) runner.disparar(TAREFA_FATURAS);
  });
  app.addHook('onReady', async () => { await runner.iniciar(); });
  app.addHook('onClose', async () => { await runner.parar(); });
}, { name: 'automacao', dependencies: ['db'] });
