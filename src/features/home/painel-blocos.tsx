/* The Painel's smaller blocks: open card bills by bank, projected balance, the month's top
   categories and the realizado × previsto chart. */
import { formatDateBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import { msg } from '../../domain/messages.ts';
import type { Painel } from '../../domain/painel.ts';
import type { SaldoBanco } from '../../domain/saldos.ts';
import { Grafico } from '../../ui/grafico.tsx';
import { useMemo } from 'react';

const m = msg.painel;
const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

export function PainelFaturas({ painel }: { painel: Painel }) {
  return (
    <section aria-label={m.faturas} className={card}>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{m.faturas}</h2>
      {painel.faturas.length === 0 ? <p className="text-sm text-slate-600">{m.semFaturas}</p> : (
        <ul className="divide-y divide-slate-100" data-testid="painel-faturas">
          {painel.faturas.map((f) => (
            <li key={f.banco_id ?? ''} className="flex items-baseline justify-between gap-2 py-1.5 text-sm">
              <span className="text-slate-700">{f.banco} <span className="text-xs text-slate-600">({m.contas(f.quantidade)}{f.proximo_vencimento ? `, ${m.proximoVencimento(formatDateBR(f.proximo_vencimento))}` : ''})</span></span>
              <span className="font-medium text-slate-800">{formatBRL(f.valor)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Issue 32: each bank's saldo today and the total (decision 402); computed on this device. */
export function PainelSaldos({ saldos, total }: { saldos: readonly SaldoBanco[]; total: number }) {
  const s = msg.saldos.painel;
  return (
    <section aria-label={s.titulo} className={card}>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{s.titulo}</h2>
      {saldos.length === 0 ? <p className="text-sm text-slate-600">{s.semBancos}</p> : (
        <ul className="divide-y divide-slate-100" data-testid="painel-saldos">
          {saldos.map((b) => (
            <li key={b.banco_id} className="flex justify-between gap-2 py-1.5 text-sm">
              <span className="text-slate-700">{b.banco}</span>
              <span className={`font-medium tabular-nums ${b.saldo < 0 ? 'text-red-700' : 'text-slate-800'}`}>{formatBRL(b.saldo)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-2 py-1.5 text-sm font-semibold">
            <span className="text-slate-800">{s.total}</span>
            <span className="tabular-nums text-slate-900" data-testid="painel-saldos-total">{formatBRL(total)}</span>
          </li>
        </ul>
      )}
    </section>
  );
}

export function PainelSaldo({ painel }: { painel: Painel }) {
  const itens = [[30, painel.saldo.d30], [60, painel.saldo.d60], [90, painel.saldo.d90]] as const;
  return (
    <section aria-label={m.saldoProjetado} className={card}>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{m.saldoProjetado}</h2>
      <dl className="grid grid-cols-3 gap-3" data-testid="painel-saldo">
        {itens.map(([dias, valor]) => (
          <div key={dias}>
            <dt className="text-xs uppercase tracking-wide text-slate-600">{m.saldoEm(dias)}</dt>
            <dd className={`text-lg font-semibold ${valor < 0 ? 'text-red-700' : 'text-emerald-700'}`} data-testid={`saldo-${dias}`}>{formatBRL(valor)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {msg.saldos.painel.titulo}: {formatBRL(painel.saldo.bancos ?? 0)} · {m.reservas}: {formatBRL(painel.saldo.reservas)}
      </p>
    </section>
  );
}

export function PainelCategorias({ painel }: { painel: Painel }) {
  return (
    <section aria-label={m.topCategorias} className={card}>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{m.topCategorias}</h2>
      {painel.categorias.length === 0 ? <p className="text-sm text-slate-600">{m.semCategorias}</p> : (
        <ol className="divide-y divide-slate-100" data-testid="painel-categorias">
          {painel.categorias.map((c) => (
            <li key={c.categoria_id ?? ''} className="flex justify-between gap-2 py-1.5 text-sm">
              <span className="text-slate-700">{c.descricao}</span>
              <span className="font-medium text-slate-800">{formatBRL(c.valor)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
export function rotuloMes(mes: string): string {
  return `${MESES[Number(mes.slice(5, 7)) - 1] ?? ''}/${mes.slice(2, 4)}`;
}

export function PainelGrafico({ painel }: { painel: Painel }) {
  const rotulos = useMemo(() => painel.meses.map((x) => rotuloMes(x.mes)), [painel]);
  const series = useMemo(() => [
    { nome: `${msg.relatorios.previsto} (saldo)`, cor: '#94a3b8', valores: painel.meses.map((x) => x.entradas_previstas - x.saidas_previstas) },
    { nome: `${msg.relatorios.realizado} (saldo)`, cor: '#0f766e', valores: painel.meses.map((x) => x.entradas_realizadas - x.saidas_realizadas) },
  ], [painel]);
  return (
    <section aria-label={m.fluxoMeses} className={`${card} lg:col-span-2`}>
      <h2 className="mb-3 text-base font-semibold text-slate-800">{m.fluxoMeses}</h2>
      <Grafico titulo={m.fluxoMeses} rotulos={rotulos} series={series} />
    </section>
  );
}
