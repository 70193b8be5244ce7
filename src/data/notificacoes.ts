/* The bell (issue 17): unread notifications computed from IndexedDB (works offline; an
   Administrador's also count the payables waiting approval, decision 445), the read
   marks (a synced per-user table, so reading on one device clears the others), the automatic
   due-date switch (a mark with a reserved key, decision 241), and the system notifications shown
   through the service worker's registration, at most once each (keys remembered in `meta`). */
import { useSyncExternalStore } from 'react';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../domain/dates.ts';
import { datasExtras } from '../domain/feriado.ts';
import type { FeriadoCadastrado } from '../domain/feriado.ts';
import type { Lembrete } from '../domain/lembrete.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import {
  avisoAprovacoes, janelaVencimento, lembretesDevidos, ordenarNotificacoes, PREFERENCIA_VENCIMENTOS_DESLIGADOS, recusasDeSincronizacao, vencimentosAutomaticos,
} from '../domain/notificacao.ts';
import type { Notificacao, TituloAberto } from '../domain/notificacao.ts';
import { categoriasTributo } from '../domain/vencimento-efetivo.ts';
import type { Agenda } from '../domain/vencimento-efetivo.ts';
import { listen } from './sync/changes.ts';
import { TabelaEmpacotada } from './sync/paginas.ts';
import type { LocalRow } from './wire.ts';
import type { CollectionName } from './collections.ts';
import { currentDb, onDbChange, readMeta, writeMeta } from './db.ts';
import type { FluxoDb } from './db.ts';
import { nowIso } from './entity-helpers.ts';
import { rowsAs } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

export interface EstadoSino {
  /** Unread, newest first. */
  naoLidas: readonly Notificacao[];
  automaticos: boolean;
  pronto: boolean;
}

const VAZIO: EstadoSino = { naoLidas: [], automaticos: true, pronto: false };
const TABELAS_DO_SINO: ReadonlySet<CollectionName> = new Set(['lembretes', 'lidas', 'feriados', 'categorias', 'lancamentos', 'recebiveis', 'faturas', 'usuarios']);
const TITULOS = ['lancamentos', 'recebiveis', 'faturas'] as const;
const EXIBIDAS_KEY = 'notificacoesExibidas';

let feriadosMemo: { chave: string; extras: ReadonlySet<string> } = { chave: '', extras: new Set() };

function extrasDe(feriados: readonly FeriadoCadastrado[]): ReadonlySet<string> {
  const chave = feriados.map((f) => f.data).sort().join(',');
  if (chave !== feriadosMemo.chave) feriadosMemo = { chave, extras: datasExtras(feriados) };
  return feriadosMemo.extras;
}

/** Reads what the bell needs (only the titles due around today, through the `vencimento` index). */
export async function calcularSino(db: FluxoDb, hoje: string = todayISO()): Promise<EstadoSino> {
  const userId = db.userId;
  const [lembretes, feriados, categorias, lidas, recusadas] = await Promise.all([
    db.lembretes.toArray().then((r) => rowsAs<Lembrete>(r)),
    db.feriados.toArray().then((r) => rowsAs<FeriadoCadastrado>(r)),
    db.rows('categorias').toArray(),
    db.lidas.toArray(),
    db.outbox.where('status').equals('failed').toArray(),
  ]);
  const extras = extrasDe(feriados);
  const minhas = new Set(lidas.filter((l) => l.user_id === userId).map((l) => String(l.chave)));
  const automaticos = !minhas.has(PREFERENCIA_VENCIMENTOS_DESLIGADOS);
  const todas: Notificacao[] = [...lembretesDevidos(lembretes, userId, hoje, extras)];
  if (automaticos) {
    const { de, ate } = janelaVencimento(hoje);
    const agenda: Agenda = { feriados: extras, categoriasTributo: categoriasTributo(categorias.map((c) => ({ id: c.id, tributo: c.tributo === true }))) };
    for (const tabela of TITULOS) {
      const rows = await vencendo(db, tabela, de, ate);
      const titulos = rows.map((r): TituloAberto => ({
        id: r.id, vencimento: (r.vencimento as string | null) ?? null, status: String(r.status),
        descricao: (r.descricao as string | undefined) ?? null,
        tributo: r.tributo === true, categoria_id: typeof r.categoria_id === 'string' ? r.categoria_id : null,
      }));
      todas.push(...vencimentosAutomaticos(tabela, titulos, hoje, agenda));
    }
  }
  // An Administrador's count of what waits approval (decision 445). Unknown perfil counts as
  // Administrador, as the shell's (perfil.ts).
  const eu = await db.rows('usuarios').get(userId);
  // The subset the packed payables keep up to date on every write (sync/paginas.ts), not a pass
  // over every row on each recount (the bell recounts after every change of a drain).
  const aguardando = await db.lancamentos.vista('aguardando');
  const aviso = avisoAprovacoes(aguardando.map((r) => ({ updated_at: typeof r.updated_at === 'string' ? r.updated_at : null })), eu?.perfil !== 'operador', minhas);
  if (aviso) todas.push(aviso);
  todas.push(...recusasDeSincronizacao(recusadas.map((e) => ({ id: e.id, label: e.label, lastError: e.lastError, createdAt: e.createdAt }))));
  return { naoLidas: ordenarNotificacoes(todas, minhas), automaticos, pronto: true };
}

/**
 * The titles due in [de, ate]. A packed list's are filtered from its shared rows, read only: a
 * query's toArray copies each row (structured clone), 75 ms for each big list at 100,000 rows in
 * the bench's trace, and the bell recounts after every change of a drain. A small list's through
 * its index.
 */
