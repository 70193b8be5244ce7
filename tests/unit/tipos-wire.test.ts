/* Typed rows end to end (issue 12 item 4, decisions 343 and 359): these are type tests, proved by
   `tsc` (tests/ is in tsconfig.json): each `@ts-expect-error` line must fail to typecheck, so the
   guard it names holds; if a guard is lost, tsc reports the directive as unused. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { comprovantes, operacoes } from '../../server/db/schema.ts';
import { colunasWire, diaSql } from '../../server/sync/colunas-wire.ts';
import { decimalSql, isoSql } from '../../server/repositories/titulos.ts';
import type { readCollection, useCollection, useRow } from '../../src/data/live.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

const o = operacoes;
const OPERACAO = {
  id: o.id, data: diaSql(o.data), ticker: o.ticker, tipo: o.tipo, quantidade: o.quantidade, preco: decimalSql(o.preco),
  custos: decimalSql(o.custos), irrf: decimalSql(o.irrf), modalidade: o.modalidade, classe: o.classe,
  corretora_id: o.corretoraId, corretora: sql<string | null>`NULL`, nota: o.nota, comprovante_id: o.comprovanteId,
  version: o.version, created_at: isoSql(o.createdAt), updated_at: isoSql(o.updatedAt),
};
const colunasOperacao = colunasWire<WireEntrada<'operacoes'>>();

describe('a wire select is typed by the domain schema', () => {
  it('refuses a missing column, an extra one, a wrong type and a plain text where the schema has a list', () => {
    expect(colunasOperacao(OPERACAO)).toBeDefined();
    const { irrf: _irrf, ...semIrrf } = OPERACAO;
    // @ts-expect-error irrf is a field of the operacoes schema: the select must send it.
    expect(colunasOperacao(semIrrf)).toBeDefined();
    // @ts-expect-error saldo is not a field of the schema.
    expect(colunasOperacao({ ...OPERACAO, saldo: decimalSql(o.preco) })).toBeDefined();
    // @ts-expect-error the day travels as 'YYYY-MM-DD' text: the quantity column is a number.
    expect(colunasOperacao({ ...OPERACAO, data: o.quantidade })).toBeDefined();
    // @ts-expect-error tipo is one of TIPOS_OPERACAO: the ticker column is any text.
    expect(colunasOperacao({ ...OPERACAO, tipo: o.ticker })).toBeDefined();
    // @ts-expect-error a receipt's files are a list, not the text of their names.
    expect(colunasWire<WireEntrada<'comprovantes'>>()({ arquivos: comprovantes.descricao })).toBeDefined();
  });
});

describe('the data layer reads a collection as its own row', () => {
  it('takes the row type from the name, not from the caller', () => {
    type Operacao = Awaited<ReturnType<typeof readCollection<'operacoes'>>>[number];
    type Fundo = ReturnType<typeof useCollection<'fundos'>>['rows'][number];
    type Usuario = NonNullable<ReturnType<typeof useRow<'usuarios'>>>;
    const tipo: Operacao['tipo'] = 'Compra';
    // @ts-expect-error an operation's tipo is Compra or Venda.
    const aluguel: Operacao['tipo'] = 'Aluguel';
    // @ts-expect-error money is held in cents on the device.
    const preco: Operacao['preco'] = '37.51';
    const classe: Fundo['classe'] = 'Multimercado';
    // @ts-expect-error a user's perfil is administrador or operador.
    const perfil: Usuario['perfil'] = 'gerente';
    // @ts-expect-error the row type is no longer the caller's claim.
    type Afirmado = ReturnType<typeof useCollection<{ id: string }>>;
    expect([tipo, aluguel, preco, classe, perfil]).toHaveLength(5);
    expect(null as Afirmado | null).toBeNull();
  });
});
