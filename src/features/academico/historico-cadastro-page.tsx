/* /academy/cadastro (issue 21): a new Histórico Escolar record with its disciplinas grid. */
import { msg } from '../../domain/messages.ts';
import { HistoricoForm } from './historico-form.tsx';

export function HistoricoCadastroPage() {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 className="mb-4 text-xl font-semibold text-slate-800">{msg.academico.tituloCadastro}</h1>
      <HistoricoForm />
    </section>
  );
}
