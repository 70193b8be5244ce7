/* The real-server scenarios of the writes of issues 16, 17, 19 and 21 (extratos and conciliação,
   lembretes, the bell's read marks, observações, ações, fundos, históricos): each prepares online
   through the client and returns the offline write, as the scenarios in mutacoes-real.test.ts. */
import { readFileSync } from 'node:fs';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { uuidv7 } from 'uuidv7';
import { cadastrarOperacao, deletarOperacoes } from '../../../src/data/acoes.ts';
import { currentDb } from '../../../src/data/db.ts';
import { confirmarSugestoes, importarExtrato, sugestoesDoBanco } from '../../../src/data/extratos.ts';
import type { ExtratoLocal } from '../../../src/data/extratos.ts';
import { cadastrarFundo, deletarFundos, editarFundo, registrarMovimento } from '../../../src/data/fundos.ts';
import { cadastrarHistorico, deletarHistoricos, editarHistorico } from '../../../src/data/historicos.ts';
import { cadastrarLancamento } from '../../../src/data/lancamentos.ts';
import { rowAs } from '../../../src/data/live.ts';
import { adiarLembrete, cadastrarLembrete, concluirLembretes, deletarLembretes } from '../../../src/data/lembretes.ts';
import { definirVencimentosAutomaticos, marcarLidas } from '../../../src/data/notificacoes.ts';
import { cadastrarObservacao, deletarObservacoes, editarObservacao } from '../../../src/data/observacoes.ts';
import { cadastrarTransferencia, deletarTransferencias } from '../../../src/data/transferencias.ts';
import type { Lembrete } from '../../../src/domain/lembrete.ts';
import type { NomeMutacao } from '../../../src/domain/mutacoes.ts';
import { local, novoBanco, novoLancamento, online, tag } from './apoio.ts';
import type { Cenario } from './apoio.ts';

