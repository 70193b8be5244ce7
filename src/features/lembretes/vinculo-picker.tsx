/* The payable, receivable or invoice a reminder links to: never a cancelled one, unless it is the
   link the reminder already has (issue 33). */
import type { TipoVinculo } from '../../domain/avisos-listas.ts';
import { useMemo } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { vinculavel } from '../../domain/lembrete.ts';
import { useCollection } from '../../data/live.ts';
import { BuscaRegistro } from '../../ui/busca-registro.tsx';

interface Titulo { id: string; status?: string; descricao?: string; vencimento?: string | null; parcela?: number; quant_parcela?: number }

function rotuloTitulo(t: Titulo): string {
  const parcela = t.quant_parcela && t.quant_parcela > 1 ? ` ${t.parcela}/${t.quant_parcela}` : '';
  const venc = t.vencimento ? ` — venc. ${formatDateBR(t.vencimento)}` : '';
  return `${t.descricao ?? ''}${parcela}${venc}`;
}

export function VinculoPicker({ tipo, value, onChange }: { tipo: TipoVinculo | null; value: string; onChange: (id: string) => void }) {
  const { rows: todos } = useCollection(tipo ?? 'faturas');
  const rows = useMemo(() => todos.filter((r) => vinculavel(r) || r.id === value), [todos, value]);
  if (!tipo) return <p className="py-2 text-sm text-slate-500">—</p>;
  return <BuscaRegistro rows={rows} rotulo={rotuloTitulo} value={value} onChange={onChange} />;
}
