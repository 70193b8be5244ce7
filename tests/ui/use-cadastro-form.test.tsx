// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCadastroForm } from '../../src/features/comum/use-cadastro-form.ts';
import { dismissAllToasts } from './toast-helpers.ts';

const Schema = v.object({ descricao: v.pipe(v.string(), v.minLength(1, 'Descrição é obrigatório.')) });
const EMPTY = { descricao: '' };

function Form({ onDirtyChange, save, onClose }: {
  onDirtyChange: (dirty: boolean) => void; save: () => Promise<{ kind: 'synced'; message: string; response: null }>; onClose: () => void;
}) {
  const { form, errors, change, submit } = useCadastroForm({
    open: true, onClose, empty: EMPTY, toInput: (f) => f, schema: Schema, save, fields: ['descricao'],
    successFallback: 'ok', errorFallback: 'erro', onDirtyChange,
  });
  return (
    <>
      <input aria-label="Descrição" value={form.descricao} onChange={(e) => change('descricao', e.target.value)} />
      <span>{errors.descricao}</span>
      <button type="button" onClick={submit}>Cadastrar</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('useCadastroForm', () => {
  it('holds back app updates only while a field differs from blank, and resets and closes after a save', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    const save = vi.fn(() => Promise.resolve({ kind: 'synced' as const, message: 'Salvo.', response: null }));
    const onClose = vi.fn();
    render(<Form onDirtyChange={onDirtyChange} save={save} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Descrição é obrigatório.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Descrição'), 'a');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText('Descrição é obrigatório.')).toBeNull();
    await user.clear(screen.getByLabelText('Descrição'));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);

    await user.type(screen.getByLabelText('Descrição'), 'Aluguel');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(save).toHaveBeenCalledWith({ descricao: 'Aluguel' });
    expect(onClose).toHaveBeenCalled();
    expect((screen.getByLabelText('Descrição') as HTMLInputElement).value).toBe('');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
