/* 'Cadastro de Observação' (issue 17): from the menu, from a list with one row selected
   (pre-linked: contexto.entidade + contexto.registro_id) or from Consulta's Editar (`editar`). */
import { useEffect, useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { EditarObservacaoSchema, NovaObservacaoSchema } from '../../domain/observacao.ts';
import type { Observacao } from '../../domain/observacao.ts';
import { ENTIDADES } from '../../domain/avisos-listas.ts';
import type { Entidade } from '../../domain/avisos-listas.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarObservacao, editarObservacao } from '../../data/observacoes.ts';
import { useRow } from '../../data/live.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import type { HostedModalProps } from '../../ui/modal-host.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { colecaoDe, nomeRegistro, RegistroPicker } from './registro-picker.tsx';

const FIELDS = ['assunto', 'texto', 'entidade', 'registro_id'];

interface Form { assunto: string; texto: string; entidade: Entidade | ''; registro_id: string; fixada: boolean }

function inicial(contexto?: Readonly<Record<string, string>>, editar?: Observacao | null): Form {
  if (editar) return { assunto: editar.assunto, texto: editar.texto, entidade: editar.entidade, registro_id: editar.registro_id ?? '', fixada: Boolean(editar.fixada) };
  const entidade = (ENTIDADES as readonly string[]).includes(contexto?.entidade ?? '') ? (contexto!.entidade as Entidade) : 'Geral';
  return { assunto: '', texto: '', entidade, registro_id: contexto?.registro_id ?? '', fixada: false };
}

export function CadastroObservacaoModal({ open, onClose, contexto, editar }: HostedModalProps & { editar?: Observacao | null }) {
  const errors = useFormErrors();
  const [form, setForm] = useState<Form>(() => inicial(contexto, editar));
  const [busy, setBusy] = useState(false);
  const preLigado = Boolean(contexto?.registro_id) && !editar;
  const colecao = colecaoDe(form.entidade);
  const registro = useRow(colecao ?? 'bancos', preLigado ? form.registro_id : null);

  useEffect(() => { if (open) setForm(inicial(contexto, editar)); }, [open, contexto, editar]);

  function change<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    errors.clear(key);
  }

  async function submit() {
    const input = { ...(editar ? { id: editar.id } : {}), ...form };
    const checked = editar ? validate(EditarObservacaoSchema, input) : validate(NovaObservacaoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = editar ? await editarObservacao({ ...checked.value, id: editar.id }) : await cadastrarObservacao(checked.value);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: FIELDS,
      successFallback: editar ? msg.observacoes.atualizada : msg.observacoes.cadastrada,
      errorFallback: editar ? msg.observacoes.erroAtualizar : msg.observacoes.erroCadastrar,
    });
    if (!saved) return;
    errors.reset();
    onClose();
  }

  return (
    <FormModal open={open} onClose={onClose} title={editar ? msg.observacoes.tituloEditar : msg.observacoes.tituloCadastro} busy={busy}
      submitLabel={editar ? 'Salvar' : 'Cadastrar'} onSubmit={() => void submit()}>
      <Field label="Assunto" error={errors.errors.assunto}>
        <TextInput value={form.assunto} onChange={(v) => change('assunto', v)} maxLength={120} autoComplete="off" autoFocus />
      </Field>
      <Field label="Texto" error={errors.errors.texto}>
        <TextArea value={form.texto} onChange={(v) => change('texto', v)} rows={5} maxLength={5000} />
      </Field>
      {preLigado ? (
        <p className="mb-4 text-sm text-slate-700" data-testid="observacao-vinculo">
          Vínculo: <strong>{form.entidade}</strong> — {nomeRegistro(registro) || form.registro_id}
        </p>
      ) : (
        <>
          <Field label="Entidade" error={errors.errors.entidade}>
            <Select value={form.entidade} onChange={(v) => { change('entidade', v as Entidade); change('registro_id', ''); }}
              options={ENTIDADES.map((e) => ({ value: e, label: e }))} />
          </Field>
          <Field label="Registro" error={errors.errors.registro_id}>
            <RegistroPicker entidade={form.entidade} value={form.registro_id} onChange={(v) => change('registro_id', v)} />
          </Field>
        </>
      )}
      <Checkbox label="Fixada" checked={form.fixada} onChange={(v) => change('fixada', v)} />
    </FormModal>
  );
}
