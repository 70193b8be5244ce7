// OFX statements (issue 16, BRASIL.md "Bank and card files"): our pre-processor turns the SGML
// 1.02 (or XML 2.x) body of a Brazilian bank's export into well-formed XML, and htmlparser2 (XML
// mode) reads it (docs/decisions/270-extratos-parser.md, 313). The pre-processor is where the quirks live:
// unclosed leaf tags, raw '&' and '"' in MEMO, a header whose CHARSET lies (the bytes were
// already decoded by what they are, extrato.ts), and each <STMTTRN> tagged with its file line.

import { Parser } from 'htmlparser2';
import { isISODate } from './dates.ts';
import type { ErroImportacao } from './importacao.ts';
import { msg } from './messages.ts';
import { MAX_CENTS, parseBRNumber, parseDecimal } from './money.ts';
import { ehLinhaDeSaldo, lerParcela } from './extrato-linha.ts';
import type { ExtratoLido, LinhaExtrato, SaldoExtrato } from './extrato-linha.ts';

/** The synthetic child carrying each transaction's line in the file (for error messages). */
const LINHA_TAG = 'FLUXOLINHA';
const TOKEN_RE = /<(\/?)([A-Za-z][A-Za-z0-9_.]*)[^>]*>([^<]*)/g;
const ENTITY_RE = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g;

function escapeText(text: string): string {
  return text.replace(ENTITY_RE, '&amp;').replace(/>/g, '&gt;');
}

/** True when the text looks like an OFX file (either version). */
export function pareceOfx(text: string): boolean {
  return /<OFX>/i.test(text) || /^\s*OFXHEADER\s*:/i.test(text);
}

/**
 * The OFX body as well-formed XML: header dropped, tag names upper-cased, every leaf closed
 * (SGML leaves have no end tag; some banks close a few of them), text escaped.
 */
