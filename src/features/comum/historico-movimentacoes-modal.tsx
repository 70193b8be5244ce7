/* 'Histórico de Movimentações' (SPEC §2 modals on lists): Descrição, Valor Lançado, Data; negative
   values red. Shared by Entradas e Reservas and Investimentos; rows come from the screen. */
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { Modal } from '../../ui/modal.tsx';

export interface MovimentacaoView {
  id: string;
  descricao: string;
  valor: number;
  data: string;
}

interface HistoricoMovimentacoesModalProps {
  open: boolean;
  onClose: () => void;
  rows: readonly MovimentacaoView[];
  ready?: boolean;
}

export function HistoricoMovimentacoesModal({ open, onClose, rows, ready = true }: HistoricoMovimentacoesModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Histórico de Movimentações" size="lg">
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{ready ? msg.rendimento.nenhumHistorico : `${msg.layout.carregando}...`}</p>
      ) : (
        <div className="max-h-[60vh] overflow-auto">
          <table aria-label="Histórico de Movimentações" className="w-full text-sm text-slate-700">
            <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr className="h-9 border-b border-slate-200">
                <th scope="col" className="px-3 text-left">Descrição</th>
                <th scope="col" className="px-3 text-right">Valor Lançado</th>
                <th scope="col" className="px-3 text-left">Data</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="h-9 border-b border-slate-100">
                  <td className="px-3">{row.descricao}</td>
                  <td className={`px-3 text-right tabular-nums ${row.valor < 0 ? 'text-red-600' : ''}`} data-negative={row.valor < 0 || undefined}>
                    {formatBRL(row.valor)}
                  </td>
                  <td className="px-3">{formatDateBR(row.data)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
