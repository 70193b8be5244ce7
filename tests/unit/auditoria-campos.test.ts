import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rotuloAcao, rotuloCampo, valorLegivel } from '../../src/domain/auditoria-campos.ts';
import { rotuloEntidade } from '../../src/domain/auditoria.ts';

describe('the change log’s field labels (decision 352)', () => {
  it('names a field by the label the forms use', () => {
    expect(rotuloCampo('lancamentos', 'valor_pago')).toBe('Valor pago');
    expect(rotuloCampo('lancamentos', 'data_pagamento')).toBe('Data Pagamento');
    expect(rotuloCampo('recebiveis', 'descricao')).toBe('Descrição');
    expect(rotuloCampo('entradas', 'valor_final')).toBe('Valor atual');
  });

  it('uses the table’s own label where its form differs', () => {
    expect(rotuloCampo('pagamentos', 'alvo_id')).toBe('Título pago');
    expect(rotuloCampo('movimentacoes', 'alvo_id')).toBe('Registro');
    expect(rotuloCampo('bancos', 'vencimento')).toBe('Vencimento do cartão');
  });

  it('keeps the name of a field without a label', () => {
    expect(rotuloCampo('lancamentos', 'coluna_nova')).toBe('coluna_nova');
    expect(rotuloCampo('tabela_nova', 'valor_pago')).toBe('Valor pago');
  });
});

describe('the change log’s entities', () => {
  it('names the tables added after the log by their screens', () => {
    expect(rotuloEntidade('extratos')).toBe('Extratos');
    expect(rotuloEntidade('operacoes')).toBe('Operações');
    expect(rotuloEntidade('tabela_nova')).toBe('tabela_nova');
  });
});

describe('no column key where a clerk reads (issue 33)', () => {
  // Columns the log never shows (bookkeeping, secrets, the service tables' own fields).
  const INTERNAS = new Set([
    'acao', 'antes', 'assunto', 'autor_id', 'chat', 'codigo_hash', 'created_at', 'criado_por', 'deleted_at', 'depois',
    'dono', 'entidade', 'entity', 'erro', 'execucao_id', 'expire', 'expires_at', 'fechada_avisada', 'fechamento', 'key',
    'mensagem', 'method', 'mutacao', 'n_lancamentos', 'origem', 'password_hash', 'path', 'points', 'poller', 'quando',
    'quando_dispositivo', 'registro_id', 'request_hash', 'response_body', 'response_status', 'resultado', 'revoked_at',
    'row_id', 'slot', 'tarefa', 'tentativas', 'token', 'txid', 'update_offset', 'updated_at', 'user_id', 'version',
    'agendada_para', 'proxima_tentativa', 'lease_ate', 'iniciada_em', 'terminada_em', 'seq', 'poller_ate', 'expira_em',
    'usado_em', 'enviar_apos', 'enviada_em',
  ]);

  it('labels every column of the schema but the bookkeeping ones, in DESIGN §7 words', () => {
    const raiz = join(import.meta.dirname, '..', '..', 'server', 'db');
    const colunas = new Set<string>();
    for (const arquivo of readdirSync(raiz).filter((a) => /^schema.*\.ts$/.test(a))) {
      for (const m of readFileSync(join(raiz, arquivo), 'utf8').matchAll(/\b(?:text|uuid|date|cents|boolean|bigint|smallint|timestamp|integer|ts|instante|jsonb|bigserial|numeric)\('([a-z_0-9]+)'/g)) colunas.add(m[1]!);
    }
    const semRotulo = [...colunas].filter((c) => !INTERNAS.has(c) && rotuloCampo('qualquer', c) === c);
    expect(semRotulo).toEqual([]);
    expect(rotuloCampo('lancamentos', 'pagamento')).toBe('Pagamento');
    expect(rotuloCampo('lancamentos', 'tipo_compra')).toBe('Tipo de lançamento');
    expect(rotuloCampo('faturas', 'linha_digitavel')).toBe('Linha digitável');
  });
});

describe('the change log in words a clerk reads (issue 33, decision 428)', () => {
  const itau = '5f0c1d2e-0000-4000-8000-000000000003';
  const aluguel = '9a8b7c6d-0000-4000-8000-00000000c0de';
  const ana = '11111111-2222-4333-8444-555555555555';
  const sumido = 'ffffffff-0000-4000-8000-00000000abcd';
  const nomes = {
    bancos: new Map([[itau, 'Itaú Empresas']]),
    categorias: new Map([[aluguel, 'Aluguel']]),
    usuarios: new Map([[ana, 'Ana Souza']]),
  };

  it('shows a referenced bank, category or user by its name', () => {
    expect(valorLegivel('banco', itau, nomes)).toBe('Itaú Empresas');
    expect(valorLegivel('banco_id', itau, nomes)).toBe('Itaú Empresas');
    expect(valorLegivel('de', itau, nomes)).toBe('Itaú Empresas');
    expect(valorLegivel('corretora_id', itau, nomes)).toBe('Itaú Empresas');
    expect(valorLegivel('categoria_id', aluguel, nomes)).toBe('Aluguel');
    expect(valorLegivel('usuario_id', ana, nomes)).toBe('Ana Souza');
  });

  it('says when the referenced record is gone, with its short id', () => {
    expect(valorLegivel('banco', sumido, nomes)).toBe('#00ABCD (excluído)');
    expect(valorLegivel('categoria_id', sumido, nomes)).toBe('#00ABCD (excluída)');
    expect(valorLegivel('usuario_id', sumido, nomes)).toBe('#00ABCD (excluído)');
  });

  it('keeps other ids short, text as it is, and ids short while the lists load', () => {
    expect(valorLegivel('alvo_id', itau, nomes)).toBe('#000003');
    expect(valorLegivel('banco', 'Itaú', nomes)).toBe('Itaú');
    expect(valorLegivel('banco', '—', nomes)).toBe('—');
    expect(valorLegivel('banco', itau, null)).toBe('#000003');
  });

  it('writes an action as a sentence starts', () => {
    expect(rotuloAcao('informar pagamento')).toBe('Informar pagamento');
    expect(rotuloAcao('excluir')).toBe('Excluir');
  });
});
