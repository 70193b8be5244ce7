/* Orçado × realizado as one table and one chart (issue 35 item 3, decision 443), as the other
   reports of relatorio-tabela.ts: per categoria, each month's orçado, realizado, variação and %,
   then the categoria's year total; the period's total last. The chart: each month's totals. */
import { formatValor } from './money.ts';
import { msg } from './messages.ts';
import type { OrcadoRealizado, Valores } from './orcamento.ts';
import type { Celula, TabelaRelatorio } from './relatorio-tabela.ts';

const r = msg.relatorios;
const mesBR = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** "12,50 %", "—" when nothing was budgeted (no base for a percentage). */
export function rotuloPercentual(p: number | null): string {
  return p === null ? '—' : `${formatValor(Math.round(p * 100))} %`;
}

const celulas = (x: Valores): Celula[] => [x.orcado, x.realizado, x.variacao, rotuloPercentual(x.percentual)];

/** `nomes`: categoria id → descrição; `categorias`: when given, only those rows (the screen's filter). */
export function tabelaOrcado(o: OrcadoRealizado, nomes: ReadonlyMap<string, string>, categorias?: readonly string[]): TabelaRelatorio {
  const nome = (id: string | null) => (id === null ? r.semCategoria : nomes.get(id) ?? id);
  const escolhidas = categorias && categorias.length > 0 ? new Set(categorias) : null;
  const porCategoria = new Map<string | null, typeof o.linhas>();
  for (const l of o.linhas) {
    if (escolhidas && (l.categoria_id === null || !escolhidas.has(l.categoria_id))) continue;
    const lista = porCategoria.get(l.categoria_id) ?? [];
    lista.push(l);
    porCategoria.set(l.categoria_id, lista);
  }
  const ordem = [...porCategoria.keys()].sort((a, b) => nome(a).localeCompare(nome(b), 'pt-BR'));
  const linhas: Celula[][] = [];
  const destaques: number[] = [];
  const total = { orcado: 0, realizado: 0 };
  for (const categoria of ordem) {
    for (const l of porCategoria.get(categoria)!) linhas.push([nome(categoria), mesBR(l.mes), ...celulas(l)]);
    for (const ano of o.anos) {
      const c = ano.categorias.find((x) => x.categoria_id === categoria);
      if (!c) continue;
      destaques.push(linhas.length);
      linhas.push([nome(categoria), r.totalAno(ano.ano), ...celulas(c)]);
      total.orcado += c.orcado;
      total.realizado += c.realizado;
    }
  }
  const variacao = total.realizado - total.orcado;
  destaques.push(linhas.length);
  linhas.push([r.total, '', ...celulas({ ...total, variacao, percentual: total.orcado === 0 ? null : Math.round((variacao * 10_000) / total.orcado) / 100 })]);
  const meses = escolhidas ? mesesFiltrados(porCategoria, o) : o.totais_mes;
  return {
    colunas: [
      { titulo: r.categoria, tipo: 'texto' }, { titulo: r.mes, tipo: 'texto' }, { titulo: r.orcado, tipo: 'dinheiro' },
      { titulo: r.realizado, tipo: 'dinheiro' }, { titulo: r.variacao, tipo: 'dinheiro' }, { titulo: r.percentual, tipo: 'texto' },
    ],
    linhas,
    destaques,
    grafico: {
      tipo: 'barras',
      rotulos: meses.map((t) => mesBR(t.mes)),
      series: [
        { nome: r.orcado, cor: '#94a3b8', valores: meses.map((t) => t.orcado) },
        { nome: r.realizado, cor: '#b45309', valores: meses.map((t) => t.realizado) },
      ],
    },
  };
}

/** Each month's totals over the chosen categorias only. */
function mesesFiltrados(porCategoria: ReadonlyMap<string | null, OrcadoRealizado['linhas']>, o: OrcadoRealizado) {
  return o.totais_mes.map((t) => {
    let orcado = 0;
    let realizado = 0;
    for (const linhas of porCategoria.values()) {
      const l = linhas.find((x) => x.mes === t.mes);
      orcado += l?.orcado ?? 0;
      realizado += l?.realizado ?? 0;
    }
    return { mes: t.mes, orcado, realizado };
  });
}
