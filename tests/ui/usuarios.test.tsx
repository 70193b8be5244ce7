// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarUsuario, carregarUsuario, editarUsuario } from '../../src/data/usuarios.ts';
import { CadastrarUsuarioModal } from '../../src/features/usuarios/usuario-modal.tsx';
import { UsuariosPage } from '../../src/features/usuarios/usuarios-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

const USERS = [
  { id: '0190a0e0-0000-7000-8000-000000000001', name: 'Ana Souza', email: 'ana@fluxo.dev', login: 'ana', status: true, created_at: '2026-03-01T15:04:05Z', updated_at: null, version: 2 },
  { id: '0190a0e0-0000-7000-8000-000000000002', name: 'Bruno Lima', email: 'bruno@fluxo.dev', login: 'bruno', status: false, created_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-03T11:30:15Z', version: 1 },
];

vi.mock('../../src/data/usuarios.ts', () => ({ cadastrarUsuario: vi.fn(), editarUsuario: vi.fn(), carregarUsuario: vi.fn() }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn() }));
vi.mock('../../src/data/live.ts', () => ({ useCollection: () => ({ rows: USERS, ready: true }) }));
const cadastrar = vi.mocked(cadastrarUsuario);
const editar = vi.mocked(editarUsuario);
const carregar = vi.mocked(carregarUsuario);


function Cadastro() {
  const [open, setOpen] = useState(true);
  return <><CadastrarUsuarioModal open={open} onClose={() => setOpen(false)} /><Toaster /></>;
}

