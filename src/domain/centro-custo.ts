/* Centros de custo (issue 35, PRODUCT "Centros de custo, rateio e orçamento", decision 440): a
   código, unique ignoring case and accents, a nome and a status (Ativo/Inativo). A rateio share
   names one; a centro in use is never deleted, only inactivated. */
import * as v from 'valibot';
import { MSG_CENTRO as m } from './messages-centros.ts';
import { msg } from './messages.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { boolInput, optionalInt, requiredText } from './validation.ts';

export interface CentroCusto {
  id: string;
  codigo: string;
  nome: string;
  status: boolean;
  /** ISO-8601 timestamp, shown with formatDateTimeSP. */
  created_at: string;
}

/** cadastrarCentroCusto. Status defaults to Ativo. */
export const NovoCentroCustoSchema = v.object(
  {
    id: optionalId(),
    codigo: requiredText(m.codigoObrigatorio, 20),
    nome: requiredText(m.nomeObrigatorio, 100),
    status: boolInput(true),
  },
  msg.comum.dadosInvalidos,
);
export type NovoCentroCusto = v.InferOutput<typeof NovoCentroCustoSchema>;

/** editarCentroCusto: código, nome and status of `id`, based on the row's version. */
export const EditarCentroCustoSchema = v.object(
  {
    id: idInput(m.naoEncontrado),
    codigo: requiredText(m.codigoObrigatorio, 20),
    nome: requiredText(m.nomeObrigatorio, 100),
    status: boolInput(true),
    version: optionalInt({ min: 0 }),
  },
  msg.comum.dadosInvalidos,
);
export type EditarCentroCusto = v.InferOutput<typeof EditarCentroCustoSchema>;

export function chaveBuscaCentroCusto(row: Pick<CentroCusto, 'codigo' | 'nome'>): string[] {
  return [row.codigo, row.nome];
}

/** How a centro reads in a select, a report or a CSV: "ADM — Administrativo". */
export function rotuloCentroCusto(row: Pick<CentroCusto, 'codigo' | 'nome'>): string {
  return `${row.codigo} — ${row.nome}`;
}
