/* The record a note is about, for any entity. */
import { COLECAO_DA_ENTIDADE } from '../../domain/observacao.ts';
import type { Entidade } from '../../domain/avisos-listas.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { useCollection } from '../../data/live.ts';
import type { CollectionName } from '../../data/collections.ts';
import { BuscaRegistro } from '../../ui/busca-registro.tsx';

type Registro = { id: string; descricao?: string; banco?: string; vencimento?: string | null; data?: string; parcela?: number; quant_parcela?: number };

export function nomeRegistro(r: Registro | undefined): string {
  if (!r) return '';
  const nome = r.descricao ?? r.banco ?? r.id;
  const parcela = r.quant_parcela && r.quant_parcela > 1 ? ` ${r.parcela}/${r.quant_parcela}` : '';
  const quando = r.vencimento ? ` — venc. ${formatDateBR(r.vencimento)}` : r.data ? ` — ${formatDateBR(r.data)}` : '';
  return `${nome}${parcela}${quando}`;
}

export function colecaoDe(entidade: Entidade | ''): CollectionName | null {
  return entidade && entidade !== 'Geral' ? (COLECAO_DA_ENTIDADE[entidade] as CollectionName) : null;
}

export function RegistroPicker({ entidade, value, onChange }: { entidade: Entidade | ''; value: string; onChange: (id: string) => void }) {
  const colecao = colecaoDe(entidade);
  const { rows } = useCollection<Registro>(colecao ?? 'bancos');
  if (!colecao) return <p className="py-2 text-sm text-slate-500">—</p>;
  return <BuscaRegistro rows={rows} rotulo={nomeRegistro} value={value} onChange={onChange} />;
}
