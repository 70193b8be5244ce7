/* The Painel's figures kept on the device: per user database, only for the same day. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { guardarPainel, lerPainelGuardado } from '../../src/data/painel-cache.ts';
import { painel } from '../../src/domain/painel.ts';
import { freshDb, teardownDb } from './setup-db.ts';

afterEach(teardownDb);

const vazio = { lancamentos: [], recebiveis: [], faturas: [], entradas: [{ valor_final: 12_345, status: 'Ativo', tipo: 'Reserva' }], categorias: [] };

describe('painel cache', () => {
  it('gives back the figures of the same day, not another day\'s, and nothing to another user', async () => {
    const db = freshDb();
    const figuras = painel(vazio, '2026-03-10');
    guardarPainel('2026-03-10', figuras);
    await expect.poll(async () => (await db.meta.get('painel')) !== undefined).toBe(true);
    expect((await lerPainelGuardado('2026-03-10'))?.painel.saldo.reservas).toBe(12_345);
    expect(await lerPainelGuardado('2026-03-11')).toBeNull();
    freshDb();
    expect(await lerPainelGuardado('2026-03-10')).toBeNull();
  });
});
