/* Fundos over HTTP (issue 19): a fund with an alphanumeric CNPJ, an aplicação, a new cotação and a
   resgate; the history modal's route; the synced lists; Portuguese refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let bancoId = '';
const fundoId = uuidv7();

describe('Fundos', () => {
  it('registers a fund with the 2026 alphanumeric CNPJ (idempotently) and lists it', async () => {
    bancoId = uuidv7();
    expect((await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: { id: bancoId, banco: 'Banco Fundos' } })).statusCode).toBe(201);
    const headers = { 'idempotency-key': `fundo-${fundoId}` };
    const payload = { id: fundoId, nome: 'Tesouro Selic FI', cnpj: '12.ABC.345/01DE-35', classe: 'Renda Fixa', banco_id: bancoId };
    const res = await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fundo).toMatchObject({ id: fundoId, cnpj: '12ABC34501DE35', banco: 'Banco Fundos', status: 'Ativo' });
    expect((await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload, headers })).json()).toEqual(res.json());
    const lista = (await t.call({ method: 'GET', url: '/api/fundos' })).json() as { fundos: { id: string }[] };
    expect(lista.fundos.map((f) => f.id)).toEqual([fundoId]);
  });

  it('aplicação, cotação and resgate: quotas computed exactly, history in date order', async () => {
    // R$ 10.000,00 at 1,25 → 8.000 quotas; cotação 1,30; resgate R$ 2.600,00 at 1,30 → 2.000 quotas.
    const mov = (p: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/fundos/movimento', payload: { fundo_id: fundoId, ...p } });
    const apl = await mov({ tipo: 'Aplicação', data: '2026-03-02', valor: '10000.00', cota: '1.25' });
    expect(apl.statusCode, apl.body).toBe(201);
    expect(apl.json().movimento).toMatchObject({ tipo: 'Aplicação', valor: '10000.00', cota: '1.25000000', cotas: '8000.00000000' });
    expect((await mov({ tipo: 'Cotação', data: '2026-03-31', cota: '1.30' })).statusCode).toBe(201);
    const res = await mov({ tipo: 'Resgate', data: '2026-04-10', valor: '2600.00', cota: '1,30' });
    expect(res.json().movimento).toMatchObject({ valor: '2600.00', cotas: '2000.00000000' });
    const maior = await mov({ tipo: 'Resgate', data: '2026-04-11', cotas: '6000.00000001', cota: '1.30' });
    expect(maior.statusCode).toBe(422);
    expect(maior.json().errors).toEqual({ cotas: ['Resgate maior que o saldo: 6000,00000000 cotas disponíveis nesta data.'] });
    // A resgate typed in quotas: 1.000 × 1,30 = R$ 1.300,00.
    const porCotas = await mov({ tipo: 'Resgate', data: '2026-04-12', cotas: '1000', cota: '1.30' });
    expect(porCotas.json().movimento).toMatchObject({ valor: '1300.00', cotas: '1000.00000000' });
    const hist = (await t.call({ method: 'GET', url: `/api/fundos/movimentos?id=${fundoId}` })).json() as { movimentos: { tipo: string }[] };
    expect(hist.movimentos.map((m) => m.tipo)).toEqual(['Aplicação', 'Cotação', 'Resgate', 'Resgate']);
    const todos = (await t.call({ method: 'GET', url: '/api/fundos/movimentos?limit=2' })).json() as { movimentos: unknown[]; total: number };
    expect(todos.total).toBe(4);
    const sync = (await t.call({ method: 'GET', url: '/api/sincronizacao?fundos=0&fundo_movimentos=0' })).json() as { colecoes: Record<string, { total?: number }> };
    expect(Object.keys(sync.colecoes).sort()).toEqual(['fundo_movimentos', 'fundos']);
  });

  it('refuses a bad CNPJ, a taken CNPJ, an unknown bank or fund, an aplicação without value, a closed fund', async () => {
    const base = { nome: 'Outro', cnpj: '12.ABC.345/01DE-36', classe: 'Multimercado', banco_id: bancoId };
    const cnpj = await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload: base });
    expect(cnpj.json().errors).toEqual({ cnpj: ['CNPJ inválido: confira os dígitos verificadores.'] });
    const usado = await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload: { ...base, cnpj: '12ABC34501DE35' } });
    expect(usado.json().errors).toEqual({ cnpj: ['Já existe um fundo com este CNPJ.'] });
    const banco = await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload: { ...base, cnpj: '11.222.333/0001-81', banco_id: uuidv7() } });
    expect(banco.json().errors).toEqual({ banco_id: ['Banco não encontrado.'] });
    const semFundo = await t.call({ method: 'POST', url: '/api/fundos/movimento', payload: { fundo_id: uuidv7(), tipo: 'Cotação', data: '2026-03-02', cota: '1' } });
    expect(semFundo.json().errors).toEqual({ fundo_id: ['Fundo não encontrado.'] });
    const semValor = await t.call({ method: 'POST', url: '/api/fundos/movimento', payload: { fundo_id: fundoId, tipo: 'Aplicação', data: '2026-03-02', cota: '1' } });
    expect(semValor.json().errors).toEqual({ valor: ['Informe o valor.'] });
    const encerrar = await t.call({ method: 'POST', url: '/api/update-fundo', payload: { id: fundoId, nome: 'Tesouro Selic FI', cnpj: '12ABC34501DE35', classe: 'Renda Fixa', banco_id: bancoId, status: 'Encerrado' } });
    expect(encerrar.statusCode, encerrar.body).toBe(200);
    const fechado = await t.call({ method: 'POST', url: '/api/fundos/movimento', payload: { fundo_id: fundoId, tipo: 'Aplicação', data: '2026-05-02', valor: '1', cota: '1' } });
    expect(fechado.json().errors).toEqual({ tipo: ['Fundo encerrado: não aceita aplicação nem resgate.'] });
    const id = await t.call({ method: 'GET', url: '/api/fundos/movimentos?id=abc' });
    expect(id.statusCode).toBe(422);
  });
});

describe('Fundos: Excluir (decision 319) and Editar on an old copy (decision 320)', () => {
  const fundo = (cnpj: string) => ({ id: uuidv7(), nome: `Fundo ${cnpj.slice(-4)}`, cnpj, classe: 'Cambial', banco_id: bancoId });

  it('refuses to delete a fund with movements, in Portuguese, and keeps it; deletes a fund without any', async () => {
    const comMov = fundo('11.222.333/0001-81');
    const semMov = fundo('11.444.777/0001-61');
    for (const f of [comMov, semMov]) expect((await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload: f })).statusCode).toBe(201);
    const apl = await t.call({ method: 'POST', url: '/api/fundos/movimento', payload: { fundo_id: comMov.id, tipo: 'Aplicação', data: '2026-03-02', valor: '100.00', cota: '1' } });
    expect(apl.statusCode, apl.body).toBe(201);

    const recusa = await t.call({ method: 'POST', url: '/api/deletar-fundos', payload: { ids: [semMov.id, comMov.id] } });
    expect(recusa.statusCode).toBe(422);
    expect(recusa.json().errors).toEqual({ ids: [`Fundo possui movimentações: ${comMov.nome} tem 1 movimento e não pode ser excluído. Para deixar de usá-lo, edite-o e marque-o como Encerrado.`] });
    const ids = async () => ((await t.call({ method: 'GET', url: '/api/fundos' })).json() as { fundos: { id: string }[] }).fundos.map((f) => f.id);
    expect(await ids()).toEqual(expect.arrayContaining([comMov.id, semMov.id]));

    const headers = { 'idempotency-key': `deletar-${semMov.id}` };
    const ok = await t.call({ method: 'POST', url: '/api/deletar-fundos', payload: { ids: [semMov.id] }, headers });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Fundo(s) excluído(s) com sucesso!');
    expect((await t.call({ method: 'POST', url: '/api/deletar-fundos', payload: { ids: [semMov.id] }, headers })).statusCode).toBe(200);
    expect(await ids()).not.toContain(semMov.id);
    expect(await ids()).toContain(comMov.id);
    const ruim = await t.call({ method: 'POST', url: '/api/deletar-fundos', payload: { ids: ['abc'] } });
    expect(ruim.statusCode).toBe(422);
  });

  it('refuses an edit based on an old version with 409 and keeps the newer one', async () => {
    const f = fundo('04.252.011/0001-10');
    const base = f;
    const criado = await t.call({ method: 'POST', url: '/api/cadastro-fundo', payload: base });
    expect(criado.statusCode, criado.body).toBe(201);
    const v1 = criado.json().fundo.version as number;
    const primeira = await t.call({ method: 'POST', url: '/api/update-fundo', payload: { ...base, nome: 'Nome novo', version: v1 } });
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json().fundo).toMatchObject({ nome: 'Nome novo', version: v1 + 1 });
    const vencida = await t.call({ method: 'POST', url: '/api/update-fundo', payload: { ...base, nome: 'Cópia antiga', version: v1 } });
    expect(vencida.statusCode).toBe(409);
    expect(vencida.json().message).toBe('Este registro foi alterado por outra pessoa. Recarregue e tente de novo.');
    const lista = (await t.call({ method: 'GET', url: '/api/fundos' })).json() as { fundos: { id: string; nome: string }[] };
    expect(lista.fundos.find((x) => x.id === f.id)?.nome).toBe('Nome novo');
  });
});
