/* The Ações bench's trades (issue 19), shared by acoes-only.ts (domain and API) and
   browser-acoes-only.ts (the screens). */
import type { Operacao } from '../src/domain/acoes-validacao.ts';
import { isDiaUtil } from '../src/domain/calendario.ts';
import { addDays } from '../src/domain/dates.ts';

/** Trades over business days from 2022-01-03: 200 tickers, buys then partial sells, day-trade pairs. */
export function gerarOperacoes(n: number): Operacao[] {
  const ops: Operacao[] = [];
  const dias: string[] = [];
  for (let d = '2022-01-03'; dias.length < 1000; d = addDays(d, 1)) if (isDiaUtil(d)) dias.push(d);
  const perDay = Math.max(1, Math.ceil(n / dias.length));
  let i = 0;
  for (const dia of dias) {
    for (let k = 0; k < perDay && ops.length < n; k++, i++) {
      const t = i % 200;
      const ticker = t < 150 ? `AB${String.fromCharCode(65 + (t % 26))}${String.fromCharCode(65 + Math.floor(t / 26))}3` : `FI${String.fromCharCode(65 + (t % 26))}${String.fromCharCode(65 + Math.floor(t / 26))}11`;
      const classe = t < 150 ? 'Ação' : 'FII';
      const id = `${String(ops.length).padStart(8, '0')}-0000-7000-8000-000000000000`;
      const kind = Math.floor(i / 200) % 4;
      const preco = 1_000 + ((i * 37) % 5_000);
      if (kind === 3) {
        // A day-trade pair.
        ops.push({ id, data: dia, ticker, tipo: 'Compra', quantidade: 100, preco, custos: 150, irrf: 0, modalidade: 'Day trade', classe });
        if (ops.length < n) ops.push({ id: `${id.slice(0, -1)}1`, data: dia, ticker, tipo: 'Venda', quantidade: 100, preco: preco + 10, custos: 150, irrf: 1, modalidade: 'Day trade', classe });
      } else {
        const tipo = kind === 2 ? 'Venda' : 'Compra';
        ops.push({ id, data: dia, ticker, tipo, quantidade: tipo === 'Venda' ? 100 : 100, preco, custos: 500, irrf: tipo === 'Venda' ? 5 : 0, modalidade: 'Swing trade', classe });
      }
    }
  }
  return ops;
}
