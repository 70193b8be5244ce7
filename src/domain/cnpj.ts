// CNPJ, read and validated the same way wherever Fluxo meets one (issue 34 item 3): funds and the
// emitente of a supplier NF-e.

import { isValidCnpj } from '@brazilian-utils/brazilian-utils';

/**
 * CNPJ: the numeric one and the alphanumeric one of IN RFB 2.229/2024 (July 2026: 12 characters
 * that may be letters, 2 numeric check digits). Returned unmasked and in upper case; null when
 * the check digits fail. brazilian-utils' version 2 checks both forms (decision 255).
 */
export function normalizarCnpj(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  const limpo = valor.trim().toUpperCase().replace(/[.\-/\s]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(limpo)) return null;
  return isValidCnpj(limpo, { version: 2 }) ? limpo : null;
}

/** 12.ABC.345/01DE-35 */
export function formatarCnpj(cnpj: string): string {
  if (cnpj.length !== 14) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
