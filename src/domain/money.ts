// Money is integer cents inside the program; floats never carry an amount. These functions are
// the only crossings between cents and the three text forms: wire decimal, masked input, CSV.

/** Largest amount accepted anywhere: 99.999.999.999,99 (well inside Number.MAX_SAFE_INTEGER). */
export const MAX_CENTS = 9_999_999_999_999;

const DECIMAL_RE = /^([+-])?(\d+)(?:[.,](\d{1,2}))?$/;

function fromParts(sign: string | undefined, intDigits: string, fracDigits: string): number | null {
  const digits = intDigits.replace(/^0+(?=\d)/, '');
  // 16+ integer digits cannot be represented exactly as cents.
  if (digits.length > 15) return null;
  const cents = Number(digits) * 100 + Number(fracDigits.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * Wire decimal to cents: "1234.56", "1234.5", "1234", "1234,56" or a number 1234.56.
 * More than two decimals, thousands separators and junk are rejected (null).
 */
export function parseDecimal(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    const cents = Math.round(input * 100);
    // Tolerates binary noise (0.1 + 0.2) but not a real third decimal (1.005 is refused).
    if (Math.abs(input * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
    return cents === 0 ? 0 : cents;
  }
  const match = DECIMAL_RE.exec(input.trim());
  if (!match) return null;
  return fromParts(match[1], match[2] ?? '0', match[3] ?? '');
}

/** Cents to the wire decimal: 123456 → "1234.56", -50 → "-0.50". */
export function toDecimal(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** pt-BR amount without currency: 123456 → "1.234,56", -123456 → "-1.234,56". */
export function formatValor(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/** pt-BR currency with a plain space (Intl would use a no-break space): "R$ 1.234,56", "-R$ 0,50". */
export function formatBRL(cents: number): string {
  const text = formatValor(cents);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}

function maskDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  // Cap the typed digits so the value never exceeds MAX_CENTS; extra keystrokes are ignored.
  return digits.replace(/^0+/, '').slice(0, 13);
}

/**
 * The masked money input: every typed digit is a cent. "123456" → "1.234,56", "0001" → "0,01",
 * text without digits → "".
 */
export function maskMoneyInput(raw: string): string {
  const digits = maskDigits(raw);
  if (digits === null) return '';
  return formatValor(digits === '' ? 0 : Number(digits));
}

/** Reads the masked input back: "1.234,56" → 123456, "" → null. */
export function parseMoneyInput(masked: string): number | null {
  const digits = maskDigits(masked);
  if (digits === null) return null;
  return digits === '' ? 0 : Number(digits);
}

function parseGrouped(body: string, thousands: '.' | ',', decimal: '.' | ','): string | null {
  const t = thousands === '.' ? '\\.' : ',';
  const d = decimal === '.' ? '\\.' : ',';
  const re = new RegExp(`^(\\d{1,3}(?:${t}\\d{3})*|\\d+)(?:${d}(\\d{1,2}))?$`);
  const match = re.exec(body);
  if (!match) return null;
  return `${(match[1] ?? '').split(thousands).join('')}|${match[2] ?? ''}`;
}

/**
 * Amounts typed by people (CSV cells): "1.234,56", "1234,56", "1234.56", "R$ 1.234,56", "-10,00",
 * "1.234" (a single dot followed by three digits can only be a thousands mark). Cents or null.
 */
export function parseBRNumber(text: string): number | null {
  let body = text.replace(/[\s\u00a0]/g, '');
  let sign: string | undefined;
  if (body.startsWith('-') || body.startsWith('+')) {
    sign = body[0];
    body = body.slice(1);
  }
  if (body.startsWith('R$')) body = body.slice(2);
  if (!sign && (body.startsWith('-') || body.startsWith('+'))) {
    sign = body[0];
    body = body.slice(1);
  }
  if (body === '') return null;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let parts: string | null;
  if (lastDot >= 0 && lastComma >= 0) {
    parts = lastComma > lastDot ? parseGrouped(body, '.', ',') : parseGrouped(body, ',', '.');
  } else if (lastComma >= 0) {
    parts = parseGrouped(body, '.', ',');
  } else if (lastDot >= 0) {
    const single = body.indexOf('.') === lastDot;
    const thousandsOnly = /^\d{1,3}(?:\.\d{3})+$/.test(body);
    parts = thousandsOnly && (!single || body.length - lastDot === 4)
      ? `${body.split('.').join('')}|`
      : parseGrouped(body, ',', '.');
  } else {
    parts = parseGrouped(body, '.', ',');
  }
  if (parts === null) return null;
  const [intDigits = '', fracDigits = ''] = parts.split('|');
  return fromParts(sign, intDigits, fracDigits);
}

/**
 * Splits a total into n parts that add up exactly to it; the remainder cents go to the first
 * parts (1000 in 3 → 334, 333, 333).
 */
export function splitCents(total: number, n: number): number[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`splitCents: invalid count ${n}`);
  if (!Number.isSafeInteger(total)) throw new RangeError(`splitCents: invalid total ${total}`);
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const base = Math.floor(abs / n);
  const remainder = abs - base * n;
  return Array.from({ length: n }, (_, i) => sign * (base + (i < remainder ? 1 : 0)) || 0);
}
