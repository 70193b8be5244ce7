/* Orçamento and Relatório Orçado × realizado (issue 35, PRODUCT "Centros de custo, rateio e
   orçamento", decision 421). A budget is a value per categoria, optionally per centro de custo,
   per month. Realizado is what was paid, each payment on its own day, as the DRE reads it on
   regime caixa (relatorio-base.ts `realizados`, decision 390); a posting with a rateio counts each
   share in its own categoria and centro. A budget without centro covers the spending without
   centro; a cut by centro reads only that centro's budgets and spending. Pure: the device and the
   server run the same code. */
import * as v from 'valibot';
import { MAX_CENTS, toDecimal } from './money.ts';
import { parseMoney } from './coerce.ts';
import { MSG_ORCAMENTO as m } from './messages-centros.ts';
import { msg } from './messages.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { historicoPorTitulo, periodos, realizados } from './relatorio-base.ts';
import { ratear } from './rateio.ts';
import { checkedInput, readInput } from './validation.ts';
import type { LancamentoRelatorio, PagamentoRelatorio } from './relatorio-base.ts';
import type { ParteRateio } from './rateio.ts';

export interface Orcamento {
  id?: string;
  categoria: string;
  centro_custo: string | null;
  /** 'YYYY-MM'. */
  mes: string;
  /** Cents, zero or more. */
  valor: number;
}

/** A payable as this report reads it: its rateio and, without one, its own centro. */
export interface LancamentoOrcado extends LancamentoRelatorio {
  centro_custo?: string | null;
  rateio?: readonly ParteRateio[] | null;
}

const MES_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMes(value: unknown): value is string {
  return typeof value === 'string' && MES_RE.test(value);
}

function lerMes(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return isMes(text) ? text : null;
}

/** A budget's value: zero allowed (a month planned to spend nothing), negatives refused. */
function lerValorOrcado(value: unknown): number | string {
  const cents = parseMoney(value);
  if (cents === null) return msg.comum.valorInvalido;
  if (cents < 0) return m.valorNegativo;
  if (cents > MAX_CENTS) return msg.comum.valorAcimaLimite;
  return cents;
}

/** cadastrarOrcamento (`categoria`, `centro_custo`, `mes` YYYY-MM, `valor`). */
export const OrcamentoSchema = v.object(
  {
    id: optionalId(),
    categoria: idInput(m.categoriaObrigatoria),
    centro_custo: optionalId(),
    mes: readInput(lerMes, m.mesObrigatorio, m.mesInvalido),
    valor: checkedInput(lerValorOrcado, m.valorObrigatorio),
  },
  msg.comum.dadosInvalidos,
);
export type NovoOrcamento = v.InferOutput<typeof OrcamentoSchema>;

const chave = (o: Pick<Orcamento, 'categoria' | 'centro_custo' | 'mes'>) => `${o.categoria}|${o.centro_custo ?? ''}|${o.mes}`;

/**
 * "Copiar do ano anterior": the budgets of `ano − 1` moved to the same months of `ano`, leaving
 * out every (categoria, centro, mês) already typed for `ano` (a copy never overwrites).
 */
export function copiarAnoAnterior(orcamentos: readonly Orcamento[], ano: number): Orcamento[] {
  const anterior = String(ano - 1).padStart(4, '0');
  const alvo = String(ano).padStart(4, '0');
  const existentes = new Set(orcamentos.filter((o) => o.mes.startsWith(`${alvo}-`)).map(chave));
  const out: Orcamento[] = [];
  for (const o of orcamentos) {
    if (!o.mes.startsWith(`${anterior}-`)) continue;
    const copia: Orcamento = { categoria: o.categoria, centro_custo: o.centro_custo, mes: `${alvo}${o.mes.slice(4)}`, valor: o.valor };
    if (existentes.has(chave(copia))) continue;
    existentes.add(chave(copia));
    out.push(copia);
  }
  return out;
}

export interface Valores {
  orcado: number;
  realizado: number;
  /** realizado − orçado: positive is over budget. */
  variacao: number;
  /** variação ÷ orçado × 100, two decimals; null when orçado is 0. */
  percentual: number | null;
}

export interface LinhaOrcadoRealizado extends Valores {
  categoria_id: string | null;
  mes: string;
}

export interface OrcadoRealizado {
  de: string;
  ate: string;
  centro: string | null;
  /** Per categoria, every month of the range, for the categorias with a budget or realizado. */
  linhas: LinhaOrcadoRealizado[];
  totais_mes: ({ mes: string } & Valores)[];
  anos: { ano: string; categorias: ({ categoria_id: string | null } & Valores)[]; total: Valores }[];
}

export interface ParametrosOrcado {
  orcamentos: readonly Orcamento[];
  lancamentos: readonly LancamentoOrcado[];
  pagamentos?: readonly PagamentoRelatorio[];
  /** 'YYYY-MM', both included. */
  de: string;
  ate: string;
  centro?: string | null;
}

function valores(orcado: number, realizado: number): Valores {
  const variacao = realizado - orcado;
  return { orcado, realizado, variacao, percentual: orcado === 0 ? null : Math.round((variacao * 10_000) / orcado) / 100 };
}

interface Soma { orcado: number; realizado: number; comOrcamento: boolean }

