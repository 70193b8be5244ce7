// @vitest-environment happy-dom
/* The small live reads (decision 203): a history read through useLiveQuery shows what IndexedDB
   holds and follows each change with no event wiring — a payment made on the device appears at
   once, oldest first, and only the record's own entries. */
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHistoricoDe } from '../../src/data/consultas.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
const ALVO = '0190a0e0-0000-7000-8000-000000000101';
const OUTRO = '0190a0e0-0000-7000-8000-000000000102';

beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  await teardownDb();
});

function Historico({ alvo }: { alvo: string }) {
  const { rows, ready } = useHistoricoDe('pagamentos', alvo);
  if (!ready) return <p>carregando</p>;
  return <ul>{rows.map((r) => <li key={r.id}>{`${r.data} ${r.valor}`}</li>)}</ul>;
}

const itens = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('useHistoricoDe (useLiveQuery)', () => {
  it('reads one record’s history through its index, oldest first, and follows new entries live', async () => {
    await db.rows('pagamentos').bulkPut([
      { id: '0190a0e0-0000-7000-8000-000000009002', alvo: 'lancamento', alvo_id: ALVO, descricao: 'Quitação', valor: 75000, data: '2026-03-20' },
      { id: '0190a0e0-0000-7000-8000-000000009001', alvo: 'lancamento', alvo_id: ALVO, descricao: 'Parcial', valor: 25000, data: '2026-03-15' },
      { id: '0190a0e0-0000-7000-8000-000000009003', alvo: 'lancamento', alvo_id: OUTRO, descricao: 'Outra', valor: 1, data: '2026-03-01' },
    ]);
    render(<Historico alvo={ALVO} />);
    await waitFor(() => expect(itens()).toEqual(['2026-03-15 25000', '2026-03-20 75000']));

    await db.rows('pagamentos').put({ id: '0190a0e0-0000-7000-8000-000000009004', alvo: 'lancamento', alvo_id: ALVO, descricao: 'Estorno', valor: 100, data: '2026-03-16' });
    await waitFor(() => expect(itens()).toEqual(['2026-03-15 25000', '2026-03-16 100', '2026-03-20 75000']));
    await db.pagamentos.delete('0190a0e0-0000-7000-8000-000000009002');
    await waitFor(() => expect(itens()).toEqual(['2026-03-15 25000', '2026-03-16 100']));
  });
});
