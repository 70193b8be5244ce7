/* The alçada (issue 35 item 1, PRODUCT "Aprovação de pagamentos (alçadas)", decision 422): its
   configuration, the payables that wait, and an Administrador's approval or rejection. Deciding
   and configuring are Gestor routes (403 for an Operador, in /api/lote too); every change is
   audited by the tables' triggers. The pay gate itself is the domain's motivoNaoPagar, which every
   pay path asks; creation and Editar take the state from `aprovacaoAoSalvar` (below). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { aprovacaoAoSalvar, decidir } from '../../src/domain/alcada.ts';
import type { Decisao } from '../../src/domain/alcada.ts';
import type { EstadoAprovacao } from '../../src/domain/listas.ts';
import { MSG_ALCADA } from '../../src/domain/messages-alcada.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { lancamentos } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { estadosAprovacao, gravarDecisao, lerConfigAlcada, salvarConfigAlcada } from '../repositories/alcada.ts';
import { lancamentosByIds, selectLancamentos } from '../repositories/lancamentos.ts';

const GESTOR = { config: { gestor: true } } as const;

/** The alçada's perfil of the request's user (an Administrador's session is `admin`). */
export const perfilDe = (request: FastifyRequest) => (request.user?.admin ? 'administrador' as const : 'operador' as const);

/** The state a payable created by this request's user takes (null: needs no approval). */
export async function aprovacaoDaCriacao(tx: Tx, request: FastifyRequest, valor: number): Promise<EstadoAprovacao | null> {
  return aprovacaoAoSalvar({ perfil: perfilDe(request), valor, config: await lerConfigAlcada(tx) });
}

/** The state an edit by this request's user leaves (an Operador's change of what is paid is judged again). */
export async function aprovacaoDaEdicao(
  tx: Tx, request: FastifyRequest, valor: number, anterior: { estado: EstadoAprovacao | null; alterados: readonly string[] },
): Promise<EstadoAprovacao | null> {
  return aprovacaoAoSalvar({ perfil: perfilDe(request), valor, config: await lerConfigAlcada(tx), anterior });
}

export async function alcadasRoutes(app: FastifyInstance) {
  // Read by every signed-in user at the path the definition writes to.
  app.get(MUTACOES.configurarAlcada.path, async () => {
    const config = await app.db.transaction((tx) => lerConfigAlcada(tx), { accessMode: 'read only' });
    return { ativa: config.ativa, limite: config.limite === null ? null : toDecimal(config.limite) };
  });

  app.get('/api/aprovacoes', async () => ({
    aprovacoes: await app.db.transaction((tx) => selectLancamentos(tx, eq(lancamentos.aprovacao, 'Aguardando aprovação')), { accessMode: 'read only' }),
  }));

  rotaMutacao(app, MUTACOES.configurarAlcada, async (request, reply) => {
    const form = await readForm(request);
    const config = parseOr422(MUTACOES.configurarAlcada.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await salvarConfigAlcada(tx, config);
      return { body: { message: MSG_ALCADA.configSalva, ativa: config.ativa, limite: config.limite === null ? null : toDecimal(config.limite) } };
    });
  }, GESTOR);

  const decisao = (nome: 'aprovarLancamentos' | 'reprovarLancamentos', qual: Decisao) => {
    rotaMutacao(app, MUTACOES[nome], async (request, reply) => {
      const form = await readForm(request);
      const input = parseOr422(MUTACOES[nome].schema, form);
      const motivo = 'motivo' in input ? input.motivo : null;
      return runMutation(request, reply, form, async (tx) => {
        const estados = await estadosAprovacao(tx, input.ids);
        if (estados.size !== input.ids.length) throw new HttpError(404, msg.comum.registroNaoEncontrado);
        for (const id of input.ids) {
          const result = decidir(estados.get(id), qual);
          if (!result.ok) throw new HttpError(422, result.message, { errors: { ids: [result.message] } });
        }
        await gravarDecisao(tx, input.ids, qual, motivo, request.user!.id);
        const texto = qual === 'Aprovado' ? MSG_ALCADA.aprovados(input.ids.length) : MSG_ALCADA.reprovados(input.ids.length);
        return { body: { message: texto, lancamentos: await lancamentosByIds(tx, input.ids) } };
      });
    }, GESTOR);
  };
  decisao('aprovarLancamentos', 'Aprovado');
  decisao('reprovarLancamentos', 'Reprovado');
}
