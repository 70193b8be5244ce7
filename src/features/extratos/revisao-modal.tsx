/* Review before posting (issue 32 item 6, decision 411): "Lançar as não conciliadas" and
   "Confirmar todas as sugestões" open this modal first. Lançar: per line the description
   (editable, prefilled readable, not the bank memo in capitals), pagar/receber and the categoria
   (payables). Confirmar: per line the pair and what will happen (paid on the line's date). One
   confirmation saves all; Cancelar (or Esc) saves nothing. Native inputs: keyboard usable. */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { descricaoLegivel } from '../../domain/conciliacao.ts';
import type { Sugestao } from '../../domain/conciliacao.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { confirmarSugestoes, lancarNaoConciliadas } from '../../data/extratos.ts';
import type { ExtratoLocal, LinhaParaLancar } from '../../data/extratos.ts';
import { useCollection } from '../../data/live.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';

const m = msg.extratos;
const r = msg.extratos.revisao;

export type Revisao =
  | { modo: 'lancar'; linhas: readonly ExtratoLocal[] }
  | { modo: 'confirmar'; sugestoes: readonly Sugestao[]; titulos: ReadonlyMap<string, string> };

interface Props {
  revisao: Revisao | null;
  extratos: readonly ExtratoLocal[];
  onClose: () => void;
}

export function RevisaoModal({ revisao, extratos, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const title = revisao?.modo === 'confirmar' ? r.tituloConfirmar : r.tituloLancar;
  async function salvar(acao: () => Promise<MutationOutcome>) {
    if (busy) return;
    setBusy(true);
    const outcome = await acao();
    setBusy(false);
    if (reportOutcome(outcome, { errorFallback: m.erroConciliar })) onClose();
  }
  return (
    <Modal open={revisao !== null} onClose={onClose} title={title} size="xl" busy={busy}>
      {revisao?.modo === 'lancar' && <Lancar linhas={revisao.linhas} busy={busy} onCancel={onClose} onSave={(itens) => void salvar(() => lancarNaoConciliadas(itens))} />}
      {revisao?.modo === 'confirmar' && (
        <Confirmar sugestoes={revisao.sugestoes} titulos={revisao.titulos} extratos={extratos} busy={busy} onCancel={onClose}
          onSave={() => void salvar(() => confirmarSugestoes(revisao.sugestoes, extratos))} />
      )}
    </Modal>
  );
}

function Botoes({ busy, onCancel, onSave, rotulo }: { busy: boolean; onCancel: () => void; onSave: () => void; rotulo: string }) {
  return (
    <div className="mt-5 flex justify-end gap-2">
      <Button onClick={onCancel} disabled={busy}>{msg.confirmacao.cancelar}</Button>
      <Button variant="primary" onClick={onSave} disabled={busy}>{rotulo}</Button>
    </div>
  );
}

const celula = 'px-2 py-1 align-middle';

/** The explanation, then a scrolling table of the lines under review. */
function TabelaRevisao({ explica, rotulo, colunas, children }: { explica: string; rotulo: string; colunas: readonly string[]; children: ReactNode }) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">{explica}</p>
      <div className="max-h-[60vh] overflow-auto">
        <table className="w-full text-sm" aria-label={rotulo}>
          <thead>
            <tr className="text-left text-slate-600">{colunas.map((c) => <th key={c} className={celula}>{c}</th>)}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

function Lancar({ linhas, busy, onCancel, onSave }: {
  linhas: readonly ExtratoLocal[]; busy: boolean; onCancel: () => void; onSave: (itens: LinhaParaLancar[]) => void;
}) {
  const { rows: todas } = useCollection('categorias');
  const categorias = useMemo(() => todas.filter((c) => c.status !== false).map((c) => ({ value: c.id, label: c.descricao })), [todas]);
  const [itens, setItens] = useState<LinhaParaLancar[]>(() => linhas.map((linha) => ({
    linha, descricao: descricaoLegivel(linha.descricao), categoria: null, tipo: linha.valor < 0 ? 'pagar' : 'receber',
  })));
  const mudar = (i: number, parte: Partial<LinhaParaLancar>) => setItens((atual) => atual.map((item, j) => (j === i ? { ...item, ...parte } : item)));
  return (
    <>
      <TabelaRevisao explica={r.explicaLancar} rotulo={r.tituloLancar} colunas={['Data', 'Valor', r.descricao, r.tipo, r.categoria]}>
        {itens.map((item, i) => {
          const nome = `${formatDateBR(item.linha.data)} ${item.linha.descricao}`;
          return (
            <tr key={item.linha.id} className="border-t border-slate-100">
              <td className={`${celula} whitespace-nowrap`}>{formatDateBR(item.linha.data)}</td>
              <td className={`${celula} whitespace-nowrap ${item.linha.valor < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{formatBRL(item.linha.valor)}</td>
              <td className={celula}>
                <TextInput value={item.descricao} maxLength={255} aria-label={`${r.descricao}: ${nome}`} title={item.linha.descricao}
                  onChange={(descricao) => mudar(i, { descricao })} />
              </td>
              <td className={celula}>
                <Select value={item.tipo} aria-label={`${r.tipo}: ${nome}`} options={r.tipos}
                  onChange={(tipo) => mudar(i, { tipo: tipo === 'receber' ? 'receber' : 'pagar', categoria: tipo === 'receber' ? null : item.categoria })} />
              </td>
              <td className={celula}>
                <Select value={item.categoria ?? ''} aria-label={`${r.categoria}: ${nome}`} options={categorias} placeholder={r.semCategoria}
                  disabled={item.tipo === 'receber'} onChange={(categoria) => mudar(i, { categoria: categoria || null })} />
              </td>
            </tr>
          );
        })}
      </TabelaRevisao>
      <Botoes busy={busy} onCancel={onCancel} onSave={() => onSave(itens)} rotulo={r.lancar(itens.length)} />
    </>
  );
}

function Confirmar({ sugestoes, titulos, extratos, busy, onCancel, onSave }: {
  sugestoes: readonly Sugestao[]; titulos: ReadonlyMap<string, string>; extratos: readonly ExtratoLocal[]; busy: boolean; onCancel: () => void; onSave: () => void;
}) {
  const porId = useMemo(() => new Map(extratos.map((e) => [e.id, e])), [extratos]);
  return (
    <>
      <TabelaRevisao explica={r.explicaConfirmar} rotulo={r.tituloConfirmar} colunas={['Data', r.linha, 'Valor', r.titulo, r.acao]}>
        {sugestoes.map((s) => {
          const linha = porId.get(s.extrato_id);
          if (!linha) return null;
          return (
            <tr key={s.extrato_id} className="border-t border-slate-100">
              <td className={`${celula} whitespace-nowrap`}>{formatDateBR(linha.data)}</td>
              <td className={celula}>{linha.descricao}</td>
              <td className={`${celula} whitespace-nowrap`}>{formatBRL(linha.valor)}</td>
              <td className={celula}>{titulos.get(s.titulo_id) ?? s.titulo_id}<span className="block text-xs text-slate-600">{s.motivo}</span></td>
              <td className={celula}>{r.pagaEm(formatDateBR(linha.data))}</td>
            </tr>
          );
        })}
      </TabelaRevisao>
      <Botoes busy={busy} onCancel={onCancel} onSave={onSave} rotulo={r.confirmar(sugestoes.length)} />
    </>
  );
}
