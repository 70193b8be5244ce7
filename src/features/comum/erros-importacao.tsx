/* Shared by the card import and the statement import. 'Erros encontrados no arquivo:' (SPEC §2, §8): one row per bad cell, with Linha, Campo, Dados
   and Valor Correto; N/A when a value is empty. */
import type { ErroImportacao } from '../../domain/importacao.ts';
import { msg } from '../../domain/messages.ts';

const orNA = (text: string) => (text.trim() === '' ? msg.comum.naoAplica : text);

export function ErrosImportacao({ linhas, total }: { linhas: readonly ErroImportacao[]; total: number }) {
  if (linhas.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="erros-importacao-titulo">
      <h3 id="erros-importacao-titulo" className="mb-2 text-sm font-semibold text-red-700">{msg.importacao.errosEncontrados}</h3>
      <div className="max-h-72 overflow-auto rounded border border-red-200">
        <table aria-label={msg.importacao.errosEncontrados} className="w-full text-sm text-slate-700">
          <thead className="sticky top-0 bg-red-50 text-xs font-semibold tracking-wide text-red-800 uppercase">
            <tr className="h-8">
              <th scope="col" className="px-3 text-left">Linha</th>
              <th scope="col" className="px-3 text-left">Campo</th>
              <th scope="col" className="px-3 text-left">Dados</th>
              <th scope="col" className="px-3 text-left">Valor Correto</th>
            </tr>
          </thead>
          <tbody>
            {linhas.map((erro, i) => (
              <tr key={`${erro.linha}-${erro.campo}-${i}`} className="h-8 border-t border-red-100">
                <td className="px-3 tabular-nums">{erro.linha}</td>
                <td className="px-3">{orNA(erro.campo)}</td>
                <td className="px-3 break-all">{orNA(erro.dado)}</td>
                <td className="px-3">{orNA(erro.valor_correto)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > linhas.length && <p className="mt-1 text-xs text-slate-500">{`${linhas.length} de ${total}`}</p>}
    </section>
  );
}
