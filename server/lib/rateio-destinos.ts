/* The rateio's destinations on the server (issue 35, decision 441): every categoria and centro de
   custo a share names must exist (the device checks its own lists; the server is the last word).
   The shares' own rules (sums, rounding) are the domain's schema, run before this. */
import type { ParteRateio } from '../../src/domain/rateio.ts';
import { MSG_CENTRO } from '../../src/domain/messages-centros.ts';
import { msg } from '../../src/domain/messages.ts';
import type { Tx } from '../db/client.ts';
import { categoriaPorId } from '../repositories/dados.ts';
import { centrosExistentes } from '../repositories/centros-custo.ts';
import { HttpError } from './http-error.ts';

function recusa(message: string): HttpError {
  return new HttpError(422, message, { errors: { rateio: [message] } });
}

/** Throws a Portuguese 422 on `rateio` when a share names an unknown categoria or centro. */
export async function conferirDestinosRateio(tx: Tx, partes: readonly ParteRateio[] | undefined | null): Promise<void> {
  if (!partes || partes.length === 0) return;
  const centros = [...new Set(partes.flatMap((p) => (p.centro_custo ? [p.centro_custo] : [])))];
  const existentes = await centrosExistentes(tx, centros);
  if (centros.some((id) => !existentes.has(id))) throw recusa(MSG_CENTRO.desconhecido);
  for (const categoria of new Set(partes.flatMap((p) => (p.categoria ? [p.categoria] : [])))) {
    if (!(await categoriaPorId(tx, categoria))) throw recusa(msg.categoria.naoEncontrada);
  }
}
