/* /financeiro/nfe — Importar NF-e (issue 34 item 2, decision 419): drop one or many supplier NF-e
   XML files (or a .zip), see each note before anything is saved — emitente, número, emissão,
   valor, duplicatas, IBS/CBS, and whether it was imported already or why it cannot be read — then
   choose the bank, categoria and pagamento and launch every ready note on one confirmation. Each
   note becomes one payable group at once on the device, its XML waiting in the outbox like a
   receipt's file: it works offline. */
import { useMemo, useState } from 'react';
import { bancosPermitidos } from '../../domain/credito.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { PAGAMENTOS } from '../../domain/listas.ts';
import type { Pagamento } from '../../domain/listas.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { parcelasDaNFe } from '../../domain/nfe-arquivos.ts';
import { useCollection } from '../../data/live.ts';
import { cadastrarNFe, lerNotas } from '../../data/nfe.ts';
import type { NotaLida } from '../../data/nfe.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EscolherArquivos } from '../../ui/escolher-arquivos.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';

/** A supplier's note is never a card purchase (problemaDaNFe): Crédito is not offered. */
const PAGAMENTO = PAGAMENTOS.filter((p) => p !== 'Crédito').map((p) => ({ value: p, label: p }));

function situacao(n: NotaLida): string {
  if (!n.ok) return n.erro;
  return n.ja_importada ? 'Já importada' : 'Pronta';
}

function nomeCurto(arquivo: string): string {
  return arquivo.slice(arquivo.lastIndexOf('/') + 1);
}

