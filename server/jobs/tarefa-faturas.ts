/* The task that keeps card bills equal to their instalments (issue 20, decisions 280 and 283).
   One transaction per run, behind a transaction-scoped advisory lock so two processes never
   rebuild the same bills at once; the run log's lines are written in that same transaction. */
import { uuidv7 } from 'uuidv7';
import {
  competenciaBR, fechamentoDaCompetencia, passoDaFatura, totaisPorCompetencia, vencimentoDaCompetencia,
} from '../../src/domain/automacao-fatura.ts';
import { daysBetween, formatDateBR, todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import type { Tx } from '../db/client.ts';
import { inserirItens } from '../repositories/automacao-execucoes.ts';
import type { ItemExecucao } from '../repositories/automacao-execucoes.ts';
import {
  atualizarFaturaAutomatica, criarFaturaAutomatica, faturasAutomaticasDoBanco, gruposParcelas, listarRegras,
  marcarFechadaAvisada, removerFaturaAutomatica, travarTarefa,
} from '../repositories/automacao-faturas.ts';
import type { RegraRow } from '../repositories/automacao-faturas.ts';
import { datasFeriados } from '../repositories/feriados.ts';
import type { ContextoTarefa, EventoAutomacao, Tarefa } from './tarefa.ts';

export const TAREFA_FATURAS = 'faturas';
/** Every day at 00:05 in São Paulo: the cycles that closed yesterday are settled (decision 281). */
export const AGENDA_FATURAS = '5 0 * * *';
/** A bill that closed longer ago than this is not announced when the automation first sees it. */
const AVISO_FECHADA_DIAS = 7;

/** The runner passes the run's id beside the contract's fields; a run started elsewhere has none. */
export function execucaoDe(ctx: ContextoTarefa): string | null {
  return 'execucao' in ctx && typeof ctx.execucao === 'string' ? ctx.execucao : null;
}

interface Balanco { itens: ItemExecucao[]; eventos: EventoAutomacao[]; contagem: Record<ItemExecucao['resultado'], number> }

async function faturasDoBanco(tx: Tx, regra: RegraRow & { dia_fechamento: number; dia_vencimento: number }, feriados: ReadonlySet<string>, hoje: string, b: Balanco) {
  const totais = new Map(totaisPorCompetencia(await gruposParcelas(tx, regra.banco_id), regra.dia_fechamento).map((t) => [t.competencia, t]));
  const existentes = new Map((await faturasAutomaticasDoBanco(tx, regra.banco_id)).map((f) => [f.competencia, f]));
  const competencias = [...new Set([...totais.keys(), ...existentes.keys()])].sort();
  for (const competencia of competencias) {
    const total = totais.get(competencia);
    const existente = existentes.get(competencia) ?? null;
    const valor = total?.valor ?? 0;
    const vencimento = vencimentoDaCompetencia(competencia, regra, feriados);
    const fechamento = fechamentoDaCompetencia(competencia, regra.dia_fechamento);
    const passo = passoDaFatura(existente, valor, vencimento);
    const item = (resultado: ItemExecucao['resultado'], mensagem: string) => {
      b.itens.push({ bancoId: regra.banco_id, banco: regra.banco, competencia, nLancamentos: total?.quantidade ?? 0, valor, resultado, mensagem });
      b.contagem[resultado] += 1;
    };
    let faturaId = existente?.faturaId ?? null;
    if (passo.tipo === 'criar') {
      faturaId = uuidv7();
      await criarFaturaAutomatica(tx, {
        id: faturaId, bancoId: regra.banco_id, competencia, valor, vencimento, fechamento,
        descricao: msg.automacao.descricaoFatura(regra.banco, competenciaBR(competencia)),
      });
      item('criada', msg.automacao.itemCriada(formatDateBR(vencimento)));
    } else if (passo.tipo === 'atualizar' && existente) {
      await atualizarFaturaAutomatica(tx, existente.faturaId, valor, vencimento, fechamento);
      item('atualizada', msg.automacao.itemAtualizada(existente.valor, valor));
    } else if (passo.tipo === 'remover' && existente) {
      await removerFaturaAutomatica(tx, existente.faturaId);
      faturaId = null;
      item('removida', msg.automacao.itemRemovida);
    } else if (passo.tipo === 'fechada_diferente' && existente) {
      item('paga_inalterada', msg.automacao.itemPaga(existente.status, passo.diferenca));
    }
    // The cycle closed (its closing day is over): announce it once, if it closed recently.
    if (faturaId && fechamento < hoje && !existente?.fechadaAvisada && valor > 0) {
      await marcarFechadaAvisada(tx, faturaId);
      if (daysBetween(fechamento, hoje) <= AVISO_FECHADA_DIAS) {
        b.eventos.push({ tipo: 'fatura_fechada', banco: regra.banco, competencia, valor_cents: valor, vencimento });
      }
    }
  }
}

/** The bills task; `emitir` hands its fatura_fechada events to the runner's listeners after commit. */
export function tarefaFaturas(emitir: (evento: EventoAutomacao) => Promise<void>): Tarefa {
  return {
    nome: TAREFA_FATURAS,
    agenda: AGENDA_FATURAS,
    async executar(ctx) {
      const execucao = execucaoDe(ctx);
      const hoje = todayISO(ctx.agora);
      const b: Balanco = { itens: [], eventos: [], contagem: { criada: 0, atualizada: 0, removida: 0, paga_inalterada: 0 } };
      const ativas = await ctx.db.transaction(async (tx) => {
        await travarTarefa(tx, TAREFA_FATURAS);
        const feriados = await datasFeriados(tx);
        const regras = (await listarRegras(tx)).filter((r) => r.ativa && r.dia_fechamento !== null && r.dia_vencimento !== null);
        for (const regra of regras) {
          if (regra.dia_fechamento === null || regra.dia_vencimento === null) continue;
          await faturasDoBanco(tx, { ...regra, dia_fechamento: regra.dia_fechamento, dia_vencimento: regra.dia_vencimento }, feriados, hoje, b);
        }
        if (execucao) await inserirItens(tx, execucao, b.itens);
        return regras.length;
      });
      for (const evento of b.eventos) await emitir(evento);
      if (ativas === 0) return msg.automacao.semRegras;
      const c = b.contagem;
      return msg.automacao.resumo(c.criada, c.atualizada, c.removida, c.paga_inalterada);
    },
  };
}
