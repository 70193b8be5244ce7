/* 'Gerar mensalidades' (issue 21): the record's mensalidades as an ordinary Parcelado payable
   group (cadastrarLancamento, offline like any posting) carrying the record's id, so 'Custo no
   período' sums them (decision 262). The amount asked is one mensalidade; the group's total is
   mensalidade × parcelas. */
import { useState } from 'react';
import { addMonthsClamped, todayISO } from '../../domain/dates.ts';
import type { HistoricoEscolar } from '../../domain/historico-escolar-disciplinas.ts';
import { msg } from '../../domain/messages.ts';
import { MAX_PARCELAS, MIN_PARCELAS } from '../../domain/titulo.ts';
import { PAGAMENTOS } from '../../domain/listas.ts';
import { gerarMensalidades } from '../../data/historicos.ts';
import { useCollection } from '../../data/live.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

export function GerarMensalidadesModal({ row, onClose }: { row: HistoricoEscolar | null; onClose: () => void }) {
  return row ? <GerarMensalidadesForm key={row.id} row={row} onClose={onClose} /> : null;
}

function GerarMensalidadesForm({ row, onClose }: { row: HistoricoEscolar; onClose: () => void }) {
  const errors = useFormErrors();
  const { rows: bancos } = useCollection('bancos');
  const { rows: categorias } = useCollection('categorias');
  const [banco, setBanco] = useState('');
  const [categoria, setCategoria] = useState('');
  const [pagamento, setPagamento] = useState('Boleto');
  const [valor, setValor] = useState<number | null>(null);
  const [parcelas, setParcelas] = useState('6');
  const [vencimento, setVencimento] = useState(() => addMonthsClamped(todayISO(), 1));
  const [busy, setBusy] = useState(false);

  async function submit() {
    const n = Number(parcelas);
    const faltando: Record<string, string> = {};
    if (!banco) faltando.banco = msg.lancamento.bancoObrigatorio;
    if (valor === null) faltando.valor = msg.lancamento.valorObrigatorio;
    if (!Number.isInteger(n) || n < MIN_PARCELAS || n > MAX_PARCELAS) faltando.parcela = msg.lancamento.parcelaFaixa;
    if (!vencimento) faltando.vencimento = msg.lancamento.vencimentoObrigatorio;
    if (Object.keys(faltando).length > 0 || valor === null) return errors.fail(faltando);
    setBusy(true);
    const outcome = await gerarMensalidades(row.id, {
      banco, categoria: categoria || null, pagamento, valorMensalidade: valor, parcelas: n, primeiroVencimento: vencimento, hoje: todayISO(),
    });
    setBusy(false);
    const ok = reportOutcome(outcome, {
      form: errors, fields: ['banco', 'categorias', 'pagamento', 'valor', 'parcela', 'vencimento'],
      successFallback: msg.academico.mensalidadesGeradas, errorFallback: msg.lancamento.erroCadastrar,
    });
    if (ok) onClose();
  }

  return (
    <FormModal open onClose={onClose} title={`Gerar mensalidades — ${row.aluno} (${row.periodo})`} busy={busy} submitLabel="Gerar" onSubmit={() => void submit()}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Banco" error={errors.errors.banco}>
          <Select value={banco} onChange={(v) => { setBanco(v); errors.clear('banco'); }} placeholder="Selecione"
            options={bancos.filter((b) => b.status !== false).map((b) => ({ value: b.id, label: b.banco }))} />
        </Field>
        <Field label="Categoria" error={errors.errors.categorias}>
          <Select value={categoria} onChange={setCategoria} placeholder={msg.comum.opcional}
            options={categorias.filter((c) => c.status !== false).map((c) => ({ value: c.id, label: c.descricao }))} />
        </Field>
        <Field label="Pagamento" error={errors.errors.pagamento}>
          <Select value={pagamento} onChange={setPagamento} options={PAGAMENTOS.map((p) => ({ value: p, label: p }))} />
        </Field>
        <Field label="Valor da mensalidade" error={errors.errors.valor}>
          <MoneyInput value={valor} onChange={(v) => { setValor(v); errors.clear('valor'); }} />
        </Field>
        <Field label="Parcelas" error={errors.errors.parcela}>
          <TextInput value={parcelas} onChange={(v) => { setParcelas(v); errors.clear('parcela'); }} inputMode="numeric" />
        </Field>
        <Field label="Primeiro vencimento" error={errors.errors.vencimento}>
          <DateInput value={vencimento} onChange={(v) => { setVencimento(v); errors.clear('vencimento'); }} />
        </Field>
      </div>
    </FormModal>
  );
}
