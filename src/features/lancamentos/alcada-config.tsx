/* The alçada's configuration (issue 35 item 1, decision 432): an Administrador turns it on and
   types the limit as a clerk types money. Read online (a GET at the definition's path; offline, the
   copy the device last read), saved through the one mutation path (configurarAlcada): offline it is
   queued like any write. The form waits for what is saved before it can be edited, and an answer
   that arrives after the Administrador touched it never overwrites what was typed. */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { configurarAlcada, useConfigAlcada } from '../../data/alcada.ts';
import { MSG_ALCADA as m } from '../../domain/messages-alcada.ts';
import { Field } from '../../ui/field.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { Switch } from '../../ui/switch.tsx';

export function AlcadaConfig() {
  const { config, erro } = useConfigAlcada();
  const [ativa, setAtiva] = useState(false);
  const [limite, setLimite] = useState<number | null>(null);
  const [erroLimite, setErroLimite] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [tocado, setTocado] = useState(false);

  useEffect(() => {
    if (!config || tocado) return;
    setAtiva(config.ativa);
    setLimite(config.limite);
  }, [config, tocado]);
  // Nothing to edit before the saved alçada is known: a default saved over it would switch it off.
  const carregando = config === null;

  async function salvar(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await configurarAlcada({ ativa, limite });
    setBusy(false);
    // An active alçada without a limit is refused by the schema's cross rule before anything is queued.
    if (outcome.kind === 'invalid' && outcome.errors.limite) { setErroLimite(outcome.errors.limite[0]); return; }
    reportOutcome(outcome, { errorFallback: m.erroConfig });
  }

  return (
    <section aria-label={m.tituloConfig} className="mb-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{m.tituloConfig}</h2>
      {erro && <p role="status" className="mb-2 text-sm text-slate-600">{erro}</p>}
      <form noValidate onSubmit={(e) => void salvar(e)} className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <Switch checked={ativa} disabled={carregando} onChange={(v) => { setTocado(true); setAtiva(v); setErroLimite(undefined); }} label={m.ativa} className="mb-4" />
        <Field label={m.limite} error={erroLimite} className="w-48">
          <MoneyInput value={limite} disabled={carregando} onChange={(v) => { setTocado(true); setLimite(v); setErroLimite(undefined); }} />
        </Field>
        <div className="mb-4"><SubmitButton busy={busy} disabled={carregando}>{m.salvar}</SubmitButton></div>
      </form>
      <p className="text-xs text-slate-500">{m.limiteDica}</p>
    </section>
  );
}
