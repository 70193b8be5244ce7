/* Estornar (issue 31 item 4; decision 393), shared by Lançamentos, Recebíveis and Faturas: the
   selected rows sorted by the domain rule before anything is sent (those without a payment or
   cancelled named and left out), how many and the sum being undone, a required Motivo, and
   buttons that name the action ("Estornar 2 parcelas" / "Voltar"). */
import { useState } from 'react';
import { separarEstorno } from '../../domain/estorno.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { TextArea } from '../../ui/text-area.tsx';

const e = msg.estorno;

export interface EstornarModalProps<T extends { id: string }> {
  /** The selected rows; null: closed. */
  linhas: readonly T[] | null;
  /** Why a row cannot be estornada (named); null when it can (domain/estorno.ts). */
  motivoNao: (row: T) => string | null;
  /** What its estorno undoes, in cents. */
  valor: (row: T) => number;
  estornar: (ids: string[], motivo: string) => Promise<MutationOutcome>;
  onClose: () => void;
  onDone?: () => void;
}

export function EstornarModal<T extends { id: string }>(props: EstornarModalProps<T>) {
  return (
    <Modal open={props.linhas !== null} onClose={props.onClose} title={e.titulo} size="md">
      {props.linhas && <Conteudo {...props} linhas={props.linhas} />}
    </Modal>
  );
}

function Conteudo<T extends { id: string }>({ linhas, motivoNao, valor, estornar, onClose, onDone }: EstornarModalProps<T> & { linhas: readonly T[] }) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { estornaveis, recusadas } = separarEstorno(linhas, motivoNao);
  const n = estornaveis.length;
  const soma = estornaveis.reduce((total, row) => total + valor(row), 0);

  async function confirmar() {
    if (n === 0 || busy) return;
    if (motivo.trim() === '') {
      setErro(e.motivoObrigatorio);
      return;
    }
    setBusy(true);
    const outcome = await estornar(estornaveis.map((row) => row.id), motivo);
    setBusy(false);
    if (reportOutcome(outcome, { successFallback: e.estornados, errorFallback: e.erro })) {
      onClose();
      onDone?.();
    } else if (outcome.kind === 'invalid' && outcome.errors?.motivo?.[0]) {
      setErro(outcome.errors.motivo[0]);
    }
  }

  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p data-testid="estornar-resumo">{n === 0 ? e.nenhuma : e.resumo(n, formatBRL(soma))}</p>
      {recusadas.length > 0 && (
        <div data-testid="estornar-recusadas">
          <p className="font-medium">{e.ficamDeFora}</p>
          <ul className="list-disc pl-5">{recusadas.map(({ row, motivo: m }) => <li key={row.id}>{m}</li>)}</ul>
        </div>
      )}
      {n > 0 && (
        <Field label={e.motivo} error={erro}>
          <TextArea value={motivo} onChange={(v) => { setMotivo(v); setErro(undefined); }} maxLength={500} data-testid="estornar-motivo" data-autofocus />
        </Field>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={onClose} disabled={busy}>{e.voltar}</Button>
        {n > 0 && <Button variant="danger" onClick={() => void confirmar()} disabled={busy}>{e.botao(n)}</Button>}
      </div>
    </div>
  );
}
