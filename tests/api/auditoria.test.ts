/* Issue 18 item 1 (decisions 230, 231): every write leaves its change in the append-only log, in
   the same transaction, through runMutation alone — paying, partially paying, cancelling and
   deleting each leave exactly one entry for the record with the right before → after; a change
   queued offline is logged with the device's time and the server's; the log refuses UPDATE and
   DELETE at the database; GET /api/auditoria answers `alteracoes` with money as BRL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import { TABELAS_SINCRONIZADAS } from '../../server/sync/colecoes.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const BANCO = uuidv7();
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: { id: BANCO, banco: 'Itaú', status: 1 } });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => { await t.close(); });

interface Campo { campo: string; antes: string; depois: string }
interface Alteracao {
  id: string; quando: string; usuario: string; usuario_id: string | null; origem: string; origem_rotulo: string; quando_dispositivo: string | null;
  entidade: string; registro_id: string; acao: string; campos: Campo[];
}

async function historico(entidade: string, registroId: string): Promise<Alteracao[]> {
  const res = await t.call({ method: 'GET', url: `/api/auditoria?entidade=${entidade}&registro_id=${registroId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().alteracoes as Alteracao[];
}

const campo = (a: Alteracao, nome: string) => a.campos.find((c) => c.campo === nome);

async function criar(valor = '150.00', data = '2025-03-05'): Promise<{ id: string; id_titulo: string }> {
  const res = await t.call({
    method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: 'Conta de luz', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: BANCO, valor, data,
      tipo: 'Com Vencimento', vencimento: data, metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().lancamentos[0];
}

describe('one entry per change, with before → after', () => {
  it('creating logs the whole row once, money as BRL, by the signed-in user, online', async () => {
    const row = await criar('1234.56');
    const log = await historico('lancamentos', row.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ acao: 'criar', origem: 'online', usuario: 'Ana Administradora', entidade: 'lancamentos' });
    expect(campo(log[0]!, 'valor')).toEqual({ campo: 'valor', antes: '—', depois: 'R$ 1.234,56' });
    expect(campo(log[0]!, 'version')).toBeUndefined();
  });

  it('paying leaves exactly one entry: status and amount paid before → after', async () => {
    const row = await criar();
    const pay = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [row.id], data_pagamento: '2025-03-20' } });
    expect(pay.statusCode, pay.body).toBe(200);
    const log = (await historico('lancamentos', row.id)).filter((a) => a.acao !== 'criar');
    expect(log).toHaveLength(1);
    expect(log[0]!.acao).toBe('pagar');
    expect(campo(log[0]!, 'status')).toMatchObject({ antes: 'Pagar', depois: 'Pago' });
    expect(campo(log[0]!, 'valor_pago')).toMatchObject({ antes: 'R$ 0,00', depois: 'R$ 150,00' });
    expect(campo(log[0]!, 'data_pagamento')).toMatchObject({ antes: '—', depois: '20/03/2025' });
  });

  it('partially paying leaves exactly one entry with the new amount paid', async () => {
    const row = await criar('100.00');
    const res = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row.id, valor: '30.25', data_pagamento: '2025-03-10' } });
    expect(res.statusCode, res.body).toBe(200);
    const log = (await historico('lancamentos', row.id)).filter((a) => a.acao !== 'criar');
    expect(log).toHaveLength(1);
    expect(log[0]!.acao).toBe('informar pagamento');
    expect(campo(log[0]!, 'valor_pago')).toMatchObject({ antes: 'R$ 0,00', depois: 'R$ 30,25' });
    expect(campo(log[0]!, 'status')).toBeUndefined();
  });

  it('cancelling leaves exactly one entry', async () => {
    const row = await criar();
    const res = await t.call({ method: 'POST', url: '/api/atualizar-lancamento', payload: { id_titulos: [row.id_titulo], data_cancelamento: '2025-03-06' } });
    expect(res.statusCode, res.body).toBe(200);
    const log = (await historico('lancamentos', row.id)).filter((a) => a.acao !== 'criar');
    expect(log).toHaveLength(1);
    expect(log[0]!.acao).toBe('cancelar');
    expect(campo(log[0]!, 'status')).toMatchObject({ antes: 'Pagar', depois: 'Cancelado' });
  });

  it('deleting leaves exactly one entry holding the row as it was', async () => {
    const row = await criar('77.00');
    const res = await t.call({ method: 'POST', url: '/api/deletar-lancamento', payload: { id_titulo: [row.id_titulo] } });
    expect(res.statusCode, res.body).toBe(200);
    const log = (await historico('lancamentos', row.id)).filter((a) => a.acao !== 'criar');
    expect(log).toHaveLength(1);
    expect(log[0]!.acao).toBe('excluir');
    expect(campo(log[0]!, 'valor')).toEqual({ campo: 'valor', antes: 'R$ 77,00', depois: '—' });
    expect(campo(log[0]!, 'descricao')).toMatchObject({ antes: 'Conta de luz', depois: '—' });
  });

  it('a refused write leaves nothing (the log is in the change’s transaction)', async () => {
    const row = await criar('10.00');
    const res = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row.id, valor: '99.00' } });
    expect(res.statusCode).toBe(422);
    expect((await historico('lancamentos', row.id)).map((a) => a.acao)).toEqual(['criar']);
  });

  it('a password change is logged without the hash', async () => {
    const id = uuidv7();
    expect((await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, name: 'Bia', email: 'bia@x.com', login: 'bia', password: 'senha-da-bia-1', status: 1 } })).statusCode).toBe(201);
    expect((await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { name: 'Bia', email: 'bia@x.com', login: 'bia', password: 'outra-senha-bia', status: 1 } })).statusCode).toBe(200);
    const log = await historico('users', id);
    expect(log.map((a) => a.acao)).toEqual(['editar', 'criar']);
    expect(log[0]!.campos).toEqual([{ campo: 'senha', antes: '********', depois: '(alterada)' }]);
    expect(JSON.stringify(log)).not.toMatch(/scrypt|password_hash|\$/);
  });
});

describe('offline: the device’s time and the server’s', () => {
  it('a payment queued on Friday and synced later (through POST /api/lote, as the drain sends it) keeps both times', async () => {
    // The most recent Friday at least three days ago, 17:00 in São Paulo.
    let sexta = addDays(todayISO(), -3);
    while (new Date(`${sexta}T12:00:00Z`).getUTCDay() !== 5) sexta = addDays(sexta, -1);
    const row = await criar('50.00', addDays(sexta, -10));
    const acaoEm = `${sexta}T20:00:00.000Z`;
    const res = await t.call({
      method: 'POST', url: '/api/lote', payload: {
        pedidos: [{ chave: `k-${uuidv7()}`, metodo: 'PUT', caminho: '/api/atualizar-pagamento', acao_em: acaoEm, corpo: { ids: [row.id], data_pagamento: sexta } }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respostas[0].status).toBe(200);
    const [pago] = (await historico('lancamentos', row.id)).filter((a) => a.acao === 'pagar');
    expect(pago).toMatchObject({ origem: 'offline', quando_dispositivo: acaoEm });
    expect(Date.parse(pago!.quando) - Date.parse(acaoEm)).toBeGreaterThan(2 * 24 * 3600_000);
    expect(pago).toMatchObject({ origem_rotulo: expect.stringContaining(`Offline (feito em ${sexta.slice(8, 10)}/${sexta.slice(5, 7)}`) });
  });

  it('a single request carries it in the x-fluxo-acao-em header; a recent time is online', async () => {
    const row = await criar('20.00');
    const agora = new Date().toISOString();
    const res = await t.call({ method: 'POST', url: '/api/atualizar-lancamento', headers: { 'x-fluxo-acao-em': agora }, payload: { id_titulos: [row.id_titulo] } });
    expect(res.statusCode, res.body).toBe(200);
    const [cancelado] = (await historico('lancamentos', row.id)).filter((a) => a.acao === 'cancelar');
    expect(cancelado).toMatchObject({ origem: 'online', quando_dispositivo: agora });
  });

  it('a device time outside the believed window (30 days back, 5 minutes ahead) keeps the write and is flagged, with both times (issue 37 item 4)', async () => {
    const casos = [
      { quando: new Date(Date.now() - 40 * 24 * 3600_000).toISOString(), origem: 'implausivel' },
      { quando: '2000-01-02T03:04:05.000Z', origem: 'implausivel' },
      { quando: new Date(Date.now() + 20 * 60_000).toISOString(), origem: 'implausivel' },
      { quando: new Date(Date.now() - 20 * 24 * 3600_000).toISOString(), origem: 'offline' },
    ];
    for (const { quando, origem } of casos) {
      const row = await criar('20.00');
      const res = await t.call({
        method: 'POST', url: '/api/lote', payload: {
          pedidos: [{ chave: `k-${uuidv7()}`, metodo: 'POST', caminho: '/api/atualizar-lancamento', acao_em: quando, corpo: { id_titulos: [row.id_titulo] } }],
        },
      });
      expect(res.json().respostas[0].status, quando).toBe(200);
      const [cancelado] = (await historico('lancamentos', row.id)).filter((a) => a.acao === 'cancelar');
      expect(cancelado, quando).toMatchObject({ origem, quando_dispositivo: quando });
      expect(Math.abs(Date.parse(cancelado!.quando) - Date.now())).toBeLessThan(60_000);
      if (origem === 'implausivel') expect(cancelado!.origem_rotulo).toMatch(/^Horário do dispositivo não confiável \(informou \d{2}\/\d{2}\/\d{4}/);
    }
  });

  it('refuses a malformed time or one more than a day ahead (422, Portuguese), changing nothing', async () => {
    const row = await criar('20.00');
    for (const quando of ['ontem', '2025-13-45T99:00:00Z', new Date(Date.now() + 3 * 24 * 3600_000).toISOString()]) {
      const res = await t.call({ method: 'POST', url: '/api/atualizar-lancamento', headers: { 'x-fluxo-acao-em': quando }, payload: { id_titulos: [row.id_titulo] } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('A data e hora da ação enviadas pelo dispositivo são inválidas.');
    }
    expect((await historico('lancamentos', row.id)).map((a) => a.acao)).toEqual(['criar']);
  });
});

describe('append-only at the database', () => {
  it('refuses UPDATE and DELETE on the log, whoever asks', async () => {
    await criar();
    await expect(t.database.db.execute(sql`UPDATE auditoria SET acao = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM auditoria`)).rejects.toThrow();
    const n = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM auditoria WHERE acao = 'x'`))[0]!.n;
    expect(n).toBe(0);
  });

  it('every synced table is attached to the log (a new table: SELECT fluxo_auditar(...))', async () => {
    const rows = rowsOf<{ tabela: string }>(await t.database.db.execute(sql`SELECT c.relname AS tabela FROM pg_trigger g
      JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = c.relname || '_auditoria'`));
    const ligadas = new Set(rows.map((r) => r.tabela));
    expect(TABELAS_SINCRONIZADAS.filter((tabela) => !ligadas.has(tabela))).toEqual([]);
  });
});

describe('GET /api/auditoria', () => {
  it('pages newest first, filters by action and period, and refuses a bad period with 422', async () => {
    const a = await t.call({ method: 'GET', url: '/api/auditoria?acao=pagar&por_pagina=1' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ pagina: 1, por_pagina: 1, total_limitado: false });
    expect(a.json().alteracoes).toHaveLength(1);
    expect(a.json().total).toBeGreaterThanOrEqual(2);
    const hoje = todayISO();
    const periodo = await t.call({ method: 'GET', url: `/api/auditoria?de=${addDays(hoje, -1)}&ate=${addDays(hoje, 1)}` });
    expect(periodo.json().total).toBeGreaterThan(0);
    const passado = await t.call({ method: 'GET', url: '/api/auditoria?de=2000-01-01&ate=2000-01-31' });
    expect(passado.json()).toMatchObject({ alteracoes: [], total: 0 });
    const ruim = await t.call({ method: 'GET', url: '/api/auditoria?de=2025-02-01&ate=2025-01-01' });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json().message).toBe('Informe um período válido (data inicial até a final).');
    const opcoes = await t.call({ method: 'GET', url: '/api/auditoria/opcoes' });
    expect(opcoes.json().acoes).toEqual(expect.arrayContaining(['criar', 'pagar', 'cancelar', 'excluir']));
  });
});