beforeEach(() => {
  cadastrar.mockReset();
  editar.mockReset();
  carregar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastrar Usuário', () => {
  it('requires name, e-mail, login and password', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of ['O nome é obrigatório.', 'O email é obrigatório.', 'O login é obrigatório.', 'A senha é obrigatória.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    expect(cadastrar).not.toHaveBeenCalled();
  });

  it('reduces the login to lowercase letters and digits as it is typed, and shows or hides the password', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Login'), 'João.Silva 2');
    expect(screen.getByLabelText('Login')).toHaveValue('joaosilva2');
    const senha = screen.getByLabelText('Senha');
    expect(senha).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(senha).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(senha).toHaveAttribute('type', 'password');
  });

  it('saves as Ativo by default and closes 900 ms after the success', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Usuário cadastrado com sucesso!', response: {} });
    render(<Cadastro />);
    expect(screen.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await user.type(screen.getByLabelText('Nome'), 'Carla Dias');
    await user.type(screen.getByLabelText('Email'), 'carla@fluxo.dev');
    await user.type(screen.getByLabelText('Login'), 'carla');
    await user.type(screen.getByLabelText('Senha'), 'uma senha longa');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({ name: 'Carla Dias', email: 'carla@fluxo.dev', login: 'carla', password: 'uma senha longa', status: true, perfil: 'administrador' });
    expect(toastKind('Usuário cadastrado com sucesso!')).toBe('success');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it('asks for a password of at least 10 characters, with the server’s own message (shared schema)', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@fluxo.dev');
    await user.type(screen.getByLabelText('Login'), 'ana');
    await user.type(screen.getByLabelText('Senha'), '123456789{Enter}');
    expect(await screen.findByText('A senha deve ter pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(cadastrar).not.toHaveBeenCalled();
  });

  it('shows a login already in use on its field', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'rejected', status: 422, message: 'Este login já está em uso.', errors: { login: ['Este login já está em uso.'] } });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'outra@fluxo.dev');
    await user.type(screen.getByLabelText('Login'), 'ana');
    await user.type(screen.getByLabelText('Senha'), 'senha-longa-1{Enter}');
    await waitFor(() => expect(screen.getAllByText('Este login já está em uso.')).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Usuários screen', () => {
  it('shows the table with pt-BR short dates and medium times, N/A when missing', () => {
    render(<UsuariosPage />);
    expect(screen.getByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    expect(screen.getByText('01/03/2026, 12:04:05')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('03/03/2026, 08:30:15')).toBeInTheDocument();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
  });

  it('searches on name or e-mail, ignoring case and accents', async () => {
    const user = userEvent.setup();
    render(<UsuariosPage />);
    await user.type(screen.getByPlaceholderText('Buscar'), 'BRUNO@');
    expect(screen.getByTestId('list-range')).toHaveTextContent('1 - 1 de 1');
    await user.clear(screen.getByPlaceholderText('Buscar'));
    await user.type(screen.getByPlaceholderText('Buscar'), 'ána sóuza');
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Buscar'));
    await user.type(screen.getByPlaceholderText('Buscar'), 'ninguém');
    expect(screen.getByText('Busca não encontrada!')).toBeInTheDocument();
  });

  it('edits exactly one row: the user loads, then the dialog opens with the password optional', async () => {
    const user = userEvent.setup();
    carregar.mockResolvedValue({ ok: true, usuario: { id: USERS[0]!.id, name: 'Ana Souza', email: 'ana@fluxo.dev', login: 'ana', status: true, version: 2, perfil: 'administrador' } });
    editar.mockResolvedValue({ kind: 'synced', message: 'Usuário atualizado com sucesso.', response: {} });
    render(<><UsuariosPage /><Toaster /></>);
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    const boxes = screen.getAllByRole('checkbox', { name: 'Selecionar linha' });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(carregar).toHaveBeenCalledWith(USERS[0]!.id);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('placeholder', 'Opcional');
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Ana S.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(editar).toHaveBeenCalledWith(USERS[0]!.id, { name: 'Ana S.', email: 'ana@fluxo.dev', login: 'ana', password: '', status: true, perfil: 'administrador', version: 2 });
    expect(toastKind('Usuário atualizado com sucesso.')).toBe('success');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('editing yourself asks for the current password to change yours, and sends it', async () => {
    const payload = btoa(JSON.stringify({ sub: USERS[0]!.id, name: 'Ana Souza', login: 'ana', sid: 'x' })).replace(/=+$/, '');
    document.cookie = `token=h.${payload}.s; path=/`;
    try {
      const user = userEvent.setup();
      carregar.mockResolvedValue({ ok: true, usuario: { id: USERS[0]!.id, name: 'Ana Souza', email: 'ana@fluxo.dev', login: 'ana', status: true, version: 2, perfil: 'administrador' } });
      editar.mockResolvedValue({ kind: 'synced', message: 'Usuário atualizado com sucesso.', response: {} });
      render(<><UsuariosPage /><Toaster /></>);
      await user.click(screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[0]!);
      await user.click(screen.getByRole('button', { name: 'Editar' }));
      await screen.findByRole('dialog', { name: 'Editar Usuário' });
      await user.type(screen.getByLabelText('Senha', { exact: true }), 'minha-senha-nova');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Informe a senha atual para trocar a sua senha.')).toBeInTheDocument();
      expect(editar).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText('Senha atual'), 'minha-senha-velha');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(editar).toHaveBeenCalledWith(USERS[0]!.id, {
        name: 'Ana Souza', email: 'ana@fluxo.dev', login: 'ana', password: 'minha-senha-nova', current_password: 'minha-senha-velha', status: true, perfil: 'administrador', version: 2,
      });
    } finally {
      document.cookie = 'token=; Max-Age=0; path=/';
    }
  });

  it('editing someone else shows no current-password field', async () => {
    const user = userEvent.setup();
    carregar.mockResolvedValue({ ok: true, usuario: { id: USERS[1]!.id, name: 'Bruno Lima', email: 'bruno@fluxo.dev', login: 'bruno', status: false, version: 1, perfil: 'administrador' } });
    render(<><UsuariosPage /><Toaster /></>);
    await user.click(screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
  });

  it('says when the user cannot be loaded and opens nothing', async () => {
    const user = userEvent.setup();
    carregar.mockResolvedValue({ ok: false, message: 'Erro ao carregar os dados do usuário.' });
    render(<><UsuariosPage /><Toaster /></>);
    await user.click(screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(toastKind('Erro ao carregar os dados do usuário.')).toBe('danger'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
