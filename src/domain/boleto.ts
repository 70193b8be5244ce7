// Reading a boleto (issue 15, BRASIL.md): a pasted, typed or scanned linha digitável (47 digits,
// bank collection; 48 starting with 8, utilities and taxes) or barcode (44). Every check digit is
// verified here so a refusal names its field; brazilian-utils resolves the fator de vencimento.

import { getBoletoInfo } from '@brazilian-utils/brazilian-utils';
import { MSG_BOLETO } from './messages-calendario.ts';
import type { Resultado } from './validation.ts';

export type TipoBoleto = 'bancario' | 'arrecadacao';

export interface Boleto {
  tipo: TipoBoleto;
  /** COMPE bank code ('001'); '' on a utility/tax line. */
  banco: string;
  /** Cents; null when the line carries no amount (a zero amount or a reference quantity). */
  valor: number | null;
  /** 'YYYY-MM-DD'; null when the line has no due date (utility/tax lines, fator 0000). */
  vencimento: string | null;
  /** The 47 or 48 digit linha digitável, digits only, as kept on the record. */
  linha: string;
}

/** Módulo 10 (weights 2,1 from the right, digits of each product summed). */
export function modulo10(digitos: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = digitos.length - 1; i >= 0; i--) {
    const p = Number(digitos[i]) * peso;
    soma += p > 9 ? p - 9 : p;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

function soma11(digitos: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = digitos.length - 1; i >= 0; i--) {
    soma += Number(digitos[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  return soma % 11;
}

/** General DV of a bank barcode (43 digits without it): 0, 10 and 11 become 1. */
export function dvBancario(semDv: string): number {
  const dv = 11 - soma11(semDv);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Módulo 11 of utility/tax lines: remainders 0 and 1 give 0. */
function modulo11Arrecadacao(digitos: string): number {
  const resto = soma11(digitos);
  return resto === 0 || resto === 1 ? 0 : 11 - resto;
}

/** The barcode of a 47-digit line, and the line of a 44-digit bank barcode. */
export function codigoDeBarrasBancario(linha: string): string {
  const livre = linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31);
  return linha.slice(0, 4) + linha[32] + linha.slice(33, 47) + livre;
}

export function linhaBancaria(codigo: string): string {
  const c1 = codigo.slice(0, 4) + codigo.slice(19, 24);
  const c2 = codigo.slice(24, 34);
  const c3 = codigo.slice(34, 44);
  return `${c1}${modulo10(c1)}${c2}${modulo10(c2)}${c3}${modulo10(c3)}${codigo[4]}${codigo.slice(5, 19)}`;
}

function isoLocal(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function lerBancario(linha: string, referencia: string): Resultado<Boleto> {
  const campos = [linha.slice(0, 10), linha.slice(10, 21), linha.slice(21, 32)];
  for (const [i, campo] of campos.entries()) {
    if (modulo10(campo.slice(0, -1)) !== Number(campo.at(-1))) return { ok: false, message: MSG_BOLETO.campoDv(i + 1) };
  }
  if (linha[3] !== '9') return { ok: false, message: MSG_BOLETO.moeda };
  const codigo = codigoDeBarrasBancario(linha);
  if (dvBancario(codigo.slice(0, 4) + codigo.slice(5)) !== Number(codigo[4])) return { ok: false, message: MSG_BOLETO.dvGeral };
  const fator = linha.slice(33, 37);
  let vencimento: string | null = null;
  if (fator !== '0000') {
    // The fator restarted at 1000 on 22/02/2025: the same four digits name two dates 9,000 days
    // apart, told apart by the posting date (noon, so no time zone moves the day).
    const info = getBoletoInfo(linha, { referenceDate: new Date(`${referencia}T12:00:00`) });
    vencimento = info?.expirationDate ? isoLocal(info.expirationDate) : null;
  }
  const cents = Number(linha.slice(37, 47));
  return { ok: true, value: { tipo: 'bancario', banco: linha.slice(0, 3), valor: cents > 0 ? cents : null, vencimento, linha } };
}

function arrecadacaoDeCodigo(codigo: string, dvDe: (d: string) => number): string {
  return [0, 11, 22, 33].map((i) => { const b = codigo.slice(i, i + 11); return `${b}${dvDe(b)}`; }).join('');
}

function lerArrecadacao(digitos: string): Resultado<Boleto> {
  if (digitos[0] !== '8') return { ok: false, message: MSG_BOLETO.arrecadacaoInicio };
  // The third digit says which module protects the line: 6 and 7 módulo 10, 8 and 9 módulo 11.
  const usa10 = digitos[2] === '6' || digitos[2] === '7';
  const dvDe = usa10 ? modulo10 : modulo11Arrecadacao;
  let codigo = digitos;
  if (digitos.length === 48) {
    const blocos = [0, 12, 24, 36].map((i) => digitos.slice(i, i + 12));
    for (const [i, bloco] of blocos.entries()) {
      if (dvDe(bloco.slice(0, 11)) !== Number(bloco[11])) return { ok: false, message: MSG_BOLETO.campoDv(i + 1) };
    }
    codigo = blocos.map((b) => b.slice(0, 11)).join('');
  }
  if (dvDe(codigo.slice(0, 3) + codigo.slice(4)) !== Number(codigo[3])) return { ok: false, message: MSG_BOLETO.dvGeral };
  // 6 and 8: the amount is in reais; 7 and 9: a reference quantity, not money.
  const efetivo = digitos[2] === '6' || digitos[2] === '8';
  const cents = Number(codigo.slice(4, 15));
  const linha = digitos.length === 48 ? digitos : arrecadacaoDeCodigo(codigo, dvDe);
  return { ok: true, value: { tipo: 'arrecadacao', banco: '', valor: efetivo && cents > 0 ? cents : null, vencimento: null, linha } };
}

/**
 * Reads what the clerk pasted; `referencia` ('YYYY-MM-DD', the posting date) resolves the fator
 * de vencimento. Spaces, dots and dashes of a formatted line are ignored; anything else is named.
 */
export function lerBoleto(texto: string, referencia: string): Resultado<Boleto> {
  const limpo = texto.replace(/[\s.\-_]/g, '');
  if (limpo === '') return { ok: false, message: MSG_BOLETO.vazio };
  if (/\D/.test(limpo)) return { ok: false, message: MSG_BOLETO.letras };
  if (limpo.length === 48) return lerArrecadacao(limpo);
  if (limpo.length === 47) return lerBancario(limpo, referencia);
  if (limpo.length === 44) {
    if (limpo[0] === '8') return lerArrecadacao(limpo);
    if (dvBancario(limpo.slice(0, 4) + limpo.slice(5)) !== Number(limpo[4])) return { ok: false, message: MSG_BOLETO.dvGeral };
    return lerBancario(linhaBancaria(limpo), referencia);
  }
  return { ok: false, message: MSG_BOLETO.tamanho(limpo.length) };
}
