// @vitest-environment happy-dom
/* The Centros de custo screen (issue 35, decision 440): the kit's list (columns, search without
   accents, F8), the form's Portuguese errors, confirmation before a delete and the refusal of a
   centro in use shown as the server or the device says it; an Operador reads without actions. */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarCentroCusto, deletarCentrosCusto, editarCentroCusto } from '../../src/data/centros-custo.ts';
import { useCollection } from '../../src/data/live.ts';
import { useEhAdministrador } from '../../src/data/perfil.ts';
import { refreshAll } from '../../src/data/sync/sync-status.ts';
import { MSG_CENTRO } from '../../src/domain/messages-centros.ts';
import { CentrosCustoPage } from '../../src/features/centros-custo/centros-custo-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

vi.mock('../../src/data/live.ts', () => ({ useCollection: vi.fn() }));
vi.mock('../../src/data/perfil.ts', () => ({ useEhAdministrador: vi.fn(() => true) }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/data/centros-custo.ts', () => ({ cadastrarCentroCusto: vi.fn(), editarCentroCusto: vi.fn(), deletarCentrosCusto: vi.fn() }));

const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const CENTROS = [
  { id: id(1), codigo: 'ADM', nome: 'Administrativo', status: true, created_at: '2026-03-10T15:04:00Z', version: 1 },
  { id: id(2), codigo: 'OPE', nome: 'Operações', status: false, created_at: '2026-03-11T15:04:00Z', version: 3 },
];

beforeEach(() => {
  vi.mocked(useCollection).mockImplementation((() => ({ rows: CENTROS, ready: true })) as unknown as typeof useCollection);
  vi.mocked(useEhAdministrador).mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.mocked(cadastrarCentroCusto).mockReset();
  vi.mocked(editarCentroCusto).mockReset();
  vi.mocked(deletarCentrosCusto).mockReset();
  dismissAllToasts();
});

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Centros de Custo screen', () => {
  it('shows Código, Nome, Status and Criado; searches by name without accents; F8 pulls', async () => {
    const user = userEvent.setup();
    render(<CentrosCustoPage />);
    expect(screen.getByRole('heading', { name: 'Centros de Custo' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Código', 'Nome', 'Status', 'Criado']);
    expect(within(rowOf('Operações')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['', 'OPE', 'Operações', 'Inativo', '11/03/2026 às 12:04']);
    await user.type(screen.getByRole('searchbox'), 'OPERACOES');
    expect(screen.getByTestId('list-range')).toHaveTextContent('1 - 1 de 1');
    await user.keyboard('{F8}');
    await waitFor(() => expect(refreshAll).toHaveBeenCalled());
  });

  it('Cadastrar: both fields required in Portuguese, then saved with status Ativo', async () => {
    const user = userEvent.setup();
    vi.mocked(cadastrarCentroCusto).mockResolvedValue({ kind: 'synced', message: MSG_CENTRO.cadastrado, response: {} });
    render(<><CentrosCustoPage /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Centro de Custo' }));
    const dialog = screen.getByRole('dialog', { name: 'Cadastrar Centro de Custo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText(MSG_CENTRO.codigoObrigatorio)).toBeInTheDocument();
    expect(screen.getByText(MSG_CENTRO.nomeObrigatorio)).toBeInTheDocument();
    expect(cadastrarCentroCusto).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Código'), 'COM');
    await user.type(screen.getByLabelText('Nome'), 'Comercial{Enter}');
    expect(cadastrarCentroCusto).toHaveBeenCalledWith({ codigo: 'COM', nome: 'Comercial', status: true });
    await waitFor(() => expect(toastKind(MSG_CENTRO.cadastrado)).toBe('success'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cadastrar shows a duplicate código under the field', async () => {
    const user = userEvent.setup();
    vi.mocked(cadastrarCentroCusto).mockResolvedValue({ kind: 'invalid', message: MSG_CENTRO.codigoJaExiste, errors: { codigo: [MSG_CENTRO.codigoJaExiste] } });
    render(<><CentrosCustoPage /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Centro de Custo' }));
    await user.type(screen.getByLabelText('Código'), 'adm');
    await user.type(screen.getByLabelText('Nome'), 'Outro{Enter}');
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByText(MSG_CENTRO.codigoJaExiste)).toBeInTheDocument());
  });

  it('Editar starts from the one selected row and sends código, nome, status and version', async () => {
    const user = userEvent.setup();
    vi.mocked(editarCentroCusto).mockResolvedValue({ kind: 'synced', message: MSG_CENTRO.atualizado, response: {} });
    render(<><CentrosCustoPage /><Toaster /></>);
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    await user.click(within(rowOf('Operações')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Código')).toHaveValue('OPE');
    await user.click(screen.getByRole('switch', { name: 'Inativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(editarCentroCusto).toHaveBeenCalledWith({ id: id(2), codigo: 'OPE', nome: 'Operações', status: true, version: 3 });
  });

  it('asks before deleting and tells a centro in use in a danger toast, keeping the selection', async () => {
    const user = userEvent.setup();
    vi.mocked(deletarCentrosCusto).mockResolvedValue({ kind: 'rejected', status: 422, message: MSG_CENTRO.emUso, errors: { ids: [MSG_CENTRO.emUso] } });
    render(<><CentrosCustoPage /><Toaster /></>);
    await user.click(within(rowOf('Administrativo')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    expect(deletarCentrosCusto).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(deletarCentrosCusto).toHaveBeenCalledWith([id(1)]);
    await waitFor(() => expect(toastKind(MSG_CENTRO.emUso)).toBe('danger'));
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
  });

  it('an Operador sees the list without Cadastrar, Editar or Deletar', async () => {
    const user = userEvent.setup();
    vi.mocked(useEhAdministrador).mockReturnValue(false);
    render(<CentrosCustoPage />);
    expect(screen.getByRole('cell', { name: 'Administrativo' })).toBeInTheDocument();
    await user.click(within(rowOf('Administrativo')).getByRole('checkbox'));
    for (const name of ['Cadastrar Centro de Custo', 'Editar', 'Deletar']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
