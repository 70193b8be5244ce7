/* The Orçamento grid: categorias (rows) × the year's 12 months (columns) and the yearly total,
   for one centro de custo or none. Reads the synced lists only. */
import { useMemo } from 'react';
import { formatValor } from '../../domain/money.ts';
import { MSG_ORCAMENTO as m } from '../../domain/messages-centros.ts';
import type { Orcamento } from '../../domain/orcamento.ts';
import { CelulaOrcamento } from './orcamento-celula.tsx';

const ABREV = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

export interface GradeProps {
  ano: number;
  centro: string | null;
  categorias: readonly { id: string; descricao: string }[];
  orcamentos: readonly Orcamento[];
  editavel: boolean;
}

export function OrcamentoGrade({ ano, centro, categorias, orcamentos, editavel }: GradeProps) {
  const meses = useMemo(() => ABREV.map((_, i) => `${ano}-${String(i + 1).padStart(2, '0')}`), [ano]);
  const valores = useMemo(() => {
    const out = new Map<string, number>();
    for (const o of orcamentos) {
      if ((o.centro_custo ?? null) !== centro || !o.mes.startsWith(`${ano}-`)) continue;
      out.set(`${o.categoria}|${o.mes}`, o.valor);
    }
    return out;
  }, [orcamentos, centro, ano]);
  const totalMes = (mes: string) => categorias.reduce((s, c) => s + (valores.get(`${c.id}|${mes}`) ?? 0), 0);

  if (categorias.length === 0) return <p role="status" className="text-sm text-slate-500">{m.semCategorias}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="orcamento-grade">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="px-2 py-1">{m.categoria}</th>
            {ABREV.map((a) => <th key={a} scope="col" className="px-2 py-1 text-right">{a}</th>)}
            <th scope="col" className="px-2 py-1 text-right">{m.total}</th>
          </tr>
        </thead>
        <tbody>
          {categorias.map((c) => {
            const total = meses.reduce((s, mes) => s + (valores.get(`${c.id}|${mes}`) ?? 0), 0);
            return (
              <tr key={c.id} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-normal text-slate-800">{c.descricao}</th>
                {meses.map((mes, i) => (
                  <CelulaOrcamento key={`${c.id}|${mes}|${centro ?? ''}`} categoria={c.id} centro={centro} mes={mes} editavel={editavel}
                    valor={valores.get(`${c.id}|${mes}`) ?? null} rotulo={m.celula(c.descricao, `${ABREV[i]}/${ano}`)} />
                ))}
                <td className="px-2 py-1 text-right font-medium tabular-nums" data-testid={`total-${c.id}`}>{formatValor(total)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-medium">
            <th scope="row" className="px-2 py-1 text-left">{m.totalMes}</th>
            {meses.map((mes) => <td key={mes} className="px-2 py-1 text-right tabular-nums">{formatValor(totalMes(mes))}</td>)}
            <td className="px-2 py-1 text-right tabular-nums" data-testid="total-ano">{formatValor(meses.reduce((s, mes) => s + totalMes(mes), 0))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
