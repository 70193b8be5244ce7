/* 'Histórico de Pagamento' (SPEC §2): Descrição, Valor as 'R$ x', Data, oldest first. Read from
   the local copy of the history, so it works offline and shows payments made on this device. */
import { formatDateBR, formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { useHistoricoDe } from '../../data/consultas.ts';
import { Modal } from '../../ui/modal.tsx';
import type { TituloRow } from './titulo-cells.tsx';

export function HistoricoPagamentoModal({ row, onClose }: { row: TituloRow | null; onClose: () => void }) {
  return row ? <Historico row={row} onClose={onClose} /> : null;
}

function Historico({ row, onClose }: { row: TituloRow; onClose: () => void }) {
  const { rows: entradas, ready } = useHistoricoDe('pagamentos', row.id);
  return (
    <Modal open onClose={onClose} title="Histórico de Pagamento" size="lg">
      <p className="mb-3 text-sm text-slate-600">{row.descricao} ({row.parcela}/{row.quant_parcela})</p>
      <table aria-label="Histórico de Pagamento" className="w-full text-sm text-slate-700">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr className="h-9 border-b border-slate-200">
            <th scope="col" className="px-3 text-left">Descrição</th>
            <th scope="col" className="px-3 text-right">Valor</th>
            <th scope="col" className="px-3 text-left">Data</th>
          </tr>
        </thead>
        <tbody>
          {entradas.length === 0 ? (
            <tr><td colSpan={3} className="px-3 py-6 text-center text-slate-500">
              {ready ? msg.pagamento.nenhumHistorico : `${msg.layout.carregando}...`}
            </td></tr>
          ) : entradas.map((p) => (
            <tr key={p.id} className="h-9 border-b border-slate-100">
              <td className="px-3">
                {p.descricao}
                {p.estornado_em && (
                  <span className="block text-xs text-rose-700" data-testid="historico-estornado">
                    {msg.estorno.historicoEstornado(formatDateTimeSP(p.estornado_em), p.motivo_estorno ?? '')}
                  </span>
                )}
              </td>
              <td className={`px-3 text-right tabular-nums ${p.estornado_em ? 'text-slate-400 line-through' : ''}`}>{formatBRL(p.valor)}</td>
              <td className="px-3">{formatDateBR(p.data)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
