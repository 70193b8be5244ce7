/* Relatórios de Finanças (menu Financeiro > Finanças > Relatórios > Finanças; PRODUCT.md):
   choose a report, period and filters; see it as a table and a chart; export CSV (pt-BR Excel)
   or PDF. Computed on this device's rows, so it works offline. */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addMonthsClamped, formatDateBR, nomeDoMes, todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Grafico } from '../../ui/grafico.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { toast } from '../../ui/toast.tsx';
import { COLUNAS_DETALHE, celulasDetalhe, linhasDetalhe } from './detalhe-lancamentos.ts';
import { gerarCsv } from './exportar-csv.ts';
import { RelatorioControles } from './relatorio-controles.tsx';
import { TabelaRelatorioView } from './tabela-relatorio.tsx';
import { NOMES_RELATORIO, useRelatorio } from './use-relatorio.ts';
import type { Escolha } from './use-relatorio.ts';

const r = msg.relatorios;

/** Orçado × realizado opens on the whole current year (a budget is planned by the year). */
function anoInteiro(): Pick<Escolha, 'de' | 'ate'> {
  const ano = todayISO().slice(0, 4);
  return { de: `${ano}-01-01`, ate: `${ano}-12-31` };
}

function escolhaInicial(params: URLSearchParams): Escolha {
  const hoje = todayISO();
  const inicio = `${hoje.slice(0, 7)}-01`;
  // The Painel's "acima do orçamento" links here with the report and the categoria (issue 35).
  if (params.get('relatorio') === 'orcado-realizado') {
    const categoria = params.get('categoria');
    return { tipo: 'orcado-realizado', ...anoInteiro(), em: hoje, agrupar: 'mes', regime: 'caixa', filtro: categoria ? { categorias: [categoria] } : {} };
  }
  // The current month, whole (the day 31 is clamped to the month's last): the month a finance
  // team is closing is what it opens the reports for (issue 33).
  return {
    tipo: 'fluxo', de: inicio, ate: addMonthsClamped(inicio, 0, 31),
    em: hoje, agrupar: 'mes', regime: 'caixa', filtro: {},
  };
}

export function RelatoriosPage() {
  const [params] = useSearchParams();
  const [escolha, setEscolha] = useState<Escolha>(() => escolhaInicial(params));
  const { tabela, dados } = useRelatorio(escolha);
  const [progresso, setProgresso] = useState<number | null>(null);
  const nome = NOMES_RELATORIO[escolha.tipo];
  const subtitulo = escolha.tipo === 'vencimentos'
    ? `${r.em} ${formatDateBR(escolha.em)}`
    : escolha.tipo === 'orcado-realizado'
      ? `${nomeDoMes(escolha.de.slice(0, 7))} a ${nomeDoMes(escolha.ate.slice(0, 7))} · ${r.caixa}`
      : `${formatDateBR(escolha.de)} a ${formatDateBR(escolha.ate)} · ${escolha.regime === 'caixa' ? r.caixa : r.competencia}`;
  const arquivo = `${nome.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')}-${todayISO()}`;
  const grafico = useMemo(() => tabela?.grafico ?? null, [tabela]);

  async function exportar(como: 'csv' | 'detalhe' | 'pdf') {
    if (!tabela || progresso !== null) return;
    setProgresso(0);
    try {
      if (como === 'pdf') {
        const { gerarPdf } = await import('./exportar-pdf.ts');
        saveFile(await gerarPdf(nome, subtitulo, tabela), `${arquivo}.pdf`);
      } else if (como === 'csv') {
        saveFile(await gerarCsv(tabela.colunas, tabela.linhas.length, (i) => tabela.linhas[i]!), `${arquivo}.csv`);
      } else {
        const rows = linhasDetalhe(dados.lancamentos, escolha.de, escolha.ate, escolha.filtro);
        const t0 = performance.now();
        const nomes = new Map(dados.centros.map((c) => [c.id, c.codigo]));
        const blob = await gerarCsv(COLUNAS_DETALHE, rows.length, (i) => celulasDetalhe(rows[i]!, dados.agenda, nomes), (p) => setProgresso(Math.floor(p * 20) / 20));
        performance.measure('fluxo:csv:export', { start: t0, detail: { rows: rows.length } });
        saveFile(blob, `lancamentos-${todayISO()}.csv`);
      }
      toast.success(r.exportado);
    } catch (error) {
      console.error('fluxo: export', error);
      toast.danger(r.erroExportar);
    } finally {
      setProgresso(null);
    }
  }

  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={r.titulo}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-800">{r.titulo}</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void exportar('csv')} disabled={!tabela || progresso !== null}>{r.exportarCsv}</Button>
          <Button onClick={() => void exportar('detalhe')} disabled={!tabela || progresso !== null || escolha.tipo === 'vencimentos'} data-testid="exportar-detalhe">{r.exportarDetalhe}</Button>
          <Button onClick={() => void exportar('pdf')} disabled={!tabela || progresso !== null}>{r.exportarPdf}</Button>
        </div>
      </header>
      <RelatorioControles escolha={escolha} mudar={(patch) => setEscolha((e) => ({
        ...e, ...(patch.tipo === 'orcado-realizado' && e.tipo !== 'orcado-realizado' ? anoInteiro() : {}), ...patch,
      }))} bancos={dados.bancos} categorias={dados.categorias} centros={dados.centros} />
      {progresso !== null && <p role="status" className="text-sm text-slate-600">{r.exportando(Math.round(progresso * 100))}</p>}
      {!tabela ? <p role="status" className="text-sm text-slate-500">{r.carregando}</p> : (
        <div className="space-y-4" data-testid="relatorio">
          <h2 className="text-base font-semibold text-slate-800">{nome} <span className="text-sm font-normal text-slate-500">{subtitulo}</span></h2>
          {grafico && grafico.rotulos.length > 0 && <Grafico titulo={nome} rotulos={grafico.rotulos} series={grafico.series} tipo={grafico.tipo} />}
          <TabelaRelatorioView tabela={tabela} />
        </div>
      )}
    </section>
  );
}
