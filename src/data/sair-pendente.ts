/* A Sair the server never heard (issue 37 item 10b, decision 398). Sair while offline clears the
   cookie at once, but the session stays open on the server until it expires; so the device keeps
   that session's token in a tiny database of its own (not a user's: the next user must find it)
   and, at the next contact, revokes it before anything else is sent (`sairPendentePrimeiro` is
   the page transport's `antesDeEnviar`, run ahead of every request; the service worker, which
   sends with the cookie alone and so never with a session ended by Sair, does not load this). The revocation carries the old token as its Bearer
   and no cookie (`credentials: 'omit'`), so the server's answer cannot clear the cookie of
   whoever signed in meanwhile. */
import Dexie from 'dexie';
import type { Table } from 'dexie';
import { revogarSessao } from './sync/transport.ts';

interface SairPendente {
  token: string;
  em: number;
}

class SairPendenteDb extends Dexie {
  declare pendentes: Table<SairPendente, string>;

  constructor() {
    // The context's IndexedDB as it is now (a test installs its own after Dexie loaded).
    super('fluxo-sair', { indexedDB: globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange });
    this.version(1).stores({ pendentes: 'token' });
  }
}

let instance: SairPendenteDb | null = null;

function sairDb(): SairPendenteDb {
  instance ??= new SairPendenteDb();
  return instance;
}

/** Other tabs (and the service worker) hear a new pending Sair at once. */
const CANAL = 'fluxo-sair-pendente';
let canal: BroadcastChannel | null = null;

/** Tokens still to revoke, as this context last read them (null: not read yet). */
let conhecidos: string[] | null = null;

function ouvirOutros(): void {
  if (canal || typeof BroadcastChannel === 'undefined') return;
  canal = new BroadcastChannel(CANAL);
  canal.onmessage = () => { conhecidos = null; };
  (canal as { unref?: () => void }).unref?.(); // Node (tests): the channel keeps no process alive
}

/** Remembers, durably, that `token`'s session must be revoked at the next contact. */
export async function lembrarSairPendente(token: string): Promise<void> {
  await sairDb().pendentes.put({ token, em: Date.now() });
  conhecidos = null;
  ouvirOutros();
  canal?.postMessage('novo');
}

export async function sairesPendentes(): Promise<string[]> {
  ouvirOutros();
  if (conhecidos === null) {
    try {
      conhecidos = (await sairDb().pendentes.toArray()).map((p) => p.token);
    } catch {
      conhecidos = []; // no IndexedDB (a blocked storage): nothing can have been kept
    }
  }
  return conhecidos;
}

/** What one revocation got: gone (2xx, or 401/403: the session is already over), no connection, or a server fault. */
export type Revogacao = 'revogada' | 'sem-conexao' | 'falhou';

async function esquecer(token: string): Promise<void> {
  await sairDb().pendentes.delete(token);
  conhecidos = (conhecidos ?? []).filter((t) => t !== token);
}

let emCurso: Promise<boolean> | null = null;

/**
 * Revokes every pending Sair, oldest first, once even when many requests ask at the same time.
 * `enviar` is the transport's own fetch. True when nothing is left that a connection could still
 * send first (a server fault is kept for the next contact but does not hold the app back);
 * false when the server could not be reached: the caller's request must not go either.
 */
export function revogarPendentes(enviar: (token: string) => Promise<Response>): Promise<boolean> {
  emCurso ??= (async () => {
    const tokens = await sairesPendentes();
    for (const token of [...tokens]) {
      let response: Response;
      try {
        response = await enviar(token);
      } catch {
        return false;
      }
      if (response.ok || response.status === 401 || response.status === 403) await esquecer(token);
    }
    return true;
  })().finally(() => { emCurso = null; });
  return emCurso;
}

/** The page transport's `antesDeEnviar`: true at once when nothing is pending (one memory read). */
export async function sairPendentePrimeiro(): Promise<boolean> {
  if ((await sairesPendentes()).length === 0) return true;
  return revogarPendentes(revogarSessao);
}
