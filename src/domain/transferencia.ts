/* Transferências between banks (issue 32, PRODUCT "Contas bancárias e saldos", decision 406):
   money out of `de`, into `para`, on `data`. The same rules on the device before queueing and on
   the server (which adds: both banks exist). */
import * as v from 'valibot';
import { crossRules } from './cross-rules.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { dateInput, moneyInput, optionalText } from './validation.ts';

const t = msg.saldos.transferencia;

export interface Transferencia {
  id: string;
  de: string;
  para: string;
  /** Cents, > 0. */
  valor: number;
  data: string;
  descricao: string | null;
}

const CamposTransferencia = v.object(
  {
    id: optionalId(),
    de: idInput(t.deObrigatorio),
    para: idInput(t.paraObrigatorio),
    valor: moneyInput(t.valorObrigatorio),
    data: dateInput(t.dataObrigatoria),
    descricao: optionalText(255),
  },
  msg.comum.dadosInvalidos,
);
type CamposTransferencia = v.InferOutput<typeof CamposTransferencia>;

/** cadastrarTransferencia: valor > 0 (moneyInput), de ≠ para. */
export const NovaTransferenciaSchema = v.pipe(
  CamposTransferencia,
  crossRules<CamposTransferencia>([
    { field: 'para', uses: ['de'], check: (x) => (x.de === x.para ? t.mesmoBanco : null) },
  ]),
);
export type NovaTransferencia = v.InferOutput<typeof NovaTransferenciaSchema>;

/** The banks of a transfer that are not among `existentes` (the server's and the device's check), by field. */
export function bancosAusentes(input: Pick<NovaTransferencia, 'de' | 'para'>, existentes: ReadonlySet<string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!existentes.has(input.de)) errors.de = [t.bancoNaoEncontrado];
  if (!existentes.has(input.para)) errors.para = [t.bancoNaoEncontrado];
  return errors;
}

/** Fields list search covers. */
export function chaveBuscaTransferencia(row: { descricao: string | null; banco_de?: string | null; banco_para?: string | null }): string[] {
  return [row.descricao ?? '', row.banco_de ?? '', row.banco_para ?? ''];
}
