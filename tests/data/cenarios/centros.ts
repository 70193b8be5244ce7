/* The real-server scenarios of Centros de custo (issue 35, decision 440): created, edited and
   deleted offline, the device's rows are the server's after the sync. */
import { uuidv7 } from 'uuidv7';
import { cadastrarCentroCusto, deletarCentrosCusto, editarCentroCusto } from '../../../src/data/centros-custo.ts';
import { online, tag } from './apoio.ts';
import type { Cenario } from './apoio.ts';

async function centroOnline(): Promise<string> {
  const id = uuidv7();
  await online(cadastrarCentroCusto({ id, codigo: `CC-${tag()}`, nome: 'Filial Centro' }));
  return id;
}

export const CENARIOS_CENTROS = {
  cadastrarCentroCusto: { preparar: async () => () => cadastrarCentroCusto({ codigo: `ADM-${tag()}`, nome: 'Administrativo' }) },
  editarCentroCusto: {
    preparar: async () => {
      const id = await centroOnline();
      return () => editarCentroCusto({ id, codigo: `CC-${tag()}`, nome: 'Filial Norte', status: false });
    },
  },
  deletarCentrosCusto: { preparar: async () => { const id = await centroOnline(); return () => deletarCentrosCusto([id]); } },
} satisfies Record<'cadastrarCentroCusto' | 'editarCentroCusto' | 'deletarCentrosCusto', Cenario>;
