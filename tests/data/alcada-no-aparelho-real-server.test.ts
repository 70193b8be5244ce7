/* The alçada on the device, against the real server (issue 35, decisions 445 and 446): an
   Administrador's bell counts the payables an Operador's payable made wait, an Operador's bell
   does not; the device keeps the alçada it last read and, offline, shows an Operador's payable at
   or above the limit as Aguardando aprovação before the sync, as the server then decides. */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarLancamento } from '../../src/data/lancamentos.ts';
import { marcarLidas, calcularSino } from '../../src/data/notificacoes.ts';
import { currentUser } from '../../src/data/session.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { ADMIN } from '../api/helper.ts';
import { freshDb, teardownDb } from './setup-db.ts';
import { usarServidorReal } from './real-server.ts';
import { local, porDescricao, tag } from './cenarios/apoio.ts';

const real = usarServidorReal({ hoje: new Date('2026-05-04T15:00:00Z') });
const OPERADOR = { login: 'otavio', password: 'operador-senha-longa' };
let banco = '';

beforeAll(async () => {
  const criar = (url: string, payload: object) => real.server.call({ method: 'POST', url, payload, headers: { 'idempotency-key': uuidv7() } });
  expect((await criar('/api/cadastro-usuario', { id: uuidv7(), name: 'Otávio Operador', email: 'otavio@x.com', ...OPERADOR, status: 1, perfil: 'operador' })).statusCode).toBe(201);
  banco = uuidv7();
  expect((await criar('/api/cadastro-banco', { id: banco, banco: 'Banco da Alçada', status: 1 })).statusCode).toBe(201);
  expect((await real.server.call({ method: 'PUT', url: '/api/aprovacao/config', payload: { ativa: true, limite: '1500.00' } })).statusCode).toBe(200);
});

/** This test's device becomes `como`'s: signed in as that user, a fresh database, pulled. */
async function aparelhoDe(como: { login: string; password: string }): Promise<FluxoDb> {
  await real.server.login(como);
  await teardownDb();
  const db = freshDb(currentUser()?.id);
  expect(await pullAll(db)).toBe('ok');
  return db;
}

const pagavel = (descricao: string, valor: string) => ({
  descricao, valor, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2026-05-04', tipo: 'Com Vencimento',
  vencimento: '2026-05-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
});

const avisos = async (db: FluxoDb) => (await calcularSino(db, '2026-05-04')).naoLidas.filter((n) => n.tipo === 'aprovacao');

describe('the bell tells administrators what waits approval (decision 445)', () => {
  it('an Operador\'s R$ 1.500,00 payable waits: the Administrador\'s bell counts it and links to Aprovações, the Operador\'s does not', { timeout: 60_000 }, async () => {
    const descricao = `Servidor ${tag()}`;
    const op = await aparelhoDe(OPERADOR);
    expect(await cadastrarLancamento(pagavel(descricao, '1500.00'))).toMatchObject({ kind: 'synced' });
    expect(await pullAll(op)).toBe('ok');
    expect((await local('lancamentos', porDescricao(descricao))).aprovacao).toBe('Aguardando aprovação');
    expect(await avisos(op)).toEqual([]);

    const admin = await aparelhoDe(ADMIN);
    const [aviso] = await avisos(admin);
    expect(aviso).toMatchObject({ titulo: 'Aprovações', texto: '1 pagamento aguardando aprovação', link: '/financeiro/aprovacoes' });
    // Marked read (synced like every mark): gone from the bell.
    expect(await marcarLidas([aviso!.chave])).toMatchObject({ kind: 'synced' });
    expect(await avisos(admin)).toEqual([]);
  });
});
