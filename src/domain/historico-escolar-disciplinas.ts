// Histórico Escolar (issue 21): the record's and the disciplina's types, and the reading of the
// values a clerk types (período, nota, frequência, one disciplina of the grid). Notas are 0–10
// with one decimal and are read in tenths (integers), so 8,5 × 60 h never meets a binary float
// (decision 261). historico-escolar.ts re-exports this file with the schemas and the sums.

import { isBlank } from './coerce.ts';
import { msg } from './messages.ts';
import { normalizeSearch } from './search.ts';
import { RESULTADOS } from './listas.ts';
import type { Situacao, Resultado } from './listas.ts';

export const MAX_DISCIPLINAS = 60;
export const MAX_HORAS = 10_000;

export interface Disciplina {
  nome: string;
  /** Hours. */
  carga: number;
  /** 0–10 with one decimal; null while not graded (Cursando, Trancado, Dispensado). */
  nota: number | null;
  faltas: number;
  resultado: Resultado;
}

/** A record as the API sends it (`GET /api/academico` → `historicos`). */
export interface HistoricoEscolar {
  id: string;
  aluno: string;
  instituicao: string;
  curso: string;
  periodo: string;
  situacao: Situacao;
  /** Percent 0–100, one decimal; null when not informed and not derivable. */
  frequencia: number | null;
  carga_horaria: number;
  disciplinas: Disciplina[];
  /** Weighted by carga (decision 261), two decimals; null without any graded disciplina. */
  media: number | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** '2026/1' (semester, or quarter up to /4) or '2026' (annual course). */
const PERIODO = /^(\d{4})(?:\/([1-4]))?$/;

export function periodoValido(text: string): boolean {
  const m = PERIODO.exec(text);
  if (!m) return false;
  const ano = Number(m[1]);
  return ano >= 1900 && ano <= 2100;
}

/** Sort key: 2025/2 before 2026 before 2026/1 (an annual period before its parts). */
export function ordemPeriodo(periodo: string): string {
  const m = PERIODO.exec(periodo);
  return m ? `${m[1]}-${m[2] ?? '0'}` : periodo;
}

/** A decimal with at most one decimal place ('8,5', '8.5', 8.5, '10') in tenths; null when not. */
export function lerDecimalUmaCasa(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(',', '.');
  } else return null;
  const m = /^(\d{1,3})(?:\.(\d))?0*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 10 + Number(m[2] ?? '0');
}

function lerInteiro(value: unknown, max: number): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= max ? value : null;
  if (typeof value !== 'string' || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const n = Number(value.trim());
  return n <= max ? n : null;
}

/** A nota 0–10 with one decimal, or null (blank); a string message when invalid. */
export function lerNota(value: unknown): number | null | string {
  if (isBlank(value)) return null;
  const tenths = lerDecimalUmaCasa(value);
  return tenths === null || tenths > 100 ? msg.academico.notaInvalida : tenths / 10;
}

/** A frequência 0–100 % with one decimal, or null (blank); a string message when invalid. */
export function lerFrequencia(value: unknown): number | null | string {
  if (isBlank(value)) return null;
  const tenths = lerDecimalUmaCasa(value);
  return tenths === null || tenths > 1000 ? msg.academico.frequenciaInvalida : tenths / 10;
}

function matchResultado(value: unknown): Resultado | null {
  if (typeof value !== 'string') return null;
  const wanted = normalizeSearch(value);
  return RESULTADOS.find((r) => normalizeSearch(r) === wanted) ?? null;
}

/** One disciplina of the grid, or the first problem with it (without the 'Disciplina n:' prefix). */
export function lerDisciplina(raw: unknown): Disciplina | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return msg.academico.disciplinasInvalidas;
  const r = raw as Record<string, unknown>;
  const nome = typeof r.nome === 'string' ? r.nome.trim() : '';
  if (nome === '') return msg.academico.nomeDisciplinaObrigatorio;
  if (nome.length > 120) return msg.academico.nomeDisciplinaLongo;
  const carga = isBlank(r.carga) ? 0 : lerInteiro(r.carga, MAX_HORAS);
  if (carga === null) return msg.academico.cargaDisciplinaInvalida;
  const nota = lerNota(r.nota);
  if (typeof nota === 'string') return nota;
  const faltas = isBlank(r.faltas) ? 0 : lerInteiro(r.faltas, MAX_HORAS);
  if (faltas === null) return msg.academico.faltasInvalidas;
  const resultado = isBlank(r.resultado) ? 'Cursando' : matchResultado(r.resultado);
  if (resultado === null) return msg.academico.resultadoInvalido;
  return { nome, carga, nota, faltas, resultado };
}

export function lerLista(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
