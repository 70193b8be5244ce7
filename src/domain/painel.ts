/* The Painel (home, PRODUCT.md): what is due today, in the next 7 days and overdue, open card
   bills by bank, projected balance at 30/60/90 days, realizado × previsto for the last and next
   6 months and the month's top categories. One pass over each collection, so 100,000 payables
   cost a few milliseconds; money in integer cents. */
import { addDays, addMonthsClamped } from './dates.ts';
import {
  dataPrevista, emAberto, realizados, restante, somaVazia, somar,
} from './relatorio-base.ts';
import type {
  CategoriaRelatorio, HistoricoPorTitulo, LancamentoRelatorio, PagamentoRelatorio, Soma, TituloRelatorio,
} from './relatorio-base.ts';
import { AGENDA_NACIONAL, vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda } from './vencimento-efetivo.ts';
import { historicoDosTitulos } from './saldos.ts';
import type { HistoricoDosTitulos, SaldoBanco, Saldos } from './saldos.ts';

export interface FaturaPainel {
  banco_id: string | null;
  banco?: string | null;
  valor: number;
  status: string;
  vencimento: string | null;
}

export interface EntradaPainel {
  valor_final: number;
  status: string;
  tipo: string;
}

export interface Vencendo {
  hoje: Soma;
  semana: Soma;
  vencidos: Soma;
}

export interface MesPainel {
  mes: string;
  entradas_previstas: number;
  saidas_previstas: number;
  entradas_realizadas: number;
  saidas_realizadas: number;
}

export interface Painel {
  hoje: string;
  /** The date ranges behind hoje / semana / vencidos (the links filter the lists with them). */
  intervalos: Record<keyof Vencendo, { de: string; ate: string }>;
  pagar: Vencendo;
  receber: Vencendo;
  faturas: { banco_id: string | null; banco: string; quantidade: number; valor: number; proximo_vencimento: string | null }[];
  /** Issue 32: the projection starts from the banks' total today (`bancos`), plus the reserves. */
  saldo: { bancos: number; reservas: number; d30: number; d60: number; d90: number };
  /** Each bank's saldo today (decision 402), for the Saldos card. */
  saldos: SaldoBanco[];
  meses: MesPainel[];
  categorias: { categoria_id: string | null; descricao: string; valor: number }[];
}

/** Overdue rows reach back to this date in the list filter (both ends are required there). */
export const INICIO_VENCIDOS = '1900-01-01';
const TOP_CATEGORIAS = 5;
const MESES_ATRAS = 6;
const MESES_A_FRENTE = 6;

function vencendo(): Vencendo {
  return { hoje: somaVazia(), semana: somaVazia(), vencidos: somaVazia() };
}

