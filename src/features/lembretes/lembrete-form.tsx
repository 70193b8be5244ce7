/* /lembrete/cadastro (issue 17): every field of PRODUCT.md "Lembretes". With ?id= it edits that
   reminder (Consulta's Editar); with ?vinculo_tipo=&vinculo_id= it starts linked to that record. */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ANTECEDENCIAS, DIA_UTIL_DO_MES, EditarLembreteSchema, MAX_DIA_UTIL, NovoLembreteSchema, ROTULO_VINCULO,
} from '../../domain/lembrete.ts';
import type { Lembrete } from '../../domain/lembrete.ts';
import { RECORRENCIAS, VINCULOS } from '../../domain/avisos-listas.ts';
import type { TipoVinculo } from '../../domain/avisos-listas.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarLembrete, editarLembrete, useLembretes } from '../../data/lembretes.ts';
import { useCollection } from '../../data/live.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { VinculoPicker } from './vinculo-picker.tsx';
import { HoraInput } from '../../ui/hora-input.tsx';

interface FormState {
  titulo: string; descricao: string; data: string; hora: string; antecedencia_dias: string; recorrencia: string; dia_util: string;
  ajustar_dia_util: boolean; destinatarios: string[]; vinculo_tipo: string; vinculo_id: string; status: string;
}

const VAZIO: FormState = {
  titulo: '', descricao: '', data: '', hora: '', antecedencia_dias: '0', recorrencia: 'Nenhuma', dia_util: '', ajustar_dia_util: false,
  destinatarios: [], vinculo_tipo: '', vinculo_id: '', status: 'Pendente',
};

const FIELDS = ['titulo', 'descricao', 'data', 'hora', 'antecedencia_dias', 'recorrencia', 'dia_util', 'destinatarios', 'vinculo_tipo', 'vinculo_id'];

function doLembrete(l: Lembrete): FormState {
  return {
    titulo: l.titulo, descricao: l.descricao ?? '', data: l.data, hora: l.hora ?? '', antecedencia_dias: String(l.antecedencia_dias),
    recorrencia: l.recorrencia, dia_util: l.dia_util ? String(l.dia_util) : '', ajustar_dia_util: Boolean(l.ajustar_dia_util),
    destinatarios: l.destinatarios ?? [], vinculo_tipo: l.vinculo_tipo ?? '', vinculo_id: l.vinculo_id ?? '', status: l.status,
  };
}

