/* A supplier's NF-e (layout 4.00) read for the payables import (issue 34, PRODUCT "NF-e de
   fornecedor", BRASIL.md "NF-e", decision 405). fast-xml-parser first validates the text as XML
   (a broken or truncated file is refused with its line and column), then reads it; no regular
   expression ever looks at the XML. Accepts a `nfeProc` (note + authorisation) or a bare `NFe`,
   namespace prefixes or none; reads the IBS/CBS totals of the 2026 reform when present and never
   requires them; the CNPJ may be alphanumeric (from July 2026). Pure: the device previews a file
   offline with it and the server reads the same file with it. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizarCnpj } from './cnpj.ts';
import { isISODate } from './dates.ts';
import { MSG_NFE } from './messages-nfe.ts';
import { parseDecimal } from './money.ts';

export interface DuplicataNFe {
  numero: string;
  vencimento: string;
  /** Cents. */
  valor: number;
}

export interface NFeLida {
  /** The 44-character chave de acesso: two files with the same chave are the same note. */
  chave: string;
  emitente_cnpj: string;
  emitente_nome: string;
  numero: string;
  serie: string;
  /** ISO date of emission (the day written in dhEmi, in the issuer's own offset). */
  emissao: string;
  /** Cents: total/ICMSTot/vNF. */
  valor_total: number;
  duplicatas: DuplicataNFe[];
  /** Cents, when the note carries IBSCBSTot. */
  ibs: number | null;
  cbs: number | null;
}

export type LeituraNFe = { ok: true; nfe: NFeLida } | { ok: false; erro: string };

type No = Record<string, unknown>;

/** A refusal of this reader (its text names the problem), as opposed to the parser's own errors. */
class ErroNFe extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Text stays text: CNPJs, numbers and amounts keep their zeros and their exact decimals.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (nome) => nome === 'dup' || nome === 'det' || nome === 'detPag',
});

const ehNo = (v: unknown): v is No => typeof v === 'object' && v !== null && !Array.isArray(v);
const no = (v: unknown): No | null => (ehNo(v) ? v : null);
const texto = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null);

/** The chave's check digit: mod 11 over the first 43 characters, weights 2–9 from the right, a
 *  character counting as its code minus 48 (digits as themselves, letters of the alphanumeric
 *  CNPJ as 17–42); a remainder of 0 or 1 gives 0. */
export function digitoChave(primeiros43: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = primeiros43.length - 1; i >= 0; i--) {
    soma += (primeiros43.charCodeAt(i) - 48) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** cUF(2) AAMM(4) CNPJ(14, letters allowed but its own 2 check digits) mod … cDV(1). */
const FORMATO_CHAVE = /^\d{6}[0-9A-Z]{12}\d{26}$/;

export function chaveValida(chave: string): boolean {
  return FORMATO_CHAVE.test(chave) && digitoChave(chave.slice(0, 43)) === Number(chave[43]);
}

function dinheiro(v: unknown, campo: string): number {
  const t = texto(v);
  if (t === null || t === '') throw new ErroNFe(MSG_NFE.campoAusente(campo));
  const cents = parseDecimal(t);
  if (cents === null || cents < 0) throw new ErroNFe(MSG_NFE.valorInvalido(campo));
  return cents;
}

function dinheiroOuNulo(v: unknown, campo: string): number | null {
  return texto(v) === null ? null : dinheiro(v, campo);
}

function obrigatorio(v: unknown, campo: string): string {
  const t = texto(v);
  if (t === null || t === '') throw new ErroNFe(MSG_NFE.campoAusente(campo));
  return t;
}

function dia(v: unknown, campo: string): string {
  const d = obrigatorio(v, campo).slice(0, 10);
  if (!isISODate(d)) throw new ErroNFe(MSG_NFE.dataInvalida(campo));
  return d;
}

/** The emitente's CNPJ, numeric or alphanumeric, with its check digits (IN RFB 2.229/2024), or its CPF. */
function documentoEmitente(emit: No | null): string {
  if (emit?.CNPJ === undefined) return obrigatorio(emit?.CPF, 'emit/CNPJ');
  const cnpj = obrigatorio(emit.CNPJ, 'emit/CNPJ');
  const valido = normalizarCnpj(cnpj);
  if (!valido) throw new ErroNFe(MSG_NFE.cnpjInvalido(cnpj));
  return valido;
}

/** Reads one NF-e XML text; a Portuguese message naming the problem when it is not one. */
export function lerNFe(xml: string): LeituraNFe {
  const corpo = xml.replace(/^\uFEFF/, '');
  if (corpo.trim() === '') return { ok: false, erro: MSG_NFE.vazio };
  // An NF-e has no DOCTYPE (its layout is an XSD): one is refused before parsing, so no entity of
  // a file is ever expanded or fetched (billion laughs, external entities).
  if (corpo.includes('<!DOCTYPE')) return { ok: false, erro: MSG_NFE.comDoctype };
  const valido = XMLValidator.validate(corpo);
  // 'InvalidXml' is the validator's code for tags still open at the end: a file cut short.
  if (valido !== true) return { ok: false, erro: valido.err.code === 'InvalidXml' ? MSG_NFE.incompleto : MSG_NFE.xmlInvalido(valido.err.line, valido.err.col) };
  try {
    const raiz = no(parser.parse(corpo));
    const nfe = no(no(raiz?.nfeProc)?.NFe) ?? no(raiz?.NFe);
    const inf = no(nfe?.infNFe);
    if (!inf) return { ok: false, erro: MSG_NFE.naoEhNfe };
    const chave = (texto(inf['@_Id']) ?? '').replace(/^NFe/, '');
    if (!chaveValida(chave)) return { ok: false, erro: MSG_NFE.chaveInvalida };
    const ide = no(inf.ide);
    const emit = no(inf.emit);
    const total = no(inf.total);
    const icms = no(total?.ICMSTot);
    const ibscbs = no(total?.IBSCBSTot);
    const cobr = no(inf.cobr);
    const duplicatas = (Array.isArray(cobr?.dup) ? cobr.dup : []).map((d: unknown, i: number): DuplicataNFe => {
      const dup = no(d) ?? {};
      return {
        numero: texto(dup.nDup) ?? String(i + 1).padStart(3, '0'),
        vencimento: dia(dup.dVenc, 'dVenc'),
        valor: dinheiro(dup.vDup, 'vDup'),
      };
    });
    return {
      ok: true,
      nfe: {
        chave,
        emitente_cnpj: documentoEmitente(emit),
        emitente_nome: obrigatorio(emit?.xNome, 'emit/xNome'),
        numero: obrigatorio(ide?.nNF, 'ide/nNF'),
        serie: obrigatorio(ide?.serie, 'ide/serie'),
        emissao: dia(ide?.dhEmi ?? ide?.dEmi, 'ide/dhEmi'),
        valor_total: dinheiro(icms?.vNF, 'total/ICMSTot/vNF'),
        duplicatas,
        ibs: dinheiroOuNulo(no(ibscbs?.gIBS)?.vIBS, 'IBSCBSTot/gIBS/vIBS'),
        cbs: dinheiroOuNulo(no(ibscbs?.gCBS)?.vCBS, 'IBSCBSTot/gCBS/vCBS'),
      },
    };
  } catch (error) {
    // Our own refusals name the field; anything the parser throws is not an NF-e it could read.
    return { ok: false, erro: error instanceof ErroNFe ? error.message : MSG_NFE.naoEhNfe };
  }
}
