/* /financeiro/extratos (issue 16): choose a bank, pick a statement file (OFX, Nubank, Inter or our
   model), see each line as Nova / Duplicada / Erro before anything is saved, import all; then the
   bank's conciliação: each statement line next to its proposed payable or receivable, confirm one
   or all (paid on the statement's date through the normal pay path), linked lines show their
   título. Works offline: everything reads the device's rows and writes through the outbox. */
import { useMemo, useState } from 'react';
import { MODELO_EXTRATO_CSV } from '../../domain/extrato-csv.ts';
import { msg } from '../../domain/messages.ts';
import { importarExtrato, previaExtrato } from '../../data/extratos.ts';
import type { Previa } from '../../data/extratos.ts';
import { useCollection } from '../../data/live.ts';
import { Button } from '../../ui/button.tsx';
import { EscolherArquivos } from '../../ui/escolher-arquivos.tsx';
import { Field } from '../../ui/field.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { saveFile } from '../../ui/save-file.ts';
import { Select } from '../../ui/select.tsx';
import { ErrosImportacao } from '../comum/erros-importacao.tsx';
import { Conciliacao } from './conciliacao-tabela.tsx';
import { SaldoDoExtrato, TabelaPrevia } from './previa-tabela.tsx';

const m = msg.extratos;

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
        <EscolherArquivos key={`${bancoId}-${chooser}`} accept=".ofx,.csv,.txt" onChange={(files) => void escolher(files[0] ?? null)} />
      </Field>
      {ok && (
        <>
          <p role="status" className="text-sm text-slate-700">
            {`${novas} nova${novas === 1 ? '' : 's'} · ${duplicadas} duplicada${duplicadas === 1 ? '' : 's'} · ${ok.erros.length} com erro · ${ok.ignoradas} ignorada${ok.ignoradas === 1 ? '' : 's'} (saldos, futuras, pagamentos de fatura)`}
          </p>
          {ok.saldo_final && <SaldoDoExtrato bancoId={bancoId} saldo={ok.saldo_final} />}
          <TabelaPrevia linhas={ok.linhas} erros={ok.erros} />
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

export function ExtratosPage() {
  const { rows: bancos } = useCollection('bancos');
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
