/* The record a note is about, for any entity. */
import { COLECAO_DA_ENTIDADE } from '../../domain/observacao.ts';
import type { ColecaoDeRegistro } from '../../domain/observacao.ts';
import type { Entidade } from '../../domain/avisos-listas.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { useCollection } from '../../data/live.ts';
import { BuscaRegistro } from '../../ui/busca-registro.tsx';

// A bank's `vencimento` is its card's due day (a number), not a date: only a date is shown.
type Registro = { id: string; descricao?: string; banco?: string | null; vencimento?: string | number | null; data?: string; parcela?: number; quant_parcela?: number };

export function nomeRegistro(r: Registro | undefined): string {
  if (!r) return '';
  const nome = r.descricao ?? r.banco ?? r.id;
  const parcela = r.quant_parcela && r.quant_parcela > 1 ? ` ${r.parcela}/${r.quant_parcela}` : '';
  const quando = typeof r.vencimento === 'string' && r.vencimento ? ` — venc. ${formatDateBR(r.vencimento)}` : r.data ? ` — ${formatDateBR(r.data)}` : '';
  return `${nome}${parcela}${quando}`;
}

export function colecaoDe(entidade: Entidade | ''): ColecaoDeRegistro | null {
  return entidade && entidade !== 'Geral' ? COLECAO_DA_ENTIDADE[entidade] : null;
}

export function RegistroPicker({ entidade, value, onChange }: { entidade: Entidade | ''; value: string; onChange: (id: string) => void }) {
  const colecao = colecaoDe(entidade);
  const { rows } = useCollection(colecao ?? 'bancos');
  if (!colecao) return <p className="py-2 text-sm text-slate-500">—</p>;
  return <BuscaRegistro rows={rows} rotulo={nomeRegistro} value={value} onChange={onChange} />;
}
