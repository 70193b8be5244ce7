/* Editar a payable or a receivable (issue 31 item 1, decision 395) through the one mutation path.
   The device runs the server's rule (domain/editar-titulo.ts) on its copy of the group, so a
   refusal is told before anything is queued and the optimistic rows equal the server's; offline
   the edit waits in the outbox. A stale version comes back as the server's 409 (registroAlterado). */
import { editarLancamento as editarLancamentoRegra, editarRecebivel as editarRecebivelRegra, EditarLancamentoSchema, EditarRecebivelSchema } from '../domain/editar-titulo.ts';
import type { EditarLancamento, LinhaEdicao, LinhaRecebivel, NomesEdicao } from '../domain/editar-titulo.ts';
import { EditarFaturaSchema, editarFatura as editarFaturaRegra } from '../domain/editar-fatura.ts';
import type { Fatura } from '../domain/fatura.ts';
import type { Lancamento } from '../domain/lancamento.ts';
import { msg } from '../domain/messages.ts';
import type { Mutacao, MutationOutcome } from '../domain/mutacao.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { rateioParaCorpo } from '../domain/rateio.ts';
import { alcadaDaEdicao } from '../domain/alcada.ts';
import { alcadaDoAparelho } from './alcada.ts';
import type { ParteRateio } from '../domain/rateio.ts';
import type { Resultado } from '../domain/validation.ts';
import { validate } from '../domain/validation.ts';
import { currentDb, readWhere } from './db.ts';
import { localRow, nowIso } from './entity-helpers.ts';
import { gravar } from './mutate.ts';
import type { Gravacao } from './mutate.ts';
import { discardSyncEntry } from './sync-entries.ts';
import type { MutationTx } from './mutation-tx.ts';
import { recusa } from './titulo-acoes.ts';
import type { LocalRow } from './wire.ts';

type Tabela = 'lancamentos' | 'recebiveis';
type TabelaVersao = Tabela | 'faturas';
type Linha = LinhaEdicao & LocalRow & { version: number };
type LinhaLancamento = Linha & Pick<Lancamento, 'pagamento' | 'tipo_compra' | 'banco_id' | 'banco' | 'categoria_id' | 'categoria'>;

async function grupoLocal<T extends Linha>(table: Tabela, id: string): Promise<T[]> {
  const db = currentDb();
  const alvo = db ? await localRow<T>(table, id.toLowerCase()) : undefined;
  if (!db || !alvo) return [];
  return (await readWhere(db, table, 'id_titulo', alvo.id_titulo)) as T[];
}

/** The same group read inside the transaction (what apply changes). */
async function grupoNaTx<T extends Linha>(tx: MutationTx, table: Tabela, ids: readonly string[]): Promise<T[]> {
  const rows: T[] = [];
  for (const id of ids) {
    const row = await tx.get<T>(table, id);
    if (row) rows.push(row);
  }
  return rows;
}

/** The fields sent: only those typed (absent stays as it is), money as wire decimals. */
function corpo(p: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(p)) {
    if (value === undefined) continue;
    body[key] = key === 'valor' && typeof value === 'number' ? toDecimal(value)
      : key === 'rateio' && Array.isArray(value) ? rateioParaCorpo(value as ParteRateio[]) : value;
  }
  return body;
}

interface Edicao<T extends Linha, P extends { id: string; version: number }> {
  table: Tabela;
  mutacao: Mutacao;
  regra(grupo: readonly T[], p: P): Resultado<T[]>;
  parsed: P;
}

async function editar<T extends Linha, P extends { id: string; version: number }>(
  input: Record<string, unknown>, e: Edicao<T, P>,
): Promise<Gravacao | MutationOutcome> {
  const grupo = await grupoLocal<T>(e.table, e.parsed.id);
  const previa = e.regra(grupo, e.parsed);
  if (!previa.ok) return recusa(previa.message, 'id');
  const ids = grupo.map((row) => row.id);
  const mudam = previa.value.map((row) => row.id);
  return gravar({
    mutacao: e.mutacao,
    // The typed input again (mutate parses it once more: parsed cents would be read as reais).
    input: { ...input, id: e.parsed.id, version: e.parsed.version },
    toBody: (p) => corpo(p as Record<string, unknown>),
    touches: () => mudam.map((id) => ({ table: e.table, id })),
    apply: async (tx) => {
      const result = e.regra(await grupoNaTx<T>(tx, e.table, ids), e.parsed);
      if (!result.ok) return;
      // The version bump the server's trigger makes too.
      for (const row of result.value) await tx.put(e.table, { ...row, version: row.version + 1, updated_at: nowIso() });
    },
    successFallback: msg.editar.editados(mudam.length),
    describe: () => previa.value[0]?.descricao ?? '',
  });
}

/** The version the edit is based on: the one sent, else the device's row's. */
async function comVersao(table: TabelaVersao, input: unknown): Promise<Record<string, unknown>> {
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  if (record.version !== undefined && record.version !== null && record.version !== '') return record;
  const row = typeof record.id === 'string' ? await localRow(table, record.id.toLowerCase()) : undefined;
  return typeof row?.version === 'number' ? { ...record, version: row.version } : record;
}

