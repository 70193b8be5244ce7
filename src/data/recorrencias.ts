/* Contas recorrentes (issue 34, decision 414): every write through the one mutation path (offline,
   queued, idempotent). The device runs the domain's plan on its own rows: creating a recorrência
   creates its next 12 occurrences here at once, with ids it sends so the server creates exactly
   those rows; editing and deleting change or remove the future open ones, as the server will. */
import { uuidv7 } from 'uuidv7';
import { conferirBanco } from '../domain/credito.ts';
import type { BancoCartao } from '../domain/credito.ts';
import { todayISO } from '../domain/dates.ts';
import { datasExtras } from '../domain/feriado.ts';
import type { FeriadoCadastrado } from '../domain/feriado.ts';
import { msg } from '../domain/messages.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { OCORRENCIAS_MANTIDAS, RecorrenciaSchema } from '../domain/recorrencia.ts';
import type { NovaRecorrencia } from '../domain/recorrencia.ts';
import { passosOcorrencias } from '../domain/recorrencia-ocorrencias.ts';
import type { DadosRecorrencia, OcorrenciaAtual } from '../domain/recorrencia-ocorrencias.ts';
import { validate } from '../domain/validation.ts';
import { currentDb } from './db.ts';
import { baseVersion, localRow, nowIso, rowNames } from './entity-helpers.ts';
import type { MutationTx } from './mutation-tx.ts';
import { rowsAs, useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import { recusa } from './titulo-acoes.ts';
import type { LocalRow } from './wire.ts';

type Tabela = 'lancamentos' | 'recebiveis';
const tabela = (tipo: DadosRecorrencia['tipo']): Tabela => (tipo === 'pagar' ? 'lancamentos' : 'recebiveis');

function texto(row: LocalRow | undefined, field: string): string | null {
  const value = row?.[field];
  return typeof value === 'string' ? value : null;
}

function dados(r: NovaRecorrencia, id: string): DadosRecorrencia {
  return {
    id, tipo: r.tipo, descricao: r.descricao, valor: r.valor, banco_id: r.banco, categoria_id: r.categoria, pagamento: r.pagamento,
    frequencia: r.frequencia, dia: r.dia, inicio: r.inicio, fim: r.fim, ajustar_dia_util: r.ajustar_dia_util,
    observacao: r.observacao, status: r.status,
  };
}

function corpo(r: NovaRecorrencia): Record<string, unknown> {
  return {
    id: r.id, tipo: r.tipo, descricao: r.descricao, valor: toDecimal(r.valor), banco: r.banco ?? '', categoria: r.categoria ?? '',
    pagamento: r.pagamento ?? '', frequencia: r.frequencia, dia: r.dia ?? '', inicio: r.inicio, fim: r.fim ?? '',
    ajustar_dia_util: r.ajustar_dia_util, observacao: r.observacao ?? '', status: r.status, ocorrencias: r.ocorrencias ?? [],
    hoje: r.hoje, ...(r.version !== null ? { version: r.version } : {}),
  };
}

// Read from IndexedDB, not the in-memory list: that one waits for the first pull.
async function feriados(): Promise<ReadonlySet<string>> {
  const rows = (await currentDb()?.feriados.toArray()) ?? [];
  return datasExtras(rowsAs<FeriadoCadastrado>(rows));
}

/** The device's rows of these recorrências' occurrences (through the recorrencia_id index). */
async function ocorrenciasLocais(tipo: DadosRecorrencia['tipo'], ids: readonly string[]): Promise<string[]> {
  const db = currentDb();
  if (!db || ids.length === 0) return [];
  return (await db.rows(tabela(tipo)).where('recorrencia_id').anyOf([...ids]).primaryKeys()) as string[];
}

/** The rules the server re-checks: the bank exists here (with a card for Crédito), the category too. */
async function conferir(r: NovaRecorrencia): Promise<MutationOutcome | null> {
  if (r.banco || r.tipo === 'pagar') {
    const banco = r.banco ? await localRow<LocalRow & BancoCartao>('bancos', r.banco) : undefined;
    const conferido = conferirBanco(banco, r.pagamento ?? 'Boleto');
    if (!conferido.ok) return recusa(conferido.message, 'banco');
  }
  if (r.categoria && !(await localRow('categorias', r.categoria))) return recusa(msg.categoria.naoEncontrada, 'categoria');
  return null;
}

/** Applies the plan to the device's rows, as server/lib/ocorrencias.ts does to the server's. */
async function ajustar(tx: MutationTx, r: DadosRecorrencia, hoje: string, extras: ReadonlySet<string>, ids: readonly string[]): Promise<void> {
  const t = tabela(r.tipo);
  const atuais = await tx.where<OcorrenciaAtual & LocalRow>(t, 'recorrencia_id', r.id);
  const nomes = {
    banco: texto(r.banco_id ? await tx.get('bancos', r.banco_id) : undefined, 'banco') ?? '',
    categoria: r.categoria_id ? texto(await tx.get('categorias', r.categoria_id), 'descricao') : null,
  };
  const passos = passosOcorrencias(r, atuais, hoje, extras, ids, nomes, uuidv7);
  const now = nowIso();
  for (const id of passos.remover) await tx.delete(t, id);
  for (const a of passos.atualizar) {
    const row = atuais.find((o) => o.id === a.id);
    await tx.update(t, a.id, { ...a.campos, version: Number(row?.version ?? 0) + 1, updated_at: now });
  }
  for (const row of passos.criar) await tx.put(t, { ...row, created_at: now, updated_at: now });
}

/** The ids the write may create: the caller's, else 12 new ones. */
function comIds(input: unknown): Record<string, unknown> {
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    ...record, id: record.id || uuidv7(), hoje: record.hoje || todayISO(),
    ocorrencias: record.ocorrencias ?? Array.from({ length: OCORRENCIAS_MANTIDAS }, () => uuidv7()),
  };
}

