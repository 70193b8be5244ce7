/* Gestor > Auditoria (issue 18): the whole change log, newest first, paged by the server (a
   million entries never come to the browser), filtered by period, user, entity and action, and
   exported as CSV (csv-ptbr.ts). An online screen: offline it says so (decision 234). */
import { useCallback, useEffect, useState } from 'react';
import { rotuloAcao } from '../../domain/auditoria-campos.ts';
import { linhasCsvAuditoria, CABECALHO_CSV_AUDITORIA, POR_PAGINA_AUDITORIA, rotuloEntidade } from '../../domain/auditoria.ts';
import { BOM, linhaCsv } from '../../domain/csv-ptbr.ts';
import { todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { buscarAlteracoes, buscarOpcoesAuditoria } from '../../data/auditoria.ts';
import type { ConsultaAlteracoes, PaginaAlteracoes } from '../../data/auditoria.ts';
import { useCollection } from '../../data/live.ts';
import { Button } from '../../ui/button.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { Select } from '../../ui/select.tsx';
import { AlteracoesTabela } from './alteracoes-tabela.tsx';
import { useNomesReferidos } from './use-nomes-referidos.ts';

const t = msg.auditoria;
/** The CSV holds at most this many entries (the filters narrow a larger log). */
const MAX_CSV = 20_000;

interface Filtros { de: string; ate: string; usuario_id: string; entidade: string; acao: string }
const VAZIO: Filtros = { de: '', ate: '', usuario_id: '', entidade: '', acao: '' };

type Estado = { kind: 'carregando' } | { kind: 'pronto'; pagina: PaginaAlteracoes } | { kind: 'erro'; message: string };

export function AuditoriaPage() {
  const { rows: usuarios } = useCollection('usuarios');
  const nomes = useNomesReferidos();
  const [rascunho, setRascunho] = useState<Filtros>(VAZIO);
  const [filtros, setFiltros] = useState<Filtros>(VAZIO);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState<number>(50);
  const [estado, setEstado] = useState<Estado>({ kind: 'carregando' });
  const [opcoes, setOpcoes] = useState<{ entidades: string[]; acoes: string[] }>({ entidades: [], acoes: [] });
  const [exportando, setExportando] = useState(false);

  const carregar = useCallback(async () => {
    setEstado({ kind: 'carregando' });
    const r = await buscarAlteracoes({ ...filtros, pagina, por_pagina: porPagina });
    setEstado(r.ok ? { kind: 'pronto', pagina: r.value } : { kind: 'erro', message: r.message });
  }, [filtros, pagina, porPagina]);

  useEffect(() => { void carregar(); }, [carregar]);
  useEffect(() => { void buscarOpcoesAuditoria().then((r) => { if (r.ok) setOpcoes(r.value); }); }, []);

  function aplicar(novos: Filtros) {
    setFiltros(novos);
    setPagina(1);
  }

  async function exportar() {
    setExportando(true);
    const linhas: string[] = [linhaCsv([...CABECALHO_CSV_AUDITORIA], [])];
    const consulta: ConsultaAlteracoes = { ...filtros, por_pagina: 500 };
    for (let p = 1; p <= MAX_CSV / 500; p++) {
      const r = await buscarAlteracoes({ ...consulta, pagina: p });
      if (!r.ok) break;
      for (const linha of linhasCsvAuditoria(r.value.alteracoes, nomes)) linhas.push(linhaCsv(linha, []));
      if (r.value.alteracoes.length < 500) break;
    }
    saveFile(new Blob([BOM, ...linhas], { type: 'text/csv;charset=utf-8' }), `auditoria-${todayISO()}.csv`);
    setExportando(false);
  }

  const total = estado.kind === 'pronto' ? estado.pagina.total : 0;
  const totalPaginas = Math.max(1, Math.ceil(total / porPagina));
  const texto = (n: number) => n.toLocaleString('pt-BR');

  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
        <h1 className="text-lg font-semibold text-slate-800">{t.titulo}</h1>
        <div className="ml-auto flex gap-2">
          <Button onClick={() => void carregar()} title="Atualizar (F8)">↻</Button>
          <Button onClick={() => void exportar()} disabled={exportando || estado.kind !== 'pronto' || total === 0}>{t.exportarCsv}</Button>
        </div>
      </header>
      <form className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 pt-3"
        onSubmit={(event) => { event.preventDefault(); aplicar(rascunho); }}>
        <Field label={t.de} className="w-40"><DateInput value={rascunho.de} onChange={(de) => setRascunho({ ...rascunho, de })} /></Field>
        <Field label={t.ate} className="w-40"><DateInput value={rascunho.ate} onChange={(ate) => setRascunho({ ...rascunho, ate })} /></Field>
        <Field label={t.usuario} className="w-48">
          <Select value={rascunho.usuario_id} onChange={(usuario_id) => setRascunho({ ...rascunho, usuario_id })} placeholder={t.todos}
            options={[...usuarios.map((u) => ({ value: u.id, label: u.name })), { value: 'sistema', label: t.usuarioSistema }]} />
        </Field>
        <Field label={t.entidade} className="w-48">
          <Select value={rascunho.entidade} onChange={(entidade) => setRascunho({ ...rascunho, entidade })} placeholder={t.todas}
            options={opcoes.entidades.map((e) => ({ value: e, label: rotuloEntidade(e) }))} />
        </Field>
        <Field label={t.acao} className="w-44">
          <Select value={rascunho.acao} onChange={(acao) => setRascunho({ ...rascunho, acao })} placeholder={t.todas}
            options={opcoes.acoes.map((a) => ({ value: a, label: rotuloAcao(a) }))} />
        </Field>
        <div className="mb-4 flex gap-2">
          <Button type="submit" variant="primary">{t.filtrar}</Button>
          <Button onClick={() => { setRascunho(VAZIO); aplicar(VAZIO); }}>{t.limpar}</Button>
        </div>
      </form>
      <div className="min-h-40 overflow-auto" aria-busy={estado.kind === 'carregando'}>
        {estado.kind === 'carregando' && <p className="py-6 text-center text-sm text-slate-500">{t.carregando}</p>}
        {estado.kind === 'erro' && <p role="alert" className="py-6 text-center text-sm text-red-700">{estado.message}</p>}
        {estado.kind === 'pronto' && (estado.pagina.alteracoes.length === 0
          ? <p className="py-6 text-center text-sm text-slate-500">{t.semResultados}</p>
          : <AlteracoesTabela alteracoes={estado.pagina.alteracoes} comRegistro rotulo={t.titulo} />)}
      </div>
      <footer className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
        <span data-testid="auditoria-total">
          {estado.kind === 'pronto' && (estado.pagina.total_limitado ? t.totalMais(texto(total)) : t.total(texto(total)))}
        </span>
        <label className="flex items-center gap-2">{msg.lista.porPagina}
          <select value={porPagina} onChange={(e) => { setPorPagina(Number(e.target.value)); setPagina(1); }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
            {POR_PAGINA_AUDITORIA.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <div className="ml-auto"><Pager page={pagina} totalPages={totalPaginas} onPage={setPagina} /></div>
      </footer>
    </section>
  );
}
