/* Reprovar (issue 35 item 1): the motivo is required (the domain's ReprovarSchema says so, here
   before queueing and on the server again). */
import { useState } from 'react';
import { reprovarLancamentos } from '../../data/alcada.ts';
import { MSG_ALCADA as m } from '../../domain/messages-alcada.ts';
import { MAX_MOTIVO } from '../../domain/alcada.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { TextArea } from '../../ui/text-area.tsx';

export function ReprovarModal({ ids, onClose, onDone }: { ids: readonly string[] | null; onClose: () => void; onDone: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  function fechar() {
    setMotivo('');
    setErro(undefined);
    onClose();
  }

  async function submit() {
    if (!ids) return;
    if (motivo.trim() === '') { setErro(m.motivoObrigatorio); return; }
    setBusy(true);
    const outcome = await reprovarLancamentos(ids, motivo);
    setBusy(false);
    if (outcome.kind === 'invalid' && outcome.errors?.motivo) { setErro(outcome.errors.motivo[0]); return; }
    if (reportOutcome(outcome, { errorFallback: m.erroReprovar })) {
      setMotivo('');
      onDone();
    }
  }

  return (
    <FormModal open={ids !== null} onClose={fechar} title={m.tituloReprovar(ids?.length ?? 1)} onSubmit={() => void submit()}
      busy={busy} submitLabel={m.reprovar}>
      <Field label={m.motivo} error={erro}>
        <TextArea value={motivo} maxLength={MAX_MOTIVO} onChange={(t) => { setMotivo(t); setErro(undefined); }} autoFocus />
      </Field>
    </FormModal>
  );
}
