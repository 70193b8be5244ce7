/* The job runner (decision 281) against a real database: a run whose process stops mid-run is
   taken again by another process once its lease runs out (a restart), the late finisher cannot
   overwrite it; a failing run is retried and its last failure reaches the listeners; and two
   server processes (two app instances, each with its own pg Pool) on one PostgreSQL run a
   scheduled tick exactly once (PostgreSQL only: PGlite is one process by design). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { Database } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import { criarRunner } from '../../server/jobs/runner.ts';
import type { EventoAutomacao } from '../../server/jobs/tarefa.ts';
import { createTestApp, freshPostgres, onPostgres, testConfig } from './helper.ts';
import type { TestApp } from './helper.ts';

const silencio = { info: () => undefined, error: () => undefined };

async function execucao(database: Database, id: string) {
  const r = await database.db.execute(sql`SELECT status, tentativas, mensagem, dono FROM automacao_execucoes WHERE id = ${id}`);
  return rowsOf<{ status: string; tentativas: number; mensagem: string | null; dono: string }>(r)[0];
}

describe('job runner', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('a restart mid-run retries: another process takes the orphaned run after its lease, and the late finisher is fenced off', async () => {
    let soltar: () => void = () => undefined;
    let execucoesA = 0;
    const a = criarRunner(t.database.db, { ligado: false, leaseMs: 300 }, silencio);
    a.registrar({ nome: 'lenta', agenda: null, executar: () => { execucoesA += 1; return new Promise((r) => { soltar = () => r('A terminou tarde'); }); } });
    const id = await a.novaExecucao(t.database.db, 'lenta', 'manual');
    void a.varrer();
    await vi.waitFor(async () => expect((await execucao(t.database, id))?.status).toBe('executando'));
    await a.parar({ devolver: false }); // the process dies: no more lease renewals, nothing handed back

    const b = criarRunner(t.database.db, { ligado: false, leaseMs: 300 }, silencio);
    b.registrar({ nome: 'lenta', agenda: null, executar: async () => 'B concluiu' });
    await vi.waitFor(async () => {
      await b.varrer();
      expect(await execucao(t.database, id)).toMatchObject({ status: 'sucesso', tentativas: 2, mensagem: 'B concluiu', dono: b.dono });
    }, { timeout: 10_000, interval: 100 });
    soltar();
    await vi.waitFor(() => expect(execucoesA).toBe(1));
    await new Promise((r) => setImmediate(r));
    expect(await execucao(t.database, id)).toMatchObject({ status: 'sucesso', mensagem: 'B concluiu' });
  });

  it('retries a failing run, then reports its last failure to the listeners', async () => {
    const eventos: EventoAutomacao[] = [];
    const r = criarRunner(t.database.db, { ligado: false, maxTentativas: 2, esperaBaseMs: 0 }, silencio);
    r.aoEvento(async (_db, evento) => { eventos.push(evento); });
    let tentativas = 0;
    r.registrar({ nome: 'instavel', agenda: null, executar: async () => { tentativas += 1; throw new Error(`falhou ${tentativas}`); } });
    const id = await r.novaExecucao(t.database.db, 'instavel', 'manual');
    await vi.waitFor(async () => {
      await r.varrer();
      expect(await execucao(t.database, id)).toMatchObject({ status: 'falha', tentativas: 2, mensagem: 'falhou 2' });
    });
    await r.varrer();
    expect(tentativas).toBe(2); // no third try
    expect(eventos).toEqual([{ tipo: 'falha_automacao', tarefa: 'instavel', mensagem: 'falhou 2' }]);
    await r.parar();
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  const apps: FastifyInstance[] = [];
  const bancos: Database[] = [];
  let drop: () => Promise<void> = async () => undefined;
  const porSlot = new Map<string, number>();

  beforeAll(async () => {
    const pg = await freshPostgres();
    drop = pg.drop;
    const log = console.log;
    console.log = () => undefined;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: pg.url }); // its own pg Pool
      const config = { ...testConfig(mkdtempSync(join(tmpdir(), 'fluxo-runner-')), pg.url), automacao: { ligado: true, varreduraMs: 200 } };
      const app = await buildApp({ config, database });
      app.automacao.registrar({
        nome: 'cada-segundo', agenda: '* * * * * *',
        executar: async ({ agora }) => {
          const slot = agora.toISOString();
          porSlot.set(slot, (porSlot.get(slot) ?? 0) + 1);
          return `processo ${i}`;
        },
      });
      await app.ready();
      apps.push(app);
      bancos.push(database);
    }
    console.log = log;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of bancos) await database.close();
    await drop();
  });

  it('runs a scheduled job once per tick', async () => {
    await vi.waitFor(() => expect(porSlot.size).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 100 });
    expect([...porSlot.values()].every((n) => n === 1)).toBe(true);
    const rows = rowsOf<{ slot: string; n: number }>(await bancos[0]!.db.execute(sql`SELECT slot, count(*)::int AS n FROM automacao_execucoes WHERE tarefa = 'cada-segundo' GROUP BY slot`));
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(porSlot.size);
  });
});

if (!onPostgres) console.log('[automacao-runner] API_DB=postgres não definido: o teste de dois processos no PostgreSQL foi pulado.');
