// Ações (issue 19, PRODUCT.md "Ações", BRASIL.md stock-trade tax): B3 stock and FII trades,
// positions at the average price including costs, and the monthly apuração of the income tax
// (DARF 6015). Every amount is integer cents; the rules are decisions 250–253.

import * as v from 'valibot';
import { diaUtilAnterior } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';
import { BOM, linhaCsv } from './csv-ptbr.ts';
import { lastDayOfMonth } from './dates.ts';
import type { Celula, TipoColuna } from './relatorio-tabela.ts';
import { optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { enumInput } from './option-inputs.ts';
import { dateInput, field, intInput, moneyInput, optionalText, readInput } from './validation.ts';
import { parseDecimal, MAX_CENTS } from './money.ts';

export const TIPOS_OPERACAO = ['Compra', 'Venda'] as const;
export type TipoOperacao = (typeof TIPOS_OPERACAO)[number];
export const MODALIDADES = ['Swing trade', 'Day trade'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
export const CLASSES_ACAO = ['Ação', 'FII'] as const;
export type ClasseAcao = (typeof CLASSES_ACAO)[number];

/** Monthly swing-trade stock sales up to this are exempt (Lei 11.033/2004 art. 3º I). */
export const LIMITE_ISENCAO = 2_000_000;
/** A DARF under R$ 10,00 is not paid alone: it is added to the next month's. */
export const DARF_MINIMO = 1_000;
export const CODIGO_DARF = '6015';

/** One trade as the client and the server hold it (money in cents). */
export interface Operacao {
  id: string;
  data: string;
  ticker: string;
  tipo: TipoOperacao;
  quantidade: number;
  preco: number;
  custos: number;
  irrf: number;
  modalidade: Modalidade;
  classe: ClasseAcao;
  corretora_id?: string | null;
  nota?: string | null;
  comprovante_id?: string | null;
}

// A B3 ticker: a 4-character root (letters, sometimes a digit as in B3SA3) and the share-type
// number: 3 ON, 4 PN, 5–8 PNA–PND, 11 units and FIIs; BDRs 31–35 and 39. The fractional
// market's trailing F (PETR4F) is the same asset (decision 251).
const TICKER_RE = /^[A-Z][A-Z0-9]{3}(?:[3-8]|11|3[1-59])$/;

/** The ticker as stored: trimmed, upper case, the fractional F dropped; null when not a B3 code. */
export function normalizarTicker(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  let t = valor.trim().toUpperCase();
  if (/^[A-Z][A-Z0-9]{3}\d{1,2}F$/.test(t)) t = t.slice(0, -1);
  return TICKER_RE.test(t) ? t : null;
}

/** An FII trades under the share-type 11 (HGLG11, KNRI11). */
export function tickerServeClasse(ticker: string, classe: ClasseAcao): boolean {
  return classe === 'FII' ? ticker.endsWith('11') : true;
}

/** Zero or a positive amount (costs and IRRF may be zero). */
function centsOuZero() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return 0;
      const cents = typeof raw === 'string' || typeof raw === 'number' ? parseDecimal(raw) : null;
      if (cents === null || cents < 0 || cents > MAX_CENTS) {
        addIssue({ message: cents !== null && cents < 0 ? msg.acoes.naoNegativo : msg.comum.valorInvalido });
        return NEVER;
      }
      return cents;
    }),
  );
}

/** The input of cadastrarOperacao. */
export const NovaOperacaoSchema = v.pipe(
  v.object(
    {
      id: optionalId(),
      data: dateInput(msg.acoes.dataObrigatoria),
      ticker: readInput(normalizarTicker, msg.acoes.tickerObrigatorio, msg.acoes.tickerInvalido),
      tipo: enumInput(TIPOS_OPERACAO, msg.acoes.tipoObrigatorio),
      quantidade: intInput(msg.acoes.quantidadeObrigatoria, { min: 1, max: 1_000_000_000, rangeMessage: msg.acoes.quantidadeInvalida }),
      preco: moneyInput(msg.acoes.precoObrigatorio),
      custos: centsOuZero(),
      irrf: centsOuZero(),
      modalidade: enumInput(MODALIDADES, msg.acoes.modalidadeObrigatoria),
      classe: enumInput(CLASSES_ACAO, msg.acoes.classeObrigatoria),
      corretora_id: optionalId(),
      nota: optionalText(60),
      comprovante_id: optionalId(),
    },
    msg.comum.dadosInvalidos,
  ),
  v.forward(
    v.check((o) => tickerServeClasse(o.ticker, o.classe), msg.acoes.fiiTicker),
    ['ticker'],
  ),
  v.forward(
    v.check((o) => o.preco * o.quantidade <= MAX_CENTS, msg.comum.valorAcimaLimite),
    ['quantidade'],
  ),
);
export type NovaOperacao = v.InferOutput<typeof NovaOperacaoSchema>;

