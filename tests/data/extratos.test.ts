/* Statement import and conciliação made OFFLINE on the device, then synced to the real server
   (issue 16): the lines the server stores are the device's (same ids), the matched payable is
   paid through the normal pay path on the statement's date, and the link arrives too. */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { drain } from '../../src/data/drain.ts';
import { confirmarSugestoes, importarExtrato, previaExtrato, sugestoesDoBanco } from '../../src/data/extratos.ts';
import type { ExtratoLocal } from '../../src/data/extratos.ts';
import { cadastrarLancamento } from '../../src/data/lancamentos.ts';
import { listEntries } from '../../src/data/outbox.ts';
import { installRealServer } from './real-server.ts';
import type { RealServer } from './real-server.ts';
import { freshDb, teardownDb } from './setup-db.ts';

const HOJE = new Date('2026-03-10T15:00:00Z');
const OFX = readFileSync(new URL('../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url));

let server: RealServer;
let db: FluxoDb;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(HOJE);
  server = await installRealServer();
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});
beforeEach(async () => {
  await server.login();
  db = freshDb();
});
afterEach(teardownDb);

async function serverRows(path: string, key: string): Promise<Record<string, unknown>[]> {
  return ((await server.call({ method: 'GET', url: path })).json() as Record<string, Record<string, unknown>[]>)[key]!;
}

describe('extratos offline', () => {
  it('imports and reconciles offline; after the sync the server has the same lines, the payable Pago on the statement date, and the link', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: `Itaú ${banco.slice(-6)}`, possui_cartao: false })).toMatchObject({ kind: 'synced' });
    expect(await cadastrarLancamento({
      descricao: 'Aluguel sala centro', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2025-12-20', valor: '150.00',
      tipo: 'Com Vencimento', vencimento: '2026-01-03', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    })).toMatchObject({ kind: 'synced' });

    server.offline = true;
    const file = new File([OFX], 'extrato.ofx');
    expect(await importarExtrato(file, banco)).toMatchObject({ kind: 'queued', importadas: 4 });
    const locais = (await db.extratos.toArray()) as ExtratoLocal[];
    expect(locais).toHaveLength(4);
    // The same file again, still offline: every line is a duplicate already.
    const previa = await previaExtrato(file, banco);
    expect(previa.ok && previa.linhas.map((l) => l.status)).toEqual(['duplicada', 'duplicada', 'duplicada', 'duplicada']);

    const sugestoes = sugestoesDoBanco(banco, locais, await db.lancamentos.toArray(), await db.recebiveis.toArray(), new Set());
    expect(sugestoes).toHaveLength(1);
    expect(await confirmarSugestoes(sugestoes, locais)).toMatchObject({ kind: 'queued' });
    expect(await listEntries(db)).toHaveLength(3);

    server.offline = false;
    await drainIdle();
    await drain(db, { ignoreBackoff: true });
    expect(await listEntries(db)).toEqual([]);

    const remotos = (await serverRows('/api/extratos', 'extratos')).filter((e) => e.banco_id === banco);
    expect(remotos.map((e) => e.id).sort()).toEqual(locais.map((e) => e.id).sort());
    const aluguel = (await serverRows('/api/lancamentos', 'lancamentos')).find((l) => l.descricao === 'Aluguel sala centro' && l.banco_id === banco);
    expect(aluguel).toMatchObject({ status: 'Pago', data_pagamento: '2026-01-05' });
    expect(remotos.find((e) => e.id === sugestoes[0]!.extrato_id)).toMatchObject({ lancamento_id: aluguel!.id });
  });
});
