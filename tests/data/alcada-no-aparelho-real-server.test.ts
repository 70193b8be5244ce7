/* The alçada on the device, against the real server (issue 35, decisions 445 and 446): an
   Administrador's bell counts the payables an Operador's payable made wait, an Operador's bell
   does not; the device keeps the alçada it last read and, offline, shows an Operador's payable at
   or above the limit as Aguardando aprovação before the sync, as the server then decides. */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { lembrarConfigAlcada } from '../../src/data/alcada.ts';
import { gravarEdicaoLancamento } from '../../src/data/editar-titulos.ts';
import { cadastrarLancamento, pagarLancamentos } from '../../src/data/lancamentos.ts';
import { MSG_ALCADA } from '../../src/domain/messages-alcada.ts';
import { marcarLidas, calcularSino } from '../../src/data/notificacoes.ts';
import { currentUser } from '../../src/data/session.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
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

/** Sends `db`'s outbox now (the device of aparelhoDe, not the file's first one); what is left. */
async function sincronizar(db: FluxoDb) {
  await drainIdle();
  await drain(db, { ignoreBackoff: true });
  return listEntries(db);
}

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

const doServidor = async (descricao: string) => (await real.linhas('/api/lancamentos', 'lancamentos')).find((r) => r.descricao === descricao);

describe('the device predicts Aguardando aprovação offline (decision 446)', () => {
  it('an Operador\'s R$ 1.500,00 payable created offline waits on the device before the sync (its payment refused); R$ 1.499,99 does not; the server agrees', { timeout: 60_000 }, async () => {
    const acima = `Notebook ${tag()}`;
    const abaixo = `Cadeira ${tag()}`;
    const op = await aparelhoDe(OPERADOR);
    expect(await lembrarConfigAlcada()).toBe(true);
    real.server.offline = true;
    expect(await cadastrarLancamento(pagavel(acima, '1500.00'))).toMatchObject({ kind: 'queued' });
    expect(await cadastrarLancamento(pagavel(abaixo, '1499.99'))).toMatchObject({ kind: 'queued' });
    const espera = await local('lancamentos', porDescricao(acima));
    expect(espera.aprovacao).toBe('Aguardando aprovação');
    expect((await local('lancamentos', porDescricao(abaixo))).aprovacao).toBeNull();
    // Paying it offline is refused on the device with the gate's text, not queued to be refused later.
    expect(JSON.stringify(await pagarLancamentos([espera.id]))).toContain(MSG_ALCADA.aguardando);
    real.server.offline = false;
    expect(await sincronizar(op)).toEqual([]);
    expect((await doServidor(acima))?.aprovacao).toBe('Aguardando aprovação');
    expect((await doServidor(abaixo))?.aprovacao).toBeNull();
  });

  it('an approved payable edited offline by an Operador: a new valor at the limit waits again on the device, a new description keeps Aprovado; the server agrees', { timeout: 60_000 }, async () => {
    const valor = `Licença ${tag()}`;
    const texto = `Servidor ${tag()}`;
    const op = await aparelhoDe(OPERADOR);
    for (const descricao of [valor, texto]) expect(await cadastrarLancamento(pagavel(descricao, '1000.00'))).toMatchObject({ kind: 'synced' });
    // Created under the limit by the Operador; then approved as an Administrador would, after a rise.
    await real.server.database.db.execute(sql`UPDATE lancamentos SET aprovacao = 'Aprovado' WHERE descricao IN (${valor}, ${texto})`);
    expect(await pullAll(op)).toBe('ok');
    expect(await lembrarConfigAlcada()).toBe(true);
    real.server.offline = true;
    const a = await local('lancamentos', porDescricao(valor));
    const b = await local('lancamentos', porDescricao(texto));
    expect(a.aprovacao).toBe('Aprovado');
    expect(await gravarEdicaoLancamento({ id: a.id, escopo: 'parcela', version: a.version, valor: '1500.00' })).toMatchObject({ kind: 'gravada' });
    expect(await gravarEdicaoLancamento({ id: b.id, escopo: 'parcela', version: b.version, descricao: `${texto} novo` })).toMatchObject({ kind: 'gravada' });
    expect((await local('lancamentos', porDescricao(valor))).aprovacao).toBe('Aguardando aprovação');
    expect((await local('lancamentos', porDescricao(`${texto} novo`))).aprovacao).toBe('Aprovado');
    real.server.offline = false;
    expect(await sincronizar(op)).toEqual([]);
    expect((await doServidor(valor))?.aprovacao).toBe('Aguardando aprovação');
    expect((await doServidor(`${texto} novo`))?.aprovacao).toBe('Aprovado');
  });

  it('a device that never read the alçada predicts nothing: the payable shows no state until the server\'s row arrives', { timeout: 60_000 }, async () => {
    const descricao = `Projetor ${tag()}`;
    const op = await aparelhoDe(OPERADOR);
    real.server.offline = true;
    expect(await cadastrarLancamento(pagavel(descricao, '2000.00'))).toMatchObject({ kind: 'queued' });
    expect((await local('lancamentos', porDescricao(descricao))).aprovacao ?? null).toBeNull();
    real.server.offline = false;
    expect(await sincronizar(op)).toEqual([]);
    expect(await pullAll(op)).toBe('ok');
    expect((await local('lancamentos', porDescricao(descricao))).aprovacao).toBe('Aguardando aprovação');
  });
});
