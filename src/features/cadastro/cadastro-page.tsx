/* /financeiro/cadastro (SPEC §2 "Cadastro de Lançamentos page"): the header buttons that open the
   other creation modals, and the posting form. */
import { CadastroHeader } from './cadastro-header.tsx';
import { LancamentoFormView } from './lancamento-form.tsx';
import { useLancamentoForm } from './use-lancamento-form.ts';

export function CadastroPage() {
  const model = useLancamentoForm();
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
        <h1 className="mr-auto text-lg font-semibold text-slate-800">Cadastro de Lançamentos</h1>
        <CadastroHeader />
      </header>
      <div className="px-4 py-4">
        <LancamentoFormView model={model} />
      </div>
    </section>
  );
}
