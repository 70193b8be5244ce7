// Calendar dates travel as 'YYYY-MM-DD' strings and are computed on UTC dates so daylight-saving
// changes never shift a day; "today" and timestamps are read in São Paulo, whatever the host zone.

export const TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MS_PER_DAY = 86_400_000;
// Business dates outside this range are typing slips (a year typed as 202 or 20266).
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function buildISO(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** month is 1–12. */
export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isValidDay(year: number, month: number, day: number): boolean {
  return (
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= lastDayOfMonth(year, month)
  );
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function isoParts(iso: string): DateParts | null {
  const match = ISO_DATE_RE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidDay(year, month, day) ? { year, month, day } : null;
}

/** A real calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isISODate(value: unknown): value is string {
  return typeof value === 'string' && isoParts(value) !== null;
}

function requireParts(iso: string): DateParts {
  const parts = isoParts(iso);
  if (!parts) throw new RangeError(`Invalid calendar date: ${iso}`);
  return parts;
}

interface ZonedParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
}

let zonedFormatter: Intl.DateTimeFormat | undefined;

function zonedParts(date: Date): ZonedParts {
  zonedFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, number> = {};
  for (const part of zonedFormatter.formatToParts(date)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

function toDate(ts: string | Date): Date | null {
  const date = typeof ts === 'string' ? new Date(ts) : ts;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar day in São Paulo at the given instant (default: now). */
export function todayISO(now: Date = new Date()): string {
  const p = zonedParts(now);
  return buildISO(p.year, p.month, p.day);
}

/** The São Paulo calendar day of a timestamp; null when unreadable. */
export function dateOfTimestampSP(ts: string | Date): string | null {
  const date = toDate(ts);
  return date ? todayISO(date) : null;
}

/** 'dd/mm/aaaa' (or 'd/m/aaaa', or already 'YYYY-MM-DD') → 'YYYY-MM-DD'; null for 31/02 etc. */
export function parseBRDate(text: string): string | null {
  const trimmed = text.trim();
  if (ISO_DATE_RE.test(trimmed)) return isISODate(trimmed) ? trimmed : null;
  const match = BR_DATE_RE.exec(trimmed);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  return isValidDay(year, month, day) ? buildISO(year, month, day) : null;
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'; '' for missing or unreadable values. */
export function formatDateBR(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = isoParts(iso.slice(0, 10));
  if (!parts) return '';
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}`;
}

/** A timestamp shown in São Paulo as 'dd/mm/aaaa às HH:mm'; '' when missing or unreadable. */
export function formatDateTimeSP(ts: string | Date | null | undefined): string {
  const date = ts ? toDate(ts) : null;
  if (!date) return '';
  const p = zonedParts(date);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} às ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * pt-BR dateStyle 'short' + timeStyle 'medium' in São Paulo: '22/11/2026, 14:05:09'. Built by
 * hand because engines disagree on the separator Intl puts between date and time.
 */
export function formatShortDateMediumTimeSP(ts: string | Date | null | undefined): string {
  const date = ts ? toDate(ts) : null;
  if (!date) return '';
  const p = zonedParts(date);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}, ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * Moves `months` months from `iso` keeping the day of the original date (or `day` when given),
 * clamped to the month's last day: from 31 Jan, +1 → 28/29 Feb, +2 → 31 Mar (never drifting).
 */
export function addMonthsClamped(iso: string, months: number, day?: number): string {
  const p = requireParts(iso);
  const wanted = day ?? p.day;
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return buildISO(year, month, Math.min(Math.max(wanted, 1), lastDayOfMonth(year, month)));
}

/** Adds whole calendar days. */
export function addDays(iso: string, days: number): string {
  const p = requireParts(iso);
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return buildISO(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Whole calendar days from `fromIso` to `toIso` (positive when `toIso` is later). */
export function daysBetween(fromIso: string, toIso: string): number {
  const a = requireParts(fromIso);
  const b = requireParts(toIso);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY,
  );
}

const NOMES_MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "2026-11" → "novembro de 2026" (a month picker's label in pt-BR on any browser, issue 33). */
export function nomeDoMes(anoMes: string): string {
  const [ano, mes] = anoMes.split('-').map(Number) as [number, number];
  return `${NOMES_MESES[mes - 1] ?? '?'} de ${ano}`;
}

/** The months from `ate` back to `desde` (both "YYYY-MM", `ate` first), for a month picker. */
export function mesesDesc(ate: string, desde: string): string[] {
  const meses: string[] = [];
  let [ano, mes] = ate.split('-').map(Number) as [number, number];
  while (`${ano}-${String(mes).padStart(2, '0')}` >= desde && meses.length < 600) {
    meses.push(`${ano}-${String(mes).padStart(2, '0')}`);
    mes -= 1;
    if (mes === 0) { mes = 12; ano -= 1; }
  }
  return meses;
}
