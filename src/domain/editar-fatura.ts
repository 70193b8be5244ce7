// Editar a card bill (fatura; issue 31 item 1, decision 395): one row, no parcelas. Its
// description, bank, valor and vencimento while it is open; a paid or cancelled one is refused.

import * as v from 'valibot';
import type { Fatura } from './fatura.ts';
import { camposEdicao, regrasEscopo } from './editar-titulo.ts';
import { idInput } from './id-inputs.ts';
import { msg } from './messages.ts';
import type { Resultado } from './validation.ts';

const { observacao: _semObservacao, ...campos } = camposEdicao;
const CamposEditarFatura = v.object(
  { ...campos, banco: v.optional(idInput(msg.fatura.bancoObrigatorio)) },
  msg.comum.dadosInvalidos,
);
/** editarFatura (mutacoes-editar.ts): escopo is accepted as for postings; valor and vencimento need `parcela`. */
export const EditarFaturaSchema = v.pipe(CamposEditarFatura, regrasEscopo<v.InferOutput<typeof CamposEditarFatura>>());
export type EditarFatura = v.InferOutput<typeof EditarFaturaSchema>;

type LinhaFatura = Pick<Fatura, 'id' | 'descricao' | 'banco_id' | 'banco' | 'valor' | 'status' | 'vencimento'>;

/** The bill as this edit leaves it ([] when nothing changes); `banco`: the chosen bank's name. */
export function editarFatura<T extends LinhaFatura>(row: T, input: EditarFatura, banco?: string): Resultado<T[]> {
  if (row.status !== 'Pagar') return { ok: false, message: msg.editar.faturaNaoAberta(row.descricao) };
  const depois: T = {
    ...row,
    descricao: input.descricao ?? row.descricao,
    banco_id: input.banco ?? row.banco_id,
    banco: input.banco === undefined ? row.banco : (banco ?? row.banco),
    valor: input.valor ?? row.valor,
    vencimento: input.vencimento ?? row.vencimento,
  };
  const mudou = (Object.keys(depois) as (keyof T)[]).some((key) => depois[key] !== row[key]);
  return { ok: true, value: mudou ? [depois] : [] };
}
