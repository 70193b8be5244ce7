/* 'Histórico de alterações' of one record (issue 18): its entries of the change log, newest
   first, read from the server (GET /api/auditoria?entidade&registro_id). Offline it says so. */
import { useEffect, useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { buscarAlteracoes } from '../../data/auditoria.ts';
import type { Alteracao } from '../../data/auditoria.ts';
import { Modal } from '../../ui/modal.tsx';
import { AlteracoesTabela } from './alteracoes-tabela.tsx';

type Estado = { kind: 'carregando' } | { kind: 'pronto'; alteracoes: Alteracao[] } | { kind: 'erro'; message: string };

export function HistoricoAlteracoesModal({ alvo, onClose }: { alvo: { entidade: string; registroId: string } | null; onClose: () => void }) {
  const [estado, setEstado] = useState<Estado>({ kind: 'carregando' });
  useEffect(() => {
    if (!alvo) return;
    let vivo = true;
    setEstado({ kind: 'carregando' });
    void buscarAlteracoes({ entidade: alvo.entidade, registro_id: alvo.registroId, por_pagina: 500 }).then((r) => {
      if (vivo) setEstado(r.ok ? { kind: 'pronto', alteracoes: r.value.alteracoes } : { kind: 'erro', message: r.message });
    });
    return () => { vivo = false; };
  }, [alvo]);
  return (
    <Modal open={alvo !== null} onClose={onClose} title={msg.auditoria.historico} size="xl">
      {estado.kind === 'carregando' && <p className="py-6 text-center text-sm text-slate-500">{msg.auditoria.carregando}</p>}
      {estado.kind === 'erro' && <p role="alert" className="py-6 text-center text-sm text-red-700">{estado.message}</p>}
      {estado.kind === 'pronto' && (estado.alteracoes.length === 0
        ? <p className="py-6 text-center text-sm text-slate-500">{msg.auditoria.semAlteracoes}</p>
        : <div className="max-h-[60vh] overflow-auto"><AlteracoesTabela alteracoes={estado.alteracoes} comRegistro={false} rotulo={msg.auditoria.historico} /></div>)}
    </Modal>
  );
}
