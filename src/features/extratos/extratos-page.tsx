/* /financeiro/extratos (issue 16): choose a bank, pick a statement file (OFX, Nubank, Inter or our
   model), see each line as Nova / Duplicada / Erro before anything is saved, import all; then the
   bank's conciliação: each statement line next to its proposed payable or receivable, confirm one
   or all (paid on the statement's date through the normal pay path), linked lines show their
   título. Works offline: everything reads the device's rows and writes through the outbox. */
import { useMemo, useState } from 'react';
import type { Sugestao } from '../../domain/conciliacao.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { MODELO_EXTRATO_CSV } from '../../domain/extrato.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { confirmarSugestoes, importarExtrato, lancarNaoConciliadas, previaExtrato, sugestoesDoBanco } from '../../data/extratos.ts';
import type { ExtratoLocal, Previa } from '../../data/extratos.ts';
import { useFeriadosExtras } from '../../data/agenda.ts';
import { useCollection } from '../../data/live.ts';
import type { LocalRow } from '../../data/wire.ts';
import { Button } from '../../ui/button.tsx';
import { Field, controlClass, useFieldControl } from '../../ui/field.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { saveFile } from '../../ui/save-file.ts';
import { Select } from '../../ui/select.tsx';
import { ErrosImportacao } from '../../ui/erros-importacao.tsx';

/** Rows drawn in the preview at most; the counts above it cover every line. */
const MAX_PREVIA = 1000;

const m = msg.extratos;

function ArquivoInput({ onChange }: { onChange: (file: File | null) => void }) {
  const control = useFieldControl();
  return (
    <input type="file" accept=".ofx,.csv,.txt" {...control} onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      className={`${controlClass(control['aria-invalid'])} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`} />
  );
}

const STATUS_CLASS = { nova: 'bg-emerald-50 text-emerald-800', duplicada: 'bg-amber-50 text-amber-800', erro: 'bg-red-50 text-red-800' };