function Previa({ notas }: { notas: readonly NotaLida[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Notas lidas</caption>
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2">Arquivo</th>
            <th scope="col" className="px-2 py-2">Emitente</th>
            <th scope="col" className="px-2 py-2">Nº</th>
            <th scope="col" className="px-2 py-2">Emissão</th>
            <th scope="col" className="px-2 py-2 text-right">Valor</th>
            <th scope="col" className="px-2 py-2">Parcelas</th>
            <th scope="col" className="px-2 py-2">IBS / CBS</th>
            <th scope="col" className="px-2 py-2">Situação</th>
          </tr>
        </thead>
        <tbody>
          {notas.map((n) => (
            <tr key={n.arquivo} className="border-b border-slate-100 align-top">
              <td className="px-2 py-2 break-all">{n.arquivo}</td>
              {n.ok ? (
                <>
                  <td className="px-2 py-2">{n.nfe.emitente_nome}<br /><span className="text-xs text-slate-600">CNPJ {n.nfe.emitente_cnpj}</span></td>
                  <td className="px-2 py-2">{n.nfe.numero}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{formatDateBR(n.nfe.emissao)}</td>
                  <td className="px-2 py-2 text-right whitespace-nowrap">{formatBRL(n.nfe.valor_total)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {parcelasDaNFe(n.nfe).map((p, i) => <div key={i}>{`${formatDateBR(p.vencimento)} · ${formatBRL(p.valor)}`}</div>)}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">{n.nfe.ibs === null && n.nfe.cbs === null ? '—' : `${formatBRL(n.nfe.ibs ?? 0)} / ${formatBRL(n.nfe.cbs ?? 0)}`}</td>
                </>
              ) : <td colSpan={6} className="px-2 py-2 text-slate-500">—</td>}
              <td className={`px-2 py-2 ${n.ok && !n.ja_importada ? 'text-emerald-700' : 'text-red-700'}`}>{situacao(n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function NfePage() {
  const { rows: bancos } = useCollection('bancos');
  const { rows: categorias } = useCollection('categorias');
  const [notas, setNotas] = useState<NotaLida[] | null>(null);
  const [chooser, setChooser] = useState(0);
  const [banco, setBanco] = useState('');
  const [categoria, setCategoria] = useState('');
  const [pagamento, setPagamento] = useState<Pagamento>('Boleto');
  const [confirmar, setConfirmar] = useState(false);
  const [busy, setBusy] = useState(false);
  const [erroBanco, setErroBanco] = useState<string | undefined>();

  const bancoOptions = useMemo(() => bancosPermitidos(bancos.filter((b) => b.status !== false), pagamento).map((b) => ({ value: b.id, label: b.banco })), [bancos, pagamento]);
  const categoriaOptions = useMemo(() => categorias.filter((c) => c.status !== false).map((c) => ({ value: c.id, label: c.descricao })), [categorias]);
  const prontas = (notas ?? []).filter((n): n is Extract<NotaLida, { ok: true }> => n.ok && !n.ja_importada);
  const total = prontas.reduce((s, n) => s + n.nfe.valor_total, 0);

  async function escolher(files: File[]) {
    setNotas(files.length ? await lerNotas(files) : null);
  }

  function pedirConfirmacao() {
    if (!banco) {
      setErroBanco(msg.lancamento.bancoObrigatorio);
      return;
    }
    setConfirmar(true);
  }

  async function lancar() {
    setConfirmar(false);
    if (busy) return;
    setBusy(true);
    let feitas = 0;
    let naFila = 0;
    const recusas: string[] = [];
    for (const n of prontas) {
      const file = new File([n.xml as Uint8Array<ArrayBuffer>], nomeCurto(n.arquivo), { type: 'application/xml' });
      const outcome = await cadastrarNFe(file, n.nfe, { banco, categoria: categoria || null, pagamento });
      if (outcome.kind === 'synced') feitas++;
      else if (outcome.kind === 'queued') naFila++;
      else recusas.push(`NF-e nº ${n.nfe.numero}: ${outcome.message}`);
    }
    setBusy(false);
    if (feitas + naFila > 0) {
      toast.success(naFila > 0
        ? `${feitas + naFila} NF-e lançada${feitas + naFila === 1 ? '' : 's'} em Contas a Pagar (${naFila} sincroniza${naFila === 1 ? '' : 'm'} quando houver conexão).`
        : `${feitas} NF-e lançada${feitas === 1 ? '' : 's'} em Contas a Pagar.`);
    }
    recusas.forEach((r) => toast.danger(r));
    if (recusas.length === 0) {
      setNotas(null);
      setChooser((c) => c + 1);
    }
  }

  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-800">Importar NF-e de fornecedor</h1>
      <section aria-labelledby="nfe-arquivos" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="nfe-arquivos" className="text-base font-semibold text-slate-800">Arquivos XML ou .zip</h2>
        <Field label="Notas (XML ou .zip)">
          <EscolherArquivos key={chooser} accept=".xml,.zip,application/xml,text/xml,application/zip" multiple onChange={(files) => void escolher(files)} />
        </Field>
        {notas && (
          <>
            <p role="status" className="text-sm text-slate-700">
              {`${prontas.length} pronta${prontas.length === 1 ? '' : 's'} para lançar (${formatBRL(total)}) · ${notas.filter((n) => n.ok && n.ja_importada).length} já importada(s) · ${notas.filter((n) => !n.ok).length} com erro`}
            </p>
            <Previa notas={notas} />
          </>
        )}
      </section>
      {notas && prontas.length > 0 && (
        <section aria-labelledby="nfe-lancar" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="nfe-lancar" className="text-base font-semibold text-slate-800">Lançar em Contas a Pagar</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Pagamento">
              <Select value={pagamento} options={PAGAMENTO} onChange={(v) => setPagamento(v as Pagamento)} />
            </Field>
            <Field label="Banco" error={erroBanco}>
              <Select value={banco} options={bancoOptions} placeholder="Selecione" onChange={(v) => { setBanco(v); setErroBanco(undefined); }} />
            </Field>
            <Field label="Categoria">
              <Select value={categoria} options={categoriaOptions} placeholder={msg.categoria.semCategoria} onChange={setCategoria} />
            </Field>
          </div>
          <div className="flex justify-end">
            <Button variant="primary" onClick={pedirConfirmacao} disabled={busy}>
              {busy ? 'Lançando' : `Lançar ${prontas.length} nota${prontas.length === 1 ? '' : 's'}`}
            </Button>
          </div>
        </section>
      )}
      <ConfirmDialog open={confirmar} onConfirm={() => void lancar()} onCancel={() => setConfirmar(false)}>
        {`Lançar ${prontas.length} nota${prontas.length === 1 ? '' : 's'} (${formatBRL(total)}) em Contas a Pagar, com as duplicatas como parcelas?`}
      </ConfirmDialog>
    </div>
  );
}
