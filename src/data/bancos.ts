/* Bank writes (SPEC §7): create, edit, delete, each through the one mutation path. */
import { TABELAS_COM_BANCO } from '../domain/banco.ts';
import type { TabelaComBanco } from '../domain/banco.ts';
import { msg } from '../domain/messages.ts';
import { toDecimal } from '../domain/money.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { baseVersion, countReferences, flag, nowIso, rowNames, withClientId } from './entity-helpers.ts';

/** cadastrarBanco with a client id; the new bank shows at once. */
export function cadastrarBanco(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarBanco,
    input: withClientId(input),
    toBody: (b) => ({
      id: b.id, banco: b.banco, possui_cartao: flag(b.possui_cartao), credito: flag(b.credito), debito: flag(b.debito),
      // SPEC §5: vencimento is sent only with credit.
      ...(b.credito && b.vencimento !== null ? { vencimento: b.vencimento } : {}),
      saldo_inicial: toDecimal(b.saldo_inicial), data_saldo_inicial: b.data_saldo_inicial ?? '',
    }),
    touches: (b) => [{ table: 'bancos', id: b.id! }],
    apply: async (tx, b) => {
      const now = nowIso();
      await tx.put('bancos', {
        id: b.id!, banco: b.banco, status: true, possui_cartao: b.possui_cartao, credito: b.credito, debito: b.debito,
        // A new bank has no automation rule yet (decision 391).
        vencimento: b.vencimento, dia_fechamento: null, saldo_inicial: b.saldo_inicial, data_saldo_inicial: b.data_saldo_inicial,
        version: 1, created_at: now, updated_at: now,
      });
    },
    describe: (b) => b.banco,
  });
}

/** editarBanco: name and status of an existing bank, based on the row's version. */
export async function editarBanco(input: unknown): Promise<MutationOutcome> {
  const withVersion = await baseVersion('bancos', input);
  if (!(withVersion as { id?: unknown } | null)?.id) {
    return { kind: 'invalid', message: msg.banco.naoEncontrado, errors: { id: [msg.banco.naoEncontrado] } };
  }
  return mutate({
    mutacao: MUTACOES.editarBanco,
    input: withVersion,
    toBody: (b) => ({
      id: b.id, banco: b.banco, status: flag(b.status), ...(b.version !== null ? { version: b.version } : {}),
      ...(b.saldo_inicial !== undefined ? { saldo_inicial: toDecimal(b.saldo_inicial) } : {}),
      ...(b.data_saldo_inicial !== undefined ? { data_saldo_inicial: b.data_saldo_inicial ?? '' } : {}),
    }),
    touches: (b) => [{ table: 'bancos', id: b.id! }],
    apply: async (tx, b) => {
      const row = await tx.get('bancos', b.id!);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      await tx.update('bancos', b.id!, {
        banco: b.banco, status: b.status, version, updated_at: nowIso(),
        ...(b.saldo_inicial !== undefined ? { saldo_inicial: b.saldo_inicial } : {}),
        ...(b.data_saldo_inicial !== undefined ? { data_saldo_inicial: b.data_saldo_inicial } : {}),
      });
    },
    describe: (b) => b.banco,
  });
}

/** deletarBancos. A bank still used by postings is refused here already (SPEC rule on the server). */
export async function deletarBancos(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const usos = (Object.entries(TABELAS_COM_BANCO) as [TabelaComBanco, readonly string[]][])
    .flatMap(([t, campos]) => campos.map((campo) => [t, campo] as const));
  const inUse = (await Promise.all(usos.map(([t, campo]) => countReferences(t, campo, lower)))).some((n) => n > 0);
  if (inUse) return { kind: 'invalid', message: msg.banco.emUso, errors: { ids: [msg.banco.emUso] } };
  const names = await rowNames('bancos', lower, 'banco');
  return mutate({
    mutacao: MUTACOES.deletarBancos,
    input: { ids: lower },
    toBody: (b) => ({ ids: b.ids }),
    touches: (b) => b.ids.map((id) => ({ table: 'bancos' as const, id })),
    apply: async (tx, b) => {
      for (const id of b.ids) await tx.delete('bancos', id);
    },
    describe: () => names,
  });
}
