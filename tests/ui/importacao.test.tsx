// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importarCsv } from '../../src/data/importacao.ts';
import type { ImportOutcome } from '../../src/data/importacao.ts';
import { ImportacaoModal } from '../../src/features/importacao/importacao-modal.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

vi.mock('../../src/data/importacao.ts', () => ({ importarCsv: vi.fn() }));
const importar = vi.mocked(importarCsv);

const chooser = () => screen.getByLabelText('Arquivo CSV') as HTMLInputElement;
const csv = (text: string, name = 'fatura.csv') => new File([text], name, { type: 'text/csv' });

function failed(message: string, linhas: ImportOutcome['linhas'] = []): ImportOutcome {
  return { kind: 'invalid', message, errors: { csv_file: [message] }, linhas, totalErros: linhas.length, importadas: null };
}

beforeEach(() => importar.mockReset());
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Lançamentos Financeiros (card CSV import)', () => {
  it('asks for the file', async () => {
    const user = userEvent.setup();
    importar.mockResolvedValue(failed('Arquivo é obrigatório.'));
    render(<><ImportacaoModal open onClose={() => undefined} /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(importar).toHaveBeenCalledWith(null);
    expect(await screen.findByText('Arquivo é obrigatório.')).toBeInTheDocument();
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
  });

  it('shows every bad line in the errors table, N/A for empty values, and clears the chooser', async () => {
    const user = userEvent.setup();
    importar.mockResolvedValue(failed('O arquivo contém erros. Nenhum lançamento foi importado.', [
      { linha: 2, campo: 'Data', dado: '31/02/2026', valor_correto: 'dd/mm/aaaa' },
      { linha: 3, campo: 'Banco', dado: '', valor_correto: 'Nome de um banco cadastrado' },
    ]));
    render(<><ImportacaoModal open onClose={() => undefined} /><Toaster /></>);
    const file = csv('Lançamento;Data;Valor;Banco;Vencimento\n');
    await user.upload(chooser(), file);
    expect(chooser().files?.[0]).toBe(file);
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const table = await screen.findByRole('table', { name: 'Erros encontrados no arquivo:' });
    expect(screen.getByText('Erros encontrados no arquivo:')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Linha', 'Campo', 'Dados', 'Valor Correto']);
    const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([['2', 'Data', '31/02/2026', 'dd/mm/aaaa'], ['3', 'Banco', 'N/A', 'Nome de um banco cadastrado']]);
    expect(toastKind('O arquivo contém erros. Nenhum lançamento foi importado.')).toBe('danger');
    expect(chooser().files).toHaveLength(0);
  });

  it('imports a corrected file with the success text and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    importar.mockResolvedValue({
      kind: 'synced', message: 'Lançamentos importados com sucesso! Linhas Importadas: 2', response: { linhas_importadas: 2 },
      linhas: [], totalErros: 0, importadas: 2,
    });
    render(<><ImportacaoModal open onClose={onClose} /><Toaster /></>);
    await user.upload(chooser(), csv('ok'));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastKind('Lançamentos importados com sucesso! Linhas Importadas: 2')).toBe('success');
  });

  it('a server refusal shows its message and clears the chooser', async () => {
    const user = userEvent.setup();
    importar.mockResolvedValue({ kind: 'rejected', status: 422, message: 'Erro ao importar lançamentos.', linhas: [], totalErros: 0, importadas: null });
    render(<><ImportacaoModal open onClose={() => undefined} /><Toaster /></>);
    await user.upload(chooser(), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(toastKind('Erro ao importar lançamentos.')).toBe('danger'));
    expect(chooser().files).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Baixar Template gives template.csv with the five columns', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const clicked: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:template';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<ImportacaoModal open onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Baixar Template' }));
    expect(clicked).toEqual(['template.csv']);
    const texto = await created[0]!.text();
    // The header, then the example line and the accepted formats as '#' notes (decision 215).
    expect(texto.startsWith('\uFEFFLançamento;Data;Valor;Banco;Vencimento\r\n# Exemplo: ')).toBe(true);
    expect(texto.split('\r\n').filter((l) => l.startsWith('#'))).toHaveLength(2);
    createObjectURL.mockRestore();
    click.mockRestore();
  });
});