const OFX = readFileSync(new URL('../../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url));

const operacao = (ticker: string, corretora_id: string) => ({
  ticker, modalidade: 'Swing trade', classe: 'Ação', custos: '5.00', irrf: '', data: '2026-03-02', tipo: 'Compra',
  quantidade: '100', preco: '37.51', corretora_id,
});

async function novoFundo(nome: string): Promise<{ id: string; banco_id: string; cnpj: string }> {
  const fundo = { id: uuidv7(), banco_id: await novoBanco(), cnpj: generateCnpj() };
  await online(cadastrarFundo({ ...fundo, nome, classe: 'Renda Fixa', status: 'Ativo' }));
  return fundo;
}

const registro = (aluno: string) => ({
  aluno, instituicao: 'UFMG', curso: 'Direito', periodo: '2026/1', situacao: 'Cursando',
  disciplinas: [
    { nome: 'Constitucional I', carga: '60', nota: '9', faltas: '0', resultado: 'Aprovado' },
    { nome: 'Civil I', carga: '45', nota: '7,5', faltas: '6', resultado: 'Aprovado' },
  ],
});

async function novoHistorico(aluno: string): Promise<string> {
  const id = uuidv7();
  await online(cadastrarHistorico({ id, ...registro(aluno) }));
  return id;
}

const lembrete = (titulo: string) => ({ titulo, data: '2026-03-20', antecedencia_dias: 2, recorrencia: 'Nenhuma' });

async function novoLembrete(dados: Record<string, unknown>): Promise<string> {
  const id = uuidv7();
  await online(cadastrarLembrete({ id, ...dados }));
  return id;
}

async function novaObservacao(assunto: string): Promise<string> {
  const id = uuidv7();
  await online(cadastrarObservacao({ id, assunto, texto: 'Conferir com o contador.', entidade: 'Geral' }));
  return id;
}

export const CENARIOS_AREAS = {
  cadastrarOperacao: {
    preparar: async () => {
      const corretora = await novoBanco();
      return () => cadastrarOperacao(operacao(`T${tag().slice(0, 3).toUpperCase()}3`, corretora));
    },
  },
  deletarOperacoes: {
    preparar: async () => {
      const id = uuidv7();
      await online(cadastrarOperacao({ id, ...operacao('VALE3', await novoBanco()) }));
      return () => deletarOperacoes([id]);
    },
  },
  cadastrarFundo: {
    preparar: async () => {
      const banco_id = await novoBanco();
      return () => cadastrarFundo({ nome: `FI ${tag()}`, cnpj: generateCnpj(), classe: 'Multimercado', banco_id, status: 'Ativo' });
    },
  },
  editarFundo: {
    preparar: async () => {
      const fundo = await novoFundo(`FI ${tag()}`);
      return () => editarFundo({ ...fundo, nome: `Renomeado ${tag()}`, classe: 'Ações', status: 'Encerrado' });
    },
  },
  deletarFundos: {
    preparar: async () => {
      // Only funds without movements can go (decision 319).
      const ids = [(await novoFundo(`FI ${tag()}`)).id, (await novoFundo(`FI ${tag()}`)).id];
      return () => deletarFundos(ids);
    },
  },
  movimentoFundo: {
    preparar: async () => {
      const { id } = await novoFundo(`FI ${tag()}`);
      await online(registrarMovimento({ fundo_id: id, tipo: 'Aplicação', data: '2026-03-02', valor: '1000.00', cota: '1.23456789' }));
      // A resgate by value: the quotas the device derives (8 decimals) must be the server's.
      return () => registrarMovimento({ fundo_id: id, tipo: 'Resgate', data: '2026-03-05', valor: '333.33', cota: '1.25000001' });
    },
  },
  cadastrarHistorico: { preparar: async () => () => cadastrarHistorico(registro(`Aluna ${tag()}`)) },
  editarHistorico: {
    preparar: async () => {
      const aluno = `Aluno ${tag()}`;
      const id = await novoHistorico(aluno);
      const { disciplinas } = registro(aluno);
      return () => editarHistorico({
        ...registro(aluno), id, situacao: 'Aprovado',
        disciplinas: [disciplinas[0], { nome: 'Penal I', carga: '30', nota: '6,5', faltas: '3', resultado: 'Aprovado' }],
      });
    },
  },
  deletarHistoricos: {
    preparar: async () => {
      const id = await novoHistorico(`Aluno ${tag()}`);
      return () => deletarHistoricos([id]);
    },
  },
  importarExtrato: {
    preparar: async () => {
      const banco = await novoBanco();
      return () => importarExtrato(new File([OFX], 'extrato.ofx'), banco);
    },
  },
  conciliar: {
    preparar: async () => {
      const banco = await novoBanco();
      await online(cadastrarLancamento({
        descricao: 'Aluguel sala centro', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2025-12-20', valor: '150.00',
        tipo: 'Com Vencimento', vencimento: '2026-01-03', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
      }));
      await online(importarExtrato(new File([OFX], 'extrato.ofx'), banco));
      const db = currentDb()!;
      // Offline, the clerk confirms the proposal: the payable is paid on the line's day, then linked.
      return async () => {
        const linhas = (await db.extratos.where('banco_id').equals(banco).toArray()) as ExtratoLocal[];
        const sugestoes = sugestoesDoBanco(banco, linhas, await db.lancamentos.toArray(), await db.recebiveis.toArray(), new Set());
        if (sugestoes.length !== 1) throw new Error(`expected one proposal, got ${sugestoes.length}`);
        return confirmarSugestoes(sugestoes, linhas);
      };
    },
  },
  cadastrarLembrete: {
    preparar: async () => {
      const { id } = await novoLancamento(`Vinculado ${tag()}`);
      return () => cadastrarLembrete({
        titulo: `Folha ${tag()}`, data: '2026-03-06', hora: '09:30', antecedencia_dias: 0, recorrencia: 'N-ésimo dia útil do mês', dia_util: 5,
        vinculo_tipo: 'lancamentos', vinculo_id: id,
      });
    },
  },
  editarLembrete: {
    preparar: async () => {
      const titulo = `DAS ${tag()}`;
      const id = await novoLembrete(lembrete(titulo));
      const row = await local('lembretes', (r) => r.id === id);
      return () => adiarLembrete(rowAs<Lembrete>(row)!, 7);
    },
  },
  // Issue 32: a transfer between two banks, and its deletion.
  cadastrarTransferencia: {
    preparar: async () => {
      const [de, para] = [await novoBanco(), await novoBanco()];
      return () => cadastrarTransferencia({ de, para, valor: '150.25', data: '2026-03-04', descricao: `Reserva ${tag()}` });
    },
  },
  deletarTransferencias: {
    preparar: async () => {
      const id = uuidv7();
      await online(cadastrarTransferencia({ id, de: await novoBanco(), para: await novoBanco(), valor: '10.00', data: '2026-03-04' }));
      return () => deletarTransferencias([id]);
    },
  },
  deletarLembretes: {
    preparar: async () => {
      const id = await novoLembrete(lembrete(`Apagar ${tag()}`));
      return () => deletarLembretes([id]);
    },
  },
  concluirLembretes: {
    preparar: async () => {
      const id = await novoLembrete({ titulo: `Folha ${tag()}`, data: '2026-03-06', antecedencia_dias: 0, recorrencia: 'N-ésimo dia útil do mês', dia_util: 5 });
      return () => concluirLembretes([id]);
    },
  },
  marcarNotificacoesLidas: {
    preparar: async () => {
      const id = await novoLembrete(lembrete(`Sino ${tag()}`));
      return () => marcarLidas([`lembrete:${id}:2026-03-20`]);
    },
  },
  desmarcarNotificacoes: {
    preparar: async () => {
      await online(definirVencimentosAutomaticos(false));
      return () => definirVencimentosAutomaticos(true);
    },
  },
  cadastrarObservacao: {
    preparar: async () => {
      const { id } = await novoLancamento(`Anotado ${tag()}`);
      return () => cadastrarObservacao({ assunto: `Nota ${tag()}`, texto: 'Pago em dinheiro.', entidade: 'Lançamento', registro_id: id, fixada: true });
    },
  },
  editarObservacao: {
    preparar: async () => {
      const id = await novaObservacao(`Nota ${tag()}`);
      return () => editarObservacao({ id, assunto: `Revista ${tag()}`, texto: 'Texto novo.', entidade: 'Geral', fixada: true });
    },
  },
  deletarObservacoes: {
    preparar: async () => {
      const id = await novaObservacao(`Nota ${tag()}`);
      return () => deletarObservacoes([id]);
    },
  },
} satisfies Partial<Record<NomeMutacao, Cenario>>;
