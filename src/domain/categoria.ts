// Categories of payables (SPEC §3, §5 create/edit category).

import * as v from 'valibot';
import { msg } from './messages.ts';
import { boolInput, optionalInt, requiredText } from './validation.ts';
import { optionalId } from './id-inputs.ts';
import { isLinhaDre } from './relatorio-dre.ts';
import type { LinhaDre } from './listas.ts';

export interface Categoria {
  id: string;
  descricao: string;
  status: boolean;
  /** The DRE gerencial line (relatorio-dre.ts); null: não classificado. */
  dre_linha?: LinhaDre | null;
  /** A tax category: its postings fall due on the previous business day (decision 221). */
  tributo?: boolean;
  /** ISO-8601 timestamp, shown with formatDateTimeSP. */
  created_at: string;
}

/** cadastrarCategoria. */
export const NovaCategoriaSchema = v.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.categoria.obrigatoria, 100),
    /** Absent: not a tax (SPEC's form does not send it). */
    tributo: boolInput(false),
  },
  msg.comum.dadosInvalidos,
);
export type NovaCategoria = v.InferOutput<typeof NovaCategoriaSchema>;

/** editarCategoria: text and status (1/0); `id` absent creates. Status defaults to Ativo. */
export const EditarCategoriaSchema = v.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.categoria.obrigatoria, 100),
    status: boolInput(true),
    version: optionalInt({ min: 0 }),
    /** Absent: unchanged (SPEC's form does not send it); blank: não classificado. */
    dre_linha: v.optional(v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }): LinhaDre | null => {
        const value = typeof dataset.value === 'string' ? dataset.value.trim() : dataset.value;
        if (value === null || value === '') return null;
        if (isLinhaDre(value)) return value;
        addIssue({ message: msg.relatorios.linhaDreInvalida });
        return NEVER;
      }),
    )),
    /** Absent: unchanged (SPEC's form does not send it). */
    tributo: v.optional(boolInput()),
  },
  msg.comum.dadosInvalidos,
);
export type EditarCategoria = v.InferOutput<typeof EditarCategoriaSchema>;

export function chaveBuscaCategoria(row: Pick<Categoria, 'descricao'>): string[] {
  return [row.descricao];
}
