/* The Aprovações screen row (issue 35 item 1, decision 432), without the rest of the bench:
   BENCH_SIZES=100000 BENCH_APROVACOES=200 node --import tsx bench/aprovacoes-only.ts. Seeds
   PGlite with the usual payables, N of them waiting for approval, starts the server on the built
   dist/, signs in (first pull), then times the in-app navigation to /financeiro/aprovacoes until
   its first rows paint (the waiting ones filtered from every payable in memory), the time until
   search covers them, and the keystrokes of a search (browser-list.ts).
   Prints the samples; docs/BENCHMARKS.md takes them by hand. */
import { medirTela } from './tela-semeada.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const n = Math.min(Number(process.env.BENCH_APROVACOES ?? 200), size);

await medirTela({
  size, listPath: '/financeiro/aprovacoes', listTotal: n, prefix: 'aprovacoes.',
  semear: async (database) => {
    await database.exec(`UPDATE lancamentos SET aprovacao = 'Aguardando aprovação'
      WHERE id IN (SELECT id FROM lancamentos ORDER BY id LIMIT ${n})`);
    return `${n} aguardando aprovação`;
  },
});
