/* 'Cadastro de entradas' (SPEC §2, §5): Descrição, Valor, Data, Tipo de Lançamento (Entrante,
   Reserva), Observação optional. Resets after a save. */
import { NovaEntradaSchema, TIPOS_ENTRADA_CRIACAO } from '../../domain/entrada.ts';
import { msg } from '../../domain/messages.ts';
import { cadastrarEntrada } from '../../data/entradas.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { comValorDecimal, useCadastroForm } from '../../ui/use-cadastro-form.ts';

type Tipo = (typeof TIPOS_ENTRADA_CRIACAO)[number];

interface EntradaForm {
  descricao: string;
  valor: number | null;
  data: string;
  tipo: Tipo | '';
  observacao: string;
}

const EMPTY: EntradaForm = { descricao: '', valor: null, data: '', tipo: '', observacao: '' };
const FIELDS = ['descricao', 'valor', 'data', 'tipo', 'observacao'] as const;
const TIPOS = TIPOS_ENTRADA_CRIACAO.map((t) => ({ value: t, label: t }));

export function CadastroEntradaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, errors: e, busy, change, submit } = useCadastroForm({
    open, onClose, empty: EMPTY, toInput: comValorDecimal, schema: NovaEntradaSchema, save: cadastrarEntrada, fields: FIELDS,
    successFallback: msg.entrada.cadastrada, errorFallback: msg.entrada.erroCadastrar, onDirtyChange: setUnsavedForm,
  });

  return (
    <FormModal open={open} onClose={onClose} title="Cadastro de entradas" busy={busy} submitLabel="Cadastrar" onSubmit={submit}>
      <Field label="Descrição" error={e.descricao}>
        <TextInput value={form.descricao} onChange={(v) => change('descricao', v)} autoFocus autoComplete="off" maxLength={255} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Valor" error={e.valor}>
          <MoneyInput value={form.valor} onChange={(v) => change('valor', v)} />
        </Field>
        <Field label="Data" error={e.data}>
          <DateInput value={form.data} onChange={(v) => change('data', v)} />
        </Field>
      </div>
      <RadioGroup label="Tipo de Lançamento" value={form.tipo} options={TIPOS} error={e.tipo} onChange={(v) => change('tipo', v)} />
      <Field label="Observação" error={e.observacao}>
        <TextArea value={form.observacao} onChange={(v) => change('observacao', v)} maxLength={1000} />
      </Field>
    </FormModal>
  );
}
