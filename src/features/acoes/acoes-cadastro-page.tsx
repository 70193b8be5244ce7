/* /acoes/cadastro (issue 19): one B3 trade — data (pregão), ticker, compra/venda, quantidade,
   preço, custos, IRRF, corretora, modalidade, classe, nota and an optional receipt as attachment. */
import { useState } from 'react';
import { NovaOperacaoSchema } from '../../domain/acoes-validacao.ts';
import { CLASSES_ACAO, MODALIDADES, TIPOS_OPERACAO } from '../../domain/listas.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { toDecimal } from '../../domain/money.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarOperacao } from '../../data/acoes.ts';
import { useCollection } from '../../data/live.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

const opcoes = (lista: readonly string[]) => lista.map((v) => ({ value: v, label: v }));
const CAMPOS = ['data', 'ticker', 'tipo', 'quantidade', 'preco', 'custos', 'irrf', 'corretora_id', 'modalidade', 'classe', 'nota', 'comprovante_id'];

const VAZIO = {
  data: '', ticker: '', tipo: 'Compra', quantidade: '', preco: null as number | null, custos: null as number | null,
  irrf: null as number | null, corretora_id: '', modalidade: 'Swing trade', classe: 'Ação', nota: '', comprovante_id: '',
};

export function AcoesCadastroPage() {
  const errors = useFormErrors();
  const [f, setF] = useState(VAZIO);
  const [busy, setBusy] = useState(false);
  const { rows: bancos } = useCollection('bancos');
  const { rows: comprovantes } = useCollection('comprovantes');
  const set = <K extends keyof typeof VAZIO>(k: K, v: (typeof VAZIO)[K]) => {
    setF((x) => ({ ...x, [k]: v }));
    errors.clear(k);
  };

  async function submit() {
    const input = {
      ...f, preco: f.preco === null ? '' : toDecimal(f.preco), custos: f.custos === null ? '' : toDecimal(f.custos),
      irrf: f.irrf === null ? '' : toDecimal(f.irrf),
    };
    const checked = validate(NovaOperacaoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await cadastrarOperacao(input);
    setBusy(false);
    const saved = reportOutcome(outcome, { form: errors, fields: CAMPOS, successFallback: msg.acoes.cadastrada, errorFallback: msg.acoes.erroCadastrar });
    if (!saved) return;
    setF({ ...VAZIO, data: f.data, corretora_id: f.corretora_id, modalidade: f.modalidade });
    errors.reset();
  }

  const e = errors.errors;
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <header className="border-b border-slate-200 px-4 py-3">
        <h1 className="text-lg font-semibold text-slate-800">{msg.acoes.tituloCadastro}</h1>
      </header>
      <form noValidate className="grid grid-cols-1 gap-x-4 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(ev) => { ev.preventDefault(); if (!busy) void submit(); }}>
        <Field label="Data (pregão)" error={e.data}><DateInput value={f.data} onChange={(v) => set('data', v)} /></Field>
        <Field label={msg.acoes.colTicker} error={e.ticker}>
          <TextInput value={f.ticker} onChange={(v) => set('ticker', v.toUpperCase())} autoComplete="off" maxLength={8} placeholder="PETR4" />
        </Field>
        <Field label={msg.acoes.colTipo} error={e.tipo}><Select value={f.tipo} onChange={(v) => set('tipo', v)} options={opcoes(TIPOS_OPERACAO)} /></Field>
        <Field label={msg.acoes.colQuantidade} error={e.quantidade}>
          <TextInput value={f.quantidade} onChange={(v) => set('quantidade', v.replace(/\D/g, ''))} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label="Preço (unitário)" error={e.preco}><MoneyInput value={f.preco} onChange={(v) => set('preco', v)} /></Field>
        <Field label="Custos (corretagem + emolumentos)" error={e.custos}><MoneyInput value={f.custos} onChange={(v) => set('custos', v)} /></Field>
        <Field label={msg.acoes.colIrrf} error={e.irrf}><MoneyInput value={f.irrf} onChange={(v) => set('irrf', v)} /></Field>
        <Field label={msg.acoes.colCorretora} error={e.corretora_id}>
          <Select value={f.corretora_id} onChange={(v) => set('corretora_id', v)} placeholder={msg.comum.opcional}
            options={bancos.map((b) => ({ value: b.id, label: b.banco }))} />
        </Field>
        <Field label={msg.acoes.colModalidade} error={e.modalidade}><Select value={f.modalidade} onChange={(v) => set('modalidade', v)} options={opcoes(MODALIDADES)} /></Field>
        <Field label={msg.acoes.colClasse} error={e.classe}><Select value={f.classe} onChange={(v) => set('classe', v)} options={opcoes(CLASSES_ACAO)} /></Field>
        <Field label="Nota de corretagem" error={e.nota}><TextInput value={f.nota} onChange={(v) => set('nota', v)} maxLength={60} autoComplete="off" /></Field>
        <Field label="Anexo (comprovante)" error={e.comprovante_id}>
          <Select value={f.comprovante_id} onChange={(v) => set('comprovante_id', v)} placeholder={msg.comum.opcional}
            options={comprovantes.map((c) => ({ value: c.id, label: `${formatDateBR(c.data)} ${c.descricao}` }))} />
        </Field>
        <div className="col-span-full flex justify-end border-t border-slate-100 pt-4">
          <SubmitButton busy={busy}>Cadastrar</SubmitButton>
        </div>
      </form>
    </section>
  );
}
