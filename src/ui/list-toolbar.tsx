/* The list's top bar: title, refresh (also F8), the search box and the screen's actions. */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { msg } from '../domain/messages.ts';

interface ListToolbarProps {
  title: string;
  query: string;
  onQuery: (query: string) => void;
  onRefresh?: (() => void) | undefined;
  refreshing?: boolean;
  actions?: ReactNode;
  /** 'Histórico de alterações' (issue 18): shown when set; enabled with exactly one row selected. */
  historico?: { onOpen: (() => void) | null } | undefined;
  /** Exactly one row selected in a list of an Observações entity: opens the Cadastro, pre-linked. */
  onObservacao?: (() => void) | undefined;
  /** The title's level (h1 by default). */
  heading?: 'h1' | 'h2' | undefined;
}

export function ListToolbar({ title, query, onQuery, onRefresh, refreshing = false, actions, historico, onObservacao, heading = 'h1' }: ListToolbarProps) {
  const searchId = useId();
  const Heading = heading;
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <Heading className="text-lg font-semibold text-slate-800">{title}</Heading>
      {onRefresh && (
        <button type="button" onClick={onRefresh} disabled={refreshing} aria-label="Atualizar" title="Atualizar (F8)"
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none disabled:opacity-60">
          <span aria-hidden className={`inline-block text-lg leading-none ${refreshing ? 'animate-spin' : ''}`}>↻</span>
        </button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <label htmlFor={searchId} className="sr-only">{msg.lista.buscar}</label>
        <input id={searchId} type="search" value={query} placeholder={msg.lista.buscar}
          onChange={(event) => onQuery(event.target.value)}
          className="w-56 rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none" />
        {actions}
        {historico && (
          <button type="button" onClick={historico.onOpen ?? undefined} disabled={!historico.onOpen}
            title={historico.onOpen ? msg.auditoria.historico : msg.auditoria.selecioneUm}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none disabled:opacity-50">
            {msg.auditoria.historico}
          </button>
        )}
        {onObservacao && (
          <button type="button" onClick={onObservacao} title={msg.observacoes.acaoToolbarDica}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none">
            {msg.observacoes.acaoToolbar}
          </button>
        )}
      </div>
    </header>
  );
}
