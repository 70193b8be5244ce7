/* A pagar / A receber: hoje, próximos 7 dias, vencidos; each figure opens its list filtered. */
import { Link } from 'react-router-dom';
import { formatBRL } from '../../domain/money.ts';
import { msg } from '../../domain/messages.ts';
import type { Painel, Vencendo } from '../../domain/painel.ts';

const m = msg.painel;
const FAIXAS: { key: keyof Vencendo; rotulo: string; cor: string }[] = [
  { key: 'vencidos', rotulo: m.vencidos, cor: 'text-red-700' },
  { key: 'hoje', rotulo: m.hoje, cor: 'text-amber-700' },
  { key: 'semana', rotulo: m.semana, cor: 'text-slate-800' },
];

/** The list route with the filter the figure was computed with (status Pagar, due-date range). */
export function linkFiltrado(base: string, intervalo: { de: string; ate: string }): string {
  const q = new URLSearchParams({ status: 'Pagar', vencimento1: intervalo.de, vencimento2: intervalo.ate });
  return `${base}?${q.toString()}`;
}

export function PainelVencendo({ painel, lado }: { painel: Painel; lado: 'pagar' | 'receber' }) {
  const titulo = lado === 'pagar' ? m.aPagar : m.aReceber;
  const base = lado === 'pagar' ? '/financeiro/lancamentos' : '/financeiro/recebiveis';
  return (
    <section aria-label={titulo} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-slate-800">{titulo}</h2>
      <ul className="grid grid-cols-3 gap-3">
        {FAIXAS.map(({ key, rotulo, cor }) => {
          const soma = painel[lado][key];
          return (
            <li key={key}>
              <Link to={linkFiltrado(base, painel.intervalos[key])} data-testid={`painel-${lado}-${key}`}
                className="block rounded border border-slate-100 p-2 hover:border-slate-300 hover:bg-slate-50">
                <span className="block text-xs uppercase tracking-wide text-slate-600">{rotulo}</span>
                <span className={`block text-lg font-semibold ${cor}`} data-testid="valor">{formatBRL(soma.valor)}</span>
                <span className="block text-xs text-slate-600" data-testid="quantidade">{m.contas(soma.quantidade)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
