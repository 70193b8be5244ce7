/* The Recorrências screen row (issue 34), without the rest of the bench:
   BENCH_SIZES=100000 BENCH_RECORRENCIAS=500 node --import tsx bench/recorrencias-only.ts. Seeds
   PGlite with the usual payables plus N recorrências (mixed kinds and frequencies) whose 12
   occurrences each are existing payables linked by recorrencia_id, starts the server on the built
   dist/, signs in (first pull), then times the in-app navigation to /financeiro/recorrencias until
   its first rows paint (next occurrence and monthly total computed on the device), the time until
   search covers every recorrência, and the keystrokes of a search (browser-list.ts).
   Prints the samples; docs/BENCHMARKS.md takes them by hand. */
import { FREQUENCIAS } from '../src/domain/listas.ts';
import { lit } from './seed-sql.ts';
import { FORNECEDORES } from './seed-words.ts';
import { medirTela } from './tela-semeada.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const n = Number(process.env.BENCH_RECORRENCIAS ?? 500);
const OQUE = ['Aluguel', 'Internet', 'Energia', 'Assinatura', 'Honorários', 'Folha', 'Seguro', 'Mensalidade'];

/** N recorrências by set-based SQL (deterministic hashes of the ordinal), like bench/seed-sql.ts. */
function recorrenciasSql(total: number): string {
  const arr = (v: readonly string[]) => `ARRAY[${v.map(lit).join(',')}]::text[]`;
  const pick = (v: readonly string[], r: string) => `(${arr(v)})[1 + (${r}) % ${v.length}]`;
  const r = (k: number) => `abs(hashint8(i::bigint * 137 + ${k}))`;
  return `INSERT INTO recorrencias (id, tipo, descricao, valor, banco_id, pagamento, frequencia, dia, inicio, fim, ajustar_dia_util, status)
    SELECT (lpad(to_hex(1700000000000 + i), 12, '0') || '7' || substr(md5('r' || i), 1, 3) || '8' || substr(md5('r' || i), 4, 15))::uuid,
      CASE WHEN ${r(1)} % 5 = 0 THEN 'receber' ELSE 'pagar' END,
      ${pick(OQUE, r(2))} || ' ' || ${pick(FORNECEDORES, r(3))} || ' ' || i,
      1000 + ${r(4)} % 900000, (SELECT id FROM bancos ORDER BY id LIMIT 1), 'Boleto',
      ${pick(FREQUENCIAS, r(5))}, 1 + ${r(6)} % 31, current_date - (${r(7)} % 400)::int,
      CASE WHEN ${r(8)} % 10 = 0 THEN current_date - 1 ELSE NULL END, ${r(9)} % 2 = 0, ${r(10)} % 7 <> 0
    FROM generate_series(1, ${total}) AS s(i)`;
}

await medirTela({
  size, listPath: '/financeiro/recorrencias', listTotal: n, prefix: 'recorrencias.',
  semear: async (database) => {
    await database.exec(recorrenciasSql(n));
    // Twelve existing payables per recorrência become its occurrences.
    await database.exec(`UPDATE lancamentos l SET recorrencia_id = r.id FROM (
        SELECT id, row_number() OVER (ORDER BY id) AS k FROM recorrencias) r,
        (SELECT id, row_number() OVER (ORDER BY id) AS k FROM lancamentos) x
      WHERE x.id = l.id AND x.k <= ${n * 12} AND r.k = 1 + (x.k - 1) / 12`);
    return `${n} recorrências`;
  },
});
