/* Fundos (issue 19): funds and their movements through the one mutation path (offline, queued,
   idempotent; the quota balance answered offline too), and the list's rows computed by the
   domain from the two synced collections. */
import { useMemo } from 'react';
import { completarMovimento, escalaParaTexto, linhasFundos, NovoFundoSchema, NovoMovimentoSchema, parseEscala, situacaoFundo } from '../domain/fundos.ts';
import type { LinhaFundo, MovimentoFundo } from '../domain/fundos.ts';
import { formatDateBR } from '../domain/dates.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { validate } from '../domain/validation.ts';
import { nowIso, withClientId } from './entity-helpers.ts';
import { readCollection, useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

/** A movement as stored locally: quota fields stay the wire's 8-decimal text. */
interface MovimentoLocal {
  id: string;
  fundo_id: string;
  tipo: MovimentoFundo['tipo'];
  data: string;
  valor: number | null;
  cota: string;
  cotas: string | null;
}

function paraDominio(m: MovimentoLocal): MovimentoFundo {
  return { ...m, cota: parseEscala(m.cota) ?? 0, cotas: m.cotas === null ? null : parseEscala(m.cotas) };
}

export function useFundos(): { rows: readonly LinhaFundo[]; ready: boolean } {
  const fundos = useCollection('fundos');
  const movimentos = useCollection('fundo_movimentos');
  const rows = useMemo(() => linhasFundos(fundos.rows, movimentos.rows.map(paraDominio)), [fundos.rows, movimentos.rows]);
  return { rows, ready: fundos.ready && movimentos.ready };
}

export function useMovimentosFundo(fundoId: string | null): MovimentoFundo[] {
  const movimentos = useCollection('fundo_movimentos');
  return useMemo(() => movimentos.rows.filter((m) => m.fundo_id === fundoId).map(paraDominio)
    .sort((a, b) => (a.data !== b.data ? (a.data < b.data ? -1 : 1) : a.id < b.id ? -1 : 1)), [movimentos.rows, fundoId]);
}

const fundoBody = (f: { id?: string | null; nome: string; cnpj: string; classe: string; banco_id: string; status: string }) =>
  ({ id: f.id, nome: f.nome, cnpj: f.cnpj, classe: f.classe, banco_id: f.banco_id, status: f.status });

export async function cadastrarFundo(input: unknown): Promise<MutationOutcome> {
  const pre = validate(NovoFundoSchema, input);
  if (pre.ok && (await readCollection('fundos')).some((f) => f.cnpj === pre.value.cnpj)) {
    return { kind: 'invalid', message: msg.fundos.cnpjEmUso, errors: { cnpj: [msg.fundos.cnpjEmUso] } };
  }
  return mutate({
    mutacao: MUTACOES.cadastrarFundo,
    input: withClientId(input),
    toBody: fundoBody,
    touches: (f) => [{ table: 'fundos', id: f.id! }],
    apply: async (tx, f) => {
      const banco = (await tx.get('bancos', f.banco_id))?.banco ?? null;
      await tx.put('fundos', { ...fundoBody(f), id: f.id!, banco, version: 1, created_at: nowIso(), updated_at: nowIso() });
    },
    describe: (f) => f.nome,
  });
}

/** Sends the version the form loaded: an edit on an old copy is refused by the server (decision 320). */
export async function editarFundo(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.editarFundo,
    input,
    toBody: (f) => ({ ...fundoBody(f), ...(f.version !== null && f.version !== undefined ? { version: f.version } : {}) }),
    touches: (f) => [{ table: 'fundos', id: f.id }],
    apply: async (tx, f) => {
      // The row keeps what the form does not send (created_at) and shows the new bank's name.
      const row = await tx.get('fundos', f.id);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      const banco = (await tx.get('bancos', f.banco_id))?.banco ?? null;
      await tx.update('fundos', f.id, { ...fundoBody(f), id: f.id, banco, version, updated_at: nowIso() });
    },
    describe: (f) => f.nome,
  });
}

/** Funds without movements only (decision 319): a fund with movements is refused offline too. */
export async function deletarFundos(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const fora = new Set(lower);
  const fundos = (await readCollection('fundos')).filter((x) => fora.has(x.id));
  const movimentos = (await readCollection('fundo_movimentos')).filter((m) => fora.has(m.fundo_id));
  for (const fundo of fundos) {
    const n = movimentos.filter((m) => m.fundo_id === fundo.id).length;
    if (n > 0) {
      const message = msg.fundos.possuiMovimentacoes(fundo.nome, n);
      return { kind: 'invalid', message, errors: { ids: [message] } };
    }
  }
  const nomes = fundos.map((x) => x.nome).join(', ');
  return mutate({
    mutacao: MUTACOES.deletarFundos,
    input: { ids: lower },
    toBody: (x) => ({ ids: x.ids }),
    touches: (x) => x.ids.map((id) => ({ table: 'fundos' as const, id })),
    apply: async (tx, x) => {
      for (const id of x.ids) await tx.delete('fundos', id);
    },
    describe: () => nomes,
  });
}

/** aplicação, resgate or cotação; a resgate over the balance is refused offline too. */
export async function registrarMovimento(input: unknown): Promise<MutationOutcome> {
  const comId = withClientId(input) as Record<string, unknown>;
  const pre = validate(NovoMovimentoSchema, comId);
  if (pre.ok) {
    const doFundo = (await readCollection('fundo_movimentos')).filter((m) => m.fundo_id === pre.value.fundo_id).map(paraDominio);
    const { erro } = situacaoFundo([...doFundo, { ...pre.value, id: String(comId.id) }]);
    if (erro) {
      const message = msg.fundos.resgateMaior(escalaParaTexto(erro.disponivel).replace('.', ','));
      return { kind: 'invalid', message, errors: { valor: [message] } };
    }
  }
  return mutate({
    mutacao: MUTACOES.movimentoFundo,
    input: comId,
    toBody: (m) => {
      const c = completarMovimento(m);
      // Quotas travel only when typed for a resgate (else the server derives them from the value).
      const cotasDigitadas = c.tipo === 'Resgate' && comId.cotas !== undefined && comId.cotas !== null && comId.cotas !== '';
      return {
        id: c.id, fundo_id: c.fundo_id, tipo: c.tipo, data: c.data, valor: c.valor === null || cotasDigitadas ? null : toDecimal(c.valor),
        cota: escalaParaTexto(c.cota), cotas: cotasDigitadas && c.cotas !== null ? escalaParaTexto(c.cotas) : null,
      };
    },
    touches: (m) => [{ table: 'fundo_movimentos', id: m.id! }],
    apply: async (tx, m) => {
      const c = completarMovimento(m);
      await tx.put('fundo_movimentos', {
        id: c.id!, fundo_id: c.fundo_id, tipo: c.tipo, data: c.data, valor: c.valor, cota: escalaParaTexto(c.cota),
        cotas: c.cotas === null ? null : escalaParaTexto(c.cotas), version: 1, created_at: nowIso(), updated_at: nowIso(),
      });
    },
    describe: (m) => `${m.tipo} ${formatDateBR(m.data)}`,
  });
}
