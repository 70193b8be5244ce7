// Readers for values as they reach us: JSON from the app, or strings from multipart/urlencoded
// forms. Each returns the typed value or null, so the same schema serves client and server.

import { parseBRNumber, parseDecimal } from './money.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes', 'sim']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', 'nao', 'não', '']);

export function isUUID(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** Missing from a form: undefined, null, or a string of spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** true/false, 1/0, "1"/"0", "true"/"false", "on" (checkbox); null when unreadable. */
export function parseBool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return null;
}

/** Whole numbers from numbers or digit strings ("12", " 12 "); null otherwise. */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value.trim());
  return null;
}

/** Digits, one dot, digits: a wire decimal, never pt-BR thousands ("1.005" is not R$ 1.005,00). */
const WIRE_DECIMAL_SHAPE = /^\s*[+-]?\d+\.\d+\s*$/;

/**
 * Money to cents from a number (reais), a wire decimal ("1234.56") or masked pt-BR text
 * ("1.234,56"); null when unreadable. A wire decimal with a third decimal ("1.005") is refused
 * rather than read as thousands: the app sends dots only as decimal points.
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return parseDecimal(value);
  if (typeof value !== 'string') return null;
  const decimal = parseDecimal(value);
  if (decimal !== null || WIRE_DECIMAL_SHAPE.test(value)) return decimal;
  return parseBRNumber(value);
}

/**
 * A list of strings from an array, a JSON array in a string ('["a","b"]'), a comma-separated
 * string or one value. Blank items are dropped; null when the shape is wrong.
 */
export function parseStringList(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  let items: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        items = JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    } else {
      items = text.split(',');
    }
  }
  if (!Array.isArray(items)) items = [items];
  const out: string[] = [];
  for (const item of items as unknown[]) {
    if (typeof item === 'number' && Number.isFinite(item)) out.push(String(item));
    else if (typeof item === 'string') {
      const text = item.trim();
      if (text !== '') out.push(text);
    } else return null;
  }
  return [...new Set(out)];
}

/** A de-duplicated list of UUIDs (lowercased); null when any item is not a UUID. */
export function parseIdList(value: unknown): string[] | null {
  const items = parseStringList(value);
  if (items === null || !items.every(isUUID)) return null;
  return [...new Set(items.map((id) => id.toLowerCase()))];
}

/** Copies alias keys onto their canonical names (e.g. 'arquivo[]' → 'arquivo') when missing. */
export function applyAliases(input: unknown, aliases: Readonly<Record<string, string>>): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (record[canonical] === undefined && record[alias] !== undefined) {
      out ??= { ...record };
      out[canonical] = record[alias];
    }
  }
  return out ?? input;
}
