// Bank CSV statements (issue 16, BRASIL.md "Bank and card files"): Nubank cartão and conta,
// Inter fatura and conta, and our own model. papaparse splits the cells with the card import's
// settings (csv-leitura.ts analisarCsv, decision 014); the columns decide the bank's layout.

import { analisarCsv, registroComAspasInvalidas } from './csv-leitura.ts';
import { isISODate, parseBRDate } from './dates.ts';
import type { ErroImportacao } from './importacao.ts';
import { msg } from './messages.ts';
import { MAX_CENTS, parseBRNumber, parseDecimal } from './money.ts';
import { normalizeSearch } from './search.ts';
import { ehLinhaDeSaldo, lerParcela } from './extrato-linha.ts';
import type { ExtratoLido, LinhaExtrato } from './extrato-linha.ts';
import type { FormatoExtrato } from './listas.ts';

/** Our own statement model (Importar extrato offers it for download). */
export const MODELO_EXTRATO_CABECALHO = ['Data', 'Descrição', 'Valor', 'Identificador'] as const;
export const MODELO_EXTRATO_CSV = `\uFEFF${MODELO_EXTRATO_CABECALHO.join(';')}\r\n`;

interface Layout {
  formato: Exclude<FormatoExtrato, 'ofx'>;
  colunas: readonly string[];
  data: string;
  descricao: string;
  valor: string;
  fitid?: string;
  tipo?: string;
  /** Card statements list purchases as positive amounts: money out. */
  compraPositiva: boolean;
  /** Dot-decimal amounts ('-50.00'); the others are pt-BR ('-R$ 1.234,56'). */
  pontoDecimal: boolean;
  /** Lines that would double count (the card bill's payment, totals). */
  ignorar: RegExp | null;
  /** Nubank conta and our model share their columns: Nubank writes ',', the model ';'. */
  separador?: ',' | ';';
}

const LAYOUTS: readonly Layout[] = [
  { formato: 'nubank-cartao', colunas: ['date', 'title', 'amount'], data: 'date', descricao: 'title', valor: 'amount',
    compraPositiva: true, pontoDecimal: true, ignorar: /^(pagamento recebido|total)/ },
  { formato: 'nubank-conta', colunas: ['data', 'valor', 'identificador', 'descricao'], data: 'data', descricao: 'descricao',
    valor: 'valor', fitid: 'identificador', compraPositiva: false, pontoDecimal: true, ignorar: null, separador: ',' },
  { formato: 'inter-fatura', colunas: ['data', 'lancamento', 'categoria', 'tipo', 'valor'], data: 'data', descricao: 'lancamento',
    valor: 'valor', tipo: 'tipo', compraPositiva: true, pontoDecimal: false, ignorar: /^(pagamento|total)/ },
  { formato: 'inter-conta', colunas: ['data lancamento', 'descricao', 'valor', 'saldo'], data: 'data lancamento',
    descricao: 'descricao', valor: 'valor', compraPositiva: false, pontoDecimal: false, ignorar: null },
  { formato: 'modelo', colunas: ['data', 'descricao', 'valor'], data: 'data', descricao: 'descricao', valor: 'valor',
    fitid: 'identificador', compraPositiva: false, pontoDecimal: false, ignorar: null },
];

function normalizarColuna(nome: string): string {
  return normalizeSearch(nome.replace(/^\uFEFF/, '').replace(/^"|"$/g, ''));
}

function separadorDe(linha: string): string {
  return linha.includes(';') ? ';' : linha.includes('\t') ? '\t' : ',';
}

/** The layout whose columns the header has, and the header's index (Inter conta has a preamble). */
function acharLayout(linhas: readonly string[]): { layout: Layout; cabecalho: number } | null {
  for (let i = 0; i < Math.min(linhas.length, 12); i++) {
    const sep = separadorDe(linhas[i]!);
    const colunas = new Set(linhas[i]!.split(sep).map(normalizarColuna));
    const layout = LAYOUTS.find((l) => l.colunas.every((c) => colunas.has(c)) && (l.separador === undefined || l.separador === sep));
    if (layout) return { layout, cabecalho: i };
  }
  return null;
}

function lerData(text: string): string | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return isISODate(t) ? t : null;
  return /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t) ? parseBRDate(t) : null;
}

function lerValor(text: string, pontoDecimal: boolean): number | null {
  const t = text.trim();
  if (pontoDecimal && !t.includes(',')) return parseDecimal(t.replace(/^\+/, ''));
  return parseBRNumber(t);
}

/** A CSV statement of one of the known layouts; null when no layout's header is found. */
export function lerCsvExtrato(text: string, hoje: string): ExtratoLido | { ok: false; message: string } {
  const linhasTexto = text.split(/\r?\n/);
  const achado = acharLayout(linhasTexto);
  if (!achado) return { ok: false, message: msg.extratos.formatoDesconhecido };
  const { layout, cabecalho } = achado;
  const corpo = linhasTexto.slice(cabecalho).join('\n');
  const parsed = analisarCsv(corpo, normalizarColuna);
  const quotes = registroComAspasInvalidas(parsed);
  if (quotes !== null) return { ok: false, message: msg.extratos.aspasInvalidas(cabecalho + quotes + 2) };
  const linhas: LinhaExtrato[] = [];
  const erros: ErroImportacao[] = [];
  let ignoradas = 0;
  parsed.data.forEach((record, i) => {
    const linha = cabecalho + i + 2;
    const cell = (key: string | undefined) => (key === undefined ? '' : (record[key] ?? '').trim());
    if (Object.values(record).every((v) => typeof v !== 'string' || v.trim() === '')) return;
    const descricao = cell(layout.descricao).replace(/\s+/g, ' ');
    const norm = normalizeSearch(descricao);
    if ((layout.ignorar && layout.ignorar.test(norm)) || ehLinhaDeSaldo(descricao)) {
      ignoradas++;
      return;
    }
    const dataText = cell(layout.data);
    const data = lerData(dataText);
    const valorText = cell(layout.valor);
    const lido = lerValor(valorText, layout.pontoDecimal);
    const antes = erros.length;
    if (data === null) erros.push({ linha, campo: colunaOriginal(parsed.meta.fields, layout.data), dado: dataText, valor_correto: msg.extratos.dicaData });
    if (lido === null || lido === 0 || Math.abs(lido) > MAX_CENTS) {
      erros.push({ linha, campo: colunaOriginal(parsed.meta.fields, layout.valor), dado: valorText, valor_correto: msg.extratos.dicaValor });
    }
    if (descricao === '' || descricao.length > 255) {
      erros.push({ linha, campo: colunaOriginal(parsed.meta.fields, layout.descricao), dado: descricao.slice(0, 60), valor_correto: msg.extratos.dicaTexto });
    }
    if (erros.length > antes || data === null || lido === null) return;
    if (data > hoje) {
      ignoradas++;
      return;
    }
    const fitid = cell(layout.fitid);
    const parcela = lerParcela(cell(layout.tipo)) ?? lerParcela(descricao);
    linhas.push({ linha, data, valor: layout.compraPositiva ? -lido : lido, descricao, fitid: fitid === '' ? null : fitid, parcela });
  });
  return { ok: true, formato: layout.formato, linhas, erros, ignoradas };
}

const NOMES: Record<string, string> = {
  date: 'date', title: 'title', amount: 'amount', data: 'Data', valor: 'Valor', descricao: 'Descrição',
  lancamento: 'Lançamento', 'data lancamento': 'Data Lançamento', identificador: 'Identificador',
};

function colunaOriginal(_fields: readonly string[] | undefined, key: string): string {
  return NOMES[key] ?? key;
}
