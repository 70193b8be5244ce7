/* User writes (SPEC §7): create and edit through the one mutation path, and the edit load
   (GET /api/usuarios/edit/{id}). Unique login and e-mail are checked against the local list
   first (the server re-checks). A password waits in the outbox only until the server takes it. */
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { normalizeSearch } from '../domain/search.ts';
import { EditarUsuarioSchema, NovoUsuarioSchema } from '../domain/usuario.ts';
import type { Usuario } from '../domain/usuario.ts';
import type { Perfil } from '../domain/listas.ts';
import { validate } from '../domain/validation.ts';
import { api, isHttpError } from './api.ts';
import { baseVersion, flag, localRow, nowIso, withClientId } from './entity-helpers.ts';
import { readCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

/** What the edit dialog starts from. */
export interface UsuarioEdicao {
  id: string;
  name: string;
  email: string;
  login: string;
  status: boolean;
  /** Decision 232. */
  perfil: Perfil;
  version: number | null;
}

export type CargaUsuario = { ok: true; usuario: UsuarioEdicao } | { ok: false; message: string };

async function conflito(login: string, email: string, exceptId: string | null): Promise<MutationOutcome | null> {
  const users = await readCollection('usuarios');
  const others = users.filter((u) => u.id !== exceptId);
  // Login first, as the server reports it (decision 030).
  // An Operador's copy holds the others' names only (issue 37 item 3): the server checks then.
  if (others.some((u) => u.login === login)) return { kind: 'invalid', message: msg.usuario.loginEmUso, errors: { login: [msg.usuario.loginEmUso] } };
  const mail = normalizeSearch(email);
  if (others.some((u) => u.email !== undefined && normalizeSearch(u.email) === mail)) return { kind: 'invalid', message: msg.usuario.emailEmUso, errors: { email: [msg.usuario.emailEmUso] } };
  return null;
}

/** cadastrarUsuario with a client id. */
export async function cadastrarUsuario(input: unknown): Promise<MutationOutcome> {
  const withId = withClientId(input);
  const checked = validate(NovoUsuarioSchema, withId);
  if (checked.ok) {
    const taken = await conflito(checked.value.login, checked.value.email, null);
    if (taken) return taken;
  }
  return mutate({
    mutacao: MUTACOES.cadastrarUsuario,
    input: withId,
    toBody: (u) => ({ id: u.id, name: u.name, email: u.email, login: u.login, password: u.password, status: flag(u.status), perfil: u.perfil }),
    touches: (u) => [{ table: 'usuarios', id: u.id! }],
    apply: async (tx, u) => {
      const now = nowIso();
      await tx.put('usuarios', { id: u.id!, name: u.name, email: u.email, login: u.login, status: u.status, perfil: u.perfil, created_at: now, updated_at: now, version: 1 });
    },
    describe: (u) => u.name,
  });
}

/** editarUsuario: an empty password keeps the current one. */
export async function editarUsuario(id: string, input: unknown): Promise<MutationOutcome> {
  const userId = id.toLowerCase();
  const withVersion = await baseVersion('usuarios', { ...(input as Record<string, unknown>), id: userId });
  const checked = validate(EditarUsuarioSchema, withVersion);
  if (checked.ok) {
    const taken = await conflito(checked.value.login, checked.value.email, userId);
    if (taken) return taken;
  }
  return mutate({
    mutacao: MUTACOES.editarUsuario,
    params: () => ({ id: userId }),
    input: withVersion,
    toBody: (u) => ({
      name: u.name, email: u.email, login: u.login, password: u.password ?? '', status: flag(u.status),
      ...(u.perfil !== null ? { perfil: u.perfil } : {}),
      ...(u.current_password !== null ? { current_password: u.current_password } : {}),
      ...(u.version !== null ? { version: u.version } : {}),
    }),
    touches: () => [{ table: 'usuarios', id: userId }],
    apply: async (tx, u) => {
      const row = await tx.get('usuarios', userId);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      await tx.update('usuarios', userId, {
        name: u.name, email: u.email, login: u.login, status: u.status, ...(u.perfil !== null ? { perfil: u.perfil } : {}), version, updated_at: nowIso(),
      });
    },
    describe: (u) => u.name,
  });
}

function fromLocal(row: Usuario & { version?: unknown }): UsuarioEdicao {
  return {
    id: row.id, name: row.name, email: row.email, login: row.login, status: row.status !== false,
    perfil: row.perfil === 'operador' ? 'operador' : 'administrador',
    version: typeof row.version === 'number' ? row.version : null,
  };
}

/**
 * GET /api/usuarios/edit/{id} (SPEC §4: the user loads, then the dialog opens). When the server
 * cannot answer (offline, or a user created here and not sent yet) the local copy is used.
 */
export async function carregarUsuario(id: string): Promise<CargaUsuario> {
  const local = await localRow<Usuario & { id: string; [k: string]: unknown }>('usuarios', id);
  try {
    const body = await api().get(`api/usuarios/edit/${encodeURIComponent(id)}`).json<Record<string, unknown>>();
    return {
      ok: true,
      usuario: {
        id: typeof body.id === 'string' ? body.id : id,
        name: String(body.name ?? ''), email: String(body.email ?? ''), login: String(body.login ?? ''),
        status: body.status !== false && body.status !== 0 && body.status !== '0',
        perfil: body.perfil === 'operador' ? 'operador' : 'administrador',
        version: typeof body.version === 'number' ? body.version : null,
      },
    };
  } catch (error) {
    // Offline, or created on this device and not sent yet (404): the local copy is the truth here.
    if (local && !isHttpError(error, 401)) return { ok: true, usuario: fromLocal(local) };
    return { ok: false, message: msg.usuario.erroCarregar };
  }
}
