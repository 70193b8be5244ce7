/* The entries of the change log as a table: when, who, from where, what, and each field
   before → after (as the server shows them: money as BRL), each field by its form's label and a
   bank, category or user by its name (decision 428). Shared by the Auditoria screen and the
   Histórico de alterações modal. */
import { formatShortDateMediumTimeSP } from '../../domain/dates.ts';
import { rotuloAcao, rotuloCampo, valorLegivel } from '../../domain/auditoria-campos.ts';
import { idCurto } from '../../domain/id-curto.ts';
import { msg } from '../../domain/messages.ts';
import type { Alteracao } from '../../data/auditoria.ts';
import { useNomesReferidos } from './use-nomes-referidos.ts';

const c = msg.auditoria.colunas;

export function AlteracoesTabela({ alteracoes, comRegistro, rotulo }: { alteracoes: readonly Alteracao[]; comRegistro: boolean; rotulo: string }) {
  const nomes = useNomesReferidos();
  return (
    <table aria-label={rotulo} className="w-full text-sm text-slate-700">
      <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr className="h-9 border-b border-slate-200">
          <th scope="col" className="px-3 text-left">{c.quando}</th>
          <th scope="col" className="px-3 text-left">{c.usuario}</th>
          <th scope="col" className="px-3 text-left">{c.origem}</th>
          {comRegistro && <th scope="col" className="px-3 text-left">{c.entidade}</th>}
          {comRegistro && <th scope="col" className="px-3 text-left">{c.registro}</th>}
          <th scope="col" className="px-3 text-left">{c.acao}</th>
          <th scope="col" className="px-3 text-left">{c.alteracoes}</th>
        </tr>
      </thead>
      <tbody>
        {alteracoes.map((a) => (
          <tr key={a.id} className="border-b border-slate-100 align-top" data-acao={a.acao}>
            <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">{formatShortDateMediumTimeSP(a.quando)}</td>
            <td className="px-3 py-1.5 wrap-anywhere">{a.usuario}</td>
            <td className="px-3 py-1.5 wrap-anywhere">{a.origem_rotulo}</td>
            {comRegistro && <td className="px-3 py-1.5 wrap-anywhere">{a.entidade_rotulo}</td>}
            {comRegistro && <td className="px-3 py-1.5 font-mono text-xs">{a.registro_id ? idCurto(a.registro_id) : ''}</td>}
            <td className="px-3 py-1.5 wrap-anywhere">{rotuloAcao(a.acao)}</td>
            <td className="px-3 py-1.5">
              {/* A long unbroken value (a statement line's key, a file name) wraps instead of widening the table (decision 352). */}
              <ul className="space-y-0.5 wrap-anywhere">
                {a.campos.map((f) => (
                  <li key={f.campo}>
                    <span className="font-medium">{rotuloCampo(a.entidade, f.campo)}</span>: <span className="text-slate-500">{valorLegivel(f.campo, f.antes, nomes)}</span> → <span>{valorLegivel(f.campo, f.depois, nomes)}</span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
