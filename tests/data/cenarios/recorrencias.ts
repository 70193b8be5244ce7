/* The real-server scenarios of Contas recorrentes (issue 34, decision 414): the device creates,
   edits and deletes a recorrência offline together with its occurrences, and after the sync its
   rows (the recorrência and every occurrence, with the ids it chose) are the server's. */
import { expect } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { pagarLancamentos } from '../../../src/data/lancamentos.ts';
import { cadastrarRecorrencia, deletarRecorrencias, editarRecorrencia } from '../../../src/data/recorrencias.ts';
import { currentDb } from '../../../src/data/db.ts';
import { todayISO } from '../../../src/domain/dates.ts';
import { local, novoBanco, online, tag } from './apoio.ts';
import type { Cenario, Estado } from './apoio.ts';

const aluguel = async (descricao: string) => ({
  tipo: 'pagar', descricao, valor: '2500.00', banco: await novoBanco(), pagamento: 'Boleto', frequencia: 'Mensal', dia: 10,
  inicio: todayISO(), fim: '', ajustar_dia_util: false, observacao: '', status: true,
});

const ocorrencias = (servidor: Estado, recorrencia: string) =>
  [...(servidor.get('lancamentos')?.values() ?? [])].filter((r) => r.recorrencia_id === recorrencia);

/** A recorrência made online, with its first occurrence paid; its id, fields and that occurrence's id. */
async function comUmaPaga(descricao: string) {
  const id = uuidv7();
  const campos = await aluguel(descricao);
  await online(cadastrarRecorrencia({ id, ...campos }));
  const linhas = (await currentDb()!.lancamentos.where('recorrencia_id').equals(id).toArray()).sort((x, y) => String(x.vencimento).localeCompare(String(y.vencimento)));
  expect(linhas).toHaveLength(12);
  await online(pagarLancamentos([linhas[0]!.id]));
  return { id, campos, paga: linhas[0]!.id };
}

export const CENARIOS_RECORRENCIAS = {
  cadastrarRecorrencia: {
    preparar: async () => {
      const campos = await aluguel(`Aluguel ${tag()}`);
      const id = uuidv7();
      return () => cadastrarRecorrencia({ id, ...campos });
    },
    conferir: (servidor: Estado) => {
      const recs = [...(servidor.get('recorrencias')?.values() ?? [])];
      const ultima = recs.at(-1)!;
      expect(ocorrencias(servidor, String(ultima.id))).toHaveLength(12);
    },
  },
  editarRecorrencia: {
    preparar: async () => {
      const { id, campos, paga } = await comUmaPaga(`Aluguel ${tag()}`);
      return async () => {
        const outcome = await editarRecorrencia({ id, ...campos, valor: '2750.00', dia: 15 });
        expect((await local('lancamentos', (r) => r.id === paga)).valor).toBe(250000);
        return outcome;
      };
    },
  },
  deletarRecorrencias: {
    preparar: async () => {
      const { id } = await comUmaPaga(`Aluguel ${tag()}`);
      return () => deletarRecorrencias([id]);
    },
  },
} satisfies Record<'cadastrarRecorrencia' | 'editarRecorrencia' | 'deletarRecorrencias', Cenario>;