export function LembreteFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editId = params.get('id');
  const { rows: lembretes } = useLembretes();
  const { rows: usuarios } = useCollection('usuarios');
  const errors = useFormErrors();
  const [form, setForm] = useState<FormState>(() => ({
    ...VAZIO, vinculo_tipo: params.get('vinculo_tipo') ?? '', vinculo_id: params.get('vinculo_id') ?? '',
  }));
  const [carregado, setCarregado] = useState<string | null>(null);
  // The version the edit is based on, kept from when the form loaded (decision 317).
  const [versao, setVersao] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const editando = useMemo(() => (editId ? lembretes.find((l) => l.id === editId) : undefined), [editId, lembretes]);

  useEffect(() => {
    if (editando && carregado !== editando.id) {
      setForm(doLembrete(editando));
      setVersao(editando.version ?? null);
      setCarregado(editando.id);
    }
  }, [editando, carregado]);

  function change<K extends keyof FormState>(key: K, value: FormState[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    errors.clear(key);
  }

  function entrada() {
    return {
      ...(editId ? { id: editId, status: form.status, version: versao } : {}),
      titulo: form.titulo, descricao: form.descricao, data: form.data, hora: form.hora, antecedencia_dias: form.antecedencia_dias,
      recorrencia: form.recorrencia, dia_util: form.recorrencia === DIA_UTIL_DO_MES ? form.dia_util : '', ajustar_dia_util: form.ajustar_dia_util,
      destinatarios: form.destinatarios, vinculo_tipo: form.vinculo_tipo, vinculo_id: form.vinculo_id,
    };
  }

  async function submit() {
    const input = entrada();
    const checked = editId ? validate(EditarLembreteSchema, input) : validate(NovoLembreteSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = editId ? await editarLembrete(checked.value) : await cadastrarLembrete(checked.value);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: FIELDS,
      successFallback: editId ? msg.lembretes.atualizado : msg.lembretes.cadastrado,
      errorFallback: editId ? msg.lembretes.erroAtualizar : msg.lembretes.erroCadastrar,
    });
    if (!saved) return;
    errors.reset();
    if (editId) void navigate('/lembrete/consulta');
    else setForm(VAZIO);
  }

  const ativos = usuarios.filter((u) => u.status !== false);
  return (
    <section className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-lg font-semibold text-slate-800">{editId ? `${msg.lembretes.tituloCadastro} (edição)` : msg.lembretes.tituloCadastro}</h1>
      <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
        <Field label="Título" error={errors.errors.titulo} className="md:col-span-2">
          <TextInput value={form.titulo} onChange={(v) => change('titulo', v)} maxLength={120} autoComplete="off" />
        </Field>
        <Field label="Descrição" error={errors.errors.descricao} className="md:col-span-2">
          <TextArea value={form.descricao} onChange={(v) => change('descricao', v)} maxLength={2000} />
        </Field>
        <Field label="Data" error={errors.errors.data}>
          <DateInput value={form.data} onChange={(v) => change('data', v)} />
        </Field>
        <Field label="Hora (opcional)" error={errors.errors.hora}>
          <HoraInput value={form.hora} onChange={(v) => change('hora', v)} />
        </Field>
        <Field label="Antecedência" error={errors.errors.antecedencia_dias}>
          <Select value={form.antecedencia_dias} onChange={(v) => change('antecedencia_dias', v)}
            options={ANTECEDENCIAS.map((n) => ({ value: String(n), label: msg.lembretes.dias(n) }))} />
        </Field>
        <Field label="Recorrência" error={errors.errors.recorrencia}>
          <Select value={form.recorrencia} onChange={(v) => change('recorrencia', v)} options={RECORRENCIAS.map((r) => ({ value: r, label: r }))} />
        </Field>
        {form.recorrencia === DIA_UTIL_DO_MES && (
          <Field label="Dia útil do mês" error={errors.errors.dia_util}>
            <Select value={form.dia_util} onChange={(v) => change('dia_util', v)} placeholder="Selecione"
              options={Array.from({ length: MAX_DIA_UTIL }, (_, i) => ({ value: String(i + 1), label: msg.lembretes.diaUtil(i + 1) }))} />
          </Field>
        )}
        <div className="mb-4 flex items-end md:col-span-2">
          <Checkbox label="Ajustar para dia útil" checked={form.ajustar_dia_util} onChange={(v) => change('ajustar_dia_util', v)} />
        </div>
        <fieldset className="mb-4 md:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Destinatários <span className="font-normal text-slate-500">(nenhum marcado = todos)</span></legend>
          <div className="flex flex-wrap gap-4">
            {ativos.map((u) => (
              <Checkbox key={u.id} label={u.name} checked={form.destinatarios.includes(u.id)}
                onChange={(on) => change('destinatarios', on ? [...form.destinatarios, u.id] : form.destinatarios.filter((d) => d !== u.id))} />
            ))}
          </div>
          {errors.errors.destinatarios && <p data-field-error className="mt-1 text-sm text-red-600">{errors.errors.destinatarios}</p>}
        </fieldset>
        <Field label="Vínculo (opcional)" error={errors.errors.vinculo_tipo}>
          <Select value={form.vinculo_tipo} placeholder="Nenhum" onChange={(v) => { change('vinculo_tipo', v); change('vinculo_id', ''); }}
            options={VINCULOS.map((t) => ({ value: t, label: ROTULO_VINCULO[t] }))} />
        </Field>
        <Field label="Registro vinculado" error={errors.errors.vinculo_id}>
          <VinculoPicker tipo={(form.vinculo_tipo || null) as TipoVinculo | null} value={form.vinculo_id} onChange={(v) => change('vinculo_id', v)} />
        </Field>
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" variant="primary" disabled={busy}>{editId ? 'Salvar' : 'Cadastrar'}</Button>
          <Button onClick={() => navigate('/lembrete/consulta')}>Consulta</Button>
        </div>
      </form>
    </section>
  );
}
