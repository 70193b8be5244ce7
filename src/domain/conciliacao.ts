// Conciliação bancária (issue 16, PRODUCT.md "Extratos and conciliação"): statement lines paired
// with open payables (money out) and receivables (money in) of the same amount whose EFFECTIVE
// due date is within a window of the statement's date, best description first; then those of the
// same amount outside the window, ranked after, each pair with its reason. Pure and fast:
// the open títulos are indexed by amount once, so 5,000 lines against 100,000 títulos cost a few
// map lookups per line (docs/decisions/272-conciliacao.md).

import { daysBetween, formatDateBR } from './dates.ts';
import { vencimentoEfetivo } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';
import { textoNormalizado } from './extrato-linha.ts';
import { msg } from './messages.ts';

/** Days between the statement's date and the effective due date still proposed. */
export const JANELA_DIAS = 7;
/** Same-amount títulos outside the window kept per line (the closest first): enough for the
    greedy pairing to find a free one, bounded when many títulos share an amount. */
export const FORA_DA_JANELA_POR_LINHA = 5;

export type AlvoConciliacao = 'lancamento' | 'recebivel';

export interface LinhaParaConciliar {
  id: string;
  data: string;
  /** Signed cents: negative pays a payable, positive settles a receivable. */
  valor: number;
  descricao: string;
  lancamento_id?: string | null;
  recebivel_id?: string | null;
}

export interface TituloAberto {
  id: string;
  descricao: string;
  /** What is still owed, in cents (valor_parcela − valor_pago). */
  restante: number;
  vencimento: string | null;
  /** The posting's date: a payment before it is refused (data-acao.ts). */
  data: string;
}

export interface Sugestao {
  extrato_id: string;
  alvo: AlvoConciliacao;
  titulo_id: string;
  /** Days between the statement date and the effective due date. */
  dias: number;
  /** 0..1: shared words of the two descriptions. */
  similaridade: number;
  /** Why it is proposed, in Portuguese ("mesmo valor, vence 2 dias antes"). */
  motivo: string;
}

/** The reason of a pair: `delta` = statement date − effective due date in days (null: no due date). */
export function motivoSugestao(delta: number | null, efetivo: string | null, dentro: boolean): string {
  const m = msg.extratos.motivo;
  if (delta === null || efetivo === null) return m.semVencimento;
  if (!dentro) return m.fora(formatDateBR(efetivo));
  if (delta === 0) return m.mesmoDia;
  return delta > 0 ? m.antes(delta) : m.depois(-delta);
}

function palavras(text: string): Set<string> {
  return new Set(textoNormalizado(text).split(' ').filter((w) => w.length >= 3 && !/^\d+$/.test(w)));
}

function partilhadas(pa: ReadonlySet<string>, pb: ReadonlySet<string>): number {
  if (pa.size === 0 || pb.size === 0) return 0;
  let comuns = 0;
  for (const w of pa) if (pb.has(w)) comuns++;
  return comuns / Math.min(pa.size, pb.size);
}

/** Share of the smaller description's words found in the other (0..1). */
export function similaridade(a: string, b: string): number {
  return partilhadas(palavras(a), palavras(b));
}

/** The effective due date is computed the first time the candidate is looked at. */
interface Candidato { titulo: TituloAberto; efetivo?: string | null }

/** Open títulos by what is still owed, only for the amounts some line carries. */
function indexarPorValor(titulos: readonly TituloAberto[], valores: ReadonlySet<number>): Map<number, Candidato[]> {
  const porValor = new Map<number, Candidato[]>();
  for (const titulo of titulos) {
    if (titulo.restante <= 0 || !valores.has(titulo.restante)) continue;
    const lista = porValor.get(titulo.restante);
    if (lista) lista.push({ titulo });
    else porValor.set(titulo.restante, [{ titulo }]);
  }
  return porValor;
}

interface Opcoes {
  janelaDias?: number;
  feriadosExtras?: FeriadosExtras;
}

/**
 * One proposal per unmatched line at most, each título proposed once: pairs are taken best
 * first (inside the window before outside it, then closest date, then most similar text), so two
 * equal amounts on two days find their own.
 */
