/* Issue 20's bench row: `node --import tsx bench/automacao-faturas.ts`. One bills run (the task
   the runner runs, server/jobs/tarefa-faturas.ts) over 100,000 Crédito instalments of one card
   bank (purchases over two years, 1 to 12 instalments), on the embedded PGlite (default) or on
   PostgreSQL when DATABASE_URL is set. Reports the first run (creates every bill) and a second
   run (nothing to change), median of BENCH_RUNS. FATURAS_PARCELAS changes the size. */
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { tarefaFaturas } from '../server/jobs/tarefa-faturas.ts';

const PARCELAS = Number(process.env.FATURAS_PARCELAS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { memory: true });
await migrate(database);
const banco = uuidv7();
await database.exec(`INSERT INTO bancos (id, banco, possui_cartao, credito, vencimento) VALUES ('${banco}', 'Bench ${banco.slice(-4)}', true, true, 10)`);
await database.exec(`INSERT INTO automacao_regras (id, banco_id, dia_fechamento) VALUES ('${uuidv7()}', '${banco}', 3)`);
const t0 = performance.now();
await database.db.execute(sql`INSERT INTO lancamentos (id, id_titulo, descricao, pagamento, tipo_compra, banco_id, quant_parcela, parcela, valor, valor_parcela, data, status, tipo, metodo)
  SELECT gen_random_uuid(), gen_random_uuid(), 'Compra ' || i, 'Crédito', 'Compra', ${banco}::uuid, 12, 1 + (i % 12), 100000, 1000 + (i % 997),
    DATE '2025-01-01' + (i % 730), 'Pagar', 'Com Vencimento', 'Parcelado'
  FROM generate_series(1, ${PARCELAS}) AS i`);
console.log(`fixture: ${PARCELAS} parcelas em ${Math.round(performance.now() - t0)} ms`);

const tarefa = tarefaFaturas(async () => undefined);
const vezes: number[] = [];
for (let r = 0; r < RUNS; r++) {
  if (r > 0) await database.exec(`DELETE FROM faturas WHERE banco_id = '${banco}'`);
  const a = performance.now();
  const resumo = await tarefa.executar({ db: database.db, agora: new Date() });
  vezes.push(performance.now() - a);
  console.log(`primeira execução ${r + 1}: ${Math.round(vezes.at(-1)!)} ms (${resumo})`);
}
const b = performance.now();
const resumo = await tarefa.executar({ db: database.db, agora: new Date() });
const segunda = performance.now() - b;
vezes.sort((x, y) => x - y);
console.log(JSON.stringify({ banco: database.kind, parcelas: PARCELAS, primeira_mediana_ms: Math.round(vezes[Math.floor(vezes.length / 2)]!), sem_mudanca_ms: Math.round(segunda), resumo, loadavg: (await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ') }));
await database.close();