/** Sums per categoria ('' = none) and month, for the months from `de` to `ate`. */
function somar(p: ParametrosOrcado): Map<string, Map<string, Soma>> {
  const centro = p.centro ?? null;
  const porCategoria = new Map<string, Map<string, Soma>>();
  const soma = (categoria: string, mes: string): Soma => {
    let meses = porCategoria.get(categoria);
    if (!meses) porCategoria.set(categoria, (meses = new Map()));
    let s = meses.get(mes);
    if (!s) meses.set(mes, (s = { orcado: 0, realizado: 0, comOrcamento: false }));
    return s;
  };
  const dentro = (mes: string) => mes >= p.de && mes <= p.ate;
  for (const o of p.orcamentos) {
    if (!dentro(o.mes) || (centro !== null && o.centro_custo !== centro)) continue;
    const s = soma(o.categoria, o.mes);
    s.orcado += o.valor;
    s.comOrcamento = true;
  }
  const pagos = historicoPorTitulo(p.pagamentos, 'lancamento');
  for (const row of p.lancamentos) {
    const partes = row.rateio && row.rateio.length > 0 ? row.rateio : null;
    for (const mov of realizados(row, pagos)) {
      const mes = mov.data.slice(0, 7);
      if (!dentro(mes)) continue;
      if (!partes) {
        if (centro === null || (row.centro_custo ?? null) === centro) soma(row.categoria_id ?? '', mes).realizado += mov.valor;
        continue;
      }
      const cents = ratear(mov.valor, partes);
      partes.forEach((parte, i) => {
        const centroParte = parte.centro_custo ?? row.centro_custo ?? null;
        if (centro !== null && centroParte !== centro) return;
        soma(parte.categoria ?? row.categoria_id ?? '', mes).realizado += cents[i] ?? 0;
      });
    }
  }
  return porCategoria;
}

/** GET /api/relatorios/orcado-realizado?de=YYYY-MM&ate=YYYY-MM → `linhas`, with month and year totals. */
export function orcadoRealizado(p: ParametrosOrcado): OrcadoRealizado {
  const meses = periodos(`${p.de}-01`, `${p.ate}-01`, 'mes');
  const porCategoria = somar(p);
  const linhas: LinhaOrcadoRealizado[] = [];
  const porMes = new Map<string, { orcado: number; realizado: number }>(meses.map((mes) => [mes, { orcado: 0, realizado: 0 }]));
  const anos = new Map<string, { categorias: Map<string, { orcado: number; realizado: number }>; orcado: number; realizado: number }>();
  for (const [categoria, somas] of porCategoria) {
    for (const mes of meses) {
      const s = somas.get(mes) ?? { orcado: 0, realizado: 0 };
      linhas.push({ categoria_id: categoria || null, mes, ...valores(s.orcado, s.realizado) });
      const total = porMes.get(mes)!;
      total.orcado += s.orcado;
      total.realizado += s.realizado;
      const anoKey = mes.slice(0, 4);
      let ano = anos.get(anoKey);
      if (!ano) anos.set(anoKey, (ano = { categorias: new Map(), orcado: 0, realizado: 0 }));
      ano.orcado += s.orcado;
      ano.realizado += s.realizado;
      const cat = ano.categorias.get(categoria) ?? { orcado: 0, realizado: 0 };
      cat.orcado += s.orcado;
      cat.realizado += s.realizado;
      ano.categorias.set(categoria, cat);
    }
  }
  return {
    de: p.de, ate: p.ate, centro: p.centro ?? null,
    linhas,
    totais_mes: meses.map((mes) => ({ mes, ...valores(porMes.get(mes)!.orcado, porMes.get(mes)!.realizado) })),
    anos: [...anos].map(([ano, a]) => ({
      ano,
      categorias: [...a.categorias].map(([categoria, c]) => ({ categoria_id: categoria || null, ...valores(c.orcado, c.realizado) })),
      total: valores(a.orcado, a.realizado),
    })),
  };
}

/**
 * The Painel's "acima do orçamento": the month's categorias that have a budget (zero included)
 * and whose realizado passed it, the largest excess first.
 */
export function categoriasAcimaDoOrcamento(
  p: Omit<ParametrosOrcado, 'de' | 'ate'> & { mes: string },
): ({ categoria_id: string } & Valores)[] {
  const out: ({ categoria_id: string } & Valores)[] = [];
  for (const [categoria, somas] of somar({ ...p, de: p.mes, ate: p.mes })) {
    const s = somas.get(p.mes);
    if (!s?.comOrcamento || s.realizado <= s.orcado) continue;
    out.push({ categoria_id: categoria, ...valores(s.orcado, s.realizado) });
  }
  return out.sort((a, b) => b.variacao - a.variacao);
}

function valoresWire(x: Valores) {
  return { orcado: toDecimal(x.orcado), realizado: toDecimal(x.realizado), variacao: toDecimal(x.variacao), percentual: x.percentual };
}

/** GET /api/relatorios/orcado-realizado → `linhas` (and totals): money as dot decimals, as dreWire. */
export function orcadoRealizadoWire(r: OrcadoRealizado) {
  return {
    de: r.de, ate: r.ate, centro: r.centro,
    linhas: r.linhas.map((l) => ({ categoria_id: l.categoria_id, mes: l.mes, ...valoresWire(l) })),
    totais_mes: r.totais_mes.map((t) => ({ mes: t.mes, ...valoresWire(t) })),
    anos: r.anos.map((a) => ({
      ano: a.ano,
      categorias: a.categorias.map((c) => ({ categoria_id: c.categoria_id, ...valoresWire(c) })),
      total: valoresWire(a.total),
    })),
  };
}
