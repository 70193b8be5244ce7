/* 'Lançamentos Financeiros' — the card CSV import ('Import. Lança.Crédito', SPEC §2, §5, §8):
   one CSV chooser, 'Baixar Template' (template.csv made here), the import, and the table of
   bad lines. The chooser is cleared on every failure; success says how many lines came in. */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { TEMPLATE_CSV_CONTENT, TEMPLATE_CSV_NOME } from '../../domain/importacao.ts';
import type { ErroImportacao } from '../../domain/importacao.ts';
import { msg } from '../../domain/messages.ts';
import { importarCsv } from '../../data/importacao.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Button } from '../../ui/button.tsx';
import { EscolherArquivos } from '../../ui/escolher-arquivos.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { ErrosImportacao } from '../comum/erros-importacao.tsx';
import { saveFile } from '../../ui/save-file.ts';

export function ImportacaoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = open && file !== null;
  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);
  const [linhas, setLinhas] = useState<{ list: ErroImportacao[]; total: number }>({ list: [], total: 0 });
  // A new chooser empties it (a file input's value cannot be set).
  const [chooser, setChooser] = useState(0);

  function clearChooser() {
    setFile(null);
    setChooser((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setLinhas({ list: [], total: 0 });
    const outcome = await importarCsv(file);
    setBusy(false);
    if (outcome.kind === 'synced' || outcome.kind === 'queued') {
      reportOutcome(outcome, { successFallback: msg.importacao.sucesso(outcome.importadas ?? 0) });
      clearChooser();
      errors.reset();
      onClose();
      return;
    }
    clearChooser();
    setLinhas({ list: outcome.linhas, total: outcome.totalErros });
    if (outcome.message === msg.importacao.arquivoObrigatorio) return errors.fail({ csv_file: outcome.message });
    errors.show({ csv_file: outcome.message });
    toast.danger(outcome.message || msg.importacao.erro);
  }

  function baixarTemplate() {
    saveFile(new Blob([TEMPLATE_CSV_CONTENT], { type: 'text/csv;charset=utf-8' }), TEMPLATE_CSV_NOME);
  }

  return (
    <Modal open={open} onClose={onClose} title="Lançamentos Financeiros" busy={busy} size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field label="Arquivo CSV" error={errors.errors.csv_file}>
          <EscolherArquivos key={chooser} accept=".csv,text/csv" onChange={(files) => { setFile(files[0] ?? null); errors.clear('csv_file'); }} />
        </Field>
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-100 pt-4">
          <Button onClick={baixarTemplate}>{msg.importacao.baixarTemplate}</Button>
          <div className="flex gap-2">
            <Button onClick={onClose} disabled={busy}>{msg.comum.cancelar}</Button>
            <SubmitButton busy={busy} busyLabel="Importando">Importar</SubmitButton>
          </div>
        </div>
        <ErrosImportacao linhas={linhas.list} total={linhas.total} />
      </form>
    </Modal>
  );
}
