/* The real-server scenarios of Orçamento (issue 35 item 3, decision 443): a budget typed offline
   (a new one, and a second value for a month already planned), the device's rows are the server's
   after the sync. */
import { uuidv7 } from 'uuidv7';
import { cadastrarCategoria } from '../../../src/data/categorias.ts';
import { cadastrarCentroCusto } from '../../../src/data/centros-custo.ts';
import { cadastrarOrcamento } from '../../../src/data/orcamentos.ts';
import { online, tag } from './apoio.ts';
import type { Cenario } from './apoio.ts';

async function novaCategoria(): Promise<string> {
  const id = uuidv7();
  await online(cadastrarCategoria({ id, descricao: `Aluguel ${tag()}` }));
  return id;
}

export const CENARIOS_ORCAMENTOS = {
  cadastrarOrcamento: {
    preparar: async () => {
      const categoria = await novaCategoria();
      const centro = uuidv7();
      await online(cadastrarCentroCusto({ id: centro, codigo: `OR-${tag()}`, nome: 'Filial Sul' }));
      // The same (categoria, centro, mês) typed online first: offline, a new value replaces it.
      await online(cadastrarOrcamento({ categoria, centro_custo: centro, mes: '2026-03', valor: '1.000,00' }));
      return () => cadastrarOrcamento({ categoria, centro_custo: centro, mes: '2026-03', valor: '1.250,50' });
    },
    conferir: (servidor) => {
      const valores = [...servidor.get('orcamentos')!.values()].filter((o) => o.mes === '2026-03').map((o) => o.valor);
      if (!valores.includes(125_050)) throw new Error(`orçamento não atualizado: ${JSON.stringify(valores)}`);
    },
  },
} satisfies Record<'cadastrarOrcamento', Cenario>;