export async function cadastrarRecorrencia(input: unknown): Promise<MutationOutcome> {
  const pre = validate(RecorrenciaSchema, input);
  if (!pre.ok) return { kind: 'invalid', message: pre.message, errors: pre.errors };
  const recusada = await conferir(pre.value);
  if (recusada) return recusada;
  const extras = await feriados();
  return mutate({
    mutacao: MUTACOES.cadastrarRecorrencia,
    input: comIds(input),
    toBody: corpo,
    touches: (r) => [
      { table: 'recorrencias' as const, id: r.id! },
      ...(r.ocorrencias ?? []).map((id) => ({ table: tabela(r.tipo), id })),
    ],
    dependsOnIds: (r) => [...(r.banco ? [r.banco] : []), ...(r.categoria ? [r.categoria] : [])],
    apply: async (tx, r) => {
      const d = dados(r, r.id!);
      const now = nowIso();
      await tx.put('recorrencias', { ...d, version: 1, created_at: now, updated_at: now });
      await ajustar(tx, d, r.hoje!, extras, r.ocorrencias ?? []);
    },
    describe: (r) => r.descricao,
  });
}

export async function editarRecorrencia(input: unknown): Promise<MutationOutcome> {
  const pre = validate(RecorrenciaSchema, input);
  if (!pre.ok) return { kind: 'invalid', message: pre.message, errors: pre.errors };
  if (!pre.value.id) return recusa(msg.recorrencia.idObrigatorio, 'id');
  const recusada = await conferir(pre.value);
  if (recusada) return recusada;
  const atual = await localRow<LocalRow & DadosRecorrencia>('recorrencias', pre.value.id);
  if (!atual) return recusa(msg.comum.registroNaoEncontrado, 'id');
  const extras = await feriados();
  const existentes = [
    ...(await ocorrenciasLocais('pagar', [atual.id])).map((id) => ({ table: 'lancamentos' as const, id })),
    ...(await ocorrenciasLocais('receber', [atual.id])).map((id) => ({ table: 'recebiveis' as const, id })),
  ];
  return mutate({
    mutacao: MUTACOES.editarRecorrencia,
    input: comIds(await baseVersion('recorrencias', input)),
    toBody: corpo,
    touches: (r) => [
      { table: 'recorrencias' as const, id: r.id! }, ...existentes,
      ...(r.ocorrencias ?? []).map((id) => ({ table: tabela(r.tipo), id })),
    ],
    dependsOnIds: (r) => [r.id!, ...(r.banco ? [r.banco] : []), ...(r.categoria ? [r.categoria] : [])],
    apply: async (tx, r) => {
      const d = dados(r, r.id!);
      // A change of kind ends the old kind's open occurrences first (as the server does).
      if (atual.tipo !== d.tipo) await ajustar(tx, { ...atual, status: false }, r.hoje!, extras, []);
      await tx.update('recorrencias', d.id, { ...d, version: Number(atual.version ?? 0) + 1, updated_at: nowIso() });
      await ajustar(tx, d, r.hoje!, extras, r.ocorrencias ?? []);
    },
    describe: (r) => r.descricao,
  });
}

export async function deletarRecorrencias(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const names = await rowNames('recorrencias', lower, 'descricao');
  const extras = await feriados();
  const hoje = todayISO();
  const existentes = [
    ...(await ocorrenciasLocais('pagar', lower)).map((id) => ({ table: 'lancamentos' as const, id })),
    ...(await ocorrenciasLocais('receber', lower)).map((id) => ({ table: 'recebiveis' as const, id })),
  ];
  return mutate({
    mutacao: MUTACOES.deletarRecorrencias,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => [...f.ids.map((id) => ({ table: 'recorrencias' as const, id })), ...existentes],
    apply: async (tx, f) => {
      for (const id of f.ids) {
        const row = (await tx.get('recorrencias', id)) as (LocalRow & DadosRecorrencia) | undefined;
        if (!row) continue;
        await ajustar(tx, { ...row, status: false }, hoje, extras, []);
        // The paid and past ones stay, unlinked (the server's ON DELETE SET NULL).
        for (const o of await tx.where(tabela(row.tipo), 'recorrencia_id', id)) {
          await tx.update(tabela(row.tipo), o.id, { recorrencia_id: null, version: Number(o.version ?? 0) + 1, updated_at: nowIso() });
        }
        await tx.delete('recorrencias', id);
      }
    },
    describe: () => names,
  });
}

export function useRecorrencias() {
  return useCollection('recorrencias');
}
