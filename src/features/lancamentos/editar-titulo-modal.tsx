/* 'Editar' (issue 31 item 1, decision 395): the selected parcela's fields, prefilled, with the
   scope Só esta parcela / Todas as parcelas em aberto do grupo. Valor and vencimento belong to
   one open parcela (disabled on the group scope). Only changed fields are sent, with the version
   the modal opened on, so an edit made elsewhere meanwhile comes back as the server's 409; the
   parcela as it is now (the list's live row) is shown beside the form, and "Usar os dados atuais"
   restarts the form from it. The form closes once the edit is committed on the device (the row is
   already painted from it); the server's answer comes afterwards as a toast, and a refusal reopens
   the form from the toast with the values typed (decision 396). */
import { useEffect, useState } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { ESCOPOS_EDICAO } from '../../domain/editar-titulo.ts';
import type { EscopoEdicao } from '../../domain/editar-titulo.ts';
import { msg } from '../../domain/messages.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { descartarEdicaoRecusada } from '../../data/editar-titulos.ts';
import type { Gravacao } from '../../data/editar-titulos.ts';
import { formatBRL, toDecimal } from '../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { errosNoRateio, rateioDoForm, rateioEditado } from '../comum/rateio-fields.tsx';
import type { RateioForm } from '../comum/rateio-fields.tsx';
import { comErrosNoRateio, EditarRateio } from './editar-rateio.tsx';
import { bancoDoRecebivel, camposDoLancamento, EditarLancamentoCampos, EditarRecebivelBanco } from './editar-lancamento-campos.tsx';
import type { CamposLancamento } from './editar-lancamento-campos.tsx';
import type { TituloRow } from './titulo-cells.tsx';

interface EditarTituloModalProps {
  row: TituloRow | null;
  /** The same parcela as the list has it now (changed elsewhere meanwhile: a newer version). */
  atual?: TituloRow | null;
  /** Restart the form from `atual`. */
  onRecarregar?: () => void;
  /** Commits the edit on the device; its `resposta` is the server's answer to come. */
  editar: (input: unknown) => Promise<Gravacao | MutationOutcome>;
  /** The form of a refused edit, reopened: the values typed and the server's field errors. */
  reaberta?: EdicaoReaberta | null;
  onClose: () => void;
  /** The edit is committed on the device: the list closes the form. */
  onSaved: () => void;
  /** The server refused it after the form closed (its outbox entry already dropped). */
  onRecusada?: (recusa: EdicaoRecusada) => void;
}

/** What the clerk had typed, to reopen the form as it was. */
export interface Digitado {
  escopo: EscopoEdicao;
  descricao: string;
  observacao: string;
  valor: number | null;
  vencimento: string;
  campos: CamposLancamento | null;
  /** A receivable's bank ('' none); null for a payable. */
  banco: string | null;
  rateio: RateioForm;
}

export interface EdicaoReaberta {
  digitado: Digitado;
  errors: Readonly<Record<string, readonly string[]>> | undefined;
}

export interface EdicaoRecusada extends EdicaoReaberta {
  /** The row the form had opened on (its version was the one sent). */
  row: TituloRow;
  message: string;
}

const FIELDS = ['descricao', 'observacao', 'valor', 'vencimento', 'escopo', 'banco', 'categorias', 'pagamento', 'tipo_lancamento', 'rateio'];

const e = msg.editar;
const ESCOPOS = ESCOPOS_EDICAO.map((value) => ({ value, label: value === 'parcela' ? e.escopoParcela : e.escopoGrupo }));

export function EditarTituloModal({ row, ...props }: EditarTituloModalProps) {
  // Keyed by row and version: each edit starts from the row as it is now.
  return row ? <EditarForm key={`${row.id}:${row.version}`} row={row} {...props} /> : null;
}

/** What differs between the row the form opened on and the row now, as "Campo: valor agora". */
function mudancas(antes: TituloRow, agora: TituloRow): string[] {
  const campos: [string, (r: TituloRow) => string][] = [
    ['Descrição', (r) => r.descricao],
    ['Valor da parcela', (r) => formatBRL(r.valor_parcela)],
    ['Vencimento', (r) => (r.vencimento ? formatDateBR(r.vencimento) : '—')],
    ['Status', (r) => r.status],
    ['Observação', (r) => r.observacao ?? '—'],
  ];
  return campos.filter(([, ler]) => ler(antes) !== ler(agora)).map(([campo, ler]) => e.agora(campo, ler(agora)));
}

