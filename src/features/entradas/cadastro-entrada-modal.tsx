/* 'Cadastro de entradas' (SPEC §2, §5): Descrição, Valor, Data, Tipo de Lançamento (Entrante,
   Reserva), Observação optional. Resets after a save. */
import { NovaEntradaSchema, TIPOS_ENTRADA_CRIACAO } from '../../domain/entrada.ts';
import { msg } from '../../domain/messages.ts';
import { cadastrarEntrada } from '../../data/entradas.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DescricaoField, ObservacaoField, ValorDataFields } from '../comum/cadastro-fields.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { comValorDecimal, useCadastroForm } from '../comum/use-cadastro-form.ts';

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
      <DescricaoField value={form.descricao} error={e.descricao} onChange={(v) => change('descricao', v)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ValorDataFields valor={form.valor} data={form.data} errors={e}
          onValor={(v) => change('valor', v)} onData={(v) => change('data', v)} />
      </div>
      <RadioGroup label="Tipo de Lançamento" value={form.tipo} options={TIPOS} error={e.tipo} onChange={(v) => change('tipo', v)} />
      <ObservacaoField value={form.observacao} error={e.observacao} onChange={(v) => change('observacao', v)} />
    </FormModal>
  );
}
