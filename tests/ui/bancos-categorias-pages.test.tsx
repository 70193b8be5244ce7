// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deletarBancos } from '../../src/data/bancos.ts';
import { useCollection } from '../../src/data/live.ts';
import { refreshAll } from '../../src/data/sync/sync-status.ts';
import { BancosPage } from '../../src/features/bancos/bancos-page.tsx';
import { CategoriasPage } from '../../src/features/categorias/categorias-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';

vi.mock('../../src/data/live.ts', () => ({ useCollection: vi.fn() }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/data/bancos.ts', () => ({ cadastrarBanco: vi.fn(), editarBanco: vi.fn(), deletarBancos: vi.fn() }));
vi.mock('../../src/data/categorias.ts', () => ({ cadastrarCategoria: vi.fn(), editarCategoria: vi.fn(), deletarCategorias: vi.fn() }));

const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const BANCOS = [
  { id: id(1), banco: 'Banco do Brasil', status: true, possui_cartao: true, credito: true, debito: false, vencimento: 15, version: 1 },
  { id: id(2), banco: 'Itaú', status: false, possui_cartao: false, credito: false, debito: false, vencimento: null, version: 1 },
];
const CATEGORIAS = [{ id: id(3), descricao: 'Alimentação', status: true, created_at: '2026-03-10T15:04:00Z', version: 1 }];

beforeEach(() => {
  vi.mocked(useCollection).mockImplementation(((name: string) => ({
    rows: name === 'bancos' ? BANCOS : CATEGORIAS,
    ready: true,
  })) as typeof useCollection);
});
afterEach(() => {
  cleanup();
  vi.mocked(deletarBancos).mockReset();
  dismissAllToasts();
});

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Bancos screen', () => {
  it('shows the columns SPEC lists: status colours, Sim/Não and the due day or Não', () => {
    render(<BancosPage />);
    expect(screen.getByRole('heading', { name: 'Bancos' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['', 'Descrição', 'Status', 'Possui Cartão', 'Crédito', 'Débito', 'Vencimento', 'Saldo']);
    expect(within(rowOf('Banco do Brasil')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['', 'Banco do Brasil', 'Ativo', 'Sim', 'Sim', 'Não', '15', 'R$ 0,00']);
    expect(within(rowOf('Itaú')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['', 'Itaú', 'Inativo', 'Não', 'Não', 'Não', 'Não', 'R$ 0,00']);
    expect(within(rowOf('Itaú')).getByText('Inativo').className).toContain('red');
  });

  it('offers Editar only with exactly one row selected and Deletar only with a selection', async () => {
    const user = userEvent.setup();
    render(<BancosPage />);
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deletar' })).toBeDisabled();
    await user.click(within(rowOf('Itaú')).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    await user.click(within(rowOf('Banco do Brasil')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deletar' })).toBeEnabled();
    await user.click(within(rowOf('Banco do Brasil')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('dialog', { name: 'Editar Banco' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banco')).toHaveValue('Itaú');
    expect(screen.getByRole('switch', { name: 'Inativo' })).not.toBeChecked();
  });

  it('searches by bank name without accents and tells a refused delete', async () => {
    const user = userEvent.setup();
    vi.mocked(deletarBancos).mockResolvedValue({ kind: 'invalid', message: 'Banco em uso.', errors: { ids: ['Banco em uso.'] } });
    render(<><BancosPage /><Toaster /></>);
    await user.type(screen.getByRole('searchbox'), 'ITAU');
    expect(screen.getByTestId('list-range')).toHaveTextContent('1 - 1 de 1');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(deletarBancos).toHaveBeenCalledWith([id(2)]);
    await waitFor(() => expect(screen.getByText('Banco em uso.').closest('[data-kind]')).toHaveAttribute('data-kind', 'danger'));
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
  });

  it('the refresh button and F8 pull everything', async () => {
    const user = userEvent.setup();
    render(<BancosPage />);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await user.keyboard('{F8}');
    await waitFor(() => expect(refreshAll).toHaveBeenCalledTimes(2));
  });
});

describe('Categorias screen', () => {
  it('shows Descrição, Status and Criado as "date às time" in São Paulo', () => {
    render(<CategoriasPage />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Descrição', 'Status', 'Criado']);
    expect(within(rowOf('Alimentação')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['', 'Alimentação', 'Ativo', '10/03/2026 às 12:04']);
  });
});

describe('an empty list (decision 214)', () => {
  it('never searched: says it is empty and offers to create the first; a search still says Busca não encontrada!', async () => {
    const user = userEvent.setup();
    vi.mocked(useCollection).mockImplementation((() => ({ rows: [], ready: true })) as unknown as typeof useCollection);
    render(<BancosPage />);
    const vazio = screen.getByTestId('list-empty');
    expect(vazio).toHaveTextContent('Nenhum registro cadastrado ainda.');
    expect(screen.queryByText('Busca não encontrada!')).toBeNull();
    await user.click(within(vazio).getByRole('button', { name: 'Cadastrar o primeiro' }));
    expect(await screen.findByRole('dialog', { name: /Cadastr/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox'), 'itau');
    expect(screen.getByText('Busca não encontrada!')).toBeInTheDocument();
    expect(screen.queryByTestId('list-empty')).toBeNull();
  });
});
