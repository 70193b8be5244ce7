// Receivables (recebíveis): a payable without bank, purchase type and category.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { gerarParcelas } from './parcelas.ts';
import type { IdsParcelas } from './parcelas.ts';
import { camposNovoTitulo, limparCamposDesativados, regrasNovoTitulo } from './titulo.ts';
import type { Titulo } from './titulo.ts';
import { crossRules } from './cross-rules.ts';
import { valorParaBusca } from './search.ts';

export type Recebivel = Titulo;

const CamposNovoRecebivel = v.object(camposNovoTitulo, msg.comum.dadosInvalidos);
type CamposNovoRecebivel = v.InferOutput<typeof CamposNovoRecebivel>;

/** cadastrarRecebivel. */
export const NovoRecebivelSchema = v.pipe(
  CamposNovoRecebivel,
  crossRules<CamposNovoRecebivel>(regrasNovoTitulo<CamposNovoRecebivel>()),
  v.transform((input) => limparCamposDesativados(input)),
);
export type NovoRecebivel = v.InferOutput<typeof NovoRecebivelSchema>;

export function gerarRecebiveis(input: NovoRecebivel, ids?: IdsParcelas): Recebivel[] {
  return gerarParcelas(input, ids);
}

/** Fields list search covers: SPEC §5's descricao and status, and the amounts as a clerk types them (issue 33). */
export function chaveBuscaRecebivel(row: Pick<Recebivel, 'descricao' | 'status' | 'valor' | 'valor_parcela'>): string[] {
  const valores = row.valor === row.valor_parcela ? valorParaBusca(row.valor_parcela) : `${valorParaBusca(row.valor_parcela)} ${valorParaBusca(row.valor)}`;
  return [row.descricao, row.status, valores];
}
