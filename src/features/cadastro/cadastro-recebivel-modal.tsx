/* 'Cadastro de Recebíveis' (SPEC §2, §5): descrição, status, data de pagamento (only when Pago),
   valor, data, tipo and vencimento (only when Com Vencimento), método and parcelas (only when
   Parcelado), observação. Opened by name through the modal host; all fields reset after a save. */
import { msg } from '../../domain/messages.ts';
import { NovoRecebivelSchema } from '../../domain/recebivel.ts';
import { cadastrarRecebivel } from '../../data/recebiveis.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DescricaoField, ObservacaoField, ValorDataFields } from '../comum/cadastro-fields.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import type { HostedModalProps } from '../../ui/modal-host.tsx';
import { useCadastroForm } from '../comum/use-cadastro-form.ts';
import { MetodoFields, StatusFields, VencimentoFields, submitOnEnter } from './titulo-fields.tsx';
import { TITULO_FIELDS, TITULO_VAZIO, ajustarTitulo, errosLimpos, tituloInput } from './titulo-form-rules.ts';

export function CadastroRecebivelModal({ open, onClose }: HostedModalProps) {
  const { form, errors: e, busy, change, submit } = useCadastroForm({
    open, onClose, empty: TITULO_VAZIO, toInput: tituloInput, adjust: ajustarTitulo, clears: errosLimpos,
    schema: NovoRecebivelSchema, save: cadastrarRecebivel, fields: TITULO_FIELDS,
    successFallback: msg.recebivel.cadastrado, errorFallback: msg.recebivel.erroCadastrar, onDirtyChange: setUnsavedForm,
  });

  const pair = { form, errors: e, onChange: change };
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
        <ObservacaoField value={form.observacao} error={e.observacao} onChange={(v) => change('observacao', v)} className="sm:col-span-2" />
      </div>
    </FormModal>
  );
}