function EditarForm({ row, atual, reaberta, onRecarregar, editar, onClose, onSaved, onRecusada }: EditarTituloModalProps & { row: TituloRow }) {
  const errors = useFormErrors();
  const antes = reaberta?.digitado;
  const [escopo, setEscopo] = useState<EscopoEdicao>(antes?.escopo ?? 'parcela');
  const [descricao, setDescricao] = useState(antes?.descricao ?? row.descricao);
  const [observacao, setObservacao] = useState(antes?.observacao ?? row.observacao ?? '');
  const [valor, setValor] = useState<number | null>(antes ? antes.valor : row.valor_parcela);
  const [vencimento, setVencimento] = useState(antes?.vencimento ?? row.vencimento ?? '');
  const [inicial] = useState(() => camposDoLancamento(row));
  const [campos, setCampos] = useState<CamposLancamento | null>(antes ? antes.campos : inicial);
  const [bancoInicial] = useState(() => bancoDoRecebivel(row));
  const [banco, setBanco] = useState<string | null>(antes ? antes.banco : bancoInicial);
  const [rateioInicial] = useState(() => rateioDoForm(row.rateio));
  const [rateio, setRateio] = useState<RateioForm>(antes?.rateio ?? rateioInicial);
  const [nomeados] = useState(() => (row.rateio ?? []).flatMap((p) => (p.centro_custo ? [p.centro_custo] : [])));
  const [busy, setBusy] = useState(false);
  // The server's field errors of the refused edit, shown once when the form reopens.
  const { show } = errors;
  useEffect(() => {
    const mostrar = Object.fromEntries(Object.entries(errosNoRateio(reaberta?.errors) ?? {}).filter(([key]) => FIELDS.includes(key)));
    if (Object.keys(mostrar).length) show(mostrar);
  }, [show, reaberta]);
  const daParcela = escopo === 'parcela';

  async function submit() {
    const input: Record<string, unknown> = { id: row.id, escopo, version: row.version };
    if (descricao !== row.descricao) input.descricao = descricao;
    if (observacao !== (row.observacao ?? '')) input.observacao = observacao;
    if (daParcela && valor !== row.valor_parcela) input.valor = valor === null ? '' : toDecimal(valor);
    if (daParcela && vencimento && vencimento !== row.vencimento) input.vencimento = vencimento;
    if (campos && inicial) {
      for (const key of Object.keys(campos) as (keyof CamposLancamento)[]) if (campos[key] !== inicial[key]) input[key] = campos[key];
    }
    if (banco !== null && banco !== bancoInicial) input.banco = banco;
    Object.assign(input, rateioEditado(rateioInicial, rateio));
    setBusy(true);
    const gravacao = await editar(input);
    setBusy(false);
    // Refused on the device (the same rule as the server's) or invalid: told in the form.
    if (gravacao.kind !== 'gravada') {
      reportOutcome(comErrosNoRateio(gravacao), { form: errors, fields: FIELDS, successFallback: e.editado, errorFallback: e.erro });
      return;
    }
    // Committed on the device, the row already painted from it: the form closes now and the
    // server's answer is told when it comes (decision 396).
    onSaved();
    const digitado: Digitado = { escopo, descricao, observacao, valor, vencimento, campos, banco, rateio };
    void gravacao.resposta.then(async (outcome) => {
      if (outcome.kind !== 'rejected') {
        reportOutcome(outcome, { successFallback: e.editado, errorFallback: e.erro });
        return;
      }
      // A refusal after the form closed: the edit leaves the queue (a retry could only be refused
      // again, and it would hold back the next edit of this row); the toast reopens the form.
      if (outcome.entrada) await descartarEdicaoRecusada(outcome.entrada);
      onRecusada?.({ row, digitado, errors: outcome.errors, message: outcome.message || e.erro });
    });
  }

  return (
    <FormModal open onClose={onClose} title={`${e.titulo}: ${row.descricao} (${row.parcela}/${row.quant_parcela})`} busy={busy}
      submitLabel={e.salvar} onSubmit={() => void submit()}>
      {atual && atual.version !== row.version && (
        <div role="alert" data-testid="editar-atual" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{e.conflito(`${row.descricao} (${row.parcela}/${row.quant_parcela})`)}</p>
          <ul className="mt-1 list-disc pl-5">{mudancas(row, atual).map((linha) => <li key={linha}>{linha}</li>)}</ul>
          {onRecarregar && <Button className="mt-2" onClick={onRecarregar}>{e.usarAtuais}</Button>}
        </div>
      )}
      <RadioGroup label={e.escopo} value={escopo} options={ESCOPOS} onChange={setEscopo} error={errors.errors.escopo} />
      <Field label="Descrição" error={errors.errors.descricao}>
        <TextInput value={descricao} onChange={(v) => { setDescricao(v); errors.clear('descricao'); }} autoFocus maxLength={255} />
      </Field>
      <Field label="Valor da parcela" error={errors.errors.valor}>
        <MoneyInput value={valor} onChange={(cents) => { setValor(cents); errors.clear('valor'); }} disabled={!daParcela} />
      </Field>
      <Field label="Vencimento" error={errors.errors.vencimento}>
        <DateInput value={vencimento} onChange={(iso) => { setVencimento(iso); errors.clear('vencimento'); }} disabled={!daParcela} />
      </Field>
      {campos && <EditarLancamentoCampos value={campos} onChange={setCampos} errors={errors.errors} />}
      {banco !== null && <EditarRecebivelBanco value={banco} onChange={(v) => { setBanco(v); errors.clear('banco'); }} error={errors.errors.banco} />}
      <EditarRateio value={rateio} onChange={(v) => { setRateio(v); errors.clear('rateio'); }} nomeados={nomeados} error={errors.errors.rateio} />
      <Field label="Observação" error={errors.errors.observacao}>
        <TextArea value={observacao} onChange={(v) => { setObservacao(v); errors.clear('observacao'); }} maxLength={1000} />
      </Field>
    </FormModal>
  );
}
