/* The rateio in Editar (issue 35, decision 441): the Cadastro's section, prefilled from the row's
   shares. The active centros are offered, and an inactive one the row already names stays
   offered, so opening the form never loses a share's centro. */
import { useMemo } from 'react';
import { useCollection } from '../../data/live.ts';
import { rotuloCentroCusto } from '../../domain/centro-custo.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { RateioFields, errosNoRateio } from '../comum/rateio-fields.tsx';
import type { RateioForm } from '../comum/rateio-fields.tsx';

interface Props {
  value: RateioForm;
  onChange: (value: RateioForm) => void;
  /** The centros the row's shares name when the form opened. */
  nomeados: readonly string[];
  error?: string | undefined;
}

export function EditarRateio({ value, onChange, nomeados, error }: Props) {
  const { rows: categoriasRows } = useCollection('categorias');
  const { rows: centrosRows } = useCollection('centros_custo');
  const categorias = useMemo(() => categoriasRows.map((c) => ({ value: c.id, label: c.descricao })), [categoriasRows]);
  const centros = useMemo(
    () => centrosRows.filter((c) => c.status !== false || nomeados.includes(c.id)).map((c) => ({ value: c.id, label: rotuloCentroCusto(c) })),
    [centrosRows, nomeados],
  );
  return <RateioFields value={value} onChange={onChange} categorias={categorias} centros={centros} error={error} />;
}

/** The outcome with each share's errors under `rateio`, where the section shows them. */
export function comErrosNoRateio<T extends MutationOutcome>(outcome: T): T {
  return outcome.kind === 'invalid' || outcome.kind === 'rejected' ? { ...outcome, errors: errosNoRateio(outcome.errors) } : outcome;
}