export function ofxParaXml(text: string): string | null {
  const start = text.search(/<OFX>/i);
  if (start < 0) return null;
  const body = text.slice(start);
  // Line of each character offset, for the <STMTTRN> line tags: counted once as tokens go by.
  let line = 1 + countNewlines(text, 0, start);
  let lastOffset = start;
  const out: string[] = [];
  const tokens = [...body.matchAll(TOKEN_RE)];
  for (let i = 0; i < tokens.length; i++) {
    const [, slash, rawName, rawText] = tokens[i]!;
    const name = rawName!.toUpperCase();
    const offset = start + tokens[i]!.index;
    line += countNewlines(text, lastOffset, offset);
    lastOffset = offset;
    const value = rawText!.trim();
    if (slash) {
      out.push(`</${name}>`);
      continue;
    }
    out.push(`<${name}>`);
    if (name === 'STMTTRN') out.push(`<${LINHA_TAG}>${line}</${LINHA_TAG}>`);
    if (value === '') continue;
    out.push(escapeText(value));
    const next = tokens[i + 1];
    const closedNext = next !== undefined && next[1] === '/' && next[2]!.toUpperCase() === name;
    if (!closedNext) out.push(`</${name}>`);
  }
  return out.join('');
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

type No = Record<string, string>;

/**
 * Every <STMTTRN> of the well-formed body, as its direct children's texts (entities decoded).
 * htmlparser2 in XML mode streams the tags, so no tree of the whole file is built
 * (decision 313: about ten times faster than the tree parser it replaced).
 */
function transacoes(xml: string): No[] {
  const out: No[] = [];
  let atual: No | null = null;
  let profundidade = 0;
  let tag = '';
  const parser = new Parser({
    onopentag(name) {
      if (atual) {
        profundidade++;
        tag = profundidade === 1 ? name : '';
      } else if (name === 'STMTTRN') {
        atual = {};
        profundidade = 0;
      }
    },
    ontext(text) {
      if (atual && tag) atual[tag] = (atual[tag] ?? '') + text;
    },
    onclosetag(name) {
      if (!atual) return;
      if (profundidade === 0 && name === 'STMTTRN') {
        out.push(atual);
        atual = null;
      } else {
        profundidade--;
      }
      tag = '';
    },
  }, { xmlMode: true, decodeEntities: true });
  parser.end(xml);
  return out;
}

function texto(node: No, key: string): string {
  return node[key]?.trim() ?? '';
}

/** '20260110120000[-3:BRT]' → '2026-01-10': the bank's local day, never shifted by a zone. */
export function dataOfx(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return isISODate(iso) ? iso : null;
}

/** '-123.45', '-123,45', '1.234,56', '+50.00', '-10.500' (three decimals, the third a zero). */
export function valorOfx(text: string): number | null {
  const t = text.trim().replace(/^\+/, '');
  if (t.includes(',')) return parseBRNumber(t);
  const extraZeros = /^(-?\d*\.\d{2})0+$/.exec(t);
  return parseDecimal(extraZeros ? extraZeros[1]! : t);
}

/** Every transaction of the statement, or the reason the file cannot be read at all. */
export function lerOfx(text: string, hoje: string): ExtratoLido | { ok: false; message: string } {
  const xml = ofxParaXml(text);
  if (xml === null) return { ok: false, message: msg.extratos.formatoDesconhecido };
  let nodes: No[];
  try {
    nodes = transacoes(xml);
  } catch {
    return { ok: false, message: msg.extratos.ofxIlegivel };
  }
  if (nodes.length === 0) return { ok: false, message: msg.extratos.ofxSemTransacoes };
  const linhas: LinhaExtrato[] = [];
  const erros: ErroImportacao[] = [];
  let ignoradas = 0;
  for (const node of nodes) {
    const linha = Number(texto(node, LINHA_TAG)) || 0;
    const descricao = (texto(node, 'MEMO') || texto(node, 'NAME') || texto(node, 'TRNTYPE')).replace(/\s+/g, ' ');
    const dtText = texto(node, 'DTPOSTED');
    const data = dataOfx(dtText);
    const amtText = texto(node, 'TRNAMT');
    const valor = valorOfx(amtText);
    // Balance lines ("SALDO DO DIA", "SALDO ANTERIOR") are not movements: counting them would double.
    if (ehLinhaDeSaldo(descricao)) {
      ignoradas++;
      continue;
    }
    const antes = erros.length;
    if (data === null) erros.push({ linha, campo: 'DTPOSTED', dado: dtText, valor_correto: msg.extratos.dicaDataOfx });
    if (valor === null || valor === 0 || Math.abs(valor) > MAX_CENTS) {
      erros.push({ linha, campo: 'TRNAMT', dado: amtText, valor_correto: msg.extratos.dicaValor });
    }
    if (descricao.length > 255) erros.push({ linha, campo: 'MEMO', dado: descricao.slice(0, 60), valor_correto: msg.extratos.dicaTexto });
    if (erros.length > antes || data === null || valor === null) continue;
    // Some exports list scheduled entries ahead of today: not yet on the account.
    if (data > hoje) {
      ignoradas++;
      continue;
    }
    const fitid = texto(node, 'FITID');
    linhas.push({ linha, data, valor, descricao, fitid: fitid === '' ? null : fitid, parcela: lerParcela(descricao) });
  }
  return { ok: true, formato: 'ofx', linhas, erros, ignoradas, saldo_final: saldoFinal(xml) };
}

/** <LEDGERBAL><BALAMT>…<DTASOF>…: the closing balance, or null when absent or unreadable. */
export function saldoFinal(xml: string): SaldoExtrato | null {
  const bloco = /<LEDGERBAL>([\s\S]*?)<\/LEDGERBAL>/.exec(xml)?.[1];
  if (!bloco) return null;
  const filho = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(bloco)?.[1] ?? '';
  const valor = valorOfx(filho('BALAMT'));
  const data = dataOfx(filho('DTASOF'));
  return valor === null || data === null || Math.abs(valor) > MAX_CENTS ? null : { valor, data };
}
