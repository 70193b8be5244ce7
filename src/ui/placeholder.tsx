/* The placeholder of an empty cell (SPEC §2): 'Sem Vencimento', 'Sem Pagamento', 'Sem Observação'. */
export function Placeholder({ text }: { text: string }) {
  return <span className="text-slate-600 italic">{text}</span>;
}

