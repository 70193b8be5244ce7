// Which records have notes (issue 17): apart from observacao.ts, whose schemas pull valibot and
// the form helpers, because every list reads it from the shell at start-up (decision 295).

interface NotaDeRegistro { registro_id?: string | null; assunto?: string; fixada?: boolean | 0 | 1; created_at?: string }

/** The records that have at least one note, each with the assunto its list's Observação column
 *  shows (issue 33): the pinned note's, else the newest's. One Map, so a list's marker is one
 *  lookup per row. */
export function registrosComObservacao(observacoes: readonly NotaDeRegistro[]): ReadonlyMap<string, string> {
  const escolhida = new Map<string, NotaDeRegistro>();
  for (const o of observacoes) {
    if (!o.registro_id) continue;
    const atual = escolhida.get(o.registro_id);
    if (!atual || Boolean(o.fixada) > Boolean(atual.fixada)
      || (Boolean(o.fixada) === Boolean(atual.fixada) && (o.created_at ?? '') > (atual.created_at ?? ''))) escolhida.set(o.registro_id, o);
  }
  return new Map([...escolhida].map(([id, o]) => [id, o.assunto ?? '']));
}
