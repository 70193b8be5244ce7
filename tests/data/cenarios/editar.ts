/* The real-server scenarios of Editar (issue 31 item 1, decision 395): offline, one parcela's
   valor and vencimento (the group's total on every parcela) and the group's descriptive fields. */
import { expect } from 'vitest';
import { cadastrarCategoria } from '../../../src/data/categorias.ts';
import { cadastrarLancamento } from '../../../src/data/lancamentos.ts';
import { cadastrarRecebivel } from '../../../src/data/recebiveis.ts';
import { editarFatura, editarLancamento, editarRecebivel } from '../../../src/data/editar-titulos.ts';
import type { NomeMutacao } from '../../../src/domain/mutacoes.ts';
import { local, novaFatura, novoBanco, online, porDescricao, tag } from './apoio.ts';
import type { Cenario } from './apoio.ts';

export const CENARIOS_EDITAR = {
  editarLancamento: {
    preparar: async () => {
      const descricao = `Reforma ${tag()}`;
      const categoria = `Obras ${tag()}`;
      await online(cadastrarCategoria({ descricao: categoria }));
      const { id: cat } = await local('categorias', porDescricao(categoria));
      await online(cadastrarLancamento({
        descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: await novoBanco(), data: '2026-03-02',
        tipo: 'Com Vencimento', vencimento: '2026-03-31', metodo: 'Parcelado', parcela: '3', categorias: '',
        tipo_lancamento: 'Pagamento', observacao: '', valor: '300.03',
      }));
      const p2 = await local('lancamentos', (row) => row.descricao === descricao && row.parcela === 2);
      const banco = await novoBanco();
      return async () => {
        // The group's descriptive fields first, then parcela 2's amount and day (based on the new version).
        await editarLancamento({ id: p2.id, escopo: 'grupo', descricao: `${descricao} sala`, categorias: cat, banco, observacao: 'obra' });
        return editarLancamento({ id: p2.id, escopo: 'parcela', valor: '150,55', vencimento: '2026-05-15' });
      };
    },
    conferir: (servidor) => {
      const rows = [...servidor.get('lancamentos')!.values()].filter((r) => /^Reforma .* sala$/.test(String(r.descricao)))
        .sort((a, b) => Number(a.parcela) - Number(b.parcela));
      expect(rows.map((r) => [r.valor_parcela, r.valor, r.vencimento, r.observacao])).toEqual([
        [10001, 35057, '2026-03-31', 'obra'], [15055, 35057, '2026-05-15', 'obra'], [10001, 35057, '2026-05-31', 'obra'],
      ]);
    },
  },
  editarRecebivel: {
    preparar: async () => {
      const descricao = `Cliente ${tag()}`;
      await online(cadastrarRecebivel({
        descricao, status: 'Pagar', data_pagamento: '', valor: '600.00', data: '2026-03-02',
        tipo: 'Sem Vencimento', vencimento: '', metodo: 'Parcelado', parcela: '2', observacao: '',
      }));
      const r1 = await local('recebiveis', (row) => row.descricao === descricao && row.parcela === 1);
      return () => editarRecebivel({ id: r1.id, escopo: 'parcela', valor: '250.00', vencimento: '2026-04-10', descricao: `${descricao} março` });
    },
    conferir: (servidor) => {
      const r1 = [...servidor.get('recebiveis')!.values()].find((r) => /^Cliente .* março$/.test(String(r.descricao)));
      expect(r1).toMatchObject({ valor_parcela: 25000, valor: 55000, vencimento: '2026-04-10', tipo: 'Com Vencimento' });
    },
  },
  editarFatura: {
    preparar: async () => {
      const fatura = await novaFatura(`Fatura ${tag()}`);
      const banco = await novoBanco(true);
      return () => editarFatura({ id: fatura.id, escopo: 'parcela', valor: '512,34', vencimento: '2026-03-20', banco, descricao: `${fatura.descricao} março` });
    },
    conferir: (servidor) => {
      const f = [...servidor.get('faturas')!.values()].find((r) => /^Fatura .* março$/.test(String(r.descricao)));
      expect(f).toMatchObject({ valor: 51234, vencimento: '2026-03-20' });
    },
  },
} satisfies Partial<Record<NomeMutacao, Cenario>>;
