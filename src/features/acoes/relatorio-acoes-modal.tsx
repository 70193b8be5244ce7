/* 'Relatório de Ações' (the menu modal, issue 19): the month's apuração per modalidade and
   classe, computed offline by the same domain function as GET /api/acoes/apuracao; export to a
   pt-BR CSV; 'Gerar lançamento' posts the DARF 6015 payable through the normal posting write. */
import { useMemo, useState } from 'react';
import { apuracaoCsv, apurarMes } from '../../domain/acoes-apuracao.ts';
import { todayISO, formatDateBR, mesesDesc, nomeDoMes } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { gerarLancamentoDarf, useOperacoes } from '../../data/acoes.ts';
import { useFeriadosExtras } from '../../data/agenda.ts';
import { useCollection } from '../../data/live.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { saveFile } from '../../ui/save-file.ts';
import { Select } from '../../ui/select.tsx';
import { formatPct } from './acoes-columns.tsx';

const a = msg.acoes;

function mesAnterior(): string {
  const [ano, mes] = todayISO().split('-').map(Number) as [number, number];
  return mes === 1 ? `${ano - 1}-12` : `${ano}-${String(mes - 1).padStart(2, '0')}`;
}

export function RelatorioAcoesModal({ onClose }: { onClose: () => void }) {
  const { rows: operacoes } = useOperacoes();
  const extras = useFeriadosExtras();
  const { rows: bancos } = useCollection('bancos');
  const [mes, setMes] = useState(mesAnterior);
  const [banco, setBanco] = useState('');
  const [busy, setBusy] = useState(false);
  // From the first trade's month (at least 5 years back) to this month, newest first.
  const meses = useMemo(() => {
    const hoje = todayISO().slice(0, 7);
    const primeira = operacoes.reduce((min, o) => (o.data.slice(0, 7) < min ? o.data.slice(0, 7) : min), `${Number(hoje.slice(0, 4)) - 5}${hoje.slice(4)}`);
    return mesesDesc(hoje, primeira).map((m) => ({ value: m, label: nomeDoMes(m) }));
  }, [operacoes]);
  const ap = useMemo(() => (/^\d{4}-\d{2}$/.test(mes) ? apurarMes(operacoes, mes, extras) : null), [operacoes, mes, extras]);

  async function gerar() {
    if (!ap || busy) return;
    if (!banco) {
      reportOutcome({ kind: 'invalid', message: a.escolhaBanco, errors: {} });
      return;
    }
    setBusy(true);
    const outcome = await gerarLancamentoDarf(ap, banco);
    setBusy(false);
    reportOutcome(outcome, { successFallback: a.lancamentoGerado, errorFallback: msg.lancamento.erroCadastrar });
  }

  return (
    <Modal open onClose={onClose} title={a.tituloRelatorio} size="xl" busy={busy}>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={a.mes} className="w-48">
          {/* Month names in pt-BR whatever the browser's language (issue 33): not a native month field. */}
          <Select value={mes} onChange={setMes} options={meses} />
        </Field>
        {ap && (
          <Button className="mb-4" onClick={() => saveFile(new Blob([apuracaoCsv(ap)], { type: 'text/csv;charset=utf-8' }), `apuracao-acoes-${ap.mes}.csv`)}>
            {a.exportarCsv}
          </Button>
        )}
      </div>
      {ap && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label={a.tituloRelatorio}>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  <th className="py-2 pr-2">{a.colModalidade}</th><th className="pr-2">{a.colClasse}</th>
                  <th className="pr-2 text-right">{a.colVendas}</th><th className="pr-2 text-right">{a.colResultadoMes}</th>
                  <th className="pr-2 text-right">{a.colPrejuizoAnterior}</th><th className="pr-2 text-right">{a.colBase}</th>
                  <th className="pr-2 text-right">{a.colPrejuizoCompensar}</th><th className="pr-2 text-right">{a.colAliquota}</th>
                  <th className="pr-2 text-right">{a.colImposto}</th><th className="pr-2 text-right">{a.colIrrf}</th>
                  <th className="text-right">{a.colIrDevido}</th>
                </tr>
              </thead>
              <tbody>
                {ap.linhas.map((l) => (
                  <tr key={`${l.modalidade}-${l.classe}`} className="border-b border-slate-100 tabular-nums">
                    <td className="py-1.5 pr-2">{l.modalidade}</td><td className="pr-2">{l.classe}</td>
                    <td className="pr-2 text-right">{formatBRL(l.vendas)}</td>
                    <td className="pr-2 text-right">{formatBRL(l.resultado)}</td>
                    <td className="pr-2 text-right">{formatBRL(l.prejuizo_anterior)}</td>
                    <td className="pr-2 text-right">{l.isento ? a.isento : formatBRL(l.base_calculo)}</td>
                    <td className="pr-2 text-right">{formatBRL(l.prejuizo_a_compensar)}</td>
                    <td className="pr-2 text-right">{formatPct(l.aliquota * 100)}</td>
                    <td className="pr-2 text-right">{formatBRL(l.imposto)}</td>
                    <td className="pr-2 text-right">{formatBRL(l.irrf)}</td>
                    <td className="text-right">{formatBRL(l.ir_devido)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {ap.vendas_isentas > 0 && <p className="mt-2 text-sm text-slate-600">{a.isencaoAplicada(ap.vendas_isentas)}</p>}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" aria-label="Resumo do DARF">
            <dt className="text-slate-600">{a.totalImposto}</dt><dd className="tabular-nums">{formatBRL(ap.imposto)}</dd><span className="hidden sm:block" />
            <dt className="text-slate-600">{a.irrfDeduzido}</dt><dd className="tabular-nums">{formatBRL(ap.irrf_deduzido)}</dd><span className="hidden sm:block" />
            <dt className="text-slate-600">{a.darfAnterior}</dt><dd className="tabular-nums">{formatBRL(ap.darf_anterior)}</dd><span className="hidden sm:block" />
            <dt className="font-semibold text-slate-800">{a.darfAPagar} ({ap.codigo_darf})</dt>
            <dd className="font-semibold tabular-nums" data-testid="darf-a-pagar">{formatBRL(ap.darf_a_pagar)}</dd><span className="hidden sm:block" />
            <dt className="text-slate-600">{a.vencimentoDarf}</dt><dd>{formatDateBR(ap.vencimento)}</dd><span className="hidden sm:block" />
          </dl>
          {ap.darf_a_compensar > 0 && <p className="mt-2 text-sm text-amber-700">{a.darfAcumulado(ap.darf_a_compensar)}</p>}
          {ap.irrf_nao_compensado_ano > 0 && <p className="mt-2 text-sm text-amber-700">{a.irrfNaoCompensadoAno(ap.irrf_nao_compensado_ano)}</p>}
          {ap.darf_a_pagar === 0 && ap.darf_a_compensar === 0 && <p className="mt-2 text-sm text-slate-600">{a.semImposto}</p>}
          {ap.darf_a_pagar > 0 && (
            <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
              <Field label="Banco do pagamento" className="w-64">
                <Select value={banco} onChange={setBanco} placeholder="Selecione" options={bancos.map((b) => ({ value: b.id, label: b.banco }))} />
              </Field>
              <Button variant="primary" className="mb-4" disabled={busy} onClick={() => void gerar()}>{a.gerarLancamento}</Button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
