/* The Pagamento cell of the payables and receivables lists, with the statement link (decision
   311): a título paid through conciliação shows a small 'Extrato' marker beside its payment date;
   hovering it shows the statement line (date, description, amount), and a row with the keyboard
   focus shows the same text in full (styles.css), as it does for every cut text. */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { VinculoExtrato } from '../../data/extrato-vinculos.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Titulo } from '../../domain/titulo.ts';
import { Placeholder } from '../../ui/placeholder.tsx';

const VAZIO: ReadonlyMap<string, VinculoExtrato> = new Map();

/** The list's links by título id; TitulosList provides it (other tables show no marker). */
export const VinculosContext = createContext<ReadonlyMap<string, VinculoExtrato>>(VAZIO);

export function VinculosProvider({ value, children }: { value: ReadonlyMap<string, VinculoExtrato>; children: ReactNode }) {
  return <VinculosContext.Provider value={value}>{children}</VinculosContext.Provider>;
}

export function textoVinculo(v: VinculoExtrato): string {
  return msg.extratos.vinculoExtrato(formatDateBR(v.data), v.descricao, formatBRL(v.valor));
}

export function PagamentoCell({ row }: { row: Pick<Titulo, 'id' | 'data_pagamento'> }) {
  const vinculo = useContext(VinculosContext).get(row.id.toLowerCase());
  const data = row.data_pagamento ? formatDateBR(row.data_pagamento) : <Placeholder text={msg.lista.semPagamento} />;
  if (!vinculo) return data;
  const texto = textoVinculo(vinculo);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span>{data}</span>
      <span data-testid="vinculo-extrato" title={texto} aria-label={texto} role="note"
        className="rounded bg-sky-50 px-1.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">{msg.extratos.marcadorExtrato}</span>
      <span className="fluxo-vinculo-detalhe text-xs text-slate-600">{texto}</span>
    </span>
  );
}
