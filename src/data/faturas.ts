/* Invoice writes (SPEC §7): create, pay 1 to 3, delete, each through the one mutation path. The
   local change uses the domain rules the server uses (criarFatura, pagarFatura). */
import { dadosPagavel } from '../domain/pagavel.ts';
import { versoesDe } from '../domain/data-acao.ts';
import { todayISO } from '../domain/dates.ts';
import { criarFatura, PagarFaturasSchema, pagarFatura } from '../domain/fatura.ts';
import type { Fatura } from '../domain/fatura.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { validate } from '../domain/validation.ts';
import { localRow, nowIso, withClientId } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

type FaturaRow = Fatura & { created_at?: string; updated_at?: string };

function refused(message: string, field = 'ids'): MutationOutcome {
  return { kind: 'invalid', message, errors: { [field]: [message] } };
}

/** cadastrarFatura with a client id; `banco` is the bank id. */
export function cadastrarFatura(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarFatura,
    input: withClientId(input),
    toBody: (f) => ({
      id: f.id, descricao: f.descricao, status: f.status, data_pagamento: f.data_pagamento ?? '',
      banco: f.banco, valor: toDecimal(f.valor), vencimento: f.vencimento, ...dadosPagavel(f),
    }),
    touches: (f) => [{ table: 'faturas', id: f.id! }],
    // A bank created offline must reach the server first.
    dependsOnIds: (f) => [f.banco],
    apply: async (tx, f) => {
      const banco = await tx.get('bancos', f.banco);
      const now = nowIso();
      const row = criarFatura(f, typeof banco?.banco === 'string' ? banco.banco : '');
      // Absent is null, as the server stores it (the device's copy must equal the server's row).
      await tx.put('faturas', { linha_digitavel: null, pix_chave: null, pix_txid: null, ...row, ...dadosPagavel(f), created_at: now, updated_at: now });
    },
    describe: (f) => f.descricao,
  });
}

/**
 * pagarFaturas: 1 to 3 invoices, each present and payable (SPEC §5), checked here first
 * so the refusal shows at once, offline too. Sends the versions seen (decision 031).
 */
export async function pagarFaturas(ids: readonly string[]): Promise<MutationOutcome> {
  const checked = validate(PagarFaturasSchema, { ids: [...ids] });
  if (!checked.ok) return refused(checked.message);
  const rows: FaturaRow[] = [];
  // The device's day travels with the change: synced on Monday, a Friday payment stays Friday's.
  const dia = todayISO();
  for (const id of checked.value.ids) {
    const row = await localRow<FaturaRow & { [k: string]: unknown }>('faturas', id);
    if (!row) return refused(msg.lista.registroNaoEncontrado);
    const result = pagarFatura(row, dia);
    if (!result.ok) return refused(result.message);
    rows.push(row);
  }
  return mutate({
    mutacao: MUTACOES.pagarFaturas,
    input: { ids: checked.value.ids, data_pagamento: dia, versions: versoesDe(rows) },
    toBody: (p) => ({ ids: p.ids, data_pagamento: p.data_pagamento, versions: p.versions }),
    touches: (p) => p.ids.map((id) => ({ table: 'faturas' as const, id })),
    apply: async (tx, p) => {
      for (const id of p.ids) {
        const row = await tx.get<FaturaRow & { id: string; [k: string]: unknown }>('faturas', id);
        if (!row) continue;
        const result = pagarFatura(row, p.data_pagamento ?? dia);
        if (!result.ok || result.value === row) continue; // already Pago: a no-op, as on the server
        await tx.update('faturas', id, {
          status: result.value.status, data_pagamento: result.value.data_pagamento,
          version: (row.version ?? 0) + 1, updated_at: nowIso(),
        });
      }
    },
    describe: (p) => rows.filter((r) => p.ids.includes(r.id)).map((r) => r.descricao).join(', '),
  });
}

/** deletarFaturas. */
export function deletarFaturas(ids: readonly string[]): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.deletarFaturas,
    input: { ids: ids.map((id) => id.toLowerCase()) },
    toBody: (d) => ({ ids: d.ids }),
    touches: (d) => d.ids.map((id) => ({ table: 'faturas' as const, id })),
    apply: async (tx, d) => {
      for (const id of d.ids) await tx.delete('faturas', id);
    },
    describe: (d) => String(d.ids.length),
  });
}
