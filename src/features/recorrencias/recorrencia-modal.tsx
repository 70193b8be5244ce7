/* Cadastrar / Editar Recorrência (issue 34, PRODUCT "Contas recorrentes"): tipo, descrição, valor,
   banco, categoria, pagamento, frequência, dia (monthly kinds only), início, término, ajustar para
   dia útil, observação, ativa. Saved offline like every write: the occurrences appear at once. */
import { useEffect, useState } from 'react';
import { toDecimal } from '../../domain/money.ts';
import { FREQUENCIAS, PAGAMENTOS } from '../../domain/listas.ts';
import type { Frequencia, TipoRecorrencia } from '../../domain/listas.ts';
import { msg } from '../../domain/messages.ts';
import { RecorrenciaSchema, usaDia } from '../../domain/recorrencia.ts';
import { validate } from '../../domain/validation.ts';
import { useCollection } from '../../data/live.ts';
import { cadastrarRecorrencia, editarRecorrencia } from '../../data/recorrencias.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { firstInOrder, useFormErrors } from '../../ui/use-form-errors.ts';
import type { RecorrenciaLinha } from './recorrencias-columns.tsx';

const ERROR_ORDER = ['tipo', 'descricao', 'valor', 'banco', 'categoria', 'pagamento', 'frequencia', 'dia', 'inicio', 'fim', 'observacao'] as const;
const TIPOS = [{ value: 'pagar', label: 'A pagar' }, { value: 'receber', label: 'A receber' }];
const DIAS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

interface Form {
  tipo: TipoRecorrencia; descricao: string; valor: number | null; banco: string; categoria: string; pagamento: string;
  frequencia: Frequencia; dia: string; inicio: string; fim: string; ajustar_dia_util: boolean; observacao: string; status: boolean;
}

function inicial(row: RecorrenciaLinha | null): Form {
  if (!row) {
    return {
      tipo: 'pagar', descricao: '', valor: null, banco: '', categoria: '', pagamento: 'Boleto', frequencia: 'Mensal', dia: '',
      inicio: '', fim: '', ajustar_dia_util: false, observacao: '', status: true,
    };
  }
  return {
    tipo: row.tipo, descricao: row.descricao, valor: row.valor, banco: row.banco_id ?? '', categoria: row.categoria_id ?? '',
    pagamento: row.pagamento ?? '', frequencia: row.frequencia, dia: row.dia === null ? '' : String(row.dia), inicio: row.inicio,
    fim: row.fim ?? '', ajustar_dia_util: row.ajustar_dia_util, observacao: row.observacao ?? '', status: row.status,
  };
}

/** `row` null: Cadastrar; a row: Editar it. */
export function RecorrenciaModal({ open, row, onClose }: { open: boolean; row: RecorrenciaLinha | null; onClose: () => void }) {
  const errors = useFormErrors();
  const [form, setForm] = useState<Form>(() => inicial(row));
  const [busy, setBusy] = useState(false);
  const { rows: bancos } = useCollection('bancos');
  const { rows: categorias } = useCollection('categorias');
  const [aberto, setAberto] = useState<string | null>(null);
  const chave = open ? (row?.id ?? 'novo') : null;
  if (chave !== aberto) {
    setAberto(chave);
    if (chave !== null) setForm(inicial(row));
  }
  const dirty = open && (form.descricao !== '' || form.valor !== null);

  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  function change<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    errors.clear(key);
  }

  async function submit() {
    const input = {
      ...form, valor: form.valor === null ? '' : toDecimal(form.valor),
      ...(row ? { id: row.id, version: row.version } : {}),
    };
    const checked = validate(RecorrenciaSchema, input);
    if (!checked.ok) return errors.fail(firstInOrder(checked.errors, ERROR_ORDER));
    setBusy(true);
    const outcome = row ? await editarRecorrencia(input) : await cadastrarRecorrencia(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ERROR_ORDER,
      successFallback: row ? msg.recorrencia.atualizada : msg.recorrencia.cadastrada,
      errorFallback: row ? msg.recorrencia.erroAtualizar : msg.recorrencia.erroCadastrar,
    });
    if (!saved) return;
    errors.reset();
    onClose();
  }

  const e = errors.errors;
  return (
    <FormModal open={open} onClose={onClose} title={row ? 'Editar Recorrência' : 'Cadastrar Recorrência'} busy={busy}
      submitLabel={row ? 'Salvar' : 'Cadastrar'} onSubmit={() => void submit()} size="lg">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Tipo" error={e.tipo}>
          <Select value={form.tipo} options={TIPOS} onChange={(v) => change('tipo', v === 'receber' ? 'receber' : 'pagar')} />
        </Field>
        <Field label="Descrição" error={e.descricao}>
          <TextInput value={form.descricao} onChange={(v) => change('descricao', v)} maxLength={255} autoFocus autoComplete="off" />
        </Field>
        <Field label="Valor" error={e.valor}>
          <MoneyInput value={form.valor} onChange={(v) => change('valor', v)} />
        </Field>
        <Field label="Banco" error={e.banco}>
          <Select value={form.banco} onChange={(v) => change('banco', v)} placeholder={form.tipo === 'pagar' ? 'Selecione' : msg.comum.opcional}
            options={bancos.filter((b) => b.status !== false || b.id === form.banco).map((b) => ({ value: b.id, label: b.banco }))} />
        </Field>
        <Field label="Categoria" error={e.categoria}>
          <Select value={form.categoria} onChange={(v) => change('categoria', v)} placeholder={msg.comum.opcional}
            options={categorias.filter((c) => c.status !== false || c.id === form.categoria).map((c) => ({ value: c.id, label: c.descricao }))} />
        </Field>
        <Field label="Pagamento" error={e.pagamento}>
          <Select value={form.pagamento} onChange={(v) => change('pagamento', v)} placeholder={form.tipo === 'pagar' ? 'Selecione' : msg.comum.opcional}
            options={PAGAMENTOS.map((p) => ({ value: p, label: p }))} />
        </Field>
        <Field label="Frequência" error={e.frequencia}>
          <Select value={form.frequencia} options={FREQUENCIAS.map((f) => ({ value: f, label: f }))}
            onChange={(v) => change('frequencia', FREQUENCIAS.find((f) => f === v) ?? 'Mensal')} />
        </Field>
        <Field label="Dia do vencimento" error={e.dia}>
          <Select value={usaDia(form.frequencia) ? form.dia : ''} options={DIAS} placeholder={usaDia(form.frequencia) ? 'Selecione' : '—'}
            disabled={!usaDia(form.frequencia)} onChange={(v) => change('dia', v)} />
        </Field>
        <Field label="Início" error={e.inicio}>
          <DateInput value={form.inicio} onChange={(v) => change('inicio', v)} />
        </Field>
        <Field label="Término (opcional)" error={e.fim}>
          <DateInput value={form.fim} onChange={(v) => change('fim', v)} />
        </Field>
      </div>
      <Switch label="Ajustar para o próximo dia útil" checked={form.ajustar_dia_util} onChange={(v) => change('ajustar_dia_util', v)} className="mb-4" />
      <Switch label="Ativa" checked={form.status} onChange={(v) => change('status', v)} className="mb-4" />
      <Field label="Observação" error={e.observacao}>
        <TextArea value={form.observacao} onChange={(v) => change('observacao', v)} maxLength={1000} />
      </Field>
    </FormModal>
  );
}
