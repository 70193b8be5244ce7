/* 'Filtro de Lançamento' (SPEC §2, §5): draggable and wide; registration, due and payment
   periods (the last two with their 'sem' boxes), statuses, methods and, for payables, the
   categories plus 'Sem Categoria', the banks and the Pagamento (issue 33). Each rule's message shows
   on its field and in a toast. */
import { useMemo } from 'react';
import { FiltroSchema, SEM_CATEGORIA } from '../../domain/filtro.ts';
import { msg } from '../../domain/messages.ts';
import { CAMPOS_TITULO } from '../../domain/messages-campos.ts';
import { METODOS, PAGAMENTOS, STATUS_TITULO } from '../../domain/listas.ts';
import { FORM_ERROR_KEY, validate } from '../../domain/validation.ts';
import { Button } from '../../ui/button.tsx';
import { DraggableModal } from '../../ui/draggable-modal.tsx';
import { toast } from '../../ui/toast.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { Intervalo, Opcoes } from './filtro-fields.tsx';
import type { FiltroForm, FiltroState } from './use-filtro.ts';

export interface CategoriaOpcao {
  id: string;
  descricao: string;
}

export interface BancoOpcao {
  id: string;
  banco: string;
}

interface FiltroModalProps {
  filtro: FiltroState;
  /** Payables only: the category choice. */
  categorias?: readonly CategoriaOpcao[];
  /** Payables only: the bank choice (and, with it, the Pagamento choice). */
  bancos?: readonly BancoOpcao[];
  onAplicado: () => void;
  onLimpar: () => void;
}

// A range message sits on one of its two dates: editing either (or its 'sem' box) may fix it.
const RELATED: Partial<Record<keyof FiltroForm, readonly string[]>> = {
  data1: ['data2'], data2: ['data1'], vencimento1: ['vencimento2'], vencimento2: ['vencimento1'],
  data_pagamento1: ['data_pagamento2'], data_pagamento2: ['data_pagamento1'],
  semVencimento: ['vencimento1', 'vencimento2'], semPagamento: ['data_pagamento1', 'data_pagamento2'],
};

const STATUS = STATUS_TITULO.map((s) => ({ value: s, label: s }));
const METODO = METODOS.map((m) => ({ value: m, label: m }));
const PAGAMENTO = PAGAMENTOS.map((p) => ({ value: p, label: p }));

export function FiltroModal({ filtro, categorias, bancos, onAplicado, onLimpar }: FiltroModalProps) {
  const errors = useFormErrors();
  const { form } = filtro;
  const categoriaOptions = useMemo(
    () => categorias && [...categorias.map((c) => ({ value: c.id, label: c.descricao })), { value: SEM_CATEGORIA, label: msg.filtro.semCategoria }],
    [categorias],
  );
  const bancoOptions = useMemo(() => bancos?.map((b) => ({ value: b.id, label: b.banco })), [bancos]);

  function change<K extends keyof FiltroForm>(key: K, value: FiltroForm[K]) {
    filtro.mudar(key, value);
    errors.clear(key);
    errors.clear(FORM_ERROR_KEY);
    for (const other of RELATED[key] ?? []) errors.clear(other);
    // 'Preencha o Período.' may be fixed by any date criterion, not only by data1.
    if (errors.errors.data1 === msg.filtro.preenchaPeriodo) errors.clear('data1');
  }

  function submit() {
    const result = validate(FiltroSchema, {
      ...form, categoria: categorias ? form.categoria : [], banco: bancos ? form.banco : [], pagamento: bancos ? form.pagamento : [],
    });
    if (!result.ok) {
      errors.show(result.errors);
      return toast.danger(result.message);
    }
    errors.reset();
    filtro.aplicar(result.value);
    toast.success(msg.filtro.aplicado);
    onAplicado();
  }

  return (
    <DraggableModal open={filtro.aberto} onClose={filtro.fechar} title="Filtro de Lançamento">
      <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
        {errors.errors[FORM_ERROR_KEY] && (
          <p role="alert" data-field-error className="mb-3 text-sm text-red-600">{errors.errors[FORM_ERROR_KEY]}</p>
        )}
        <div className="grid gap-3 md:grid-cols-3">
          <Intervalo legend="Período de Cadastro" nome="Cadastro" inicio="data1" fim="data2" form={form} errors={errors.errors} onChange={change} />
          <Intervalo legend="Vencimento" nome="Vencimento" inicio="vencimento1" fim="vencimento2" form={form} errors={errors.errors}
            onChange={change} sem={{ key: 'semVencimento', label: msg.lista.semVencimento }} />
          <Intervalo legend={CAMPOS_TITULO.dataPagamento} nome="Pagamento" inicio="data_pagamento1" fim="data_pagamento2" form={form} errors={errors.errors}
            onChange={change} sem={{ key: 'semPagamento', label: msg.lista.semPagamento }} />
          <Opcoes legend="Status" field="status" options={STATUS} form={form} onChange={change} />
          <Opcoes legend={CAMPOS_TITULO.metodo} field="metodo" options={METODO} form={form} onChange={change} />
          {categoriaOptions && <Opcoes legend="Categoria" field="categoria" options={categoriaOptions} form={form} onChange={change} />}
          {bancoOptions && <Opcoes legend="Banco" field="banco" options={bancoOptions} form={form} onChange={change} />}
          {bancoOptions && <Opcoes legend={CAMPOS_TITULO.pagamento} field="pagamento" options={PAGAMENTO} form={form} onChange={change} />}
        </div>
        <div className="mt-4 flex justify-end gap-2 border-t border-slate-100 pt-4">
          <Button onClick={() => { errors.reset(); onLimpar(); }}>Limpar Filtro</Button>
          <Button variant="primary" type="submit">Filtrar</Button>
        </div>
      </form>
    </DraggableModal>
  );
}
