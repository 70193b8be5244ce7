// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarCategoria, editarCategoria } from '../../src/data/categorias.ts';
import { CadastrarCategoriaModal } from '../../src/features/categorias/cadastrar-categoria-modal.tsx';
import { EditarCategoriaModal } from '../../src/features/categorias/editar-categoria-modal.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

vi.mock('../../src/data/categorias.ts', () => ({ cadastrarCategoria: vi.fn(), editarCategoria: vi.fn(), deletarCategorias: vi.fn() }));
const cadastrar = vi.mocked(cadastrarCategoria);
const editar = vi.mocked(editarCategoria);

beforeEach(() => {
  cadastrar.mockReset();
  editar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastrar Categoria', () => {
  it('requires the text, clears the message while typing and saves', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Categoria cadastrada com sucesso!', response: {} });
    render(<><CadastrarCategoriaModal open onClose={onClose} /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('A categoria é obrigatória.')).toBeInTheDocument();
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    await user.type(screen.getByLabelText('Categoria'), 'Mercado');
    expect(screen.queryByText('A categoria é obrigatória.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(cadastrar).toHaveBeenCalledWith({ descricao: 'Mercado' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastKind('Categoria cadastrada com sucesso!')).toBe('success');
    expect(screen.getByLabelText('Categoria')).toHaveValue('');
  });

  it('the Tributo switch sends the flag (decision 221)', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Categoria cadastrada com sucesso!', response: {} });
    render(<><CadastrarCategoriaModal open onClose={() => undefined} /><Toaster /></>);
    await user.type(screen.getByLabelText('Categoria'), 'DARF');
    await user.click(screen.getByRole('switch', { name: 'Tributo (vence no dia útil anterior)' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({ descricao: 'DARF', tributo: true });
  });

  it('a refusal shows the server message in a danger toast', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'rejected', status: 500, message: 'Erro ao cadastrar a categoria.' });
    render(<><CadastrarCategoriaModal open onClose={() => undefined} /><Toaster /></>);
    await user.type(screen.getByLabelText('Categoria'), 'Mercado{Enter}');
    await waitFor(() => expect(toastKind('Erro ao cadastrar a categoria.')).toBe('danger'));
  });
});

describe('Editar Categoria', () => {
  it('starts from the row, requires the text and sends text, status and version', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    editar.mockResolvedValue({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    const row = { id: '0190a0e0-0000-7000-8000-000000000002', descricao: 'Lazer', status: false, created_at: '2026-01-02T03:04:05Z', version: 1 };
    render(<><EditarCategoriaModal row={row} onClose={onClose} /><Toaster /></>);
    expect(screen.getByLabelText('Categoria')).toHaveValue('Lazer');
    expect(screen.getByRole('switch', { name: 'Inativo' })).not.toBeChecked();
    await user.clear(screen.getByLabelText('Categoria'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('A categoria é obrigatória.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Categoria'), 'Viagens');
    await user.click(screen.getByRole('switch', { name: 'Inativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(editar).toHaveBeenCalledWith({ id: row.id, descricao: 'Viagens', status: true, version: 1 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastKind('Alteração salva neste dispositivo; será enviada quando houver conexão.')).toBe('info');
  });

  it('maps the category to a DRE line, sent only when changed', async () => {
    const user = userEvent.setup();
    editar.mockResolvedValue({ kind: 'synced', message: 'Categoria cadastrada com sucesso!', response: {} });
    const row = { id: '0190a0e0-0000-7000-8000-000000000003', descricao: 'DAS', status: true, dre_linha: null, created_at: '2026-01-02T03:04:05Z', version: 2 };
    render(<><EditarCategoriaModal row={row} onClose={() => undefined} /><Toaster /></>);
    const select = screen.getByLabelText('Linha da DRE');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Impostos');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(editar).toHaveBeenCalledWith({ id: row.id, descricao: 'DAS', status: true, version: 2, dre_linha: 'impostos' });
  });

  it('turns the Tributo flag off, sent only when changed', async () => {
    const user = userEvent.setup();
    editar.mockResolvedValue({ kind: 'synced', message: 'Categoria cadastrada com sucesso!', response: {} });
    const row = { id: '0190a0e0-0000-7000-8000-000000000004', descricao: 'ISS', status: true, tributo: true, created_at: '2026-01-02T03:04:05Z', version: 3 };
    render(<><EditarCategoriaModal row={row} onClose={() => undefined} /><Toaster /></>);
    const chave = screen.getByRole('switch', { name: 'Tributo (vence no dia útil anterior)' });
    expect(chave).toBeChecked();
    await user.click(chave);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(editar).toHaveBeenCalledWith({ id: row.id, descricao: 'ISS', status: true, version: 3, tributo: false });
  });
});