function TabelaPrevia({ previa }: { previa: Extract<Previa, { ok: true }> }) {
  const linhas = [
    ...previa.erros.map((e) => ({ key: `e${e.linha}-${e.campo}`, linha: e.linha, data: '', descricao: `${e.campo}: ${e.dado}`, valor: null, status: 'erro' as const })),
    ...previa.linhas.map((l) => ({ key: l.chave, linha: l.linha, data: formatDateBR(l.data), descricao: l.descricao, valor: l.valor, status: l.status })),
  ].sort((a, b) => a.linha - b.linha);
  return (
    <div className="mt-3 max-h-96 overflow-auto rounded border border-slate-200">
      <table aria-label={m.previa} className="w-full text-sm text-slate-700">
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr className="h-8">
            <th scope="col" className="px-3 text-left">Linha</th>
            <th scope="col" className="px-3 text-left">Data</th>
            <th scope="col" className="px-3 text-left">Descrição</th>
            <th scope="col" className="px-3 text-right">Valor</th>
            <th scope="col" className="px-3 text-left">Situação</th>
          </tr>
        </thead>
        <tbody>
          {linhas.slice(0, MAX_PREVIA).map((l) => (
            <tr key={l.key} className="h-8 border-t border-slate-100">
              <td className="px-3 tabular-nums">{l.linha}</td>
              <td className="px-3 tabular-nums">{l.data}</td>
              <td className="px-3">{l.descricao}</td>
              <td className="px-3 text-right tabular-nums">{l.valor === null ? '' : formatBRL(l.valor)}</td>
              <td className="px-3"><span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[l.status]}`}>{m.status[l.status]}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      {linhas.length > MAX_PREVIA && <p className="p-2 text-xs text-slate-600">{`${MAX_PREVIA} de ${linhas.length} linhas exibidas`}</p>}
    </div>
  );
}

function Importar({ bancoId }: { bancoId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [busy, setBusy] = useState(false);
  const [chooser, setChooser] = useState(0);

  async function escolher(next: File | null) {
    setFile(next);
    setPrevia(next ? await previaExtrato(next, bancoId) : null);
  }

  async function importar() {
    if (busy) return;
    setBusy(true);
    const outcome = await importarExtrato(file, bancoId);
    setBusy(false);
    if (reportOutcome(outcome, { errorFallback: m.erroImportar })) {
      setFile(null);
      setPrevia(null);
      setChooser((n) => n + 1);
    }
  }

  const ok = previa?.ok ? previa : null;
  const novas = ok ? ok.linhas.filter((l) => l.status === 'nova').length : 0;
  const duplicadas = ok ? ok.linhas.length - novas : 0;
  return (
    <section aria-labelledby="importar-extrato" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="importar-extrato" className="mb-3 text-base font-semibold text-slate-800">{m.tituloImportar}</h2>
      <Field label={m.arquivo} error={previa && !previa.ok ? previa.message : undefined}>
        <ArquivoInput key={`${bancoId}-${chooser}`} onChange={(next) => void escolher(next)} />
      </Field>
      {ok && (
        <>
          <p role="status" className="text-sm text-slate-700">
            {`${novas} nova${novas === 1 ? '' : 's'} · ${duplicadas} duplicada${duplicadas === 1 ? '' : 's'} · ${ok.erros.length} com erro · ${ok.ignoradas} ignorada${ok.ignoradas === 1 ? '' : 's'} (saldos, futuras, pagamentos de fatura)`}
          </p>
          <TabelaPrevia previa={ok} />
          <ErrosImportacao linhas={ok.erros} total={ok.erros.length} />
        </>
      )}
      <div className="mt-3 flex flex-wrap justify-between gap-2">
        <Button onClick={() => saveFile(new Blob([MODELO_EXTRATO_CSV], { type: 'text/csv;charset=utf-8' }), 'modelo-extrato.csv')}>Baixar modelo</Button>
        <Button variant="primary" onClick={() => void importar()} disabled={busy || !ok || novas === 0 || ok.erros.length > 0}>
          {busy ? 'Importando' : m.importarTudo}
        </Button>
      </div>
    </section>
  );
}

interface TituloVisto extends LocalRow { id: string; descricao: string; vencimento: string | null; valor_parcela: number; status: string }

function Conciliacao({ bancoId }: { bancoId: string }) {
  const { rows: extratos } = useCollection<ExtratoLocal>('extratos');
  const { rows: lancamentos } = useCollection<TituloVisto>('lancamentos');
  const { rows: recebiveis } = useCollection<TituloVisto>('recebiveis');
  const extras = useFeriadosExtras();
  const [busy, setBusy] = useState(false);
  const doBanco = useMemo(() => extratos.filter((e) => e.banco_id === bancoId), [extratos, bancoId]);
  const sugestoes = useMemo(
    () => sugestoesDoBanco(bancoId, doBanco, lancamentos, recebiveis, extras),
    [bancoId, doBanco, lancamentos, recebiveis, extras],
  );
  const porLinha = useMemo(() => new Map(sugestoes.map((s) => [s.extrato_id, s])), [sugestoes]);
  const titulos = useMemo(() => ({
    lancamento: new Map(lancamentos.map((l) => [l.id, l])),
    recebivel: new Map(recebiveis.map((r) => [r.id, r])),
  }), [lancamentos, recebiveis]);

  async function confirmar(lista: readonly Sugestao[]) {
    if (busy || lista.length === 0) return;
    setBusy(true);
    const outcome = await confirmarSugestoes(lista, doBanco);
    setBusy(false);
    reportOutcome(outcome, { errorFallback: m.erroConciliar });
  }

  const semPar = useMemo(() => doBanco.filter((e) => !e.lancamento_id && !e.recebivel_id && !porLinha.has(e.id)), [doBanco, porLinha]);

  async function lancar() {
    if (busy || semPar.length === 0) return;
    setBusy(true);
    const outcome = await lancarNaoConciliadas(semPar);
    setBusy(false);
    reportOutcome(outcome, { errorFallback: m.erroConciliar });
  }

  function tituloDe(alvo: 'lancamento' | 'recebivel', id: string) {
    const t = titulos[alvo].get(id);
    return t ? `${alvo === 'lancamento' ? 'Lançamento' : 'Recebível'}: ${t.descricao} · vence ${formatDateBR(t.vencimento)} · ${t.status}` : id;
  }

  return (
    <section aria-labelledby="conciliacao" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="conciliacao" className="text-base font-semibold text-slate-800">{m.tituloConciliacao}</h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void lancar()} disabled={busy || semPar.length === 0}>{`${m.lancarNaoConciliadas} (${semPar.length})`}</Button>
          <Button variant="primary" onClick={() => void confirmar(sugestoes)} disabled={busy || sugestoes.length === 0}>
            {`${m.confirmarTodas} (${sugestoes.length})`}
          </Button>
        </div>
      </div>
      <div className="max-h-[32rem] overflow-auto rounded border border-slate-200">
        <table aria-label={m.tituloConciliacao} className="w-full text-sm text-slate-700">
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr className="h-8">
              <th scope="col" className="px-3 text-left">Data</th>
              <th scope="col" className="px-3 text-left">Descrição</th>
              <th scope="col" className="px-3 text-right">Valor</th>
              <th scope="col" className="px-3 text-left">Sugestão / conciliação</th>
              <th scope="col" className="px-3"><span className="sr-only">Ação</span></th>
            </tr>
          </thead>
          <tbody>
            {doBanco.slice(0, MAX_PREVIA).map((e) => {
              const ligado = e.lancamento_id ? tituloDe('lancamento', e.lancamento_id) : e.recebivel_id ? tituloDe('recebivel', e.recebivel_id) : null;
              const s = porLinha.get(e.id);
              return (
                <tr key={e.id} className="h-9 border-t border-slate-100">
                  <td className="px-3 tabular-nums">{formatDateBR(e.data)}</td>
                  <td className="px-3">{e.descricao}</td>
                  <td className={`px-3 text-right tabular-nums ${e.valor < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{formatBRL(e.valor)}</td>
                  <td className="px-3">
                    {ligado ? <span className="text-emerald-800">{`${m.conciliadoCom} ${ligado}`}</span>
                      : s ? tituloDe(s.alvo, s.titulo_id) : <span className="text-slate-600">{m.semSugestao}</span>}
                  </td>
                  <td className="px-3 text-right">
                    {!ligado && s && (
                      <Button onClick={() => void confirmar([s])} disabled={busy} aria-label={`${m.confirmar} ${e.descricao}`}>{m.confirmar}</Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ExtratosPage() {
  const { rows: bancos } = useCollection<{ id: string; banco: string }>('bancos');
  const [bancoId, setBancoId] = useState('');
  const options = useMemo(() => bancos.map((b) => ({ value: b.id, label: b.banco })), [bancos]);
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-800">Extratos e Conciliação</h1>
      <div className="max-w-sm">
        <Field label={m.banco}>
          <Select value={bancoId} onChange={setBancoId} options={options} placeholder="Selecione" />
        </Field>
      </div>
      {bancoId === '' ? <p className="text-sm text-slate-600">{m.semBanco}</p> : (
        <>
          <Importar bancoId={bancoId} />
          <Conciliacao bancoId={bancoId} />
        </>
      )}
    </div>
  );
}
