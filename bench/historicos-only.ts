/* The Histórico Escolar Consulta row (issue 21), without the rest of the bench:
   BENCH_SIZES=100000 node --import tsx bench/historicos-only.ts. Seeds PGlite with the usual
   payables plus N academic records (four disciplinas each; one payable in 20 linked to a record,
   so 'Custo no período' sums real links), starts the server on the built dist/, signs in (first
   pull), then times the in-app navigation to /academy/consulta until its first rows paint, the
   time until search covers every record, and keystrokes of a search (browser-list.ts).
   Prints the samples; docs/BENCHMARKS.md takes them by hand. */
import { lit } from './seed-sql.ts';
import { CLIENTES, FORNECEDORES } from './seed-words.ts';
import { medirTela } from './tela-semeada.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const CURSOS = ['Engenharia Civil', 'Direito', 'Administração', 'Medicina', 'Pedagogia', 'Ciência da Computação', 'Contabilidade'];
const DISCIPLINAS = ['Cálculo', 'Estatística', 'Português', 'Ética', 'Economia', 'Metodologia', 'Física', 'Inglês'];
const SITUACOES = ['Cursando', 'Aprovado', 'Reprovado', 'Trancado', 'Concluído'];

/** N records by set-based SQL (deterministic hashes of the ordinal), like bench/seed-sql.ts. */
function historicosSql(n: number): string {
  const arr = (v: readonly string[]) => `ARRAY[${v.map(lit).join(',')}]::text[]`;
  const pick = (v: readonly string[], r: string) => `(${arr(v)})[1 + (${r}) % ${v.length}]`;
  const r = (k: number) => `abs(hashint8(i::bigint * 131 + ${k}))`;
  const nota = (k: number) => `round(((${r(k)} % 101) / 10.0)::numeric, 1)`;
  const disc = (k: number) => `jsonb_build_object('nome', ${pick(DISCIPLINAS, `${r(k)} + ${k}`)} || ' ${k + 1}', 'carga', 30 * (1 + ${r(k + 10)} % 3), 'nota', ${nota(k + 20)}, 'faltas', ${r(k + 30)} % 8, 'resultado', 'Aprovado')`;
  return `INSERT INTO historicos_escolares (id, aluno, instituicao, curso, periodo, situacao, frequencia, carga_horaria, disciplinas, media)
    SELECT (lpad(to_hex(1700000000000 + i), 12, '0') || '7' || substr(md5('h' || i), 1, 3) || '8' || substr(md5('h' || i), 4, 15))::uuid,
      ${pick(CLIENTES, r(1))} || ' ' || (i % 997), 'Faculdade ' || ${pick(FORNECEDORES, r(2))}, ${pick(CURSOS, r(3))},
      (2015 + ${r(4)} % 12) || '/' || (1 + ${r(5)} % 2), ${pick(SITUACOES, r(6))}, round((70 + (${r(7)} % 301) / 10.0)::numeric, 1),
      120 + 30 * (${r(8)} % 6), jsonb_build_array(${[0, 1, 2, 3].map(disc).join(', ')}), round(((${r(9)} % 1001) / 100.0)::numeric, 2)
    FROM generate_series(1, ${n}) AS s(i)`;
}

await medirTela({
  size, listPath: '/academy/consulta', listTotal: size, prefix: 'historicos.', heap: true,
  semear: async (database) => {
    await database.exec(historicosSql(size));
    // One payable in 20 becomes a mensalidade of some record.
    await database.exec(`UPDATE lancamentos l SET historico_id = h.id FROM (
        SELECT id, row_number() OVER (ORDER BY id) AS k FROM historicos_escolares) h
      WHERE abs(hashint8(('x' || substr(md5(l.id::text), 1, 15))::bit(60)::bigint)) % 20 = 0
        AND h.k = 1 + abs(hashint8(('x' || substr(md5(l.id::text), 16, 15))::bit(60)::bigint)) % ${size}`);
    return `${size} históricos`;
  },
});
