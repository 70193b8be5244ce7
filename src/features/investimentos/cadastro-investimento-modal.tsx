/* 'Cadastro de investimentos' (SPEC §2, §5): Descrição, Valor, Data, Banco (optional), Status
   (Ativo, Finalizado), Observação optional. Resets after a save. */
import { useMemo } from 'react';
import { NovoInvestimentoSchema, STATUS_INVESTIMENTO_CRIACAO } from '../../domain/investimento.ts';
import { msg } from '../../domain/messages.ts';
import { cadastrarInvestimento } from '../../data/investimentos.ts';
import { useCollection } from '../../data/live.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Field } from '../../ui/field.tsx';
import { DescricaoField, ObservacaoField, ValorDataFields } from '../comum/cadastro-fields.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { comValorDecimal, useCadastroForm } from '../comum/use-cadastro-form.ts';

type Status = (typeof STATUS_INVESTIMENTO_CRIACAO)[number];

interface InvestimentoForm {
  descricao: string;
  valor: number | null;
  data: string;
  banco: string;
  status: Status | '';
  observacao: string;
}

const EMPTY: InvestimentoForm = { descricao: '', valor: null, data: '', banco: '', status: '', observacao: '' };
const FIELDS = ['descricao', 'valor', 'data', 'banco', 'status', 'observacao'] as const;
const STATUS = STATUS_INVESTIMENTO_CRIACAO.map((s) => ({ value: s, label: s }));

export function CadastroInvestimentoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, errors: e, busy, change, submit } = useCadastroForm({
    open, onClose, empty: EMPTY, toInput: comValorDecimal, schema: NovoInvestimentoSchema, save: cadastrarInvestimento, fields: FIELDS,
    successFallback: msg.investimento.cadastrado, errorFallback: msg.investimento.erroCadastrar, onDirtyChange: setUnsavedForm,
  });
  const { rows: bancos } = useCollection('bancos');
  const bancoOptions = useMemo(() => bancos.filter((b) => b.status !== false).map((b) => ({ value: b.id, label: b.banco })), [bancos]);

  return (
    <FormModal open={open} onClose={onClose} title="Cadastro de investimentos" busy={busy} submitLabel="Cadastrar" onSubmit={submit}>
      <DescricaoField value={form.descricao} error={e.descricao} onChange={(v) => change('descricao', v)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ValorDataFields valor={form.valor} data={form.data} errors={e}
          onValor={(v) => change('valor', v)} onData={(v) => change('data', v)} />
      </div>
      <Field label="Banco" error={e.banco}>
        <Select value={form.banco} onChange={(v) => change('banco', v)} options={bancoOptions} placeholder="Nenhum" />
      </Field>
      <RadioGroup label="Status" value={form.status} options={STATUS} error={e.status} onChange={(v) => change('status', v)} />
      <ObservacaoField value={form.observacao} error={e.observacao} onChange={(v) => change('observacao', v)} />
    </FormModal>
  );
}
