/* The Orçamento screen row (issue 35 item 3, decision 443), without the rest of the bench:
   BENCH_SIZES=100000 node --import tsx bench/orcamento-only.ts. Seeds PGlite with the usual
   payables plus a budget for every categoria in every month of this year and the last (about
   720 values), starts the server on the built dist/, signs in (first pull), then times the in-app
   navigation from the Painel to /financeiro/orcamento until the grid shows this year's total.
   Prints the samples; docs/BENCHMARKS.md takes them by hand. */
import { medirTela } from './tela-semeada.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const ano = new Date().getFullYear();

await medirTela({
  size, listPath: '/financeiro/orcamento', listTotal: 0, prefix: 'orcamento.',
  // The year's total cell with a value (every budget read and summed), not the empty grid.
  pronto: '[data-testid="total-ano"]:not(:empty)',
  semear: async (database) => {
    await database.exec(`WITH meses AS (
        SELECT to_char(make_date(a, m, 1), 'YYYY-MM') AS mes FROM generate_series(${ano - 1}, ${ano}) a, generate_series(1, 12) m)
      INSERT INTO orcamentos (id, categoria_id, mes, valor)
      SELECT gen_random_uuid(), c.id, meses.mes, 100000 + abs(hashtext(c.id::text || meses.mes)) % 900000
      FROM categorias c, meses`);
    return 'orçamento de cada categoria em cada mês deste ano e do anterior';
  },
});
