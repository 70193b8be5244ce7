/* Issue 17 on the real server: reminders written offline (create, conclude a 'N-ésimo dia útil'
   one, a note) reach the server once, and the device's optimistic rows equal the server's; the
   bell reads the device's data (a reminder due for me, a refused entry) and a read mark syncs. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { cadastrarLembrete, concluirLembretes, editarLembrete } from '../../src/data/lembretes.ts';
import { calcularSino, marcarLidas } from '../../src/data/notificacoes.ts';
import { cadastrarObservacao } from '../../src/data/observacoes.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { usarServidorReal } from './real-server.ts';

const HOJE = new Date('2026-03-09T15:00:00Z'); // Monday noon in São Paulo

const real = usarServidorReal({ hoje: HOJE });


describe('Lembretes and Observações through the one write path', () => {
  it('offline writes reach the server once, and the device computed what the server stored', { timeout: 60_000 }, async () => {
    real.server.offline = true;
    const amanha = uuidv7();
    const util = uuidv7();
    expect(await cadastrarLembrete({ id: amanha, titulo: 'DAS', data: '2026-03-10', antecedencia_dias: 1, recorrencia: 'Nenhuma' })).toMatchObject({ kind: 'queued' });
    expect(await cadastrarLembrete({ id: util, titulo: 'Folha', data: '2026-03-06', antecedencia_dias: 0, recorrencia: 'N-ésimo dia útil do mês', dia_util: 5 })).toMatchObject({ kind: 'queued' });
    expect(await concluirLembretes([util])).toMatchObject({ kind: 'queued' });
    expect(await cadastrarObservacao({ assunto: 'Nota', texto: 'Texto', entidade: 'Geral' })).toMatchObject({ kind: 'queued' });

    // Offline, the bell already shows the reminder due tomorrow with 1 day ahead.
    const sino = await calcularSino(real.db, '2026-03-09');
    expect(sino.naoLidas.map((n) => n.chave)).toContain(`lembrete:${amanha}:2026-03-10`);

    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);

    const lembretes = new Map((await real.linhas('/api/lembretes', 'lembretes')).map((r) => [r.id, r]));
    // 5th business day of April 2026: 1, 2, (3 Good Friday), 6, 7, 8 → 08/04.
    expect(lembretes.get(util)).toMatchObject({ data: '2026-04-08', status: 'Pendente' });
    expect((await real.db.lembretes.get(util))).toMatchObject({ data: '2026-04-08', status: 'Pendente' });
    expect(lembretes.get(amanha)).toMatchObject({ data: '2026-03-10', antecedencia_dias: 1, status: 'Pendente' });
    const notas = await real.linhas('/api/observacoes', 'observacoes');
    expect(notas).toHaveLength(1);
    const usuarios = await real.linhas('/api/usuarios', 'users');
    expect(notas[0]).toMatchObject({ autor_id: usuarios[0]!.id, entidade: 'Geral' });

    expect(await marcarLidas([`lembrete:${amanha}:2026-03-10`])).toMatchObject({ kind: 'synced' });
    const lidas = await real.linhas('/api/notificacoes-lidas', 'lidas');
    expect(lidas.map((l) => l.chave)).toEqual([`lembrete:${amanha}:2026-03-10`]);
    expect((await calcularSino(real.db, '2026-03-09')).naoLidas.map((n) => n.chave)).not.toContain(`lembrete:${amanha}:2026-03-10`);
  });

  it('an edit made offline on an old copy is refused by the server in Portuguese; the newer edit stays (decision 317)', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    expect(await cadastrarLembrete({ id, titulo: 'DCTFWeb', data: '2026-03-13', antecedencia_dias: 1, recorrencia: 'Nenhuma' })).toMatchObject({ kind: 'synced' });
    const copia = await real.db.lembretes.get(id);
    expect(copia).toMatchObject({ version: 1 });
    real.server.offline = true;
    expect(await editarLembrete({ ...copia, titulo: 'DCTFWeb (deste dispositivo)', destinatarios: [] })).toMatchObject({ kind: 'queued' });
    // Meanwhile another person edits it on the real.server.
    const outra = await real.server.call({ method: 'POST', url: '/api/update-lembrete', payload: {
      id, titulo: 'DCTFWeb (outra pessoa)', data: '2026-03-13', antecedencia_dias: 1, recorrencia: 'Nenhuma', status: 'Pendente', version: 1,
    } });
    expect(outra.statusCode, outra.body).toBe(200);
    real.server.offline = false;
    await drainIdle();
    await drain(real.db, { ignoreBackoff: true });
    expect(await listEntries(real.db)).toEqual([expect.objectContaining({
      status: 'failed', lastStatus: 409, lastError: expect.stringContaining('Este registro foi alterado por outra pessoa'),
    })]);
    expect((await real.linhas('/api/lembretes', 'lembretes')).find((r) => r.id === id)).toMatchObject({ titulo: 'DCTFWeb (outra pessoa)', version: 2 });
  });

  it('the bell reads the tax categories on the device: a tributo due on a holiday Monday notifies as due Friday (decision 318)', async () => {
    await real.db.rows('categorias').put({ id: 'cat-imposto', descricao: 'Impostos', tributo: true });
    await real.db.rows('lancamentos').bulkPut([
      { id: 'iss', descricao: 'ISS', vencimento: '2026-09-07', status: 'Pagar', categoria_id: 'cat-imposto', tributo: false },
      { id: 'das', descricao: 'DAS', vencimento: '2026-09-07', status: 'Pagar', categoria_id: null, tributo: true },
    ]);
    const chaves = (await calcularSino(real.db, '2026-09-01')).naoLidas.map((n) => n.chave);
    expect(chaves).toEqual(expect.arrayContaining(['vencimento:lancamentos:iss:2026-09-04:D-3', 'vencimento:lancamentos:das:2026-09-04:D-3']));
  });

  it('a refused entry is a notification of the bell', { timeout: 60_000 }, async () => {
    // A link to a payable that does not exist: accepted offline (the device cannot know), refused by the server.
    real.server.offline = true;
    expect(await cadastrarLembrete({ titulo: 'Órfão', data: '2026-03-20', antecedencia_dias: 0, recorrencia: 'Nenhuma', vinculo_tipo: 'lancamentos', vinculo_id: uuidv7() })).toMatchObject({ kind: 'queued' });
    real.server.offline = false;
    await real.sincronizar();
    const [entrada] = await listEntries(real.db);
    expect(entrada?.status).toBe('failed');
    const sino = await calcularSino(real.db, '2026-03-09');
    expect(sino.naoLidas.find((n) => n.chave === `recusa:${entrada!.id}`)).toMatchObject({ tipo: 'recusa', texto: 'O registro vinculado não existe.' });
  });
});