export function proporConciliacao(
  linhas: readonly LinhaParaConciliar[],
  lancamentos: readonly TituloAberto[],
  recebiveis: readonly TituloAberto[],
  opcoes: Opcoes = {},
): Sugestao[] {
  const janela = opcoes.janelaDias ?? JANELA_DIAS;
  const calendario = { feriadosExtras: opcoes.feriadosExtras };
  const debitos = new Set<number>();
  const creditos = new Set<number>();
  for (const l of linhas) (l.valor < 0 ? debitos : creditos).add(Math.abs(l.valor));
  const indices = {
    lancamento: indexarPorValor(lancamentos, debitos),
    recebivel: indexarPorValor(recebiveis, creditos),
  };
  // Each description's words once, however many candidates it meets.
  const vistas = new Map<string, Set<string>>();
  const palavrasDe = (texto: string) => {
    let p = vistas.get(texto);
    if (!p) vistas.set(texto, (p = palavras(texto)));
    return p;
  };
  // `fora` 1: outside the window, ranked after every pair inside it.
  type Par = Sugestao & { fora: 0 | 1; custo: number };
  const porCusto = (a: Par, b: Par) => a.fora - b.fora || a.custo - b.custo || (a.extrato_id < b.extrato_id ? -1 : a.extrato_id > b.extrato_id ? 1 : 0);
  const pares: Par[] = [];
  for (const linha of linhas) {
    if (linha.lancamento_id || linha.recebivel_id || linha.valor === 0) continue;
    const alvo: AlvoConciliacao = linha.valor < 0 ? 'lancamento' : 'recebivel';
    const candidatos = indices[alvo].get(Math.abs(linha.valor));
    if (!candidatos) continue;
    const fora: Par[] = [];
    for (const candidato of candidatos) {
      const { titulo } = candidato;
      // Posted after the statement date: the pay would be refused (motivoDiaPagamento).
      if (linha.data < titulo.data) continue;
      if (candidato.efetivo === undefined) candidato.efetivo = vencimentoEfetivo(titulo.vencimento, calendario);
      const efetivo = candidato.efetivo;
      const delta = efetivo === null ? null : daysBetween(efetivo, linha.data);
      const dias = delta === null ? janela : Math.abs(delta);
      const dentro = dias <= janela;
      const sim = partilhadas(palavrasDe(linha.descricao), palavrasDe(titulo.descricao));
      const par: Par = {
        extrato_id: linha.id, alvo, titulo_id: titulo.id, dias, similaridade: sim, motivo: motivoSugestao(delta, efetivo, dentro),
        fora: dentro ? 0 : 1, custo: dias - sim * janela,
      };
      (dentro ? pares : fora).push(par);
    }
    if (fora.length > FORA_DA_JANELA_POR_LINHA) fora.sort(porCusto).length = FORA_DA_JANELA_POR_LINHA;
    pares.push(...fora);
  }
  pares.sort(porCusto);
  const linhasUsadas = new Set<string>();
  const titulosUsados = new Set<string>();
  const out: Sugestao[] = [];
  for (const { custo: _custo, fora: _fora, ...par } of pares) {
    if (linhasUsadas.has(par.extrato_id) || titulosUsados.has(par.titulo_id)) continue;
    linhasUsadas.add(par.extrato_id);
    titulosUsados.add(par.titulo_id);
    out.push(par);
  }
  return out;
}

/** An open instalment of a payable group, as 'Parcela n/m' lines look for it. */
export interface ParcelaAberta {
  id: string;
  descricao: string;
  parcela: number;
  quant_parcela: number;
  /** What is still owed on it, in cents. */
  restante: number;
}

/**
 * Card purchases 'Parcela 2/6': the line joins instalment 2 of a 6-instalment group of the bank
 * with the same amount (most similar description first), each instalment at most once.
 * Returns line index → instalment id.
 */
export function juntarParcelas(
  linhas: readonly { valor: number; descricao: string; parcela: { numero: number; total: number } | null }[],
  parcelas: readonly ParcelaAberta[],
): Map<number, string> {
  const porChave = new Map<string, ParcelaAberta[]>();
  for (const p of parcelas) {
    if (p.quant_parcela < 2 || p.restante <= 0) continue;
    const chave = `${p.quant_parcela}|${p.parcela}|${p.restante}`;
    const lista = porChave.get(chave);
    if (lista) lista.push(p);
    else porChave.set(chave, [p]);
  }
  const usadas = new Set<string>();
  const out = new Map<number, string>();
  linhas.forEach((linha, i) => {
    if (!linha.parcela || linha.valor >= 0) return;
    const candidatas = porChave.get(`${linha.parcela.total}|${linha.parcela.numero}|${-linha.valor}`);
    let melhor: ParcelaAberta | null = null;
    let melhorSim = -1;
    for (const p of candidatas ?? []) {
      if (usadas.has(p.id)) continue;
      const sim = similaridade(linha.descricao, p.descricao);
      if (sim > melhorSim) {
        melhor = p;
        melhorSim = sim;
      }
    }
    if (melhor) {
      usadas.add(melhor.id);
      out.set(i, melhor.id);
    }
  });
  return out;
}

/** Bank abbreviations kept in capitals when a memo is made readable. */
const SIGLAS = new Set(['pix', 'ted', 'doc', 'tev', 'iof', 'cpf', 'cnpj', 'ltda', 'eireli', 'inss', 'fgts', 'iptu', 'ipva', 'darf', 'gps', 'nf', 'nfe', 'sa', 's/a', 'me', 'epp']);
const MINUSCULAS = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos', 'para', 'por', 'com']);

/**
 * A bank memo in capitals as a person writes a description ("CONTA DE LUZ JAN/26" → "Conta de
 * luz jan/26", "PIX RECEBIDO JOAO" → "PIX recebido joao"): the first word capitalised, known
 * abbreviations kept. A memo already in mixed case is kept as typed.
 */
export function descricaoLegivel(memo: string): string {
  const texto = memo.trim().replace(/\s+/g, ' ');
  if (texto !== texto.toLocaleUpperCase('pt-BR')) return texto;
  return texto.toLocaleLowerCase('pt-BR').split(' ').map((palavra, i) => {
    if (SIGLAS.has(palavra) && !(i > 0 && MINUSCULAS.has(palavra))) return palavra.toLocaleUpperCase('pt-BR');
    return i === 0 ? palavra.charAt(0).toLocaleUpperCase('pt-BR') + palavra.slice(1) : palavra;
  }).join(' ');
}
