/* The Ações row (issue 19): 100,000 trades → positions and the monthly apuração, measured on the
   domain functions the Consulta and the Relatório run (client, offline) and on
   GET /api/acoes/posicoes and /api/acoes/apuracao (server, PGlite in memory).
   BENCH_SIZES=100000 node --import tsx bench/acoes-only.ts (BENCH_RUNS, default 5). Prints the
   medians; docs/BENCHMARKS.md takes them by hand. */
import { performance } from 'node:perf_hooks';
import { apurarMes, apurarMeses } from '../src/domain/acoes-apuracao.ts';
import { calcularCarteira } from '../src/domain/acoes-posicoes.ts';
import { gerarOperacoes } from './acoes-dados.ts';
import { operacoes } from '../server/db/schema.ts';
import { createTestApp } from '../tests/api/helper.ts';
import { emitRows } from './emit.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const ops = gerarOperacoes(size);
const ultimoMes = ops[ops.length - 1]!.data.slice(0, 7);
const carteira = calcularCarteira(ops);
if (carteira.erro) throw new Error(`dados do bench inválidos: ${carteira.erro.message}`);
const result: Record<string, number | string> = { operacoes: ops.length, meses: apurarMeses(ops).length, posicoes: carteira.posicoes.length };
const dom = { posicoes: [] as number[], apuracao: [] as number[], meses: [] as number[] };
for (let r = 0; r < runs; r++) {
  dom.posicoes.push(time(() => calcularCarteira(ops)));
  dom.apuracao.push(time(() => apurarMes(ops, ultimoMes)));
  dom.meses.push(time(() => apurarMeses(ops)));
}
result['domínio: posições (ms)'] = median(dom.posicoes).toFixed(0);
result['domínio: apuração do último mês (ms)'] = median(dom.apuracao).toFixed(0);
result['domínio: todos os meses (ms)'] = median(dom.meses).toFixed(0);

const apiSamples = { posicoes: [] as number[], apuracao: [] as number[], lista: [] as number[] };
const t = await createTestApp();
try {
  for (let k = 0; k < ops.length; k += 2_000) {
    await t.database.db.insert(operacoes).values(ops.slice(k, k + 2_000).map((o) => ({
      id: o.id, data: o.data, ticker: o.ticker, tipo: o.tipo, quantidade: o.quantidade, preco: o.preco, custos: o.custos,
      irrf: o.irrf, modalidade: o.modalidade, classe: o.classe,
    })));
  }
  const api = apiSamples;
  for (let r = 0; r < runs; r++) {
    api.posicoes.push(await timeAsync(async () => {
      const res = await t.call({ method: 'GET', url: '/api/acoes/posicoes' });
      if (res.statusCode !== 200) throw new Error(res.body);
    }));
    api.apuracao.push(await timeAsync(async () => {
      const res = await t.call({ method: 'GET', url: `/api/acoes/apuracao?mes=${ultimoMes}` });
      if (res.statusCode !== 200) throw new Error(res.body);
    }));
    api.lista.push(await timeAsync(async () => {
      const res = await t.call({ method: 'GET', url: '/api/acoes' });
      if (res.statusCode !== 200) throw new Error(res.body.slice(0, 200));
    }));
  }
  result['API PGlite: GET /api/acoes/posicoes (ms)'] = median(api.posicoes).toFixed(0);
  result['API PGlite: GET /api/acoes/apuracao (ms)'] = median(api.apuracao).toFixed(0);
  result['API PGlite: GET /api/acoes, lista inteira (ms)'] = median(api.lista).toFixed(0);
} finally {
  await t.close();
}
console.log(JSON.stringify(result, null, 1));
emitRows({ samples: {
  'acoes.posicoes': dom.posicoes, 'acoes.apuracao': dom.apuracao, 'acoes.meses': dom.meses,
  'acoes.apiPosicoes': apiSamples.posicoes, 'acoes.apiApuracao': apiSamples.apuracao, 'acoes.apiLista': apiSamples.lista,
} });
