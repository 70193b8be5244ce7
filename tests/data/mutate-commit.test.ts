/* The one write path answers only once the change is committed (decision 362): a form closes and
   says "salvo" when the row and its outbox entry are already readable by another connection (a
   new page after a navigation), and meanwhile the write counts as in flight, so the page asks
   before unloading. On the real server in-process, as the other outbox tests. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { localWritesInFlight } from '../../src/data/local-writes.ts';
import type { OutboxEntry } from '../../src/data/sync/outbox-entry.ts';
import { usarServidorReal } from './real-server.ts';
import { nomeUnico } from './real-server-apoio.ts';

const uso = usarServidorReal();

/** A second connection to the device's database (opened by the app first: its stores exist). */
async function abrir(nome: string): Promise<IDBDatabase> {
  await uso.db.open();
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(nome);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** The outbox as another connection sees it: only committed entries. */
async function outboxDeOutraConexao(): Promise<OutboxEntry[]> {
  const db = await abrir(uso.db.name);
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as OutboxEntry[]);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Another connection holds a write transaction on the outbox until `soltar()`: the app's write
 *  queues behind it, as behind a pull's long write. */
async function segurarOutbox(): Promise<{ soltar(): Promise<void> }> {
  const db = await abrir(uso.db.name);
  const tx = db.transaction('outbox', 'readwrite');
  const store = tx.objectStore('outbox');
  let solto = false;
  const girar = () => {
    if (!solto) store.count().onsuccess = girar;
  };
  girar();
  const fim = new Promise<void>((resolve) => {
    tx.oncomplete = () => resolve();
  });
  return {
    async soltar() {
      solto = true;
      await fim;
      db.close();
    },
  };
}

describe('mutate answers after the commit', () => {
  it('a write queued behind another transaction is in flight and unanswered until it commits', { timeout: 30_000 }, async () => {
    uso.server.offline = true;
    const descricao = nomeUnico('Na fila');
    const segura = await segurarOutbox();
    let respondeu = false;
    let escrita: Promise<unknown> = Promise.resolve();
    try {
      escrita = cadastrarCategoria({ descricao }).then((outcome) => {
        respondeu = true;
        return outcome;
      });
      await vi.waitFor(() => expect(localWritesInFlight()).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50)); // the held transaction keeps it queued
      // No answer yet: the form still says 'Cadastrando' and the page asks before unloading.
      expect(respondeu).toBe(false);
    } finally {
      await segura.soltar();
    }
    expect(await escrita).toMatchObject({ kind: 'queued' });
    expect(localWritesInFlight()).toBe(0);
    // Committed at the answer: another connection (a new page after a navigation) reads it.
    expect((await outboxDeOutraConexao()).map((e) => e.label)).toEqual([`Cadastro de categoria: ${descricao}`]);
  });

  it('a local write that fails is no longer counted in flight', { timeout: 30_000 }, async () => {
    const table = Object.getPrototypeOf(uso.db.table('outbox')) as { add: () => Promise<unknown> };
    const spy = vi.spyOn(table, 'add').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    const outcome = await cadastrarBanco({ banco: nomeUnico('Sem espaço') });
    spy.mockRestore();
    expect(outcome.kind).toBe('invalid');
    expect(localWritesInFlight()).toBe(0);
  });
});
