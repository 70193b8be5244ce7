/* What the real-server scenarios (tests/data/mutacoes-real.test.ts) share: the scenario's shape,
   and the rows they prepare online through the client (each step must reach the server). */
import { expect } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../../src/data/bancos.ts';
import type { CollectionName } from '../../../src/data/collections.ts';
import { currentDb } from '../../../src/data/db.ts';
import { cadastrarEntrada } from '../../../src/data/entradas.ts';
import { cadastrarFatura } from '../../../src/data/faturas.ts';
import { cadastrarInvestimento } from '../../../src/data/investimentos.ts';
import { cadastrarLancamento } from '../../../src/data/lancamentos.ts';
import type { MutationOutcome } from '../../../src/domain/mutacao.ts';
import { cadastrarRecebivel } from '../../../src/data/recebiveis.ts';
import type { LocalRow } from '../../../src/data/wire.ts';

/** Every list, by collection and id, as one side holds it. */
export type Estado = Map<CollectionName, Map<string, LocalRow>>;

/** What a scenario does offline; the returned promise is the client data function's outcome. */
export type Acao = () => Promise<MutationOutcome>;

export interface Cenario {
  /** Online preparation through the client; returns the offline write. */
  preparar(): Promise<Acao>;
  /**
   * Where the server, by design, completes what the device cannot know (a receipt's stored file
   * names, the postings an import creates): those rows are compared after the pull only.
   */
  completadoPeloServidor?: { tabela: CollectionName; motivo: string };
  /** Extra checks on the server's rows after the sync (cents, days). */
  conferir?(servidor: Estado): void;
}

/** Made online before the write, through the client: every step must reach the server. */
export async function online(outcome: Promise<MutationOutcome>): Promise<void> {
  expect(await outcome).toMatchObject({ kind: 'synced' });
}

/** The device's row of `table` that `pick` chooses (the row must exist). */
export async function local(table: CollectionName, pick: (row: LocalRow) => boolean): Promise<LocalRow> {
  const db = currentDb();
  if (!db) throw new Error('no device database open');
  const row = (await db.rows(table).toArray()).find(pick);
  if (!row) throw new Error(`no local ${table} row`);
  return row;
}

export const porDescricao = (descricao: string) => (row: LocalRow) => row.descricao === descricao;
export const tag = () => uuidv7().slice(-8);

export async function novoBanco(credito = false): Promise<string> {
  const id = uuidv7();
  await online(cadastrarBanco({
    id, banco: `Banco ${tag()}`, possui_cartao: credito, credito, debito: false, ...(credito ? { vencimento: 10 } : {}),
  }));
  return id;
}

export async function novoLancamento(descricao: string, extra: Record<string, unknown> = {}): Promise<LocalRow> {
  await online(cadastrarLancamento({
    status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: await novoBanco(), data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: '',
    tipo_lancamento: 'Pagamento', observacao: '', descricao, valor: '150.00', ...extra,
  }));
  return local('lancamentos', porDescricao(descricao));
}

export async function novoRecebivel(descricao: string): Promise<LocalRow> {
  await online(cadastrarRecebivel({
    descricao, status: 'Pagar', data_pagamento: '', valor: '300.00', data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', observacao: '',
  }));
  return local('recebiveis', porDescricao(descricao));
}

export async function novaFatura(descricao: string): Promise<LocalRow> {
  await online(cadastrarFatura({
    descricao, status: 'Pagar', data_pagamento: '', banco: await novoBanco(true), valor: '500.00', vencimento: '2026-03-15',
  }));
  return local('faturas', porDescricao(descricao));
}

export async function novaEntrada(descricao: string): Promise<LocalRow> {
  await online(cadastrarEntrada({ descricao, valor: '1000.00', data: '2026-03-01', tipo_lancamento: 'Reserva' }));
  return local('entradas', porDescricao(descricao));
}

export async function novoInvestimento(descricao: string): Promise<LocalRow> {
  await online(cadastrarInvestimento({ descricao, valor: '2000.00', data: '2026-02-01', banco: await novoBanco(), status: 'Ativo' }));
  return local('investimentos', porDescricao(descricao));
}

export const usuario = (login: string) => ({ name: `Usuária ${login}`, email: `${login}@fluxo.test`, login, password: 'senha-boa-123', status: true });
