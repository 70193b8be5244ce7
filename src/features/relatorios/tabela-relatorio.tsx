/* A report's table on screen: money in pt-BR, subtotal rows in bold. */
import { memo } from 'react';
import { formatBRL } from '../../domain/money.ts';
import type { TabelaRelatorio } from '../../domain/relatorio-tabela.ts';

/** Memoised: the export's progress re-renders the screen, never this (maybe long) table. */
export const TabelaRelatorioView = memo(function TabelaRelatorioView({ tabela }: { tabela: TabelaRelatorio }) {
  const destaques = new Set(tabela.destaques ?? []);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="relatorio-tabela">
        <thead className="bg-slate-100 text-left text-slate-700">
          <tr>{tabela.colunas.map((c) => <th key={c.titulo} className={`px-3 py-2 font-medium ${c.tipo === 'texto' ? '' : 'text-right'}`}>{c.titulo}</th>)}</tr>
        </thead>
        <tbody>
          {tabela.linhas.map((linha, i) => (
            <tr key={i} className={`border-t border-slate-100 ${destaques.has(i) ? 'font-semibold' : ''}`}>
              {linha.map((v, j) => {
                const tipo = tabela.colunas[j]?.tipo ?? 'texto';
                const negativo = tipo === 'dinheiro' && typeof v === 'number' && v < 0;
                return (
                  <td key={j} className={`px-3 py-1.5 ${tipo === 'texto' ? '' : 'text-right whitespace-nowrap tabular-nums'} ${negativo ? 'text-red-700' : ''}`}>
                    {tipo === 'dinheiro' && typeof v === 'number' ? formatBRL(v) : v}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
