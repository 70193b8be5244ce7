/* Lembretes and the bell's read marks (issue 17): every route, idempotent, delta-pulled, 401
   without a token, Portuguese 4xx on bad input. Runs on PGlite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let outro: { id: string; token: string };
const BANCO = uuidv7();
const LANC = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: BANCO, banco: 'Itaú' });
  await t.database.db.insert(lancamentos).values({
    id: LANC, idTitulo: LANC, descricao: 'Aluguel', status: 'Pagar', pagamento: 'Boleto', tipoCompra: 'Pagamento', bancoId: BANCO,
    valor: 10000, valorParcela: 10000, data: '2026-03-01', tipo: 'Com Vencimento', vencimento: '2026-03-10', metodo: 'À vista',
  });
  const criado = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'Bruno', email: 'bruno@x.com', login: 'bruno', password: 'segredo-longo-1', status: 1 } });
  expect(criado.statusCode, criado.body).toBe(201);
  const usuarios = (await t.call({ method: 'GET', url: '/api/usuarios' })).json() as { users: { id: string; login: string }[] };
  const id = usuarios.users.find((u) => u.login === 'bruno')!.id;
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'bruno', password: 'segredo-longo-1' } });
  outro = { id, token: (login.json() as { token: string }).token };
});
afterAll(async () => { await t.close(); });

function lembrete(over: Record<string, unknown> = {}) {
  return { titulo: 'Pagar DAS', descricao: '', data: '2026-03-05', hora: '09:30', antecedencia_dias: 1, recorrencia: 'Nenhuma', ajustar_dia_util: false, ...over };
}

interface Row { id: string; data: string; status: string; destinatarios: string[]; dia_util: number | null; ajustar_dia_util: boolean; criado_por: string; vinculo_tipo: string | null; vinculo_id: string | null }

async function lista(): Promise<Row[]> {
  return ((await t.call({ method: 'GET', url: '/api/lembretes' })).json() as { lembretes: Row[] }).lembretes;
}

describe('POST /api/cadastro-lembrete', () => {
  it('creates a reminder (idempotently) with every field, listed under "lembretes" and in the delta pull', async () => {
    const { cursor } = (await t.call({ method: 'GET', url: '/api/lembretes?since=0&limit=10' })).json() as { cursor: string };
    const id = uuidv7();
    const payload = lembrete({ id, destinatarios: [outro.id], vinculo_tipo: 'lancamentos', vinculo_id: LANC, ajustar_dia_util: true });
    const headers = { 'idempotency-key': `l-${id}` };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Lembrete cadastrado com sucesso!', lembrete: {
      id, titulo: 'Pagar DAS', data: '2026-03-05', hora: '09:30', antecedencia_dias: 1, recorrencia: 'Nenhuma', ajustar_dia_util: true,
      destinatarios: [outro.id], vinculo_tipo: 'lancamentos', vinculo_id: LANC, status: 'Pendente', version: 1,
    } });
    const replay = await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload, headers });
    expect(replay.json()).toEqual(first.json());
    expect((await lista()).filter((r) => r.id === id)).toHaveLength(1);
    const delta = (await t.call({ method: 'GET', url: `/api/lembretes?since=${cursor}&limit=100` })).json() as { lembretes: Row[] };
    expect(delta.lembretes.map((r) => r.id)).toContain(id);
    const sinc = (await t.call({ method: 'GET', url: `/api/sincronizacao?lembretes=${cursor}` })).json() as { colecoes: { lembretes: { lembretes: Row[] } } };
    expect(sinc.colecoes.lembretes.lembretes.map((r) => r.id)).toContain(id);
  });

  it('answers 422 with SPEC-style field messages', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: { hora: '25:00', antecedencia_dias: 5, recorrencia: 'N-ésimo dia útil do mês' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      titulo: ['Título do lembrete é obrigatório.'], data: ['Data do lembrete é obrigatória.'],
      hora: ['Hora inválida: use HH:MM (ex.: 09:30).'], antecedencia_dias: ['Antecedência deve ser 0, 1, 2, 3 ou 7 dias.'],
    });
    const nth = await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ recorrencia: 'N-ésimo dia útil do mês' }) });
    expect(nth.json().errors).toEqual({ dia_util: ['Informe qual dia útil do mês (1 a 23).'] });
    const meio = await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ vinculo_tipo: 'faturas' }) });
    expect(meio.json().errors).toEqual({ vinculo_id: ['Escolha o tipo e o registro do vínculo.'] });
  });

  it('refuses a link or a recipient that does not exist', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ vinculo_tipo: 'faturas', vinculo_id: uuidv7(), destinatarios: [uuidv7()] }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ destinatarios: ['Destinatário não encontrado.'], vinculo_id: ['O registro vinculado não existe.'] });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/lembretes' })).statusCode).toBe(401);
  });
});

describe('update, concluir, deletar', () => {
  it('edits every field and the status (Adiar is an edit to the new date, Adiado)', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ id }) });
    const res = await t.call({ method: 'POST', url: '/api/update-lembrete', payload: lembrete({ id, titulo: 'Pagar DAS (adiado)', data: '2026-03-12', status: 'Adiado' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lembrete).toMatchObject({ titulo: 'Pagar DAS (adiado)', data: '2026-03-12', status: 'Adiado', version: 2 });
    const ausente = await t.call({ method: 'POST', url: '/api/update-lembrete', payload: lembrete({ id: uuidv7(), status: 'Pendente' }) });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json().message).toBe('Registro não encontrado.');
  });

  it('an edit based on an old version is refused 409 in Portuguese and changes nothing (decision 317)', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ id }) });
    const primeira = await t.call({ method: 'POST', url: '/api/update-lembrete', payload: lembrete({ id, titulo: 'Primeira', status: 'Pendente', version: 1 }) });
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json().lembrete).toMatchObject({ titulo: 'Primeira', version: 2 });
    // A second person edits the copy they opened at version 1.
    const vencida = await t.call({ method: 'POST', url: '/api/update-lembrete', payload: lembrete({ id, titulo: 'Segunda', status: 'Pendente', version: 1 }) });
    expect(vencida.statusCode).toBe(409);
    expect(vencida.json()).toMatchObject({ message: 'Este registro foi alterado por outra pessoa. Recarregue e tente de novo.', atual: { titulo: 'Primeira', version: 2 } });
    const atual = await t.call({ method: 'POST', url: '/api/update-lembrete', payload: lembrete({ id, titulo: 'Segunda', status: 'Pendente', version: 2 }) });
    expect(atual.json().lembrete).toMatchObject({ titulo: 'Segunda', version: 3 });
    const invalida = await t.call({ method: 'POST', url: '/api/update-lembrete', payload: lembrete({ id, titulo: 'X', status: 'Pendente', version: 'abc' }) });
    expect(invalida.statusCode).toBe(422);
  });

  it('concludes: a single one becomes Concluído, a monthly one moves a month, the 5th business day moves on the bank calendar', async () => {
    const unico = uuidv7();
    const mensal = uuidv7();
    const util = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ id: unico }) });
    await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ id: mensal, data: '2026-01-31', recorrencia: 'Mensal' }) });
    // 5th business day of Feb 2026: Carnaval Monday 16 and Tuesday 17 are bank holidays, so 2,3,4,5,6 → 06/02.
    await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ id: util, data: '2026-01-08', recorrencia: 'N-ésimo dia útil do mês', dia_util: 5 }) });
    const headers = { 'idempotency-key': `c-${unico}` };
    const res = await t.call({ method: 'POST', url: '/api/concluir-lembretes', payload: { ids: [unico, mensal, util] }, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Lembrete(s) concluído(s) com sucesso!');
    // The replay does not advance them again.
    await t.call({ method: 'POST', url: '/api/concluir-lembretes', payload: { ids: [unico, mensal, util] }, headers });
    const rows = new Map((await lista()).map((r) => [r.id, r]));
    expect(rows.get(unico)).toMatchObject({ status: 'Concluído', data: '2026-03-05' });
    expect(rows.get(mensal)).toMatchObject({ status: 'Pendente', data: '2026-02-28' });
    expect(rows.get(util)).toMatchObject({ status: 'Pendente', data: '2026-02-06', dia_util: 5 });
  });

  it('deletes, and the delta pull reports the removal', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-lembrete', payload: lembrete({ id }) });
    const { cursor } = (await t.call({ method: 'GET', url: '/api/lembretes?since=0&limit=1' })).json() as { cursor: string };
    const res = await t.call({ method: 'POST', url: '/api/deletar-lembretes', payload: { ids: [id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Lembrete(s) excluído(s) com sucesso!');
    const delta = (await t.call({ method: 'GET', url: `/api/lembretes?since=${cursor}&limit=100` })).json() as { removidos: string[] };
    expect(delta.removidos).toContain(id);
    const vazio = await t.call({ method: 'POST', url: '/api/deletar-lembretes', payload: { ids: [] } });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json().message).toBe('Selecione pelo menos um registro.');
  });
});

describe('read marks of the bell', () => {
  it('marks keys read for the signed-in user only; each user pulls only their own marks', async () => {
    const res = await t.call({ method: 'POST', url: '/api/marcar-notificacoes-lidas', payload: { itens: [{ id: uuidv7(), chave: 'lembrete:x:2026-03-05' }] } });
    expect(res.statusCode, res.body).toBe(200);
    // Marking the same key again (another device) is harmless.
    const again = await t.call({ method: 'POST', url: '/api/marcar-notificacoes-lidas', payload: { itens: [{ id: uuidv7(), chave: 'lembrete:x:2026-03-05' }] } });
    expect(again.json().marcadas).toBe(0);
    const doOutro = await t.app.inject({
      method: 'POST', url: '/api/marcar-notificacoes-lidas', headers: { authorization: `Bearer ${outro.token}` },
      payload: { itens: [{ id: uuidv7(), chave: 'preferencia:vencimentos-desligados' }] },
    });
    expect(doOutro.statusCode).toBe(200);
    const minhas = (await t.call({ method: 'GET', url: '/api/notificacoes-lidas' })).json() as { lidas: { chave: string }[] };
    expect(minhas.lidas.map((l) => l.chave)).toEqual(['lembrete:x:2026-03-05']);
    const sinc = (await t.app.inject({ method: 'GET', url: '/api/sincronizacao?lidas=0', headers: { authorization: `Bearer ${outro.token}` } })).json() as { colecoes: { lidas: { lidas: { chave: string }[] } } };
    expect(sinc.colecoes.lidas.lidas.map((l) => l.chave)).toEqual(['preferencia:vencimentos-desligados']);
  });

  it('unmarks (the preference switched back on), and refuses bad input in Portuguese', async () => {
    const auth = { authorization: `Bearer ${outro.token}` };
    const res = await t.app.inject({ method: 'POST', url: '/api/desmarcar-notificacoes', headers: auth, payload: { chaves: ['preferencia:vencimentos-desligados'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().removidas).toBe(1);
    const bad = await t.call({ method: 'POST', url: '/api/marcar-notificacoes-lidas', payload: { itens: [{ id: 'x', chave: '' }] } });
    expect(bad.statusCode).toBe(422);
    const vazio = await t.call({ method: 'POST', url: '/api/desmarcar-notificacoes', payload: { chaves: [] } });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json().message).toMatch(/[ãéç]|Selecione/);
  });
});
