/* A centro de custo named by a rateio share (issue 35, decisions 440 and 441), on the device against
   the real server: a payable split on the device reaches the server with its shares and comes
   back equal; deleting that centro is then refused on the device, offline, before anything is
   queued, as the server would refuse it. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarCentroCusto, deletarCentrosCusto } from '../../src/data/centros-custo.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { MSG_CENTRO } from '../../src/domain/messages-centros.ts';
import { novoLancamento, online, tag } from './cenarios/apoio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

describe('a centro de custo in use', () => {
  it('a 60/40 split made on the device is the server\'s; its centro is not deleted offline', { timeout: 60_000 }, async () => {
    expect(await pullAll(real.db)).toBe('ok');
    const [matriz, filial] = [uuidv7(), uuidv7()];
    await online(cadastrarCentroCusto({ id: matriz, codigo: `MTZ-${tag()}`, nome: 'Matriz' }));
    await online(cadastrarCentroCusto({ id: filial, codigo: `FIL-${tag()}`, nome: 'Filial' }));
    const row = await novoLancamento(`Aluguel ${tag()}`, {
      valor: '1500.00', rateio: [{ centro_custo: matriz, percentual: '60' }, { centro_custo: filial, percentual: '40,00' }],
    });
    const esperado = [
      { categoria: null, centro_custo: matriz, percentual: 6000, valor: null },
      { categoria: null, centro_custo: filial, percentual: 4000, valor: null },
    ];
    expect(row.rateio).toEqual(esperado);
    expect(await pullAll(real.db)).toBe('ok');
    const servidor = (await real.server.call({ method: 'GET', url: '/api/lancamentos' }))
      .json().lancamentos as { id: string; rateio: unknown }[];
    expect(servidor.find((r) => r.id === row.id)?.rateio).toEqual(esperado);

    real.server.offline = true;
    expect(await deletarCentrosCusto([filial])).toMatchObject({ kind: 'invalid', message: MSG_CENTRO.emUso });
    expect(await listEntries(real.db)).toEqual([]);
    real.server.offline = false;
  });
});
