/* Editar regra and Simular próxima fatura (Gestor > Automação > Faturas): the rule's fields,
   and the next bill as the rule being typed would build it, shown without saving anything. */
import { useState } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { competenciaBR } from '../../domain/automacao-fatura.ts';
import { msg } from '../../domain/messages.ts';
import { salvarRegraFatura, simularFatura } from '../../data/automacao.ts';
import type { RegraAutomacao, SimulacaoFatura } from '../../data/automacao.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { TextInput } from '../../ui/text-input.tsx';

const t = msg.automacao;

export function RegraModal({ regra, simular, onClose }: { regra: RegraAutomacao; simular: boolean; onClose: (salvou: boolean) => void }) {
  const [fechamento, setFechamento] = useState(String(regra.dia_fechamento ?? ''));
  const [vencimento, setVencimento] = useState(String(regra.dia_vencimento ?? ''));
  const [alerta, setAlerta] = useState(String(regra.alerta_dias));
  const [ativa, setAtiva] = useState(regra.regra_id ? regra.ativa : true);
  const [ajustar, setAjustar] = useState(regra.ajustar_dia_util);
  const [erros, setErros] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [busy, setBusy] = useState(false);
  const [simulacao, setSimulacao] = useState<SimulacaoFatura | string | null>(null);

  async function salvar() {
    setBusy(true);
    const outcome = await salvarRegraFatura({
      banco: regra.banco_id, dia_fechamento: fechamento, dia_vencimento: vencimento, ativa, ajustar_dia_util: ajustar, alerta_dias: alerta,
    });
    setBusy(false);
    setErros('errors' in outcome && outcome.errors ? outcome.errors : {});
    if (reportOutcome(outcome, { errorFallback: t.erroSalvar })) onClose(true);
  }

  async function simularAgora() {
    const r = await simularFatura({ banco: regra.banco_id, dia_fechamento: fechamento, dia_vencimento: vencimento, ajustar_dia_util: ajustar });
    setSimulacao(r.ok ? r.value : r.message);
  }

  return (
    <Modal open onClose={() => onClose(false)} title={`${simular ? t.simular : t.editarRegra}: ${regra.banco}`} busy={busy} size="lg">
      <form className="flex flex-wrap gap-3" onSubmit={(e) => { e.preventDefault(); void salvar(); }}>
        <Field label="Dia de fechamento" error={erros.dia_fechamento?.[0]} className="w-40">
          <TextInput value={fechamento} onChange={setFechamento} inputMode="numeric" />
        </Field>
        <Field label="Dia de vencimento" error={erros.dia_vencimento?.[0]} className="w-40">
          <TextInput value={vencimento} onChange={setVencimento} inputMode="numeric" />
        </Field>
        <Field label="Alerta (dias antes)" error={erros.alerta_dias?.[0]} className="w-40">
          <TextInput value={alerta} onChange={setAlerta} inputMode="numeric" />
        </Field>
        <div className="flex w-full flex-wrap gap-4">
          <Checkbox checked={ativa} onChange={setAtiva} label="Ativa" />
          <Checkbox checked={ajustar} onChange={setAjustar} label="Ajustar ao dia útil" />
        </div>
        <div className="flex w-full justify-end gap-2 pt-2">
          <Button onClick={() => void simularAgora()}>{t.simular}</Button>
          <Button type="submit" variant="primary" disabled={busy}>Salvar</Button>
        </div>
      </form>
      {typeof simulacao === 'string' && <p role="alert" className="pt-3 text-sm text-red-700">{simulacao}</p>}
      {simulacao && typeof simulacao === 'object' && <Simulacao s={simulacao} />}
    </Modal>
  );
}

function Simulacao({ s }: { s: SimulacaoFatura }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700" data-testid="simulacao">
      <p>
        Fatura {competenciaBR(s.competencia)}: fecha em {formatDateBR(s.fechamento)}, vence em {formatDateBR(s.vencimento)}.
        {' '}{s.quantidade} lançamento(s), {t.total} <strong>R$ {s.total.replace('.', ',')}</strong>
      </p>
      {s.lancamentos.length === 0 ? <p className="pt-2 text-slate-600">{t.simulacaoVazia}</p> : (
        <table className="mt-2 w-full text-left">
          <thead><tr><th>Data</th><th>Descrição</th><th>Parcela</th><th className="text-right">Valor</th></tr></thead>
          <tbody>
            {s.lancamentos.map((l) => (
              <tr key={l.id}><td>{formatDateBR(l.data)}</td><td>{l.descricao}</td><td>{l.parcela}/{l.quant_parcela}</td><td className="text-right">{l.valor_parcela.replace('.', ',')}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
