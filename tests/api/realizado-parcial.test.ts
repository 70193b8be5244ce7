/* Partial payments reach realizado through the routes (issue 31, item 3; decision 390): each
   payment informed lands on its own day in Fluxo de caixa and in the DRE (regime caixa). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ALUGUEL = uuidv7();
const ITAU = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
  await t.database.db.insert(categorias).values({ id: ALUGUEL, descricao: 'Aluguel', dreLinha: 'despesas_operacionais' });
});
afterAll(async () => { await t.close(); });

async function post(url: string, payload: Record<string, unknown>, status = 200) {
  const res = await t.call({ method: url === '/api/atualizar-pagamento' ? 'PUT' : 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { lancamentos: { id: string }[]; recebiveis: { id: string }[] };
}

describe('realizado of partial payments (reports on the server)', () => {
  it('R$ 100 received on 10/03 shows on 10/03, and the settling day gets only the rest', async () => {
    const { lancamentos: [aluguel] } = await post('/api/cadastro-financas', {
      descricao: 'Aluguel', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, valor: '1000.00', data: '2025-03-01',
      tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: 'À vista', parcela: '', categorias: ALUGUEL,
      tipo_lancamento: 'Pagamento', observacao: '',
    }, 201);
    await post('/api/atualizar-informe-pagamento', { id: aluguel!.id, valor: '100.00', data_pagamento: '2025-03-05' });
    await post('/api/atualizar-informe-pagamento', { id: aluguel!.id, valor: '250.00', data_pagamento: '2025-03-12' });
    await post('/api/atualizar-pagamento', { ids: [aluguel!.id], data_pagamento: '2025-04-02' });
    const { recebiveis: [mensalidade] } = await post('/api/cadastro-recebiveis', {
      descricao: 'Mensalidade', status: 'Pagar', data_pagamento: '', valor: '600.00', data: '2025-03-01',
      tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: 'À vista', parcela: '', observacao: '',
    }, 201);
    await post('/api/atualizar-pagamento-recebiveis', { id: mensalidade!.id, valor: '100.00', data_pagamento: '2025-03-10' });

    const fluxo = await t.call({ method: 'GET', url: '/api/relatorios/fluxo-caixa?de=2025-03-01&ate=2025-04-30&agrupar=dia&regime=caixa' });
    expect(fluxo.statusCode, fluxo.body).toBe(200);
    const periodos = fluxo.json().fluxo_caixa.periodos as { periodo: string; saidas_realizadas: string; entradas_realizadas: string }[];
    const dia = (d: string) => periodos.find((p) => p.periodo === d)!;
    expect(dia('2025-03-05').saidas_realizadas).toBe('100.00');
    expect(dia('2025-03-12').saidas_realizadas).toBe('250.00');
    expect(dia('2025-04-02').saidas_realizadas).toBe('650.00');
    expect(dia('2025-03-10').entradas_realizadas).toBe('100.00');

    const dre = await t.call({ method: 'GET', url: '/api/relatorios/dre?de=2025-03-01&ate=2025-03-31&regime=caixa' });
    expect(dre.statusCode, dre.body).toBe(200);
    const linhas = dre.json().dre.linhas as { linha: string; valor: string }[];
    expect(linhas.find((l) => l.linha === 'despesas_operacionais')!.valor).toBe('-350.00');
    expect(linhas.find((l) => l.linha === 'receita_bruta')!.valor).toBe('100.00');
  });
});
