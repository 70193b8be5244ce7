// Ações: positions at the average price including costs, and each sale's realised result
// (decisions 250, 252). Every amount is integer cents.

import type { Operacao } from './acoes-validacao.ts';
import type { ClasseAcao, Modalidade } from './listas.ts';
import { msg } from './messages.ts';

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
