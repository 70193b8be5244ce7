/* /financeiro/orcamento (issue 35 item 3, PRODUCT "Centros de custo, rateio e orçamento",
   decision 443): the year's budget per categoria and month, for one centro de custo or none.
   Everyone reads it (the report and the Painel use it); only an administrator types or copies
   (the write is the Gestor area's: 403 for an Operador on the server). */
import { useMemo, useState } from 'react';
import { cadastrarOrcamentos } from '../../data/orcamentos.ts';
import { useCollection } from '../../data/live.ts';
import { useEhAdministrador } from '../../data/perfil.ts';
import { rotuloCentroCusto } from '../../domain/centro-custo.ts';
import { todayISO } from '../../domain/dates.ts';
import { MSG_ORCAMENTO as m } from '../../domain/messages-centros.ts';
import { msg } from '../../domain/messages.ts';
import { copiarAnoAnterior } from '../../domain/orcamento.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { OrcamentoGrade } from './orcamento-grade.tsx';

export function OrcamentoPage() {
  const atual = Number(todayISO().slice(0, 4));
  const [ano, setAno] = useState(atual);
  const [centro, setCentro] = useState<string | null>(null);
  const [copiando, setCopiando] = useState(false);
  const orcamentos = useCollection('orcamentos');
  const categorias = useCollection('categorias');
  const centros = useCollection('centros_custo');
  const administrador = useEhAdministrador();
  const confirmacao = useConfirmacao();
  const anos = useMemo(() => {
    const comValores = orcamentos.rows.map((o) => Number(o.mes.slice(0, 4)));
    const de = Math.min(atual - 1, ...comValores);
    const ate = Math.max(atual + 1, ...comValores);
    return Array.from({ length: ate - de + 1 }, (_, i) => de + i);
  }, [orcamentos.rows, atual]);
  const ordenadas = useMemo(() => [...categorias.rows].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR')), [categorias.rows]);

  async function copiar(copias: ReturnType<typeof copiarAnoAnterior>) {
    setCopiando(true);
    const outcomes = await cadastrarOrcamentos(copias);
    setCopiando(false);
    const recusada = outcomes.find((o) => o.kind === 'invalid' || o.kind === 'rejected');
    if (recusada) toast.danger(recusada.message || m.erroSalvar);
    else toast.success(m.copiados(copias.length));
  }

  function pedirCopia() {
    const copias = copiarAnoAnterior(orcamentos.rows, ano);
    if (copias.length === 0) {
      toast.info(m.nadaACopiar(ano - 1, ano));
      return;
    }
    confirmacao.pedir(m.confirmarCopia(copias.length, ano - 1, ano), () => void copiar(copias));
  }

  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={m.titulo}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-800">{m.titulo}</h1>
        {administrador && <Button onClick={pedirCopia} disabled={copiando || !orcamentos.ready}>{m.copiar}</Button>}
      </header>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={m.ano}>
          <Select value={String(ano)} onChange={(v) => setAno(Number(v))} data-testid="orcamento-ano"
            options={anos.map((a) => ({ value: String(a), label: String(a) }))} />
        </Field>
        <Field label={m.centro} className="sm:col-span-2">
          <Select value={centro ?? ''} placeholder={m.semCentro} onChange={(v) => setCentro(v || null)} data-testid="orcamento-centro"
            options={centros.rows.map((c) => ({ value: c.id, label: rotuloCentroCusto(c) }))} />
        </Field>
      </div>
      {!administrador && <p role="note" className="text-sm text-slate-500">{m.somenteLeitura}</p>}
      {!orcamentos.ready || !categorias.ready ? <p role="status" className="text-sm text-slate-500">{msg.relatorios.carregando}</p> : (
        <OrcamentoGrade ano={ano} centro={centro} categorias={ordenadas} orcamentos={orcamentos.rows} editavel={administrador} />
      )}
      {confirmacao.dialogo}
    </section>
  );
}
