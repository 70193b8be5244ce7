/* 'Cadastro de Recebíveis' (SPEC §2, §5): descrição, status, data de pagamento (only when Pago),
   valor, data, tipo and vencimento (only when Com Vencimento), método and parcelas (only when
   Parcelado), observação, and (issue 32) the optional banco where the money lands. Opened by name through the modal host; all fields reset after a save. */
import { msg } from '../../domain/messages.ts';
import { NovoRecebivelSchema } from '../../domain/recebivel.ts';
import { cadastrarRecebivel } from '../../data/recebiveis.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DescricaoField, ObservacaoField, ValorDataFields } from '../comum/cadastro-fields.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import type { HostedModalProps } from '../../ui/modal-host.tsx';
import { useCadastroForm } from '../comum/use-cadastro-form.ts';
import { MetodoFields, StatusFields, VencimentoFields, submitOnEnter } from './titulo-fields.tsx';
import type { OnTituloChange } from './titulo-fields.tsx';
import { TITULO_FIELDS, TITULO_VAZIO, ajustarTitulo, errosLimpos, tituloInput } from './titulo-form-rules.ts';
import type { TituloForm } from './titulo-form-rules.ts';
import { useMemo } from 'react';
import { useCollection } from '../../data/live.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';

type RecebivelForm = TituloForm & { banco: string };
const VAZIO: RecebivelForm = { ...TITULO_VAZIO, banco: '' };
const FIELDS = [...TITULO_FIELDS, 'banco'] as const;
const recebivelInput = (form: RecebivelForm) => ({ ...tituloInput(form), banco: form.banco });

export function CadastroRecebivelModal({ open, onClose }: HostedModalProps) {
  const { form, errors: e, busy, change, submit } = useCadastroForm({
    open, onClose, empty: VAZIO, toInput: recebivelInput, adjust: ajustarTitulo, clears: errosLimpos,
    schema: NovoRecebivelSchema, save: cadastrarRecebivel, fields: FIELDS,
    successFallback: msg.recebivel.cadastrado, errorFallback: msg.recebivel.erroCadastrar, onDirtyChange: setUnsavedForm,
  });

  const { rows: bancos } = useCollection('bancos');
  const bancoOptions = useMemo(() => bancos.filter((b) => b.status !== false).map((b) => ({ value: b.id, label: b.banco })), [bancos]);
  const pair = { form, errors: e, onChange: change as OnTituloChange };
  return (
    <FormModal open={open} onClose={onClose} title="Cadastro de Recebíveis" busy={busy} submitLabel="Cadastrar" size="lg"
      onSubmit={submit}>
      <div className="grid gap-x-4 sm:grid-cols-2" onKeyDown={submitOnEnter}>
        <DescricaoField value={form.descricao} error={e.descricao} onChange={(v) => change('descricao', v)} className="sm:col-span-2" />
        <StatusFields {...pair} />
        <ValorDataFields valor={form.valor} data={form.data} errors={e}
          onValor={(v) => change('valor', v)} onData={(v) => change('data', v)} />
        <VencimentoFields {...pair} />
        <MetodoFields {...pair} />
        <Field label="Banco (opcional)" error={e.banco}>
          <Select value={form.banco} options={bancoOptions} placeholder="Nenhum" onChange={(v) => change('banco', v)} />
        </Field>
        <ObservacaoField value={form.observacao} error={e.observacao} onChange={(v) => change('observacao', v)} className="sm:col-span-2" />
      </div>
    </FormModal>
  );
}
