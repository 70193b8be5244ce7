// The confirmation before cancelling or deleting instalment groups (issue 13): it counts what will
// change — a cancel leaves paid instalments Pago, so they are not counted — and names each group
// by its description and instalment numbers, never by an id a person cannot read.

import { msg } from './messages.ts';
import type { Titulo } from './titulo.ts';

type Linha = Pick<Titulo, 'id_titulo' | 'descricao' | 'parcela' | 'status'>;

export type AcaoConfirmada = 'cancelar' | 'deletar';

/** What the action changes in one row: a cancel only touches open instalments. */
export function mudaCom(acao: AcaoConfirmada, row: Pick<Titulo, 'status'>): boolean {
  return acao === 'deletar' || row.status === 'Pagar';
}

/** Instalment numbers as short ranges: [1,2,3,5] → '1–3, 5'. */
export function faixaParcelas(numeros: readonly number[]): string {
  const sorted = [...new Set(numeros)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let prev = start;
  for (const n of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || prev === undefined) break;
    if (n === prev + 1) {
      prev = n;
      continue;
    }
    parts.push(start === prev ? String(start) : `${start}–${prev}`);
    start = n;
    prev = n;
  }
  return parts.join(', ');
}

export interface Confirmacao {
  /** Rows that will change. */
  muda: number;
  /** Paid instalments a cancel leaves as they are. */
  ficamPagas: number;
  linhas: string[];
}

/**
 * The text of the confirmation; `rows` must hold every row of the affected groups. `muda` 0 means
 * there is nothing to do (a cancel of groups with no open instalment).
 */
export function confirmacaoGrupos(rows: readonly Linha[], acao: AcaoConfirmada): Confirmacao {
  const groups = new Map<string, Linha[]>();
  for (const row of rows) {
    const group = groups.get(row.id_titulo);
    if (group) group.push(row);
    else groups.set(row.id_titulo, [row]);
  }
  let muda = 0;
  let ficamPagas = 0;
  let multiplas = false;
  const linhasGrupo: string[] = [];
  for (const group of groups.values()) {
    const changing = group.filter((row) => mudaCom(acao, row));
    ficamPagas += acao === 'cancelar' ? group.filter((row) => row.status === 'Pago').length : 0;
    if (changing.length === 0) continue;
    muda += changing.length;
    if (group.length > 1) multiplas = true;
    const descricao = group[0]?.descricao ?? '';
    linhasGrupo.push(msg.ux.linhaGrupo(descricao, changing.length, faixaParcelas(changing.map((r) => r.parcela)), group.length));
  }
  if (muda === 0) return { muda, ficamPagas, linhas: [] };
  const heading = multiplas
    ? msg.confirmacao.atencao(acao === 'cancelar' ? 'canceladas' : 'deletadas')
    : acao === 'cancelar' ? msg.ux.atencaoCancelar(muda) : msg.ux.atencaoDeletar(muda);
  const linhas = [heading, ...linhasGrupo];
  if (ficamPagas > 0) linhas.push(msg.ux.ficamPagas(ficamPagas));
  linhas.push(msg.confirmacao.desejaContinuar);
  return { muda, ficamPagas, linhas };
}
