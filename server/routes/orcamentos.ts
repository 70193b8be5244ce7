/* Orçamento (issue 35 item 3, PRODUCT "Centros de custo, rateio e orçamento", decisions 421 and
   443): the year's budgets, the Gestor's write of one value per categoria, centro (optional) and
   month, and the Relatório Orçado × realizado (the domain's function, as the DRE: realizado is
   what was paid, each rateio share in its own categoria and centro). */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { MSG_CENTRO, MSG_ORCAMENTO } from '../../src/domain/messages-centros.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { isMes, orcadoRealizado, orcadoRealizadoWire } from '../../src/domain/orcamento.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { isUUID } from '../../src/domain/coerce.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { batchMemo } from '../lib/mutation-batch.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { categoriaPorId } from '../repositories/dados.ts';
import { centrosExistentes } from '../repositories/centros-custo.ts';
import { gravarOrcamento, lockOrcamentos, orcamentosEntre } from '../repositories/orcamentos.ts';
import type { OrcamentoRow } from '../repositories/orcamentos.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { lancamentosRelatorio, pagamentosRelatorio } from '../repositories/relatorios.ts';

const recusa = (campo: string, message: string) => new HttpError(422, message, { errors: { [campo]: [message] } });

function ano(query: unknown): string {
  const valor = (query as Record<string, unknown>).ano;
  if (typeof valor !== 'string' || !/^\d{4}$/.test(valor)) throw recusa('ano', MSG_ORCAMENTO.anoInvalido);
  return valor;
}

function mes(query: unknown, campo: 'de' | 'ate'): string {
  const valor = (query as Record<string, unknown>)[campo];
  if (typeof valor !== 'string' || valor.trim() === '') throw recusa(campo, MSG_ORCAMENTO.mesObrigatorio);
  if (!isMes(valor)) throw recusa(campo, MSG_ORCAMENTO.mesInvalido);
  return valor;
}

const wire = (row: OrcamentoRow) => ({ id: row.id, categoria: row.categoria, centro_custo: row.centro_custo, mes: row.mes, valor: toDecimal(row.valor) });

export async function orcamentosRoutes(app: FastifyInstance) {
  app.get('/api/orcamentos', async (request) => {
    // Without `ano`, the synced list's pull (decision 443): pages and deltas as every list.
    if ((request.query as Record<string, unknown>).ano === undefined) return pull(request, pullDe('orcamentos', request));
    const a = ano(request.query);
    return { orcamentos: (await orcamentosEntre(app.db, `${a}-01`, `${a}-12`)).map(wire) };
  });

  rotaMutacao(app, MUTACOES.cadastrarOrcamento, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarOrcamento.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!(await categoriaPorId(tx, input.categoria))) throw recusa('categoria', msg.categoria.naoEncontrada);
      if (input.centro_custo && !(await centrosExistentes(tx, [input.centro_custo])).has(input.centro_custo)) {
        throw recusa('centro_custo', MSG_CENTRO.desconhecido);
      }
      await batchMemo('orcamentos:lock', () => lockOrcamentos(tx));
      const row = await gravarOrcamento(tx, input.id ?? uuidv7(), {
        categoria: input.categoria, centro_custo: input.centro_custo ?? null, mes: input.mes, valor: input.valor,
      });
      return { status: 201, body: { message: MSG_ORCAMENTO.salvo, orcamento: wire(row) } };
    });
  }, { config: { gestor: true } });

  app.get('/api/relatorios/orcado-realizado', async (request) => {
    const de = mes(request.query, 'de');
    const ate = mes(request.query, 'ate');
    if (ate < de) throw recusa('ate', msg.relatorios.periodoInvertido);
    // Optional cut by centro de custo (decision 442): its budgets and its shares only.
    const pedido = (request.query as Record<string, unknown>).centro;
    if (pedido !== undefined && pedido !== '' && !isUUID(pedido)) throw recusa('centro', msg.comum.idInvalido);
    const centro = typeof pedido === 'string' && pedido !== '' ? pedido.toLowerCase() : null;
    const [orcamentos, lancamentos, pagamentos] = await app.db.transaction(
      async (tx) => [await orcamentosEntre(tx, de, ate), await lancamentosRelatorio(tx), await pagamentosRelatorio(tx)] as const,
      { accessMode: 'read only' },
    );
    return orcadoRealizadoWire(orcadoRealizado({ orcamentos, lancamentos, pagamentos, de, ate, centro }));
  });
}
