/* The posting form (SPEC §2 "Cadastro de Lançamentos page"): every field of the creation payload,
   Manter Preenchido, Enter submits (not in the textarea), and 'Cadastrando...' while saving. */
import { useEffect, useRef } from 'react';
import { msg } from '../../domain/messages.ts';
import { CAMPOS_TITULO } from '../../domain/messages-campos.ts';
import { PAGAMENTOS, TIPOS_COMPRA } from '../../domain/listas.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { LeitorPagamento } from '../comum/leitor-pagamento.tsx';
import { Field } from '../../ui/field.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { LancamentoForm } from './lancamento-form-state.ts';
import { RateioFields, erroRateio } from '../comum/rateio-fields.tsx';
import { rotuloCentroCusto } from '../../domain/centro-custo.ts';
import { MetodoFields, StatusFields, VencimentoFields, submitOnEnter } from './titulo-fields.tsx';
import type { OnTituloChange } from './titulo-fields.tsx';
import type { LancamentoFormModel } from './use-lancamento-form.ts';

const PAGAMENTO = PAGAMENTOS.map((p) => ({ value: p, label: p }));
const TIPO_LANCAMENTO = TIPOS_COMPRA.map((t) => ({ value: t, label: t }));

export function LancamentoFormView({ model }: { model: LancamentoFormModel }) {
  const { form, errors: { errors }, change, locked } = model;
  const bancos = model.bancos.map((b) => ({ value: b.id, label: b.banco }));
  const categorias = model.categorias.map((c) => ({ value: c.id, label: c.descricao }));
  const pair = { form, errors, onChange: change as OnTituloChange };
  // A tax category makes every posting in it a tax: the switch shows it, locked on (decision 221).
  const categoriaTributo = model.categorias.find((c) => c.id === form.categorias && c.tributo === true);
  // After a save the button that had the focus is disabled, so the focus fell to the page, ten Tabs
  // from the form: it goes back to the first field, ready for the next posting (issue 33).
  const primeiro = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (model.salvos > 0) primeiro.current?.focus();
  }, [model.salvos]);
  return (
    <form noValidate aria-label="Cadastro de Lançamentos" onKeyDown={submitOnEnter}
      onSubmit={(event) => { event.preventDefault(); model.submit(); }}>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <LeitorPagamento key={model.leitor.chave} referencia={model.referencia} onLido={model.leitor.lido} aviso={model.leitor.aviso} />
        <Field label="Descrição" error={errors.descricao} className="sm:col-span-2">
          <TextInput ref={primeiro} value={form.descricao} onChange={(v) => change('descricao', v)} autoComplete="off" maxLength={255} autoFocus />
        </Field>
        <StatusFields {...pair} />
        <Field label={CAMPOS_TITULO.pagamento} error={errors.pagamento}>
          <Select value={form.pagamento} options={PAGAMENTO} placeholder="Selecione" onChange={(v) => change('pagamento', v as LancamentoForm['pagamento'])} />
        </Field>
        <Field label="Banco" error={errors.banco}>
          <Select value={form.banco} options={bancos} placeholder="Selecione" onChange={(v) => change('banco', v)} />
        </Field>
        <Field label="Valor" error={errors.valor}>
          <MoneyInput value={form.valor} onChange={(v) => change('valor', v)} />
        </Field>
        <Field label="Data" error={errors.data}>
          <DateInput value={form.data} onChange={(v) => change('data', v)} />
        </Field>
        <VencimentoFields {...pair} locked={locked} />
        <MetodoFields {...pair} />
        <Field label="Categoria" error={errors.categorias}>
          <Select value={form.categorias} options={categorias} placeholder={msg.categoria.semCategoria} onChange={(v) => change('categorias', v)} />
        </Field>
        <div className="sm:col-span-2 lg:col-span-3">
          <RadioGroup label={CAMPOS_TITULO.tipoLancamento} value={form.tipo_lancamento} options={TIPO_LANCAMENTO} error={errors.tipo_lancamento}
            onChange={(v) => change('tipo_lancamento', v)} />
        </div>
        <div className="flex items-center sm:col-span-2 lg:col-span-4 mb-4">
          <Switch checked={form.tributo || categoriaTributo !== undefined} disabled={categoriaTributo !== undefined}
            label={categoriaTributo ? msg.calendario.tributoCategoria(categoriaTributo.descricao) : msg.calendario.tributo}
            onChange={(v) => change('tributo', v)} />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <RateioFields value={form.rateio} onChange={(v) => change('rateio', v)} categorias={categorias} error={erroRateio(errors)}
            centros={model.centros.map((c) => ({ value: c.id, label: rotuloCentroCusto(c) }))} />
        </div>
        <Field label="Observação" error={errors.observacao} className="sm:col-span-2 lg:col-span-4">
          <TextArea value={form.observacao} onChange={(v) => change('observacao', v)} maxLength={1000} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-4 border-t border-slate-100 pt-4">
        <Checkbox label={msg.lancamento.manterPreenchido} checked={model.manter} onChange={model.setManter} />
        <SubmitButton busy={model.busy}>Cadastrar</SubmitButton>
      </div>
    </form>
  );
}
