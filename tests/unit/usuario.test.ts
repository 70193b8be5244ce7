import { describe, it, expect } from 'vitest';
import {
  EditarUsuarioSchema,
  LoginSchema,
  NovoUsuarioSchema,
  normalizarLogin,
} from '../../src/domain/usuario.ts';
import { validate } from '../../src/domain/validation.ts';
import { msg } from '../../src/domain/messages.ts';

describe('users', () => {
  it('reduces the login to lowercase letters and digits as it is typed', () => {
    expect(normalizarLogin('João.Silva 2')).toBe('joaosilva2');
    expect(normalizarLogin('ÁNA_b-1')).toBe('anab1');
  });

  it('requires name, e-mail, login and password on creation', () => {
    const result = validate(NovoUsuarioSchema, { status: '1' });
    expect(!result.ok && result.errors).toEqual({
      name: [msg.usuario.nomeObrigatorio],
      email: [msg.usuario.emailObrigatorio],
      login: [msg.usuario.loginObrigatorio],
      password: [msg.usuario.senhaObrigatoria],
    });
  });

  it('creates an active user from a form, normalizing login and e-mail', () => {
    const result = validate(NovoUsuarioSchema, {
      name: ' Ana ',
      email: 'Ana@Empresa.com.br',
      login: 'Ana.Souza',
      password: ' s3nha-longa ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        id: null,
        name: 'Ana',
        email: 'ana@empresa.com.br',
        login: 'anasouza',
        password: ' s3nha-longa ',
        status: true,
        perfil: 'administrador', // decision 232: the default
      },
    });
  });

  it('asks for at least 10 characters in a new password, on creation and on edit, but not to sign in', () => {
    const curta = { name: 'A', email: 'a@b', login: 'ana', password: '123456789' };
    const created = validate(NovoUsuarioSchema, curta);
    expect(!created.ok && created.errors.password).toEqual(['A senha deve ter pelo menos 10 caracteres.']);
    const edited = validate(EditarUsuarioSchema, curta);
    expect(!edited.ok && edited.errors.password).toEqual(['A senha deve ter pelo menos 10 caracteres.']);
    expect(validate(NovoUsuarioSchema, { ...curta, password: '1234567890' }).ok).toBe(true);
    expect(validate(LoginSchema, { login: 'ana', password: '123' }).ok).toBe(true);
  });

  it('refuses a login with no letters or digits left', () => {
    const result = validate(NovoUsuarioSchema, { name: 'A', email: 'a@b', login: '...', password: 'x' });
    expect(!result.ok && result.errors.login).toEqual([msg.usuario.loginObrigatorio]);
  });

  it('keeps the password unchanged when the edit leaves it empty', () => {
    const result = validate(EditarUsuarioSchema, {
      name: 'Ana',
      email: 'ana@x.com',
      login: 'ana',
      password: '',
      status: 0,
    });
    expect(result.ok && result.value.password).toBeNull();
    expect(result.ok && result.value.status).toBe(false);
  });

  it('refuses an e-mail without @', () => {
    const result = validate(EditarUsuarioSchema, { name: 'Ana', email: 'ana', login: 'ana' });
    expect(!result.ok && result.errors.email).toEqual([msg.usuario.emailInvalido]);
  });

  it('reads the login payload with remember from a form', () => {
    expect(validate(LoginSchema, { login: ' ana@x.com ', password: 'p', remember: 'on' })).toEqual({
      ok: true,
      value: { login: 'ana@x.com', password: 'p', remember: true },
    });
    const result = validate(LoginSchema, {});
    expect(!result.ok && Object.keys(result.errors)).toEqual(['login', 'password']);
  });
});