/** Bank and category names from the device's lists; a missing one refused as the server would. */
async function nomesLocais(p: EditarLancamento): Promise<Resultado<NomesEdicao>> {
  const nomes: NomesEdicao = {};
  if (p.banco !== undefined) {
    const banco = await localRow('bancos', p.banco);
    if (typeof banco?.banco !== 'string') return { ok: false, message: msg.banco.naoEncontrado };
    nomes.banco = banco.banco;
  }
  if (p.categorias) {
    const categoria = await localRow('categorias', p.categorias);
    if (typeof categoria?.descricao !== 'string') return { ok: false, message: msg.categoria.naoEncontrada };
    nomes.categoria = categoria.descricao;
  }
  return { ok: true, value: nomes };
}

export type { Gravacao };

/** The server's outcome of a write (what `mutate` returns), for callers that wait for it. */
async function resposta(gravacao: Promise<Gravacao | MutationOutcome>): Promise<MutationOutcome> {
  const g = await gravacao;
  return g.kind === 'gravada' ? g.resposta : g;
}

/** editarLancamento, waiting for the server's answer (tests, scripts). */
export function editarLancamento(input: unknown): Promise<MutationOutcome> {
  return resposta(gravarEdicaoLancamento(input));
}

/** editarRecebivel, waiting for the server's answer. */
export function editarRecebivel(input: unknown): Promise<MutationOutcome> {
  return resposta(gravarEdicaoRecebivel(input));
}

/** editarFatura, waiting for the server's answer. */
export function editarFatura(input: unknown): Promise<MutationOutcome> {
  return resposta(gravarEdicaoFatura(input));
}

/**
 * Editar a payable: `input` as the modal has it (id, escopo, version, the fields to change).
 * Resolves once the edit is committed on the device (or refused there); the server's answer is
 * `resposta` of the Gravacao (decision 396: the form closes on the commit).
 */
export async function gravarEdicaoLancamento(input: unknown): Promise<Gravacao | MutationOutcome> {
  const record = await comVersao('lancamentos', input);
  const parsed = validate(EditarLancamentoSchema, record);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
  const nomes = await nomesLocais(parsed.value);
  if (!nomes.ok) return recusa(nomes.message, parsed.value.banco !== undefined ? 'banco' : 'categorias');
  // An Operador's change of what is paid is judged again on the device too (decisions 422, 446).
  const alcada = await alcadaDoAparelho();
  return editar<LinhaLancamento, EditarLancamento>(record, {
    table: 'lancamentos', mutacao: MUTACOES.editarLancamento, parsed: parsed.value,
    regra: (grupo, p) => {
      const mudadas = editarLancamentoRegra(grupo, p, nomes.value);
      return mudadas.ok && alcada ? { ok: true, value: alcadaDaEdicao(grupo, p.id, mudadas.value, alcada) } : mudadas;
    },
  });
}

/** Editar a receivable: as gravarEdicaoLancamento, with its bank (a missing one refused as the server would), without category, payment and purchase type. */
export async function gravarEdicaoRecebivel(input: unknown): Promise<Gravacao | MutationOutcome> {
  const record = await comVersao('recebiveis', input);
  const parsed = validate(EditarRecebivelSchema, record);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
  if (parsed.value.banco && !(await localRow('bancos', parsed.value.banco))) return recusa(msg.banco.naoEncontrado, 'banco');
  return editar<Linha & LinhaRecebivel, typeof parsed.value>(record, {
    table: 'recebiveis', mutacao: MUTACOES.editarRecebivel, parsed: parsed.value,
    regra: (grupo, p) => editarRecebivelRegra(grupo, p),
  });
}

/** Editar one open bill's description, bank, valor and vencimento (decision 395), as gravarEdicaoLancamento. */
export async function gravarEdicaoFatura(input: unknown): Promise<Gravacao | MutationOutcome> {
  const record = await comVersao('faturas', input);
  const parsed = validate(EditarFaturaSchema, record);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
  const p = parsed.value;
  const row = await localRow<Fatura & LocalRow>('faturas', p.id.toLowerCase());
  if (!row) return recusa(msg.lista.registroNaoEncontrado, 'id');
  const banco = p.banco === undefined ? undefined : await localRow('bancos', p.banco);
  if (p.banco !== undefined && typeof banco?.banco !== 'string') return recusa(msg.banco.naoEncontrado, 'banco');
  const nome = typeof banco?.banco === 'string' ? banco.banco : undefined;
  const previa = editarFaturaRegra(row, p, nome);
  if (!previa.ok) return recusa(previa.message, 'id');
  return gravar({
    mutacao: MUTACOES.editarFatura,
    input: { ...record, id: p.id, version: p.version },
    toBody: (f) => corpo(f),
    touches: () => previa.value.map((f) => ({ table: 'faturas' as const, id: f.id })),
    apply: async (tx) => {
      const atual = await tx.get<Fatura & LocalRow>('faturas', row.id);
      const result = atual ? editarFaturaRegra(atual, p, nome) : null;
      for (const f of result?.ok ? result.value : []) await tx.put('faturas', { ...f, version: f.version + 1, updated_at: nowIso() });
    },
    successFallback: msg.editar.editados(previa.value.length),
    describe: () => row.descricao,
  });
}

/**
 * An edit the server refused (409 stale, 422) after its form closed is dropped from the queue: the
 * clerk is told by a toast that reopens Editar on the row as it is now, a retry could only be
 * refused again, and it would hold back the next edit of the same row (decision 396). The row goes
 * back to the server's copy.
 */
export async function descartarEdicaoRecusada(entrada: string): Promise<void> {
  await discardSyncEntry(entrada);
}
