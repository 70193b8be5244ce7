/* 'Cadastro de faturas' (SPEC §2, §5): Descrição, Status, Data Pagamento (only when Pago), Banco,
   Valor, Vencimento. Leaving Pago clears the payment date and its error. Resets after a save. */
import { useMemo } from 'react';
import { NovaFaturaSchema } from '../../domain/fatura.ts';
import { msg } from '../../domain/messages.ts';
import { STATUS_CRIACAO } from '../../domain/titulo.ts';
import { cadastrarFatura } from '../../data/faturas.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { useCollection } from '../../data/live.ts';
import { todayISO } from '../../domain/dates.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { LeitorPagamento } from '../comum/leitor-pagamento.tsx';
import { Field } from '../../ui/field.tsx';
import { DescricaoField } from '../comum/cadastro-fields.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { Select } from '../../ui/select.tsx';
import { comValorDecimal, useCadastroForm } from '../comum/use-cadastro-form.ts';
import { useLeitorPagamento } from '../../data/leitor-pagamento.ts';

interface FaturaForm {
  descricao: string;
  status: string;
  data_pagamento: string;
  banco: string;
  valor: number | null;
  vencimento: string;
}

const EMPTY: FaturaForm = { descricao: '', status: '', data_pagamento: '', banco: '', valor: null, vencimento: '' };
const FIELDS = ['descricao', 'status', 'data_pagamento', 'banco', 'valor', 'vencimento'] as const;
const STATUS_OPTIONS = STATUS_CRIACAO.map((s) => ({ value: s, label: s }));

/** The payment date only while Pago (SPEC §4): leaving Pago clears it and its error. */
function adjust(form: FaturaForm): FaturaForm {
  return form.status === 'Pago' ? form : { ...form, data_pagamento: '' };
}

function clears(key: string) {
  return key === 'status' ? [key, 'data_pagamento'] : [key];
}

export function CadastroFaturaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The line, Pix key and txid read are kept on the invoice, and a line already registered warns (decision 222).
  const leitor = useLeitorPagamento();
  const fechar = () => {
    leitor.limpar();
    onClose();
  };
  const { form, errors: e, busy, change, submit } = useCadastroForm({
    open, onClose: fechar, empty: EMPTY, toInput: (f: FaturaForm) => ({ ...comValorDecimal(f), ...leitor.pagavel }), adjust, clears, schema: NovaFaturaSchema, save: cadastrarFatura, fields: FIELDS,
    successFallback: msg.fatura.cadastrada, errorFallback: msg.fatura.erroCadastrar, onDirtyChange: setUnsavedForm,
  });
  const { rows: bancos } = useCollection('bancos');
  const bancoOptions = useMemo(() => bancos.filter((b) => b.status !== false).map((b) => ({ value: b.id, label: b.banco })), [bancos]);

  return (
    <FormModal open={open} onClose={fechar} title="Cadastro de faturas" busy={busy} submitLabel="Cadastrar" onSubmit={submit}>
      <LeitorPagamento key={`${open ? 'aberto' : 'fechado'}-${leitor.chave}`} referencia={todayISO()} aviso={leitor.aviso} onLido={(leitura) => {
        leitor.lido(leitura);
        // Issue 15: the invoice's amount and due date from its boleto; the payee from a Pix.
        const valor = leitura.tipo === 'boleto' ? leitura.boleto.valor : leitura.pix.valor;
        if (valor !== null) change('valor', valor);
        if (leitura.tipo === 'boleto' && leitura.boleto.vencimento) change('vencimento', leitura.boleto.vencimento);
        if (leitura.tipo === 'pix') change('descricao', leitura.pix.nome);
      }} />
      <DescricaoField value={form.descricao} error={e.descricao} onChange={(v) => change('descricao', v)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Status" error={e.status}>
          <Select value={form.status} onChange={(v) => change('status', v)} options={STATUS_OPTIONS} placeholder="Selecione" />
        </Field>
        <Field label="Data Pagamento" error={e.data_pagamento}>
          <DateInput value={form.data_pagamento} onChange={(v) => change('data_pagamento', v)} disabled={form.status !== 'Pago'} />
        </Field>
        <Field label="Banco" error={e.banco}>
          <Select value={form.banco} onChange={(v) => change('banco', v)} options={bancoOptions} placeholder="Selecione" />
        </Field>
        <Field label="Valor" error={e.valor}>
          <MoneyInput value={form.valor} onChange={(v) => change('valor', v)} />
        </Field>
        <Field label="Vencimento" error={e.vencimento}>
          <DateInput value={form.vencimento} onChange={(v) => change('vencimento', v)} />
        </Field>
      </div>
    </FormModal>
  );
}
