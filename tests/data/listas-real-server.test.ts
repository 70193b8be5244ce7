/* The wire schemas' fixed lists (issue 12 item 4, decision 359) against the real server: every
   value of each list that the API stores (status, tipo, método, pagamento, tipo de compra, perfil,
   classes, modalidades, situações, resultados, formatos, linhas do DRE), written through the
   client, comes back in the pull and passes the development check of fromWire (a value outside
   its picklist would throw there and fail the pull). Values no write can store today (a payable's
   D.P.C, an entry's Investimento, the Indefinido método) are accepted by the lists all the same. */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { cadastrarOperacao } from '../../src/data/acoes.ts';
import { cadastrarCategoria, editarCategoria } from '../../src/data/categorias.ts';
import { cadastrarEntrada, inativarEntradas } from '../../src/data/entradas.ts';
import { importarExtrato } from '../../src/data/extratos.ts';
import { pagarFaturas } from '../../src/data/faturas.ts';
import { cadastrarFundo, editarFundo, registrarMovimento } from '../../src/data/fundos.ts';
import { cadastrarHistorico } from '../../src/data/historicos.ts';
import { cadastrarInvestimento, inativarInvestimentos } from '../../src/data/investimentos.ts';
import { cadastrarLancamento, cancelarLancamentos } from '../../src/data/lancamentos.ts';
import { cancelarRecebiveis } from '../../src/data/recebiveis.ts';
import { cadastrarUsuario } from '../../src/data/usuarios.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import {
  CLASSES_ACAO, CLASSES_FUNDO, FORMATOS_EXTRATO, LINHAS_DRE, METODOS, MODALIDADES, PAGAMENTOS, PERFIS, RESULTADOS,
  SITUACOES, STATUS_ENTRADA, STATUS_FUNDO, STATUS_INVESTIMENTO, TIPOS_COMPRA, TIPOS_MOVIMENTO, TIPOS_OPERACAO,
  TIPOS_VENCIMENTO,
} from '../../src/domain/listas.ts';
import { novaFatura, novoBanco, novoRecebivel, online, usuario } from './cenarios/apoio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

const extrato = (arquivo: string) => readFileSync(new URL(`../fixtures/extratos/${arquivo}`, import.meta.url));
const ARQUIVOS = ['ofx-sgml-quirks.ofx', 'nubank-cartao.csv', 'nubank-conta.csv', 'inter-fatura.csv', 'inter-conta.csv', 'modelo.csv'];

/** The distinct values of `campo` in the device's rows of a collection, sorted. */
const valores = <T>(linhas: readonly T[], campo: (l: T) => unknown) => [...new Set(linhas.map(campo))].sort();
const ordenados = (lista: readonly unknown[]) => [...lista].sort();

