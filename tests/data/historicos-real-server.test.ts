/* Histórico Escolar against the real server (issue 21): a record and its mensalidades written
   offline drain in order (the posting waits for the record it is linked to), reach the server
   once, and the delta pull brings back the server's rows (média, link) into IndexedDB. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { cadastrarHistorico, deletarHistoricos, editarHistorico, gerarMensalidades } from '../../src/data/historicos.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

const registro = {
  aluno: 'Bruno Lima', instituicao: 'UFMG', curso: 'Direito', periodo: '2026/2', situacao: 'Cursando',
  disciplinas: [
    { nome: 'Constitucional I', carga: '60', nota: '9', faltas: '0', resultado: 'Aprovado' },
    { nome: 'Civil I', carga: '60', nota: '7,5', faltas: '6', resultado: 'Aprovado' },
    { nome: 'Filosofia', carga: '30', nota: '', faltas: '', resultado: 'Cursando' },
  ],
};

describe('Histórico Escolar on the real server', () => {
  it('a record and its mensalidades made offline drain in order, once, and pull back linked', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect((await real.server.call({ method: 'POST', url: '/api/cadastro-banco', payload: { id: banco, banco: 'Banco Bolsa' } })).statusCode).toBe(201);
    expect(await pullAll(real.db)).toBe('ok');

    real.server.offline = true;
    expect(await cadastrarHistorico(registro)).toMatchObject({ kind: 'queued' });
    const [local] = await real.db.historicos.toArray();
    // The optimistic row already has the domain's média: (9×60 + 7,5×60) / 120 = 8,25.
    expect(local).toMatchObject({ aluno: 'Bruno Lima', media: 8.25, carga_horaria: 150, frequencia: 96 });
    const id = String(local!.id);
    expect(await gerarMensalidades(id, {
      banco, categoria: null, pagamento: 'Boleto', valorMensalidade: 80_000, parcelas: 5, primeiroVencimento: '2099-01-10', hoje: '2098-12-01',
    })).toMatchObject({ kind: 'queued' });
    expect((await real.db.lancamentos.toArray()).filter((l) => l.historico_id === id)).toHaveLength(5);
    await drainIdle();

    real.server.offline = false;
    await drain(real.db, { ignoreBackoff: true });
    expect(await listEntries(real.db)).toEqual([]);
    const historicos = (await real.server.call({ method: 'GET', url: '/api/academico' })).json() as { historicos: { id: string; media: number }[] };
    expect(historicos.historicos).toEqual([expect.objectContaining({ id, media: 8.25 })]);
    const lancs = (await real.server.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: { historico_id: string | null; valor_parcela: string }[] };
    expect(lancs.lancamentos.filter((l) => l.historico_id === id).map((l) => l.valor_parcela)).toEqual(Array(5).fill('800.00'));

    // An edit replaces the grid; the record with mensalidades cannot be deleted (here already).
    expect(await editarHistorico({ ...registro, id, situacao: 'Aprovado', disciplinas: [registro.disciplinas[0]] })).toMatchObject({ kind: 'synced' });
    expect(await deletarHistoricos([id])).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/mensalidades/) });
    expect(await pullAll(real.db)).toBe('ok');
    expect(await real.db.historicos.get(id)).toMatchObject({ situacao: 'Aprovado', media: 9, version: 2, disciplinas: [expect.objectContaining({ nome: 'Constitucional I' })] });
    const writes = real.server.requests.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeLessThanOrEqual(4);
  });
});
