// Which records have notes (issue 17): apart from observacao.ts, whose schemas pull valibot and
// the form helpers, because every list reads it from the shell at start-up (decision 295).

/** Ids of the records that have at least one note: one Set, so a list's marker is one lookup per row. */
export function registrosComObservacao(observacoes: readonly { registro_id?: string | null }[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const o of observacoes) if (o.registro_id) ids.add(o.registro_id);
  return ids;
}
