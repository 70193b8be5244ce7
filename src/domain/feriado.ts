// A holiday an administrator adds (state, municipal, company): the national bank holidays are
// computed (calendario.ts) and never stored. One row per date.

import * as v from 'valibot';
import { optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { dateInput, requiredText } from './validation.ts';

export interface FeriadoCadastrado {
  id: string;
  data: string;
  nome: string;
  created_at: string;
}

/** The input of cadastrarFeriado. */
export const NovoFeriadoSchema = v.object(
  {
    id: optionalId(),
    data: dateInput(msg.calendario.dataObrigatoria),
    nome: requiredText(msg.calendario.nomeObrigatorio, 100),
  },
  msg.comum.dadosInvalidos,
);
export type NovoFeriado = v.InferOutput<typeof NovoFeriadoSchema>;

/** The set every effective due date reads; rebuilt only when the holidays change. */
export function datasExtras(feriados: readonly Pick<FeriadoCadastrado, 'data'>[]): ReadonlySet<string> {
  return new Set(feriados.map((f) => f.data));
}
