/* The Relatórios choices: report, period (or position day), grouping, regime and filters. */
import { msg } from '../../domain/messages.ts';
import type { BancoRelatorio, CategoriaRelatorio } from '../../domain/relatorio-base.ts';
import { PAGAMENTOS, STATUS_TITULO } from '../../domain/listas.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { rotuloCentroCusto } from '../../domain/centro-custo.ts';
import { NOMES_RELATORIO, RELATORIOS } from './use-relatorio.ts';
import type { Escolha, TipoRelatorio } from './use-relatorio.ts';

const r = msg.relatorios;
const um = (lista: readonly string[] | undefined) => lista?.[0] ?? '';
const lista = (v: string) => (v ? [v] : []);

export function RelatorioControles({ escolha, mudar, bancos, categorias, centros = [] }: {
  escolha: Escolha;
  mudar: (patch: Partial<Escolha>) => void;
  bancos: readonly BancoRelatorio[];
  categorias: readonly CategoriaRelatorio[];
  /** Issue 35: the centros de custo DRE and Gastos can be cut by (decision 442). */
  centros?: readonly { id: string; codigo: string; nome: string }[];
}) {
  const f = escolha.filtro;
  const orcado = escolha.tipo === 'orcado-realizado';
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Field label={r.relatorio} className="lg:col-span-2">
        <Select value={escolha.tipo} onChange={(v) => mudar({ tipo: v as TipoRelatorio })} data-testid="relatorio-tipo"
          options={RELATORIOS.map((t) => ({ value: t, label: NOMES_RELATORIO[t] }))} />
      </Field>
      {escolha.tipo === 'vencimentos' ? (
        <Field label={r.em}><DateInput value={escolha.em} onChange={(em) => em && mudar({ em })} /></Field>
      ) : (
        <>
          <Field label={r.de}><DateInput value={escolha.de} onChange={(de) => de && mudar({ de })} data-testid="relatorio-de" /></Field>
          <Field label={r.ate}><DateInput value={escolha.ate} onChange={(ate) => ate && mudar({ ate })} data-testid="relatorio-ate" /></Field>
          {/* Orçado × realizado reads what was paid: regime caixa only (decision 443). */}
          {!orcado && (
            <Field label={r.regime}>
              <Select value={escolha.regime} onChange={(v) => mudar({ regime: v === 'competencia' ? 'competencia' : 'caixa' })}
                options={[{ value: 'caixa', label: r.caixa }, { value: 'competencia', label: r.competencia }]} />
            </Field>
          )}
        </>
      )}
      {escolha.tipo === 'fluxo' && (
        <Field label={r.agrupar}>
          <Select value={escolha.agrupar} onChange={(v) => mudar({ agrupar: v === 'dia' ? 'dia' : v === 'semana' ? 'semana' : 'mes' })}
            options={[{ value: 'dia', label: r.dia }, { value: 'semana', label: r.semana }, { value: 'mes', label: r.mes }]} />
        </Field>
      )}
      {!orcado && (
        <Field label={r.banco}>
          <Select value={um(f.bancos)} placeholder={r.todos} onChange={(v) => mudar({ filtro: { ...f, bancos: lista(v) } })}
            options={bancos.map((b) => ({ value: b.id, label: b.banco }))} />
        </Field>
      )}
      <Field label={r.categoria}>
        <Select value={um(f.categorias)} placeholder={r.todos} onChange={(v) => mudar({ filtro: { ...f, categorias: lista(v) } })}
          options={categorias.map((c) => ({ value: c.id, label: c.descricao }))} />
      </Field>
      {(escolha.tipo === 'dre' || escolha.tipo.startsWith('gastos') || orcado) && (
        <Field label="Centro de custo">
          <Select value={f.centro ?? ''} placeholder={r.todos} onChange={(v) => mudar({ filtro: { ...f, centro: v || null } })}
            options={centros.map((c) => ({ value: c.id, label: rotuloCentroCusto(c) }))} />
        </Field>
      )}
      {/* Orçado × realizado reads budgets and payments by categoria and centro only. */}
      {!orcado && (
        <>
          <Field label={r.status}>
            <Select value={um(f.status)} placeholder={r.todos} onChange={(v) => mudar({ filtro: { ...f, status: lista(v) } })}
              options={STATUS_TITULO.map((s) => ({ value: s, label: s }))} />
          </Field>
          <Field label={r.metodo}>
            <Select value={um(f.pagamentos)} placeholder={r.todos} onChange={(v) => mudar({ filtro: { ...f, pagamentos: lista(v) } })}
              options={PAGAMENTOS.map((s) => ({ value: s, label: s }))} />
          </Field>
        </>
      )}
    </div>
  );
}
