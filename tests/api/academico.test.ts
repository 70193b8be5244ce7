/* Histórico Escolar (issue 21): every route of PRODUCT.md on the real app (PGlite, and PostgreSQL
   with DATABASE_URL + API_DB=postgres), the delta pull, and the link of Gerar mensalidades. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface Historico {
  id: string; aluno: string; periodo: string; media: number | null; frequencia: number | null; carga_horaria: number;
  disciplinas: { nome: string; carga: number; nota: number | null; faltas: number; resultado: string }[]; version: number;
}

const registro = (id: string, extra: Record<string, unknown> = {}) => ({
  id, aluno: 'Ana Souza', instituicao: 'USP', curso: 'Engenharia Civil', periodo: '2026/1', situacao: 'Cursando',
  disciplinas: [
    { nome: 'Cálculo I', carga: 60, nota: 8.5, faltas: 4, resultado: 'Aprovado' },
    { nome: 'Física I', carga: 30, nota: '6,0', faltas: 2, resultado: 'Aprovado' },
    { nome: 'Desenho Técnico', carga: 30, nota: null, faltas: 0, resultado: 'Cursando' },
  ],
  ...extra,
});

async function lista(): Promise<{ historicos: Historico[]; cursor: string }> {
  const res = await t.call({ method: 'GET', url: '/api/academico' });
  expect(res.statusCode).toBe(200);
  return res.json() as { historicos: Historico[]; cursor: string };
}

describe('Histórico Escolar routes', () => {
  it('creates a record (idempotently) with its média, carga and frequência computed, and lists it', async () => {
    const id = uuidv7();
    const headers = { 'idempotency-key': `historico-${id}` };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-historico', headers, payload: registro(id) });
    expect(first.statusCode).toBe(201);
    const { historico } = first.json() as { historico: Historico };
    // (8.5×60 + 6×30) / 90 = 7.67; the ungraded disciplina counts in hours, not in the média.
    expect(historico).toMatchObject({ id, media: 7.67, carga_horaria: 120, frequencia: 95, version: 1 });
    expect(historico.disciplinas.map((d) => d.nota)).toEqual([8.5, 6, null]);
    const replay = await t.call({ method: 'POST', url: '/api/cadastro-historico', headers, payload: registro(id) });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const again = await t.call({ method: 'POST', url: '/api/cadastro-historico', payload: registro(id) });
    expect(again.statusCode).toBe(409);
    expect((await lista()).historicos.filter((h) => h.id === id)).toEqual([historico]);
  });

  it('refuses bad input in Portuguese with field errors', async () => {
    const res = await t.call({
      method: 'POST', url: '/api/cadastro-historico',
      payload: registro(uuidv7(), { periodo: '2026-1', frequencia: '101', disciplinas: [{ nome: 'X', nota: '10,5' }] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      periodo: ['Período inválido: use o ano e o período, como 2026/1 (ou só o ano, como 2026).'],
      frequencia: ['Frequência inválida: informe um percentual de 0 a 100, com até uma casa decimal.'],
      disciplinas: ['Disciplina 1: nota inválida: informe de 0 a 10, com até uma casa decimal (ex.: 8,5).'],
    });
    const vazio = await t.call({ method: 'POST', url: '/api/cadastro-historico', payload: {} });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json().errors.aluno).toEqual(['O aluno é obrigatório.']);
  });

  it('an edit replaces the whole grid at once, refuses a stale version, and shows in the delta pull', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-historico', payload: registro(id) });
    const { cursor } = await lista();
    const res = await t.call({
      method: 'POST', url: '/api/update-historico',
      payload: registro(id, { version: 1, situacao: 'Aprovado', disciplinas: [{ nome: 'Cálculo II', carga: 60, nota: '9,5', resultado: 'Aprovado' }] }),
    });
    expect(res.statusCode).toBe(200);
    const { historico } = res.json() as { historico: Historico };
    expect(historico).toMatchObject({ situacao: 'Aprovado', media: 9.5, carga_horaria: 60, version: 2 });
    expect(historico.disciplinas.map((d) => d.nome)).toEqual(['Cálculo II']);
    const stale = await t.call({ method: 'POST', url: '/api/update-historico', payload: registro(id, { version: 1 }) });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { atual: Historico }).atual.disciplinas).toHaveLength(1);
    const delta = (await t.call({ method: 'GET', url: `/api/sincronizacao?historicos=${cursor}` })).json() as { colecoes: { historicos: { linhas?: Historico[]; historicos?: Historico[] } } };
    expect(JSON.stringify(delta.colecoes.historicos)).toContain('Cálculo II');
    const since = (await t.call({ method: 'GET', url: `/api/academico?since=${cursor}` })).json() as { historicos: Historico[] };
    expect(since.historicos.map((h) => h.id)).toContain(id);
    const missing = await t.call({ method: 'POST', url: '/api/update-historico', payload: registro(uuidv7()) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Histórico não encontrado.');
  });

  it('Gerar mensalidades: a Parcelado payable group linked to the record; the record then cannot be deleted', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-historico', payload: registro(id) });
    const banco = uuidv7();
    expect((await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: { id: banco, banco: `Banco ${banco.slice(-6)}` } })).statusCode).toBe(201);
    const posting = await t.call({
      method: 'POST', url: '/api/cadastro-financas',
      payload: {
        descricao: 'Mensalidade Ana Souza 2026/1', status: 'Pagar', valor: '3000.00', data: '2026-02-02', tipo: 'Com Vencimento',
        vencimento: '2026-02-10', metodo: 'Parcelado', parcela: 6, pagamento: 'Boleto', banco, tipo_lancamento: 'Serviço', historico_id: id,
      },
    });
    expect(posting.statusCode).toBe(201);
    const { lancamentos } = posting.json() as { lancamentos: { historico_id: string; valor_parcela: string; parcela: number }[] };
    expect(lancamentos).toHaveLength(6);
    expect(lancamentos.every((l) => l.historico_id === id && l.valor_parcela === '500.00')).toBe(true);
    const unknown = await t.call({
      method: 'POST', url: '/api/cadastro-financas',
      payload: { descricao: 'X', status: 'Pagar', valor: '10.00', data: '2026-02-02', tipo: 'Sem Vencimento', metodo: 'À vista', pagamento: 'Pix', banco, tipo_lancamento: 'Serviço', historico_id: uuidv7() },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ historico_id: ['Histórico não encontrado.'] });

    const del = await t.call({ method: 'POST', url: '/api/deletar-historicos', payload: { ids: [id] } });
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toMatch(/mensalidades/);
    expect((await lista()).historicos.some((h) => h.id === id)).toBe(true);
  });

  it('deletes records (tombstones in the delta pull)', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-historico', payload: registro(id) });
    const { cursor } = await lista();
    const del = await t.call({ method: 'POST', url: '/api/deletar-historicos', payload: { ids: [id] } });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Histórico(s) excluído(s) com sucesso!');
    const delta = (await t.call({ method: 'GET', url: `/api/sincronizacao?historicos=${cursor}` })).json() as { colecoes: { historicos: { removidos: string[] } } };
    expect(delta.colecoes.historicos.removidos).toContain(id);
    expect((await lista()).historicos.some((h) => h.id === id)).toBe(false);
  });

  it('needs a session on every route', async () => {
    for (const [method, url] of [['GET', '/api/academico'], ['POST', '/api/cadastro-historico'], ['POST', '/api/update-historico'], ['POST', '/api/deletar-historicos']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});
