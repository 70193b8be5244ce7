/* Excluir / Cancelar parcelas with a scope (issue 31 item 5, decision 394): *Só as selecionadas*
   (default) or *O grupo inteiro*; it counts what changes and the paid parcelas kept (estorne
   first), and its buttons name the action ("Excluir 3 parcelas", "Voltar"). */
import { planoParcelas } from '../../domain/excluir-parcelas.ts';
import type { EscopoParcelas } from '../../domain/excluir-parcelas.ts';
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import type { TituloRow } from './titulo-cells.tsx';

export type AcaoParcelas = 'cancelar' | 'deletar';

export interface PedidoParcelas<T> {
  acao: AcaoParcelas;
  selecionadas: T[];
  escopo: EscopoParcelas;
}

interface Props<T extends TituloRow> {
  pedido: PedidoParcelas<T> | null;
  /** Every row of the list: the group scope counts instalments the search or paging hide. */
  todas: readonly T[];
  busy: boolean;
  onEscopo: (escopo: EscopoParcelas) => void;
  onVoltar: () => void;
  onConfirm: (acao: AcaoParcelas, ids: string[]) => void;
}

const p = msg.parcelas;

export function ExcluirParcelasDialog<T extends TituloRow>({ pedido, todas, busy, onEscopo, onVoltar, onConfirm }: Props<T>) {
  const acao = pedido?.acao ?? 'deletar';
  const excluir = acao === 'deletar';
  const plano = pedido ? planoParcelas(excluir ? 'excluir' : 'cancelar', pedido.escopo, todas, pedido.selecionadas) : { muda: [], mantidas: [] };
  const n = plano.muda.length;
  const resumo = n === 0 ? (excluir ? p.nadaAExcluir : p.nadaACancelar) : excluir ? p.seraoExcluidas(n) : p.seraoCanceladas(n);
  return (
    <Modal open={pedido !== null} onClose={onVoltar} title={excluir ? p.tituloExcluir : p.tituloCancelar} size="sm" busy={busy}>
      <RadioGroup label={p.escopo} value={pedido?.escopo ?? 'selecionadas'} onChange={onEscopo}
        options={[{ value: 'selecionadas', label: p.soSelecionadas }, { value: 'grupo', label: p.grupoInteiro }]} />
      <div className="space-y-1 text-sm text-slate-700" data-testid="parcelas-resumo">
        <p>{resumo}</p>
        {plano.mantidas.length > 0 && <p>{p.mantidas(plano.mantidas.length)}</p>}
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={onVoltar} disabled={busy}>{p.voltar}</Button>
        <Button variant="danger" disabled={busy || n === 0} data-autofocus
          onClick={() => onConfirm(acao, plano.muda.map((row) => row.id))}>
          {excluir ? p.botaoExcluir(n) : p.botaoCancelar(n)}
        </Button>
      </div>
    </Modal>
  );
}
