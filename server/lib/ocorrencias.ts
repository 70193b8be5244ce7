/* The server's half of a recorrência's occurrences (issue 34, decision 414): reads its rows, runs
   the domain's plan (the one the device runs offline) and writes it. Used by the routes and by the
   daily top-up (server/jobs/tarefa-recorrencias.ts). */
import { uuidv7 } from 'uuidv7';
import { alcadaDasOcorrencias } from '../../src/domain/alcada.ts';
import { passosOcorrencias } from '../../src/domain/recorrencia-ocorrencias.ts';
import type { DadosRecorrencia } from '../../src/domain/recorrencia-ocorrencias.ts';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import type { EstadoAprovacao } from '../../src/domain/listas.ts';
import type { Tx } from '../db/client.ts';
import { lerConfigAlcada } from '../repositories/alcada.ts';
import { insertLancamentos } from '../repositories/lancamentos.ts';
import { insertRecebiveis } from '../repositories/recebiveis.ts';
import { atualizarOcorrencia, ocorrenciasDe, removerOcorrencias } from '../repositories/recorrencias.ts';

export interface Contagem { criadas: number; atualizadas: number; removidas: number }

/**
 * Brings the recorrência's occurrences in line with its rule from `hoje` on; `ids` name the new rows.
 * Payables face the alçada as those of whoever saved the rule last (`salva_por_operador`, decision 439).
 */
export async function ajustarOcorrencias(
  tx: Tx, r: DadosRecorrencia & { salva_por_operador: boolean }, hoje: string, extras: ReadonlySet<string>, ids: readonly string[] = [],
): Promise<Contagem> {
  const atuais = await ocorrenciasDe(tx, r.tipo, [r.id]);
  // Names are joined at read time on the server: the rows store ids only.
  const plano = passosOcorrencias(r, atuais, hoje, extras, ids, { banco: '', categoria: null }, uuidv7);
  const passos = r.tipo === 'pagar' && (plano.criar.length || plano.atualizar.length)
    ? { ...plano, ...alcadaDasOcorrencias(plano, new Map(atuais.map((o) => [o.id, { valor: Number(o.valor), aprovacao: o.aprovacao as EstadoAprovacao | null }])),
      r.salva_por_operador ? 'operador' : 'administrador', await lerConfigAlcada(tx)) }
    : plano;
  await removerOcorrencias(tx, r.tipo, passos.remover);
  for (const a of passos.atualizar) await atualizarOcorrencia(tx, r.tipo, a.id, a.campos);
  if (r.tipo === 'pagar') await insertLancamentos(tx, passos.criar as Lancamento[]);
  else await insertRecebiveis(tx, passos.criar);
  return { criadas: passos.criar.length, atualizadas: passos.atualizar.length, removidas: passos.remover.length };
}