// ---------------------------------------------------------------------------------------------
// Exact arithmetic: quantities × prices fit in a double, but a cost basis × a quantity may not.

/** round(a × b / c), half away from zero, exact for any safe integers. */
export function mulDiv(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const neg = (n < 0n) !== (d < 0n);
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (2n * ad);
  return Number(neg ? -q : q);
}

/** Tax on a base at `pct` %, rounded half up to the cent (decision 252). */
export function aplicarAliquota(base: number, pct: number): number {
  return mulDiv(base, pct, 100);
}

// ---------------------------------------------------------------------------------------------
// Order and positions.

/** Within a pregão purchases come before sales (the note's net position), then by id (UUIDv7 = typing order). */
export function ordenarOperacoes<T extends Pick<Operacao, 'data' | 'tipo' | 'id'>>(ops: readonly T[]): T[] {
  return [...ops].sort((a, b) =>
    a.data !== b.data ? (a.data < b.data ? -1 : 1)
      : a.tipo !== b.tipo ? (a.tipo === 'Compra' ? -1 : 1)
        : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Livro {
  quantidade: number;
  custo: number;
}

export interface Posicao {
  ticker: string;
  classe: ClasseAcao;
  quantidade: number;
  /** Purchases' price × quantity + costs, less what sales took out at the average. */
  custo_total: number;
  /** custo_total / quantidade, to the cent (display; the exact basis is custo_total). */
  preco_medio: number;
}

/** A sale's realised result: (price × quantity − its costs) − the average cost of what it sold. */
export interface VendaRealizada {
  id: string;
  data: string;
  ticker: string;
  modalidade: Modalidade;
  classe: ClasseAcao;
  valor_venda: number;
  resultado: number;
  irrf: number;
}

export type ErroOperacoes = { id: string; ticker: string; data: string; disponivel: number; message: string };

export interface Carteira {
  posicoes: Posicao[];
  vendas: VendaRealizada[];
  /** The first sale that sells more than held (swing trade) or bought that day (day trade). */
  erro: ErroOperacoes | null;
}

function baixar(livro: Livro, q: number): number {
  const custo = q === livro.quantidade ? livro.custo : mulDiv(livro.custo, q, livro.quantidade);
  livro.quantidade -= q;
  livro.custo -= custo;
  return custo;
}

/**
 * Runs every operation in order. Swing trade buys and sells against the ticker's position. Day
 * trade buys form that day's book and day trade sales realise against it; what a day trade buy
 * leaves unsold at the end of the day joins the position at its cost (decision 250).
 */
export function calcularCarteira(operacoes: readonly Operacao[]): Carteira {
  const posicoes = new Map<string, Livro & { classe: ClasseAcao }>();
  const vendas: VendaRealizada[] = [];
  let erro: ErroOperacoes | null = null;
  let diaAtual = '';
  let livrosDia = new Map<string, Livro & { classe: ClasseAcao }>();

  const fecharDia = () => {
    for (const [ticker, l] of livrosDia) {
      if (l.quantidade === 0) continue;
      const p = posicoes.get(ticker) ?? { quantidade: 0, custo: 0, classe: l.classe };
      p.quantidade += l.quantidade;
      p.custo += l.custo;
      posicoes.set(ticker, p);
    }
    livrosDia = new Map();
  };

  for (const op of ordenarOperacoes(operacoes)) {
    if (op.data !== diaAtual) {
      fecharDia();
      diaAtual = op.data;
    }
    const livros = op.modalidade === 'Day trade' ? livrosDia : posicoes;
    let livro = livros.get(op.ticker);
    if (!livro) {
      livro = { quantidade: 0, custo: 0, classe: op.classe };
      livros.set(op.ticker, livro);
    }
    const bruto = op.preco * op.quantidade;
    if (op.tipo === 'Compra') {
      livro.quantidade += op.quantidade;
      livro.custo += bruto + op.custos;
      continue;
    }
    if (op.quantidade > livro.quantidade) {
      if (!erro) {
        erro = {
          id: op.id, ticker: op.ticker, data: op.data, disponivel: livro.quantidade,
          message: op.modalidade === 'Day trade'
            ? msg.acoes.vendaDayTradeMaior(op.ticker, livro.quantidade)
            : msg.acoes.vendaMaiorQuePosicao(op.ticker, livro.quantidade),
        };
      }
      continue;
    }
    const custo = baixar(livro, op.quantidade);
    vendas.push({
      id: op.id, data: op.data, ticker: op.ticker, modalidade: op.modalidade, classe: op.classe,
      valor_venda: bruto, resultado: bruto - op.custos - custo, irrf: op.irrf,
    });
  }
  fecharDia();

  const lista: Posicao[] = [];
  for (const [ticker, l] of posicoes) {
    if (l.quantidade === 0) continue;
    lista.push({ ticker, classe: l.classe, quantidade: l.quantidade, custo_total: l.custo, preco_medio: mulDiv(l.custo, 1, l.quantidade) });
  }
  lista.sort((a, b) => (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0));
  return { posicoes: lista, vendas, erro };
}

/** A position valued at a typed quotation (cents per share); null values when none is typed. */
export interface PosicaoValorada extends Posicao {
  cotacao: number | null;
  valor_atual: number | null;
  resultado: number | null;
  /** Result over cost, in hundredths of a percent (1234 = 12,34 %). */
  resultado_pct: number | null;
}

export function valorarPosicao(p: Posicao, cotacao: number | null | undefined): PosicaoValorada {
  if (cotacao === null || cotacao === undefined) return { ...p, cotacao: null, valor_atual: null, resultado: null, resultado_pct: null };
  const valor = cotacao * p.quantidade;
  const resultado = valor - p.custo_total;
  return { ...p, cotacao, valor_atual: valor, resultado, resultado_pct: p.custo_total > 0 ? mulDiv(resultado, 10_000, p.custo_total) : null };
}

// ---------------------------------------------------------------------------------------------
// Monthly apuração.

/** The four books whose losses carry forward separately (decision 250). */
export const LINHAS_APURACAO: readonly { modalidade: Modalidade; classe: ClasseAcao }[] = [
  { modalidade: 'Swing trade', classe: 'Ação' },
  { modalidade: 'Day trade', classe: 'Ação' },
  { modalidade: 'Swing trade', classe: 'FII' },
  { modalidade: 'Day trade', classe: 'FII' },
];

export function aliquota(modalidade: Modalidade, classe: ClasseAcao): number {
  return classe === 'Ação' && modalidade === 'Swing trade' ? 15 : 20;
}

export interface LinhaApuracao {
  modalidade: Modalidade;
  classe: ClasseAcao;
  vendas: number;
  resultado: number;
  prejuizo_anterior: number;
  isento: boolean;
  base_calculo: number;
  prejuizo_a_compensar: number;
  aliquota: number;
  imposto: number;
  irrf: number;
  /** imposto − irrf of this line, never below zero (the month's total deducts across lines). */
  ir_devido: number;
}

export interface Apuracao {
  mes: string;
  linhas: LinhaApuracao[];
  vendas_isentas: number;
  imposto: number;
  irrf: number;
  irrf_anterior: number;
  irrf_deduzido: number;
  irrf_a_compensar: number;
  ir_devido: number;
  darf_anterior: number;
  /** ir_devido + darf_anterior; paid when ≥ R$ 10,00, else carried (darf_a_compensar). */
  darf_total: number;
  darf_a_pagar: number;
  darf_a_compensar: number;
  codigo_darf: string;
  vencimento: string;
}

const chaveLinha = (m: Modalidade, c: ClasseAcao) => `${m}|${c}`;

export function mesDe(iso: string): string {
  return iso.slice(0, 7);
}

export function proximoMes(mes: string): string {
  const ano = Number(mes.slice(0, 4));
  const m = Number(mes.slice(5, 7));
  return m === 12 ? `${ano + 1}-01` : `${ano}-${String(m + 1).padStart(2, '0')}`;
}

/** DARF 6015's due date: the last business day of the month after `mes` (a tax never moves forward). */
export function vencimentoDarf(mes: string, extras?: FeriadosExtras): string {
  const seguinte = proximoMes(mes);
  const ultimo = `${seguinte}-${String(lastDayOfMonth(Number(seguinte.slice(0, 4)), Number(seguinte.slice(5, 7)))).padStart(2, '0')}`;
  return diaUtilAnterior(ultimo, extras);
}

export function isMes(valor: unknown): valor is string {
  return typeof valor === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(valor);
}

/**
 * Every month's apuração from the first sale's month through `ate` (default: the last sale's),
 * each carrying the losses, unused IRRF and small DARF of the one before.
 */
export function apurarMeses(operacoes: readonly Operacao[], ate?: string, extras?: FeriadosExtras): Apuracao[] {
  const { vendas } = calcularCarteira(operacoes);
  const porMes = new Map<string, VendaRealizada[]>();
  for (const venda of vendas) {
    const mes = mesDe(venda.data);
    const lista = porMes.get(mes);
    if (lista) lista.push(venda);
    else porMes.set(mes, [venda]);
  }
  const meses = [...porMes.keys()].sort();
  const primeiro = meses[0];
  const ultimo = ate ?? meses[meses.length - 1];
  if (primeiro === undefined || ultimo === undefined || primeiro > ultimo) return ultimo && ate ? [apuracaoVazia(ultimo, extras)] : [];

  const prejuizos = new Map<string, number>();
  let irrfAnterior = 0;
  let darfAnterior = 0;
  const resultado: Apuracao[] = [];
  for (let mes = primeiro; mes <= ultimo; mes = proximoMes(mes)) {
    const doMes = porMes.get(mes) ?? [];
    const vendasSwingAcoes = doMes.reduce((s, x) => (x.modalidade === 'Swing trade' && x.classe === 'Ação' ? s + x.valor_venda : s), 0);
    const isentoMes = vendasSwingAcoes <= LIMITE_ISENCAO;
    const linhas = LINHAS_APURACAO.map(({ modalidade, classe }): LinhaApuracao => {
      const daLinha = doMes.filter((x) => x.modalidade === modalidade && x.classe === classe);
      const vendasLinha = daLinha.reduce((s, x) => s + x.valor_venda, 0);
      const res = daLinha.reduce((s, x) => s + x.resultado, 0);
      const irrf = daLinha.reduce((s, x) => s + x.irrf, 0);
      const chave = chaveLinha(modalidade, classe);
      const anterior = prejuizos.get(chave) ?? 0;
      const isento = modalidade === 'Swing trade' && classe === 'Ação' && isentoMes && vendasLinha > 0;
      let base: number;
      let acumulado: number;
      if (isento) {
        // An exempt month's gain is not taxed and does not use the loss; its loss still carries (decision 250).
        base = 0;
        acumulado = anterior + Math.max(0, -res);
      } else {
        const liquido = res - anterior;
        base = Math.max(0, liquido);
        acumulado = Math.max(0, -liquido);
      }
      prejuizos.set(chave, acumulado);
      const pct = aliquota(modalidade, classe);
      const imposto = aplicarAliquota(base, pct);
      return {
        modalidade, classe, vendas: vendasLinha, resultado: res, prejuizo_anterior: anterior, isento,
        base_calculo: base, prejuizo_a_compensar: acumulado, aliquota: pct, imposto, irrf,
        ir_devido: Math.max(0, imposto - irrf),
      };
    });
    const imposto = linhas.reduce((s, l) => s + l.imposto, 0);
    const irrf = linhas.reduce((s, l) => s + l.irrf, 0);
    const irrfDisponivel = irrf + irrfAnterior;
    const irrfDeduzido = Math.min(imposto, irrfDisponivel);
    const irDevido = imposto - irrfDeduzido;
    const darfTotal = irDevido + darfAnterior;
    const paga = darfTotal >= DARF_MINIMO;
    resultado.push({
      mes, linhas, vendas_isentas: isentoMes ? vendasSwingAcoes : 0, imposto, irrf, irrf_anterior: irrfAnterior,
      irrf_deduzido: irrfDeduzido, irrf_a_compensar: irrfDisponivel - irrfDeduzido, ir_devido: irDevido,
      darf_anterior: darfAnterior, darf_total: darfTotal, darf_a_pagar: paga ? darfTotal : 0,
      darf_a_compensar: paga ? 0 : darfTotal, codigo_darf: CODIGO_DARF, vencimento: vencimentoDarf(mes, extras),
    });
    irrfAnterior = irrfDisponivel - irrfDeduzido;
    darfAnterior = paga ? 0 : darfTotal;
  }
  return resultado;
}

function apuracaoVazia(mes: string, extras?: FeriadosExtras): Apuracao {
  return {
    mes,
    linhas: LINHAS_APURACAO.map(({ modalidade, classe }) => ({
      modalidade, classe, vendas: 0, resultado: 0, prejuizo_anterior: 0, isento: false, base_calculo: 0,
      prejuizo_a_compensar: 0, aliquota: aliquota(modalidade, classe), imposto: 0, irrf: 0, ir_devido: 0,
    })),
    vendas_isentas: 0, imposto: 0, irrf: 0, irrf_anterior: 0, irrf_deduzido: 0, irrf_a_compensar: 0, ir_devido: 0,
    darf_anterior: 0, darf_total: 0, darf_a_pagar: 0, darf_a_compensar: 0, codigo_darf: CODIGO_DARF,
    vencimento: vencimentoDarf(mes, extras),
  };
}

/** The apuração of one month (GET /api/acoes/apuracao?mes and the Relatório de Ações). */
export function apurarMes(operacoes: readonly Operacao[], mes: string, extras?: FeriadosExtras): Apuracao {
  const meses = apurarMeses(operacoes.filter((o) => mesDe(o.data) <= mes), mes, extras);
  return meses[meses.length - 1] ?? apuracaoVazia(mes, extras);
}

// ---------------------------------------------------------------------------------------------
// Export.

const COLUNAS_CSV: readonly { titulo: string; tipo: TipoColuna }[] = [
  { titulo: 'Mês', tipo: 'texto' }, { titulo: 'Modalidade', tipo: 'texto' }, { titulo: 'Classe', tipo: 'texto' },
  { titulo: 'Vendas no mês', tipo: 'dinheiro' }, { titulo: 'Resultado', tipo: 'dinheiro' },
  { titulo: 'Prejuízo anterior', tipo: 'dinheiro' }, { titulo: 'Isento', tipo: 'texto' },
  { titulo: 'Base de cálculo', tipo: 'dinheiro' }, { titulo: 'Prejuízo a compensar', tipo: 'dinheiro' },
  { titulo: 'Alíquota %', tipo: 'numero' }, { titulo: 'Imposto', tipo: 'dinheiro' }, { titulo: 'IRRF', tipo: 'dinheiro' },
  { titulo: 'IR devido', tipo: 'dinheiro' },
];

/** The month's apuração as a pt-BR CSV (csv-ptbr.ts): one line per book, then the DARF lines. */
export function apuracaoCsv(a: Apuracao): string {
  const tipos = COLUNAS_CSV.map((c) => c.tipo);
  let out = BOM + linhaCsv(COLUNAS_CSV.map((c) => c.titulo), tipos.map(() => 'texto'));
  for (const l of a.linhas) {
    out += linhaCsv([
      a.mes, l.modalidade, l.classe, l.vendas, l.resultado, l.prejuizo_anterior, l.isento ? 'Sim' : 'Não', l.base_calculo,
      l.prejuizo_a_compensar, l.aliquota, l.imposto, l.irrf, l.ir_devido,
    ], tipos);
  }
  const total = (rotulo: string, valor: Celula, tipo: TipoColuna = 'dinheiro') => linhaCsv([a.mes, rotulo, valor], ['texto', 'texto', tipo]);
  out += total('Imposto do mês', a.imposto) + total('IRRF deduzido', a.irrf_deduzido) + total('IR devido', a.ir_devido)
    + total('DARF de meses anteriores', a.darf_anterior) + total(`DARF ${a.codigo_darf} a pagar`, a.darf_a_pagar)
    + total('DARF somado ao mês seguinte', a.darf_a_compensar) + total('Vencimento', a.vencimento, 'texto');
  return out;
}
