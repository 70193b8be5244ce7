/* 'Editar Categoria' (SPEC §2): the category text and the Ativo/Inativo switch, for the one row
   selected. Status defaults to Ativo (SPEC §4). */
import { useEffect, useState } from 'react';
import { EditarCategoriaSchema } from '../../domain/categoria.ts';
import { msg } from '../../domain/messages.ts';
import { ROTULOS_DRE } from '../../domain/relatorio-dre.ts';
import { LINHAS_DRE } from '../../domain/listas.ts';
import { validate } from '../../domain/validation.ts';
import { editarCategoria } from '../../data/categorias.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import type { CategoriaRow } from './categorias-columns.tsx';

export function EditarCategoriaModal({ row, onClose }: { row: CategoriaRow | null; onClose: () => void }) {
  // Keyed by row: each edit starts from the row as it is now.
  return row ? <EditarCategoriaForm key={row.id} row={row} onClose={onClose} /> : null;
}

function EditarCategoriaForm({ row, onClose }: { row: CategoriaRow; onClose: () => void }) {
  const errors = useFormErrors();
  const [descricao, setDescricao] = useState(row.descricao);
  const [status, setStatus] = useState(row.status ?? true);
  const [dreLinha, setDreLinha] = useState<string>(row.dre_linha ?? '');
  const [tributo, setTributo] = useState(row.tributo === true);
  const [busy, setBusy] = useState(false);
  const dirty = descricao !== row.descricao || status !== (row.status ?? true) || dreLinha !== (row.dre_linha ?? '')
    || tributo !== (row.tributo === true);

  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  async function submit() {
    // The DRE line travels only when changed: an edit of the text keeps a mapping made elsewhere.
    const dre = dreLinha !== (row.dre_linha ?? '') ? { dre_linha: dreLinha } : {};
    const flagTributo = tributo !== (row.tributo === true) ? { tributo } : {};
    const input = { id: row.id, descricao, status, version: row.version ?? null, ...dre, ...flagTributo };
    const checked = validate(EditarCategoriaSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await editarCategoria(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ['descricao', 'dre_linha'], successFallback: msg.categoria.cadastrada, errorFallback: msg.categoria.erroEditar,
    });
    if (saved) onClose();
  }

  return (
    <FormModal open onClose={onClose} title="Editar Categoria" busy={busy} submitLabel="Salvar" onSubmit={() => void submit()}>
      <Field label="Categoria" error={errors.errors.descricao}>
        <TextInput value={descricao} onChange={(value) => { setDescricao(value); errors.clear('descricao'); }}
          autoFocus autoComplete="off" maxLength={100} />
      </Field>
      {/* The DRE gerencial line this category's payables are reported on (decision 181). */}
      <Field label={msg.relatorios.linhaDre} error={errors.errors.dre_linha}>
        <Select value={dreLinha} onChange={(value) => { setDreLinha(value); errors.clear('dre_linha'); }}
          placeholder={msg.relatorios.semLinhaDre} options={LINHAS_DRE.map((l) => ({ value: l, label: ROTULOS_DRE[l] }))} />
      </Field>
      <Switch label={msg.calendario.tributo} checked={tributo} onChange={setTributo} className="mb-4" />
      <Switch label={status ? msg.comum.ativo : msg.comum.inativo} checked={status} onChange={setStatus} className="mb-4" />
    </FormModal>
  );
}