async function vencendo(db: FluxoDb, tabela: (typeof TITULOS)[number], de: string, ate: string): Promise<readonly LocalRow[]> {
  const lista = db.rows(tabela);
  return lista instanceof TabelaEmpacotada
    ? lista.where('vencimento').between(de, ate, true, true).achadas()
    : lista.where('vencimento').between(de, ate, true, true).toArray();
}

// A module store: one computation for every bell, redone (coalesced) when its inputs change and
// when the day changes.
let estado: EstadoSino = VAZIO;
const ouvintes = new Set<() => void>();
let agendado: ReturnType<typeof setTimeout> | null = null;
let diaCalculado = '';
let relogio: ReturnType<typeof setInterval> | null = null;

function publicar(novo: EstadoSino): void {
  estado = novo;
  for (const o of [...ouvintes]) o();
  void mostrarNoSistema(novo.naoLidas);
}

function recalcular(atraso = 150): void {
  if (agendado) return;
  agendado = setTimeout(() => {
    agendado = null;
    const db = currentDb();
    if (!db) return publicar(VAZIO);
    diaCalculado = todayISO();
    calcularSino(db, diaCalculado).then(publicar, (error: unknown) => console.error('fluxo: sino', error));
  }, atraso);
}

function iniciar(): void {
  if (relogio) return;
  listen((event) => {
    if (event.type === 'rows' && !TABELAS_DO_SINO.has(event.table)) return;
    recalcular();
  });
  onDbChange(() => recalcular(0));
  relogio = setInterval(() => { if (todayISO() !== diaCalculado) recalcular(0); }, 60_000);
  recalcular(0);
}

function subscribe(listener: () => void): () => void {
  iniciar();
  ouvintes.add(listener);
  return () => ouvintes.delete(listener);
}

export function useSino(): EstadoSino {
  return useSyncExternalStore(subscribe, () => estado, () => VAZIO);
}

function marcas(chaves: readonly string[]) {
  return chaves.map((chave) => ({ id: uuidv7(), chave }));
}

/** Marks notifications read (one, or all shown). */
export function marcarLidas(chaves: readonly string[]): Promise<MutationOutcome> {
  const userId = currentDb()?.userId ?? '';
  return mutate({
    mutacao: MUTACOES.marcarNotificacoesLidas,
    input: { itens: marcas(chaves) },
    toBody: (f) => ({ itens: f.itens }),
    touches: (f) => f.itens.map((i) => ({ table: 'lidas' as const, id: i.id })),
    apply: async (tx, f) => {
      const now = nowIso();
      for (const i of f.itens) await tx.put('lidas', { id: i.id, user_id: userId, chave: i.chave, version: 1, created_at: now, updated_at: now });
    },
    describe: (f) => String(f.itens.length),
  });
}

/** The automatic D-3/D-1/D0 notices on (default) or off, for this user on every device. */
export async function definirVencimentosAutomaticos(ligado: boolean): Promise<MutationOutcome> {
  if (!ligado) return marcarLidas([PREFERENCIA_VENCIMENTOS_DESLIGADOS]);
  const db = currentDb();
  const ids = db ? (await db.lidas.where('chave').equals(PREFERENCIA_VENCIMENTOS_DESLIGADOS).toArray()).map((r) => r.id) : [];
  return mutate({
    mutacao: MUTACOES.desmarcarNotificacoes,
    input: { chaves: [PREFERENCIA_VENCIMENTOS_DESLIGADOS] },
    toBody: (f) => ({ chaves: f.chaves }),
    touches: () => ids.map((id) => ({ table: 'lidas' as const, id })),
    apply: async (tx) => {
      for (const id of ids) await tx.delete('lidas', id);
    },
  });
}

/** System notifications: asked once by the user (a click), then shown while the app runs. */
export async function pedirPermissaoSistema(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  const resposta = await Notification.requestPermission();
  if (resposta === 'granted') void mostrarNoSistema(estado.naoLidas);
  return resposta === 'granted';
}

export function permissaoSistema(): NotificationPermission | 'indisponivel' {
  return typeof Notification === 'undefined' ? 'indisponivel' : Notification.permission;
}

let mostrando = Promise.resolve();
let esperandoWorker = false;

function mostrarNoSistema(naoLidas: readonly Notificacao[]): Promise<void> {
  mostrando = mostrando.then(async () => {
    if (permissaoSistema() !== 'granted' || !('serviceWorker' in navigator) || naoLidas.length === 0) return;
    const db = currentDb();
    if (!db) return;
    const registro = await navigator.serviceWorker.getRegistration();
    if (!registro?.active) {
      // On a first visit the bell computes before the worker is active (showNotification would
      // throw, and the notice, already remembered, would be lost): offer the list once it is.
      if (!esperandoWorker) {
        esperandoWorker = true;
        void navigator.serviceWorker.ready.then(() => mostrarNoSistema(estado.naoLidas));
      }
      return;
    }
    const exibidas = new Set((await readMeta<string[]>(db, EXIBIDAS_KEY)) ?? []);
    const novas = naoLidas.filter((n) => !exibidas.has(n.chave));
    if (novas.length > 0) {
      for (const n of novas) exibidas.add(n.chave);
      // Remembered before showing: a crash between the two loses a notification, never repeats one.
      await writeMeta(db, EXIBIDAS_KEY, [...exibidas].slice(-2000));
      for (const n of novas) await registro.showNotification(n.titulo, { body: n.texto, tag: n.chave, data: { link: n.link } });
    }
    // The browser test waits for this mark: the unread list has been offered to the system.
    performance.mark('fluxo:sino:sistema', { detail: { oferecidas: naoLidas.map((n) => n.chave), exibidas: novas.length } });
  }).catch((error: unknown) => console.error('fluxo: notificação do sistema', error));
  return mostrando;
}
