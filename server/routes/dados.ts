/* Form lookups (GET /api/get-dados, SPEC §7) and the payment history pull for offline clients. */
import type { FastifyInstance } from 'fastify';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { bancosAtivos, categoriasAtivas, titulosLancamentos } from '../repositories/dados.ts';

export async function dadosRoutes(app: FastifyInstance) {
  app.get('/api/get-dados', async () => {
    const [getBancos, getCategorias, getLancamentos] = await Promise.all([
      bancosAtivos(app.db), categoriasAtivas(app.db), titulosLancamentos(app.db),
    ]);
    return { get_bancos: getBancos, get_categorias: getCategorias, get_lancamentos: getLancamentos };
  });

  app.get('/api/pagamentos', (request) => pull(request, pullDe('pagamentos', request)));
}
