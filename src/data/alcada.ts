/* The alçada on the device (issue 35 item 1, decision 422): an Administrador's approval or
   rejection, through the one mutation path (offline, queued, idempotent). Before queueing the
   device runs the server's rules: only an Administrador decides, and each payable must wait (the
   same decision again passes, so a replay succeeds). The pay gate needs nothing here: every pay
   path asks the domain's motivoNaoPagar, which reads the payable's `aprovacao`. The device also
   keeps the alçada it last read, so an Operador's payable created or edited offline shows
   Aguardando aprovação before the sync (decision 446; the server decides again on arrival). */
import { useCallback, useEffect, useState } from 'react';
import { decidir, podeDecidir } from '../domain/alcada.ts';
import type { AlcadaDoAutor, ConfigAlcada, Decisao, TituloAprovacao } from '../domain/alcada.ts';
import { MSG_ALCADA } from '../domain/messages-alcada.ts';
import { parseMoney } from '../domain/coerce.ts';
import { toDecimal } from '../domain/money.ts';
import { lerJson } from './api.ts';
import type { LinhasLocais } from '../domain/colecoes.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { localRow, nowIso, rowNames } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import { saveRow } from './titulo-acoes.ts';
import type { TituloLocal } from './titulo-acoes.ts';
import { currentUser } from './session.ts';
import { currentDb, readMeta, writeMeta } from './db.ts';
import type { LocalRow } from './wire.ts';

const recusa = (message: string): MutationOutcome => ({ kind: 'invalid', message, errors: { ids: [message] } });

async function decidirLancamentos(ids: readonly string[], decisao: Decisao, motivo: string | null): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  if (lower.length === 0) return recusa(msg.comum.selecioneRegistro);
  const eu = currentUser();
  const perfil = eu ? (await localRow('usuarios', eu.id))?.perfil : null;
  const quem = podeDecidir(perfil === 'operador' ? 'operador' : 'administrador');
  if (!quem.ok) return recusa(quem.message);
  for (const id of lower) {
    const row = await localRow<LinhasLocais['lancamentos'] & LocalRow>('lancamentos', id);
    if (!row) return recusa(msg.lista.registroNaoEncontrado);
    const ok = decidir(row.aprovacao, decisao);
    if (!ok.ok) return recusa(ok.message);
  }
  const names = await rowNames('lancamentos', lower, 'descricao');
  const aprovar = decisao === 'Aprovado';
  return mutate({
    mutacao: aprovar ? MUTACOES.aprovarLancamentos : MUTACOES.reprovarLancamentos,
    input: aprovar ? { ids: lower } : { ids: lower, motivo: motivo ?? '' },
    toBody: (f) => ({ ...f }),
    touches: (f) => f.ids.map((id) => ({ table: 'lancamentos' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) {
        const row = await tx.get<TituloLocal & TituloAprovacao>('lancamentos', id);
        if (!row || row.aprovacao !== 'Aguardando aprovação') continue;
        await saveRow(tx, 'lancamentos', {
          ...row, aprovacao: decisao, aprovacao_motivo: 'motivo' in f ? String(f.motivo) : null,
          aprovacao_por: eu?.id ?? null, aprovacao_em: nowIso(),
        });
      }
    },
    describe: () => names,
  });
}

export function aprovarLancamentos(ids: readonly string[]): Promise<MutationOutcome> {
  return decidirLancamentos(ids, 'Aprovado', null);
}

export function reprovarLancamentos(ids: readonly string[], motivo: string): Promise<MutationOutcome> {
  return decidirLancamentos(ids, 'Reprovado', motivo);
}

/** The alçada's configuration as GET answers it (limite a decimal string or null). */
interface ConfigDoServidor { ativa: boolean; limite: string | number | null }

const daResposta = (c: ConfigDoServidor): ConfigAlcada => ({ ativa: c.ativa, limite: c.limite === null ? null : parseMoney(c.limite) });

/** Where the device keeps the alçada it last read (`meta`, no Dexie version). */
const CONFIG_NO_APARELHO = 'alcada:config';

async function guardarConfig(config: ConfigAlcada): Promise<void> {
  const db = currentDb();
  if (db) await writeMeta(db, CONFIG_NO_APARELHO, config);
}

/** Reads the alçada from the server and keeps it on the device; false offline or refused (the last copy stays). */
export async function lembrarConfigAlcada(): Promise<boolean> {
  const lida = await lerJson<ConfigDoServidor>(MUTACOES.configurarAlcada.path, { erro: '', semConexao: '' });
  if (!lida.ok) return false;
  await guardarConfig(daResposta(lida.value));
  return true;
}

/**
 * Who writes and under which alçada, as this device knows them: the signed-in user's perfil (its
 * `usuarios` row) and the alçada last read. Null when either is unknown: the device then predicts
 * nothing and the server's row tells on sync.
 */
export async function alcadaDoAparelho(): Promise<AlcadaDoAutor | null> {
  const db = currentDb();
  const eu = currentUser();
  if (!db || !eu) return null;
  const [config, usuario] = await Promise.all([readMeta<ConfigAlcada>(db, CONFIG_NO_APARELHO), localRow('usuarios', eu.id)]);
  const perfil = usuario?.perfil;
  if (!config || (perfil !== 'operador' && perfil !== 'administrador')) return null;
  return { perfil, config };
}

/**
 * The configuration, read online (decision 432: it is one server row an Administrador edits
 * rarely; the server judges every payable with its own copy). Offline, the copy the device last
 * read (decision 446), with the reason it is not the server's.
 */
export function useConfigAlcada(): { config: ConfigAlcada | null; erro: string | null; recarregar: () => void } {
  const [config, setConfig] = useState<ConfigAlcada | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [vez, setVez] = useState(0);
  useEffect(() => {
    let vivo = true;
    const textos = { erro: MSG_ALCADA.erroCarregarConfig, semConexao: MSG_ALCADA.semConexaoConfig };
    void lerJson<ConfigDoServidor>(MUTACOES.configurarAlcada.path, textos).then((lida) => {
      if (!vivo) return;
      if (!lida.ok) {
        setErro(lida.message);
        // Offline or refused: the copy the device last read, so the form starts from what is saved.
        const db = currentDb();
        if (db) void readMeta<ConfigAlcada>(db, CONFIG_NO_APARELHO).then((copia) => { if (vivo && copia) setConfig(copia); });
        return;
      }
      setErro(null);
      const config = daResposta(lida.value);
      setConfig(config);
      void guardarConfig(config);
    });
    return () => { vivo = false; };
  }, [vez]);
  const recarregar = useCallback(() => setVez((n) => n + 1), []);
  return { config, erro, recarregar };
}

/** configurarAlcada: an Administrador's limit (cents), through the one mutation path (no local rows). */
export function configurarAlcada(config: ConfigAlcada): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.configurarAlcada,
    input: { ativa: config.ativa, limite: config.limite === null ? null : toDecimal(config.limite) },
    toBody: (c) => ({ ativa: c.ativa, limite: c.limite === null ? null : toDecimal(c.limite) }),
    touches: () => [],
    apply: async () => undefined,
  });
}
