/* The payable, receivable or invoice a reminder links to. */
import type { TipoVinculo } from '../../domain/avisos-listas.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { useCollection } from '../../data/live.ts';
import { BuscaRegistro } from '../../ui/busca-registro.tsx';

interface Titulo { id: string; descricao?: string; vencimento?: string | null; parcela?: number; quant_parcela?: number }

function rotuloTitulo(t: Titulo): string {
  const parcela = t.quant_parcela && t.quant_parcela > 1 ? ` ${t.parcela}/${t.quant_parcela}` : '';
  const venc = t.vencimento ? ` — venc. ${formatDateBR(t.vencimento)}` : '';
  return `${t.descricao ?? ''}${parcela}${venc}`;
}

export function VinculoPicker({ tipo, value, onChange }: { tipo: TipoVinculo | null; value: string; onChange: (id: string) => void }) {
  const { rows } = useCollection(tipo ?? 'faturas');
  if (!tipo) return <p className="py-2 text-sm text-slate-500">—</p>;
  return <BuscaRegistro rows={rows} rotulo={rotuloTitulo} value={value} onChange={onChange} />;
}
