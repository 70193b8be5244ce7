/* The 'Comprovantes' dialog (SPEC §2): the receipt's files (Arquivo, with the shown name) and
   Ações with a Download link; files not uploaded yet download from the device. */
import { useState } from 'react';
import { listarArquivos, nomeExibido } from '../../domain/comprovante.ts';
import { msg } from '../../domain/messages.ts';
import { baixarArquivo } from '../../data/comprovantes.ts';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.tsx';
import type { ComprovanteRow } from './comprovantes-columns.tsx';
import { saveFile } from '../../ui/save-file.ts';

export function ArquivosModal({ row, onClose }: { row: ComprovanteRow | null; onClose: () => void }) {
  const [baixando, setBaixando] = useState<string | null>(null);
  const nomes = listarArquivos(row?.comprovante);

  async function download(nome: string) {
    if (!row || baixando) return;
    setBaixando(nome);
    const result = await baixarArquivo(row.id, nome);
    setBaixando(null);
    if (result.ok) saveFile(result.blob, result.nome);
    else toast.danger(result.message);
  }

  return (
    <Modal open={row !== null} onClose={onClose} title="Comprovantes" size="lg">
      {nomes.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{msg.comprovante.nenhum}</p>
      ) : (
        <table aria-label="Arquivos" className="w-full text-sm text-slate-700">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr className="h-9 border-b border-slate-200">
              <th scope="col" className="px-3 text-left">Arquivo</th>
              <th scope="col" className="w-32 px-3 text-left">Ações</th>
            </tr>
          </thead>
          <tbody>
            {nomes.map((nome) => (
              <tr key={nome} className="h-9 border-b border-slate-100">
                <td className="px-3 break-all">{nomeExibido(nome)}</td>
                <td className="px-3">
                  <button type="button" onClick={() => void download(nome)} disabled={baixando !== null}
                    aria-label={`${msg.comprovante.download} ${nomeExibido(nome)}`}
                    className="rounded font-medium text-sky-700 underline hover:text-sky-900 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none disabled:opacity-50">
                    {msg.comprovante.download}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
