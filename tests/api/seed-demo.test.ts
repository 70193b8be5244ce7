/* seed:demo (decision 210): the demo loads into a fresh database through the module the npm
   script runs, the app serves it (lists, a receipt's file), and a second load is refused in
   Portuguese without changing anything. Deterministic for a given "today". */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BancoComDados, carregarDemo } from '../../server/db/seed-demo.ts';
import { construirDemo } from '../../server/db/seed-demo-dados.ts';
import { isDiaUtil } from '../../src/domain/calendario.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

const HOJE = '2026-03-11';
let t: TestApp;

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function lista<T>(url: string, chave: string): Promise<T[]> {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json() as Record<string, T[]>)[chave]!;
}

describe('seed:demo', () => {
  it('builds the same year for the same today, with instalment groups, card purchases and due dates on business days', () => {
    const a = construirDemo(HOJE);
    expect(construirDemo(HOJE)).toEqual(a);
    expect(a.bancos.length).toBeGreaterThanOrEqual(3);
    expect(a.categorias.every((c) => c.dreLinha)).toBe(true);
    expect(a.lancamentos.some((l) => (l.quantParcela ?? 1) >= 12)).toBe(true);
    expect(a.lancamentos.some((l) => l.pagamento === 'Crédito')).toBe(true);
    const datas = a.lancamentos.map((l) => l.data).sort();
    expect(datas[0]! <= '2025-03-31').toBe(true);
    for (const row of [...a.lancamentos, ...a.recebiveis, ...a.faturas]) {
      if (row.vencimento) expect(isDiaUtil(row.vencimento), row.vencimento).toBe(true);
    }
  });

  it('loads into a database holding only the first administrator, and the app serves it', async () => {
    const contagem = await carregarDemo(t.database, t.app.config.dataDir, HOJE);
    expect(contagem.lancamentos).toBeGreaterThan(150);
    const bancos = await lista<{ banco: string }>('/api/bancos', 'bancos');
    expect(bancos.map((b) => b.banco)).toContain('Itaú Unibanco');
    const lancamentos = await lista<{ status: string; quant_parcela: number }>('/api/lancamentos', 'lancamentos');
    expect(lancamentos).toHaveLength(contagem.lancamentos!);
    expect(new Set(lancamentos.map((l) => l.status))).toEqual(new Set(['Pago', 'Pagar', 'Cancelado', 'D.P.C']));
    expect((await lista('/api/recebiveis', 'recebiveis')).length).toBe(contagem.recebiveis);
    expect((await lista('/api/faturas', 'faturas')).length).toBe(contagem.faturas);
    expect((await lista('/api/entradas', 'entradas')).length).toBeGreaterThan(0);
    const comprovantes = await lista<{ comprovante: string }>('/api/comprovantes', 'comprovante');
    expect(comprovantes).toHaveLength(contagem.comprovantes!);
    const arquivo = await t.call({ method: 'GET', url: `/api/download-comprovante/${encodeURIComponent(comprovantes[0]!.comprovante)}` });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.body).toContain('Comprovante de pagamento');
  });

  it('refuses a second load in Portuguese and changes nothing', async () => {
    const antes = (await lista('/api/lancamentos', 'lancamentos')).length;
    const erro = await carregarDemo(t.database, t.app.config.dataDir, HOJE).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(BancoComDados);
    expect((erro as Error).message).toMatch(/^O banco de dados já tem dados \(bancos, .*Nada foi alterado\.$/);
    expect((await lista('/api/lancamentos', 'lancamentos')).length).toBe(antes);
  });
});