export function painel(
  dados: {
    lancamentos: readonly LancamentoRelatorio[];
    recebiveis: readonly TituloRelatorio[];
    faturas: readonly FaturaPainel[];
    entradas: readonly EntradaPainel[];
    categorias: readonly CategoriaRelatorio[];
    pagamentos?: readonly PagamentoRelatorio[];
    /** The banks' saldos at the end of `hoje` (src/domain/saldos.ts); absent: no bank figures. */
    saldos?: Saldos | null;
    /** `pagamentos` already indexed, shared with the saldos (one pass over the history per Painel). */
    historico?: HistoricoDosTitulos;
  },
  hoje: string,
  agenda: Agenda = AGENDA_NACIONAL,
): Painel {
  const semanaAte = addDays(hoje, 7);
  const limites = [addDays(hoje, 30), addDays(hoje, 60), addDays(hoje, 90)] as const;
  const mesAtual = hoje.slice(0, 7);
  const meses: MesPainel[] = [];
  for (let i = -MESES_ATRAS; i <= MESES_A_FRENTE; i++) {
    meses.push({ mes: addMonthsClamped(`${mesAtual}-01`, i).slice(0, 7), entradas_previstas: 0, saidas_previstas: 0, entradas_realizadas: 0, saidas_realizadas: 0 });
  }
  const porMes = new Map(meses.map((m) => [m.mes, m]));
  const projetado = [0, 0, 0];
  const porCategoria = new Map<string, number>();

  const ler = (row: TituloRelatorio, sinal: 1 | -1, alvo: Vencendo, historico: HistoricoPorTitulo): string => {
    const prevista = dataPrevista(row, agenda);
    if (row.status !== 'Cancelado') {
      const mes = porMes.get(prevista.slice(0, 7));
      if (mes) mes[sinal > 0 ? 'entradas_previstas' : 'saidas_previstas'] += row.valor_parcela;
    }
    for (const pago of realizados(row, historico)) {
      const mesPago = porMes.get(pago.data.slice(0, 7));
      if (mesPago) mesPago[sinal > 0 ? 'entradas_realizadas' : 'saidas_realizadas'] += pago.valor;
    }
    if (!emAberto(row)) return prevista;
    const valor = restante(row);
    // Due texts and the lists read the due date; rows without one are not "due" on any day.
    const venc = row.vencimento === null ? null : prevista;
    if (venc !== null) {
      if (venc === hoje) somar(alvo.hoje, valor);
      else if (venc < hoje) somar(alvo.vencidos, valor);
      else if (venc <= semanaAte) somar(alvo.semana, valor);
    }
    for (let i = 0; i < 3; i++) if (prevista <= limites[i]!) projetado[i]! += sinal * valor;
    return prevista;
  };

  const pagar = vencendo();
  const historico = dados.historico ?? historicoDosTitulos(dados.pagamentos);
  for (const row of dados.lancamentos) {
    const prevista = ler(row, -1, pagar, historico.lancamento);
    if (row.status !== 'Cancelado' && prevista.startsWith(mesAtual)) {
      const key = row.categoria_id ?? '';
      porCategoria.set(key, (porCategoria.get(key) ?? 0) + row.valor_parcela);
    }
  }
  const receber = vencendo();
  for (const row of dados.recebiveis) ler(row, 1, receber, historico.recebivel);

  const faturas = new Map<string, Painel['faturas'][number]>();
  for (const f of dados.faturas) {
    if (f.status !== 'Pagar') continue;
    const key = f.banco_id ?? '';
    let item = faturas.get(key);
    if (!item) faturas.set(key, (item = { banco_id: f.banco_id, banco: f.banco ?? 'Sem banco', quantidade: 0, valor: 0, proximo_vencimento: null }));
    item.quantidade += 1;
    item.valor += f.valor;
    const venc = vencimentoEfetivo(f, agenda);
    if (venc !== null && (item.proximo_vencimento === null || venc < item.proximo_vencimento)) item.proximo_vencimento = venc;
  }

  const bancos = dados.saldos?.total ?? 0;
  let reservas = 0;
  for (const e of dados.entradas) if (e.status === 'Ativo' && e.tipo !== 'Investimento') reservas += e.valor_final;

  const nomes = new Map(dados.categorias.map((c) => [c.id, c.descricao]));
  const categorias = [...porCategoria]
    .map(([key, valor]) => ({ categoria_id: key || null, descricao: key ? nomes.get(key) ?? key : 'Sem categoria', valor }))
    .sort((a, b) => b.valor - a.valor || a.descricao.localeCompare(b.descricao, 'pt-BR'))
    .slice(0, TOP_CATEGORIAS);

  return {
    hoje,
    intervalos: {
      hoje: { de: hoje, ate: hoje },
      semana: { de: addDays(hoje, 1), ate: semanaAte },
      vencidos: { de: INICIO_VENCIDOS, ate: addDays(hoje, -1) },
    },
    pagar,
    receber,
    faturas: [...faturas.values()].sort((a, b) => b.valor - a.valor || a.banco.localeCompare(b.banco, 'pt-BR')),
    saldo: {
      bancos, reservas, d30: bancos + reservas + projetado[0]!, d60: bancos + reservas + projetado[1]!, d90: bancos + reservas + projetado[2]!,
    },
    saldos: dados.saldos?.saldos ?? [],
    meses,
    categorias,
  };
}
