/* Fundos' dialogs (issue 19): Novo fundo and Editar fundo, a movement (Aplicação, Resgate, Cotação) and the
   history of a fund's movements. */
import { useState } from 'react';
import { formatarEscala, NovoFundoSchema, NovoMovimentoSchema } from '../../domain/fundos.ts';
import { CLASSES_FUNDO, STATUS_FUNDO } from '../../domain/listas.ts';
import type { TipoMovimento } from '../../domain/listas.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL, toDecimal } from '../../domain/money.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarFundo, editarFundo, registrarMovimento, useMovimentosFundo } from '../../data/fundos.ts';
import { useCollection } from '../../data/live.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { Modal } from '../../ui/modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

const f = msg.fundos;

const VAZIO = { nome: '', cnpj: '', classe: 'Renda Fixa', banco_id: '', status: 'Ativo' };

/** The fund being edited, as listed (with the version the edit is based on, decision 320). */
export interface FundoEmEdicao { id: string; nome: string; cnpj: string; classe: string; banco_id: string; status: string; version?: number }

/** Novo fundo, or Editar fundo when `fundo` is given (then the status can change too). */
export function FundoFormModal({ open, fundo, onClose }: { open: boolean; fundo?: FundoEmEdicao | null; onClose: () => void }) {
  const errors = useFormErrors();
  const { rows: bancos } = useCollection('bancos');
  const [v, setV] = useState(() => (fundo ? { nome: fundo.nome, cnpj: fundo.cnpj, classe: fundo.classe, banco_id: fundo.banco_id, status: fundo.status } : VAZIO));
  // The version the form loaded, kept while it is open (an edit on an old copy is refused).
  const [versao] = useState(fundo?.version ?? null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v, x: string) => { setV((o) => ({ ...o, [k]: x })); errors.clear(k); };
  async function submit() {
    const checked = validate(NovoFundoSchema, v);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = fundo ? await editarFundo({ ...v, id: fundo.id, version: versao }) : await cadastrarFundo(v);
    setBusy(false);
    const ok = reportOutcome(outcome, {
      form: errors, fields: ['nome', 'cnpj', 'classe', 'banco_id', 'status'],
      successFallback: fundo ? f.atualizado : f.cadastrado, errorFallback: f.erroCadastrar,
    });
    if (!ok) return;
    setV(VAZIO);
    errors.reset();
    onClose();
  }
  return (
    <FormModal open={open} onClose={onClose} title={fundo ? f.editarFundo : f.novoFundo} busy={busy} submitLabel={fundo ? 'Salvar' : 'Cadastrar'} onSubmit={() => void submit()}>
      <Field label="Nome" error={errors.errors.nome}><TextInput value={v.nome} onChange={(x) => set('nome', x)} maxLength={120} autoComplete="off" /></Field>
      <Field label={f.colCnpj} error={errors.errors.cnpj}><TextInput value={v.cnpj} onChange={(x) => set('cnpj', x.toUpperCase())} maxLength={18} autoComplete="off" placeholder="12.ABC.345/01DE-35" /></Field>
      <Field label={f.colClasse} error={errors.errors.classe}><Select value={v.classe} onChange={(x) => set('classe', x)} options={CLASSES_FUNDO.map((c) => ({ value: c, label: c }))} /></Field>
      <Field label={f.colBanco} error={errors.errors.banco_id}>
        <Select value={v.banco_id} onChange={(x) => set('banco_id', x)} placeholder="Selecione" options={bancos.map((b) => ({ value: b.id, label: b.banco }))} />
      </Field>
      {fundo && (
        <Field label={f.colStatus} error={errors.errors.status}><Select value={v.status} onChange={(x) => set('status', x)} options={STATUS_FUNDO.map((c) => ({ value: c, label: c }))} /></Field>
      )}
    </FormModal>
  );
}

export function MovimentoModal({ fundo, tipo, onClose }: { fundo: { id: string; nome: string }; tipo: TipoMovimento; onClose: () => void }) {
  const errors = useFormErrors();
  const [data, setData] = useState('');
  const [valor, setValor] = useState<number | null>(null);
  const [cota, setCota] = useState('');
  const [cotas, setCotas] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    const input = {
      fundo_id: fundo.id, tipo, data, cota,
      valor: valor === null || tipo === 'Cotação' ? '' : toDecimal(valor),
      cotas: tipo === 'Resgate' ? cotas : '',
    };
    const checked = validate(NovoMovimentoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await registrarMovimento(input);
    setBusy(false);
    if (reportOutcome(outcome, { form: errors, fields: ['data', 'valor', 'cota', 'cotas', 'tipo'], successFallback: f.movimentoRegistrado, errorFallback: f.erroMovimento })) onClose();
  }
  const titulo = tipo === 'Aplicação' ? f.aplicacao : tipo === 'Resgate' ? f.resgate : f.cotacao;
  return (
    <FormModal open onClose={onClose} title={`${titulo}: ${fundo.nome}`} busy={busy} submitLabel="Registrar" onSubmit={() => void submit()}>
      <Field label={f.colData} error={errors.errors.data}><DateInput value={data} onChange={(x) => { setData(x); errors.clear('data'); }} /></Field>
      {tipo !== 'Cotação' && (
        <Field label={f.colValor} error={errors.errors.valor}><MoneyInput value={valor} onChange={(x) => { setValor(x); errors.clear('valor'); }} /></Field>
      )}
      {tipo === 'Resgate' && (
        <Field label={`${f.colCotas} (ou informe o valor)`} error={errors.errors.cotas}>
          <TextInput value={cotas} onChange={(x) => { setCotas(x); errors.clear('cotas'); }} inputMode="decimal" autoComplete="off" placeholder="0,00000000" />
        </Field>
      )}
      <Field label={`${f.colCota} (valor da cota)`} error={errors.errors.cota}>
        <TextInput value={cota} onChange={(x) => { setCota(x); errors.clear('cota'); }} inputMode="decimal" autoComplete="off" placeholder="1,23456789" />
      </Field>
    </FormModal>
  );
}

export function HistoricoFundoModal({ fundo, onClose }: { fundo: { id: string; nome: string }; onClose: () => void }) {
  const movimentos = useMovimentosFundo(fundo.id);
  return (
    <Modal open onClose={onClose} title={`${f.historico}: ${fundo.nome}`} size="lg">
      {movimentos.length === 0 ? <p className="text-sm text-slate-600">{f.semMovimentos}</p> : (
        <table className="w-full text-sm" aria-label={f.historico}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2">{f.colData}</th><th>{f.colTipo}</th><th className="text-right">{f.colValor}</th>
              <th className="text-right">{f.colCota}</th><th className="text-right">{f.colCotas}</th>
            </tr>
          </thead>
          <tbody>
            {movimentos.map((m) => (
              <tr key={m.id} className="border-b border-slate-100 tabular-nums">
                <td className="py-1.5">{formatDateBR(m.data)}</td><td>{m.tipo}</td>
                <td className="text-right">{m.valor === null ? '—' : formatBRL(m.valor)}</td>
                <td className="text-right">{formatarEscala(m.cota)}</td>
                <td className="text-right">{m.cotas === null ? '—' : formatarEscala(m.cotas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
