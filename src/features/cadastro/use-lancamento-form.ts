/* The posting form of /financeiro/cadastro: its state and live rules, the lookups (active banks,
   only those with a card for Crédito; active categories), and the save with SPEC's toasts.
   Lookups are live collections: a bank or category registered in a header modal shows at once. */
import { useEffect, useMemo, useState } from 'react';
import { bancosPermitidos } from '../../domain/credito.ts';
import { NovoLancamentoSchema } from '../../domain/lancamento.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarLancamento } from '../../data/lancamentos.ts';
import { useCollection } from '../../data/live.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { reportOutcome } from '../../ui/outcome.ts';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import {
  LANCAMENTO_FIELDS, LANCAMENTO_VAZIO, depoisDeSalvar, lancamentoInput, mudarLancamento,
} from './lancamento-form-state.ts';
import type { LancamentoForm } from './lancamento-form-state.ts';
import { errosLimpos } from './titulo-form-rules.ts';
import { useLeitorPagamento } from '../../data/leitor-pagamento.ts';
import type { Leitura } from '../comum/leitor-pagamento.tsx';

export function useLancamentoForm() {
  const errors = useFormErrors();
  const [state, setState] = useState(LANCAMENTO_VAZIO);
  const [manter, setManter] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Saves so far: the form puts the cursor back in its first field after each one (issue 33). */
  const [salvos, setSalvos] = useState(0);
  const leitor = useLeitorPagamento();
  const { rows: todosBancos } = useCollection('bancos');
  const { rows: todasCategorias } = useCollection('categorias');
  const bancosAtivos = useMemo(() => todosBancos.filter((b) => b.status !== false), [todosBancos]);
  const bancos = useMemo(() => bancosPermitidos(bancosAtivos, state.form.pagamento), [bancosAtivos, state.form.pagamento]);
  const categorias = useMemo(() => todasCategorias.filter((c) => c.status !== false), [todasCategorias]);
  const { rows: todosCentros } = useCollection('centros_custo');
  const centros = useMemo(() => todosCentros.filter((c) => c.status !== false), [todosCentros]);

  const dirty = state !== LANCAMENTO_VAZIO;
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  function change<K extends keyof LancamentoForm>(key: K, value: LancamentoForm[K]) {
    setState((current) => mudarLancamento(current, key, value, bancosAtivos));
    errosLimpos(key).forEach(errors.clear);
  }

  async function submit() {
    if (busy) return;
    const input = { ...lancamentoInput(state.form), ...leitor.pagavel };
    const checked = validate(NovoLancamentoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await cadastrarLancamento(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: LANCAMENTO_FIELDS, successFallback: msg.lancamento.cadastrado, errorFallback: msg.lancamento.erroCadastrar,
    });
    if (!saved) return;
    errors.reset();
    setState((current) => depoisDeSalvar(current, manter));
    setSalvos((n) => n + 1);
    if (!manter) leitor.limpar();
  }

  function lido(leitura: Leitura) {
    leitor.lido(leitura);
    const locked = state.trava !== null;
    if (leitura.tipo === 'boleto') {
      const { valor, vencimento } = leitura.boleto;
      if (valor !== null) change('valor', valor);
      // The credit rule's due date stays: the card's bill decides it.
      if (vencimento !== null && !locked) {
        change('tipo', 'Com Vencimento');
        change('vencimento', vencimento);
      }
    } else {
      if (leitura.pix.valor !== null) change('valor', leitura.pix.valor);
      change('descricao', leitura.pix.nome);
    }
  }

  return {
    leitor: { ...leitor, lido }, referencia: state.form.data,
    form: state.form, locked: state.trava !== null, errors, busy, salvos, manter, setManter, bancos, categorias, centros, change,
    submit: () => void submit(),
  };
}

export type LancamentoFormModel = ReturnType<typeof useLancamentoForm>;
