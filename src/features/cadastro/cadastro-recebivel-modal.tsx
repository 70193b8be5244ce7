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
import { rotuloCentroCusto } from '../../domain/centro-custo.ts';
import { RATEIO_VAZIO, RateioFields, erroRateio, rateioInput } from '../comum/rateio-fields.tsx';
import type { RateioForm } from '../comum/rateio-fields.tsx';

type RecebivelForm = TituloForm & { banco: string; rateio: RateioForm };
const VAZIO: RecebivelForm = { ...TITULO_VAZIO, banco: '', rateio: RATEIO_VAZIO };
const FIELDS = [...TITULO_FIELDS, 'banco', 'rateio'] as const;
const recebivelInput = (form: RecebivelForm) => ({ ...tituloInput(form), banco: form.banco, ...rateioInput(form.rateio) });

export function CadastroRecebivelModal({ open, onClose }: HostedModalProps) {
  const { form, errors: e, busy, change, submit } = useCadastroForm({
    open, onClose, empty: VAZIO, toInput: recebivelInput, adjust: ajustarTitulo, clears: errosLimpos,
    schema: NovoRecebivelSchema, save: cadastrarRecebivel, fields: FIELDS,
    successFallback: msg.recebivel.cadastrado, errorFallback: msg.recebivel.erroCadastrar, onDirtyChange: setUnsavedForm,
  });

  const { rows: bancos } = useCollection('bancos');
  const bancoOptions = useMemo(() => bancos.filter((b) => b.status !== false).map((b) => ({ value: b.id, label: b.banco })), [bancos]);
  // Issue 35 (decision 441): a receivable's shares name centros and categorias like a payable's.
  const { rows: categorias } = useCollection('categorias');
  const { rows: centros } = useCollection('centros_custo');
  const categoriaOptions = useMemo(() => categorias.filter((c) => c.status !== false).map((c) => ({ value: c.id, label: c.descricao })), [categorias]);
  const centroOptions = useMemo(() => centros.filter((c) => c.status !== false).map((c) => ({ value: c.id, label: rotuloCentroCusto(c) })), [centros]);
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
        <div className="sm:col-span-2">
          <RateioFields value={form.rateio} onChange={(v) => change('rateio', v)} categorias={categoriaOptions} centros={centroOptions} error={erroRateio(e)} />
        </div>
        <ObservacaoField value={form.observacao} error={e.observacao} onChange={(v) => change('observacao', v)} className="sm:col-span-2" />
      </div>
    </FormModal>
  );
}
