// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baixarArquivo, cadastrarComprovante } from '../../src/data/comprovantes.ts';
import { CadastroComprovanteModal } from '../../src/features/comprovantes/cadastro-comprovante-modal.tsx';
import { ComprovantesPage } from '../../src/features/comprovantes/comprovantes-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

const id = (n: number) => `0190a0e0-0000-7000-8000-00000000000${n}`;
const LANCAMENTOS = [
  { id: id(1), id_titulo: id(5), descricao: 'Aluguel março', data: '2026-03-01' },
  { id: id(2), id_titulo: id(5), descricao: 'Aluguel março', data: '2026-03-01' },
  { id: id(3), id_titulo: id(6), descricao: 'Energia elétrica', data: '2026-03-02' },
];
const COMPROVANTES = [
  { id: id(7), descricao: 'Recibos março', data: '2026-03-10', lancamento_titulo: id(5), descricao_lancamento: 'Aluguel março', comprovante: 'abc_1700000000-1_nota_fiscal.pdf;abc_1700000000-2_boleto.png' },
  { id: id(8), descricao: 'Sem arquivos', data: '2026-03-11', lancamento_titulo: null, descricao_lancamento: null, comprovante: '' },
];

vi.mock('../../src/data/comprovantes.ts', () => ({ cadastrarComprovante: vi.fn(), deletarComprovantes: vi.fn(), baixarArquivo: vi.fn() }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn() }));
vi.mock('../../src/data/live.ts', () => ({ useCollection: (name: string) => ({ rows: name === 'lancamentos' ? LANCAMENTOS : COMPROVANTES, ready: true }) }));
const cadastrar = vi.mocked(cadastrarComprovante);
const baixar = vi.mocked(baixarArquivo);

const fileInput = () => screen.getByLabelText('Arquivos') as HTMLInputElement;

function bigFile(name: string, bytes: number): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  cadastrar.mockReset();
  baixar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastro de Comprovantes', () => {
  it('requires descrição, data and at least one file', async () => {
    const user = userEvent.setup();
    render(<><CadastroComprovanteModal open onClose={() => undefined} /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of ['Descrição é obrigatório.', 'Data é obrigatória.', 'Comprovante é obrigatório.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    expect(screen.getByTestId('tamanho-total')).toHaveTextContent('Total: 0 bytes de 300,00 MB');
  });

  it('shows the total size of several files, turns red and refuses above 300 MB', async () => {
    const user = userEvent.setup();
    render(<><CadastroComprovanteModal open onClose={() => undefined} /><Toaster /></>);
    await user.upload(fileInput(), [new File(['a'.repeat(1024)], 'a.pdf'), new File(['b'.repeat(512)], 'b.png')]);
    expect(screen.getByTestId('tamanho-total')).toHaveTextContent('Total: 1,50 KB de 300,00 MB');
    expect(screen.getByTestId('tamanho-total')).not.toHaveAttribute('data-excedido');
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    await user.upload(fileInput(), [bigFile('video.mp4', 200 * 1024 * 1024), bigFile('audio.wav', 101 * 1024 * 1024)]);
    expect(screen.getByTestId('tamanho-total')).toHaveTextContent('Total: 301,00 MB de 300,00 MB');
    expect(screen.getByTestId('tamanho-total')).toHaveClass('text-red-600');
    await user.type(screen.getByLabelText('Descrição'), 'Vídeo');
    await user.type(screen.getByLabelText('Data'), '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(toastKind('Tamanho dos arquivos excedido.')).toBe('danger');
    expect(cadastrar).not.toHaveBeenCalled();
  });

  it('links a posting found by typing, and saves the files', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    cadastrar.mockResolvedValue({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    render(<><CadastroComprovanteModal open onClose={onClose} /><Toaster /></>);
    const nota = new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' });
    await user.type(screen.getByLabelText('Descrição'), 'Recibo aluguel');
    await user.type(screen.getByLabelText('Data'), '05/03/2026');
    await user.upload(fileInput(), nota);
    await user.type(screen.getByRole('combobox', { name: 'Lançamento Vinculado' }), 'aluguel');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    await user.click(options[0]!);
    expect(screen.getByRole('combobox', { name: 'Lançamento Vinculado' })).toHaveValue('Aluguel março');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({ descricao: 'Recibo aluguel', data: '2026-03-05', lancamento: id(5), arquivos: [nota] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastKind('Alteração salva neste dispositivo; será enviada quando houver conexão.')).toBe('info');
  });
});

describe('Comprovantes list', () => {
  it('opens the files dialog from Ver comprovantes without selecting the row, showing the original names', async () => {
    const user = userEvent.setup();
    baixar.mockResolvedValue({ ok: false, message: 'Erro ao baixar arquivo.' });
    render(<><ComprovantesPage /><Toaster /></>);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Descrição', 'Data', 'Lançamento Vinculado', 'Comprovantes']);
    await user.click(screen.getAllByRole('button', { name: 'Ver comprovantes' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Comprovantes' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['nota_fiscal.pdf', 'boleto.png']);
    await user.click(within(dialog).getByRole('button', { name: 'Download boleto.png' }));
    expect(baixar).toHaveBeenCalledWith(id(7), 'abc_1700000000-2_boleto.png');
    await waitFor(() => expect(toastKind('Erro ao baixar arquivo.')).toBe('danger'));
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/selecionada\(s\)/)).toBeNull();
  });

  it('says when a receipt has no file', async () => {
    const user = userEvent.setup();
    render(<ComprovantesPage />);
    await user.click(screen.getAllByRole('button', { name: 'Ver comprovantes' })[1]!);
    expect(screen.getByText('Nenhum comprovante encontrado.')).toBeInTheDocument();
  });
});
