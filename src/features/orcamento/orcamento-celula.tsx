/* One month of one categoria on the Orçamento grid: typed in pt-BR ("1.234,56"), saved when the
   cell is left (or on Enter, which moves on). A value the domain refuses stays in the cell with
   the Portuguese message under it: nothing typed is dropped silently. */
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cadastrarOrcamento } from '../../data/orcamentos.ts';
import { formatValor } from '../../domain/money.ts';
import { MSG_ORCAMENTO as m } from '../../domain/messages-centros.ts';
import { FORM_ERROR_KEY } from '../../domain/validation.ts';

export interface CelulaProps {
  categoria: string;
  centro: string | null;
  mes: string;
  valor: number | null;
  rotulo: string;
  editavel: boolean;
}

/** Enter moves to the next cell of the grid, as Tab does (the grid's inputs in DOM order). */
function proximaCelula(event: KeyboardEvent<HTMLInputElement>) {
  const grade = event.currentTarget.closest('table');
  if (!grade) return;
  const celulas = [...grade.querySelectorAll<HTMLInputElement>('input[data-celula]')];
  const i = celulas.indexOf(event.currentTarget);
  const proxima = celulas[event.shiftKey ? i - 1 : i + 1];
  if (proxima) proxima.focus();
  else event.currentTarget.blur();
}

export function CelulaOrcamento({ categoria, centro, mes, valor, rotulo, editavel }: CelulaProps) {
  const mostrado = valor === null ? '' : formatValor(valor);
  const [rascunho, setRascunho] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  if (!editavel) return <td className="px-2 py-1 text-right tabular-nums text-slate-700">{mostrado}</td>;

  async function salvar() {
    if (rascunho === null || rascunho.trim() === mostrado) {
      setRascunho(null);
      return;
    }
    const outcome = await cadastrarOrcamento({ categoria, centro_custo: centro, mes, valor: rascunho });
    if (outcome.kind === 'invalid' || outcome.kind === 'rejected') {
      setErro(outcome.errors?.valor?.[0] ?? outcome.errors?.[FORM_ERROR_KEY]?.[0] ?? (outcome.message || m.erroSalvar));
      return;
    }
    setErro(null);
    setRascunho(null);
  }

  return (
    <td className="px-1 py-1 align-top">
      <input type="text" inputMode="decimal" autoComplete="off" data-celula aria-label={rotulo} aria-invalid={erro ? true : undefined}
        value={rascunho ?? mostrado} placeholder="0,00"
        onChange={(event) => { setRascunho(event.target.value); setErro(null); }}
        onBlur={() => void salvar()}
        onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); proximaCelula(event); } }}
        className={`w-24 rounded border px-1.5 py-1 text-right text-sm tabular-nums ${erro ? 'border-red-500 bg-red-50' : 'border-slate-300'}`} />
      {erro && <p role="alert" className="mt-0.5 max-w-24 text-xs text-red-600">{erro}</p>}
    </td>
  );
}
