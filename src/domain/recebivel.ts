// Receivables (recebíveis): a payable without purchase type and category; the bank is optional (issue 32).

import * as v from 'valibot';
import { msg } from './messages.ts';
import { gerarParcelas } from './parcelas.ts';
import type { IdsParcelas } from './parcelas.ts';
import { camposNovoTitulo, limparCamposDesativados, regraRateioNoTotal, regrasNovoTitulo } from './titulo.ts';
import { RateioSchema, rateioDaLinha } from './rateio.ts';
import type { Titulo } from './titulo.ts';
import { crossRules } from './cross-rules.ts';
import { valorParaBusca } from './search.ts';
import { optionalId } from './id-inputs.ts';

/** Issue 32: `banco_id`, the bank the money lands in (optional; none moves no bank's saldo). */
export type Recebivel = Titulo & { banco_id: string | null };

const CamposNovoRecebivel = v.object({ ...camposNovoTitulo, banco: optionalId(), rateio: RateioSchema }, msg.comum.dadosInvalidos);
type CamposNovoRecebivel = v.InferOutput<typeof CamposNovoRecebivel>;

/** cadastrarRecebivel. */
export const NovoRecebivelSchema = v.pipe(
  CamposNovoRecebivel,
  crossRules<CamposNovoRecebivel>([...regrasNovoTitulo<CamposNovoRecebivel>(), regraRateioNoTotal<CamposNovoRecebivel>()]),
  v.transform((input) => limparCamposDesativados(input)),
);
export type NovoRecebivel = v.InferOutput<typeof NovoRecebivelSchema>;

export function gerarRecebiveis(input: NovoRecebivel, ids?: IdsParcelas): Recebivel[] {
  return gerarParcelas(input, ids).map((row) => ({ ...row, banco_id: input.banco, rateio: rateioDaLinha(input.rateio) }));
}

/** Fields list search covers: SPEC §5's descricao and status, and the amounts as a clerk types them (issue 33). */
export function chaveBuscaRecebivel(row: Pick<Recebivel, 'descricao' | 'status' | 'valor' | 'valor_parcela'>): string[] {
  const valores = row.valor === row.valor_parcela ? valorParaBusca(row.valor_parcela) : `${valorParaBusca(row.valor_parcela)} ${valorParaBusca(row.valor)}`;
  return [row.descricao, row.status, valores];
}
