/* The Consulta's dialogs (issue 21): Ver disciplinas, Editar, Imprimir histórico (printable page
   and PDF of the aluno's every period) and Gerar mensalidades (a Parcelado payable group). */
import { useMemo, useState } from 'react';
import { formatNota, historicoDoAluno } from '../../domain/historico-escolar.ts';
import type { HistoricoEscolar } from '../../domain/historico-escolar-disciplinas.ts';
import { formatFrequencia } from '../../domain/historico-escolar.ts';
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { toast } from '../../ui/toast.tsx';
import { HistoricoForm } from './historico-form.tsx';

function TabelaDisciplinas({ h }: { h: HistoricoEscolar }) {
  if (!h.disciplinas.length) return <p className="text-sm text-slate-600">{msg.academico.semDisciplinas}</p>;
  return (
    <table className="w-full text-sm" aria-label={`Disciplinas de ${h.periodo}`}>
      <thead><tr className="border-b text-left text-slate-600"><th className="py-1">Disciplina</th><th className="text-right">Carga (h)</th><th className="text-right">Nota</th><th className="text-right">Faltas</th><th className="pl-3">Resultado</th></tr></thead>
      <tbody>
        {h.disciplinas.map((d) => (
          <tr key={d.nome} className="border-b border-slate-100">
            <td className="py-1">{d.nome}</td><td className="text-right">{d.carga}</td><td className="text-right">{formatNota(d.nota)}</td>
            <td className="text-right">{d.faltas}</td><td className="pl-3">{d.resultado}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function VerDisciplinasModal({ row, onClose }: { row: HistoricoEscolar | null; onClose: () => void }) {
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? `Disciplinas — ${row.aluno} (${row.periodo})` : ''} size="lg">
      {row && (
        <>
          <p className="mb-3 text-sm text-slate-700">
            {row.curso} · {row.instituicao} · Média {formatNota(row.media)} · Frequência {formatFrequencia(row.frequencia)} · {row.carga_horaria} h
          </p>
          <TabelaDisciplinas h={row} />
        </>
      )}
    </Modal>
  );
}

export function EditarHistoricoModal({ row, onClose }: { row: HistoricoEscolar | null; onClose: () => void }) {
  return (
    <Modal open={row !== null} onClose={onClose} title="Editar Histórico" size="xl">
      {row && <HistoricoForm key={row.id} inicial={row} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}

export function ImprimirHistoricoModal({ row, todos, onClose }: { row: HistoricoEscolar | null; todos: readonly HistoricoEscolar[]; onClose: () => void }) {
  const historico = useMemo(() => (row ? historicoDoAluno(todos, row.aluno) : null), [row, todos]);
  const [busy, setBusy] = useState(false);

  async function pdf() {
    if (!historico || busy) return;
    setBusy(true);
    try {
      const { gerarPdfHistorico, nomeArquivo } = await import('./imprimir-historico.ts');
      saveFile(await gerarPdfHistorico(historico), nomeArquivo(historico));
    } catch (error) {
      console.error('fluxo: historico pdf', error);
      toast.danger(msg.comum.erroInesperado);
    } finally {
      setBusy(false);
    }
  }

  async function pagina() {
    if (!historico) return;
    const { abrirImpressao } = await import('./imprimir-historico.ts');
    if (!abrirImpressao(historico)) toast.danger('O navegador bloqueou a nova aba: permita pop-ups para imprimir.');
  }

  return (
    <Modal open={row !== null} onClose={onClose} title={historico ? `Histórico Escolar — ${historico.aluno}` : ''} size="lg">
      {historico && (
        <>
          <div className="max-h-[55vh] space-y-4 overflow-y-auto">
            {historico.registros.map((r) => (
              <section key={r.id}>
                <h3 className="font-medium text-slate-800">{r.periodo} — {r.curso} — {r.instituicao}</h3>
                <p className="mb-1 text-xs text-slate-600">{r.situacao} · Média {formatNota(r.media)} · Frequência {formatFrequencia(r.frequencia)} · {r.carga_horaria} h</p>
                <TabelaDisciplinas h={r} />
              </section>
            ))}
          </div>
          <p className="mt-3 text-sm font-medium text-slate-800">
            Carga horária total: {historico.cargaTotal} h · Média geral: {formatNota(historico.mediaGeral)}
          </p>
          <div className="mt-4 flex justify-end gap-2 border-t border-slate-100 pt-4">
            <Button onClick={() => void pagina()}>Página para impressão</Button>
            <Button variant="primary" onClick={() => void pdf()} disabled={busy}>Baixar PDF</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