describe('fixed lists on the real server', () => {
  it('every value the API stores passes the wire schema and reaches the device', { timeout: 240_000 }, async () => {
    // The device has pulled once (batch actions read the lists, which wait for a first pull).
    expect(await pullAll(real.db)).toBe('ok');
    const banco = await novoBanco();
    const cartao = await novoBanco(true);

    // Payables: each pagamento with a tipo de compra, Pagar and Pago, both tipos, à vista and parcelado; one cancelled.
    for (const [i, pagamento] of PAGAMENTOS.entries()) {
      const semVencimento = i === 4;
      await online(cadastrarLancamento({
        descricao: `Conta ${i}`, valor: '150.00', data: '2026-03-02', pagamento, banco: pagamento === 'Crédito' ? cartao : banco,
        status: i % 2 ? 'Pago' : 'Pagar', data_pagamento: i % 2 ? '2026-03-02' : '', tipo: semVencimento ? 'Sem Vencimento' : 'Com Vencimento',
        vencimento: semVencimento ? '' : '2026-03-20', metodo: i === 2 ? 'Parcelado' : 'À vista', parcela: i === 2 ? '2' : '',
        categorias: '', tipo_lancamento: TIPOS_COMPRA[i], observacao: '',
      }));
    }
    const conta0 = (await real.db.lancamentos.toArray()).find((l) => l.descricao === 'Conta 0')!;
    await online(cancelarLancamentos([conta0.id_titulo]));
    // Receivables and invoices: open, paid, cancelled.
    const recebivel = await novoRecebivel('Cliente A');
    await online(cancelarRecebiveis([recebivel.id_titulo as string]));
    await novoRecebivel('Cliente B');
    await online(pagarFaturas([(await novaFatura('Fatura paga')).id]));
    await novaFatura('Fatura aberta');

    // Categories mapped to every DRE line.
    for (const linha of LINHAS_DRE) {
      const id = uuidv7();
      await online(cadastrarCategoria({ id, descricao: `Categoria ${linha}` }));
      await online(editarCategoria({ id, descricao: `Categoria ${linha}`, status: true, dre_linha: linha }));
    }

    // Entries and investments: the types a form creates, and inactivated.
    for (const tipo of ['Entrante', 'Reserva']) {
      await online(cadastrarEntrada({ descricao: `Entrada ${tipo}`, valor: '1000.00', data: '2026-03-01', tipo_lancamento: tipo }));
    }
    await online(inativarEntradas([(await real.db.entradas.toArray())[0]!.id]));
    for (const status of ['Ativo', 'Ativo', 'Finalizado']) {
      await online(cadastrarInvestimento({ descricao: `Investimento ${status}`, valor: '2000.00', data: '2026-02-01', banco, status }));
    }
    await online(inativarInvestimentos([(await real.db.investimentos.toArray()).find((x) => x.status === 'Ativo')!.id]));

    await online(cadastrarUsuario({ ...usuario('operadora'), perfil: 'operador' }));

    // Trades: a swing-trade purchase and sale of a stock, a day-trade purchase of a FII.
    const operacao = { custos: '0.00', irrf: '', corretora_id: banco, quantidade: '100', preco: '10.00' };
    await online(cadastrarOperacao({ ...operacao, ticker: 'PETR4', data: '2026-03-02', tipo: 'Compra', modalidade: 'Swing trade', classe: 'Ação' }));
    await online(cadastrarOperacao({ ...operacao, ticker: 'PETR4', data: '2026-03-03', tipo: 'Venda', modalidade: 'Swing trade', classe: 'Ação', quantidade: '50' }));
    await online(cadastrarOperacao({ ...operacao, ticker: 'HGLG11', data: '2026-03-04', tipo: 'Compra', modalidade: 'Day trade', classe: 'FII' }));

    // Funds of every class, one closed; an aplicação, a resgate and a cotação.
    const fundos = CLASSES_FUNDO.map((classe) => ({ id: uuidv7(), nome: `FI ${classe}`, cnpj: generateCnpj(), classe, banco_id: banco, status: 'Ativo' }));
    for (const fundo of fundos) await online(cadastrarFundo(fundo));
    await online(editarFundo({ ...fundos[1]!, status: 'Encerrado' }));
    const fundo = fundos[0]!.id;
    await online(registrarMovimento({ fundo_id: fundo, tipo: 'Aplicação', data: '2026-03-02', valor: '1000.00', cota: '1.00000000' }));
    await online(registrarMovimento({ fundo_id: fundo, tipo: 'Resgate', data: '2026-03-03', valor: '100.00', cota: '1.00000000' }));
    await online(registrarMovimento({ fundo_id: fundo, tipo: 'Cotação', data: '2026-03-04', cota: '1.01000000' }));

    // School records in every situação, one holding every resultado.
    for (const [i, situacao] of SITUACOES.entries()) {
      await online(cadastrarHistorico({
        aluno: `Aluno ${i}`, instituicao: 'UFMG', curso: 'Direito', periodo: '2026/1', situacao,
        disciplinas: i > 0 ? [] : RESULTADOS.map((resultado, j) => ({ nome: `Disciplina ${j}`, carga: '30', nota: '7', faltas: '0', resultado })),
      }));
    }

    // Statements in every format (each file into its own bank).
    for (const arquivo of ARQUIVOS) {
      const nome = arquivo.endsWith('.ofx') ? 'extrato.ofx' : arquivo;
      await online(importarExtrato(new File([extrato(arquivo)], nome), await novoBanco(arquivo.includes('cartao') || arquivo.includes('fatura'))));
    }

    // A fresh device pulls it all; fromWire checks every row against its schema.
    expect(await real.sincronizar()).toEqual([]);
    await real.db.delete();
    await real.db.open();
    expect(await pullAll(real.db)).toBe('ok');
    const db = real.db;
    const lancamentos = await db.lancamentos.toArray();
    expect(valores(lancamentos, (l) => l.pagamento)).toEqual(ordenados(PAGAMENTOS));
    expect(valores(lancamentos, (l) => l.tipo_compra)).toEqual(ordenados(TIPOS_COMPRA));
    expect(valores(lancamentos, (l) => l.status)).toEqual(ordenados(['Pagar', 'Pago', 'Cancelado']));
    expect(valores(lancamentos, (l) => l.tipo)).toEqual(ordenados(TIPOS_VENCIMENTO));
    expect(valores(lancamentos, (l) => l.metodo)).toEqual(ordenados(METODOS.filter((m) => m !== 'Indefinido')));
    expect(valores(await db.recebiveis.toArray(), (r) => r.status)).toEqual(ordenados(['Pagar', 'Cancelado']));
    expect(valores(await db.faturas.toArray(), (f) => f.status)).toEqual(ordenados(['Pagar', 'Pago']));
    expect(valores(await db.categorias.toArray(), (c) => c.dre_linha)).toEqual(expect.arrayContaining([...LINHAS_DRE]));
    const entradas = await db.entradas.toArray();
    expect(valores(entradas, (e) => e.tipo)).toEqual(['Entrante', 'Reserva']);
    expect(valores(entradas, (e) => e.status)).toEqual(ordenados(STATUS_ENTRADA));
    expect(valores(await db.investimentos.toArray(), (x) => x.status)).toEqual(ordenados(STATUS_INVESTIMENTO));
    expect(valores(await db.usuarios.toArray(), (u) => u.perfil)).toEqual(ordenados(PERFIS));
    const operacoes = await db.operacoes.toArray();
    expect(valores(operacoes, (o) => o.tipo)).toEqual(ordenados(TIPOS_OPERACAO));
    expect(valores(operacoes, (o) => o.modalidade)).toEqual(ordenados(MODALIDADES));
    expect(valores(operacoes, (o) => o.classe)).toEqual(ordenados(CLASSES_ACAO));
    const todosFundos = await db.fundos.toArray();
    expect(valores(todosFundos, (f) => f.classe)).toEqual(ordenados(CLASSES_FUNDO));
    expect(valores(todosFundos, (f) => f.status)).toEqual(ordenados(STATUS_FUNDO));
    expect(valores(await db.fundo_movimentos.toArray(), (m) => m.tipo)).toEqual(ordenados(TIPOS_MOVIMENTO));
    const historicos = await db.historicos.toArray();
    expect(valores(historicos, (h) => h.situacao)).toEqual(ordenados(SITUACOES));
    expect(valores(historicos.flatMap((h) => h.disciplinas), (d) => d.resultado)).toEqual(ordenados(RESULTADOS));
    expect(valores(await db.extratos.toArray(), (e) => e.formato)).toEqual(ordenados(FORMATOS_EXTRATO));
  });
});
