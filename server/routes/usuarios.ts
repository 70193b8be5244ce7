/* Users of SPEC §2 (/gestor/usuarios) and §7: list, load for edit, edit, create. Login and
   e-mail are unique (checked first for a clear message; the unique index is the real guard).
   See docs/decisions/030-usuarios-api.md. */
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { UsuarioIdSchema } from '../../src/domain/usuario.ts';
import { validate } from '../../src/domain/validation.ts';
import type { Tx } from '../db/client.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { encerrarSessoesDoUsuario, esquecerSessoesDoUsuario } from '../repositories/sessoes.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import {
  findConflito, findPasswordHash, findUsuario, insertUsuario, outrosAdministradoresAtivos, uniqueViolation, updateUsuario,
} from '../repositories/usuarios.ts';

function parseId(params: unknown): string {
  const parsed = validate(UsuarioIdSchema, params);
  if (!parsed.ok) throw new HttpError(404, msg.usuario.naoEncontrado);
  return parsed.value.id;
}

const EM_USO = { login: msg.usuario.loginEmUso, email: msg.usuario.emailEmUso } as const;

function emUso(field: 'login' | 'email'): HttpError {
  return new HttpError(422, EM_USO[field], { errors: { [field]: [EM_USO[field]] } });
}

/** Runs a write; a unique-index race lost to a concurrent request becomes the same clear 422. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated === null) throw error;
    if (violated.includes('email')) throw emUso('email');
    if (violated.includes('login')) throw emUso('login');
    throw new HttpError(409, msg.comum.registroDuplicado);
  }
}

/** The idempotency fingerprint must not hold a fast hash of the password: keyed HMAC instead. */
function fingerprint(request: FastifyRequest, form: Record<string, unknown>): Record<string, unknown> {
  const out = { ...form };
  for (const key of ['password', 'current_password'] as const) {
    const value = out[key];
    if (typeof value === 'string' && value !== '') out[key] = createHmac('sha256', request.server.config.jwtSecret).update(value).digest('hex');
  }
  return out;
}

function recusa(field: 'password' | 'current_password' | 'status' | 'perfil', message: string, status = 422): HttpError {
  return new HttpError(status, message, { errors: { [field]: [message] } });
}

async function checkConflito(tx: Tx, wanted: { login: string; email: string }, exceptId: string | null) {
  const conflito = await findConflito(tx, wanted, exceptId);
  if (conflito) throw emUso(conflito);
}

export async function usuariosRoutes(app: FastifyInstance) {
  app.get('/api/usuarios', async (request) => {
    const body = await pull(request, pullDe('usuarios', request));
    // SPEC §7 reads "users (array)": `?formato=array` answers the bare array (decision 030).
    const { formato } = request.query as { formato?: string };
    return formato === 'array' ? body.users : body;
  });

  app.get('/api/usuarios/edit/:id', async (request) => {
    const user = await findUsuario(app.db, parseId(request.params));
    if (!user) throw new HttpError(404, msg.usuario.naoEncontrado);
    // An Operador loads only itself whole (its own edit dialog); another user is a name.
    const eu = request.user!;
    if (!eu.admin && eu.id !== user.id) return { id: user.id, name: user.name };
    return { id: user.id, name: user.name, email: user.email, login: user.login, status: user.status, perfil: user.perfil, version: user.version };
  });

  rotaMutacao(app, MUTACOES.editarUsuario, async (request, reply) => {
    const id = parseId(request.params);
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarUsuario.schema, form);
    const passwordHash = input.password === null ? null : await hashPassword(input.password);
    return runMutation(request, reply, fingerprint(request, { ...form, id }), async (tx) => {
      const atual = await findUsuario(tx, id, true);
      if (!atual) throw new HttpError(404, msg.usuario.naoEncontrado);
      // A stale edit may not flip the status someone else just set (decision 031).
      if (edicaoVencida(input.version, atual.version) && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      // Decision 133: another user's password or status only by an administrator; one's own
      // password only with the current one. Checked inside the transaction, on the row as it is.
      const eu = request.user!;
      const proprio = eu.id === id;
      const perfil = input.perfil ?? atual.perfil;
      // Decision 232: an Operador edits only themself, and no one but an administrator changes a perfil.
      if (!proprio && !eu.admin && (passwordHash !== null || input.status !== atual.status)) {
        throw recusa(passwordHash !== null ? 'password' : 'status', msg.seguranca.somenteAdministrador, 403);
      }
      if (!eu.admin && perfil !== atual.perfil) throw recusa('perfil', msg.perfis.somenteAdministradorPerfil, 403);
      if (!eu.admin && !proprio) throw new HttpError(403, msg.perfis.somenteGestor);
      // Decision 233: the last active administrator is never demoted nor made Inativo.
      const deixaDeSerAdmin = atual.perfil === 'administrador' && atual.status && (perfil !== 'administrador' || !input.status);
      if (deixaDeSerAdmin && (await outrosAdministradoresAtivos(tx, id)) === 0) {
        throw recusa(perfil !== 'administrador' ? 'perfil' : 'status', msg.perfis.ultimoAdministrador);
      }
      if (proprio && passwordHash !== null) {
        if (input.current_password === null) throw recusa('current_password', msg.seguranca.senhaAtualObrigatoria);
        const guardado = await findPasswordHash(tx, id);
        if (!guardado || !(await verifyPassword(input.current_password, guardado))) {
          throw recusa('current_password', msg.seguranca.senhaAtualIncorreta);
        }
      }
      await checkConflito(tx, input, id);
      const usuario = await guardUnique(() => updateUsuario(tx, id, {
        name: input.name, email: input.email, login: input.login, status: input.status, perfil, passwordHash,
      }));
      if (perfil !== atual.perfil) esquecerSessoesDoUsuario(id);
      // Decision 131: a new password or Inativo ends the user's sessions at once (one's own
      // password change keeps the session that made it).
      if (passwordHash !== null || !input.status) await encerrarSessoesDoUsuario(tx, id, proprio && input.status ? eu.sid : null);
      return { body: { message: msg.usuario.atualizado, usuario } };
    });
  });

  // Creating users is the Gestor area's (decision 232); editing is open so anyone can change
  // their own password, and the handler refuses an Operador anything else.
  rotaMutacao(app, MUTACOES.cadastrarUsuario, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarUsuario.schema, form);
    const passwordHash = await hashPassword(input.password);
    return runMutation(request, reply, fingerprint(request, form), async (tx) => {
      await checkConflito(tx, input, null);
      const usuario = await guardUnique(() => insertUsuario(tx, {
        id: input.id ?? uuidv7(), name: input.name, email: input.email, login: input.login, passwordHash, status: input.status,
        perfil: input.perfil,
      }));
      if (!usuario) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.usuario.cadastrado, usuario } };
    });
  }, { config: { gestor: true } });
}
