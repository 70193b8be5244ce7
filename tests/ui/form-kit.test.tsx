// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/ui/confirm-dialog.tsx';
import { DateInput } from '../../src/ui/date-input.tsx';
import { DraggableModal } from '../../src/ui/draggable-modal.tsx';
import { Field } from '../../src/ui/field.tsx';
import { FormModal } from '../../src/ui/form-modal.tsx';
import { MoneyInput } from '../../src/ui/money-input.tsx';
import { reportOutcome } from '../../src/ui/outcome.ts';
import { RadioGroup } from '../../src/ui/radio-group.tsx';
import { StatusBadge } from '../../src/ui/status-badge.tsx';
import { Switch } from '../../src/ui/switch.tsx';
import { TextInput } from '../../src/ui/text-input.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { useFormErrors } from '../../src/ui/use-form-errors.ts';
import type { FormErrors } from '../../src/ui/use-form-errors.ts';
import { dismissAllToasts } from './toast-helpers.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  dismissAllToasts();
});

function Money({ onValue }: { onValue: (cents: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <Field label="Valor">
      <MoneyInput value={value} onChange={(cents) => { setValue(cents); onValue(cents); }} />
    </Field>
  );
}

describe('MoneyInput', () => {
  it('reads digits as cents with pt-BR grouping and no currency symbol', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Money onValue={onValue} />);
    const input = screen.getByLabelText('Valor');
    await user.type(input, '1a2345.6');
    expect(input).toHaveValue('1.234,56');
    expect(onValue).toHaveBeenLastCalledWith(123456);
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('0,01');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});

function Form({ onSubmit }: { onSubmit: (form: FormErrors, values: { nome: string; ativo: boolean }) => void }) {
  const form = useFormErrors();
  const [nome, setNome] = useState('');
  const [ativo, setAtivo] = useState(true);
  return (
    <>
      <FormModal open onClose={() => undefined} title="Cadastrar Coisa" busy={false} submitLabel="Cadastrar"
        onSubmit={() => onSubmit(form, { nome, ativo })}>
        <Field label="Nome" error={form.errors.nome}>
          <TextInput value={nome} onChange={(v) => { setNome(v); form.clear('nome'); }} />
        </Field>
        <Field label="Outro" error={form.errors.outro}>
          <TextInput value="" onChange={() => form.clear('outro')} />
        </Field>
        <Switch checked={ativo} onChange={setAtivo} label={ativo ? 'Ativo' : 'Inativo'} />
      </FormModal>
      <Toaster />
    </>
  );
}

describe('form errors', () => {
  it('a failed submit shows field messages and the danger toast; editing a field clears only its message', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={(form) => form.fail({ nome: ['O nome é obrigatório.'], outro: ['Outro erro.'] })} />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('O nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Preencha todos os campos obrigatórios.').closest('[data-kind]')).toHaveAttribute('data-kind', 'danger');
    await user.type(screen.getByLabelText('Nome'), 'a');
    expect(screen.queryByText('O nome é obrigatório.')).toBeNull();
    expect(screen.getByText('Outro erro.')).toBeInTheDocument();
  });

  it('Enter in a field submits the form, and the switch toggles with Space', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<Form onSubmit={(_form, values) => submit(values)} />);
    const toggle = screen.getByRole('switch', { name: 'Ativo' });
    toggle.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Inativo' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Nome'), 'Caixa{Enter}');
    expect(submit).toHaveBeenCalledWith({ nome: 'Caixa', ativo: false });
  });
});

describe('outcome toasts', () => {
  function Outcome({ run }: { run: (form: FormErrors) => void }) {
    const form = useFormErrors();
    return (
      <>
        <button type="button" onClick={() => run(form)}>Ir</button>
        <span data-testid="errors">{JSON.stringify(form.errors)}</span>
        <Toaster />
      </>
    );
  }

  it.each([
    [{ kind: 'synced', message: 'Banco cadastrado com sucesso!', response: null }, 'success', 'Banco cadastrado com sucesso!', true],
    [{ kind: 'synced', message: '', response: null }, 'success', 'Feito!', true],
    [{ kind: 'queued', message: 'Salvo no dispositivo.' }, 'info', 'Salvo no dispositivo.', true],
    [{ kind: 'rejected', message: 'Já existe.', status: 422, errors: { banco: ['Já existe.'] } }, 'danger', 'Já existe.', false],
    [{ kind: 'invalid', message: 'x', errors: { banco: ['O banco é obrigatório.'] } }, 'danger', 'Preencha todos os campos obrigatórios.', false],
    [{ kind: 'invalid', message: 'Banco em uso.', errors: { ids: ['Banco em uso.'] } }, 'danger', 'Banco em uso.', false],
  ] as const)('%o → %s toast', async (outcome, kind, text, saved) => {
    const user = userEvent.setup();
    let result: boolean | undefined;
    render(<Outcome run={(form) => { result = reportOutcome(outcome, { successFallback: 'Feito!', form, fields: ['banco'] }); }} />);
    await user.click(screen.getByRole('button', { name: 'Ir' }));
    const shown = screen.getByText(text).closest('[data-kind]');
    expect(shown).toHaveAttribute('data-kind', kind);
    expect(result).toBe(saved);
    if ('errors' in outcome && 'banco' in outcome.errors) expect(screen.getByTestId('errors')).toHaveTextContent('banco');
    else expect(screen.getByTestId('errors')).toHaveTextContent('{}');
  });
});

describe('dialogs and badges', () => {
  it('the submit button reads Cadastrando with growing dots and is disabled while saving', () => {
    vi.useFakeTimers();
    render(
      <FormModal open onClose={() => undefined} title="Cadastrar Banco" busy submitLabel="Cadastrar" onSubmit={() => undefined}>
        <p>campos</p>
      </FormModal>,
    );
    const button = screen.getByRole('button', { name: /Cadastrando/ });
    expect(button).toBeDisabled();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(button).toHaveTextContent('Cadastrando..');
  });

  it('the draggable dialog moves with its header and rises to z-index 1056 once dragged', async () => {
    render(
      <DraggableModal open onClose={() => undefined} title="Filtro de Lançamento"><p>filtros</p></DraggableModal>,
    );
    const title = await screen.findByText('Filtro de Lançamento');
    const header = title.closest('header') as HTMLElement;
    fireEvent.pointerDown(header, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(header, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(header, { pointerId: 1 });
    await waitFor(() => expect(screen.getByRole('dialog').closest('[style*="1056"]')).not.toBeNull());
    expect((header.parentElement as HTMLElement).style.transform).toBe('translate(50px, 30px)');
  });

  it('status colours: Ativo and Pago green, Inativo and Pagar red, D.P.C orange, Cancelado slate', () => {
    render(<>{['Ativo', 'Pago', 'Inativo', 'Pagar', 'D.P.C', 'Cancelado'].map((s) => <StatusBadge key={s} status={s} />)}</>);
    expect(screen.getByText('Ativo').className).toContain('green');
    expect(screen.getByText('Pago').className).toContain('green');
    expect(screen.getByText('Inativo').className).toContain('red');
    expect(screen.getByText('Pagar').className).toContain('red');
    expect(screen.getByText('D.P.C').className).toContain('orange');
    expect(screen.getByText('Cancelado').className).toContain('slate');
  });
});

describe('choices and dates', () => {
  function Choices({ onValue }: { onValue: (v: string) => void }) {
    const [tipo, setTipo] = useState<'Entrante' | 'Reserva' | ''>('');
    const [data, setData] = useState('');
    return (
      <>
        <RadioGroup label="Tipo de Lançamento" value={tipo} error={tipo ? undefined : 'Tipo de lançamento é obrigatório.'}
          options={[{ value: 'Entrante', label: 'Entrante' }, { value: 'Reserva', label: 'Reserva' }]}
          onChange={(v) => { setTipo(v); onValue(v); }} />
        <Field label="Data"><DateInput value={data} onChange={(v) => { setData(v); onValue(v); }} /></Field>
      </>
    );
  }

  it('a radio choice clears its message; the date input gives YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Choices onValue={onValue} />);
    expect(screen.getByText('Tipo de lançamento é obrigatório.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Reserva'));
    expect(onValue).toHaveBeenLastCalledWith('Reserva');
    expect(screen.queryByText('Tipo de lançamento é obrigatório.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-03-31' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-03-31');
  });

  it('Confirmação offers Cancelar and Confirmar', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onCancel={onCancel} onConfirm={onConfirm}>Deseja continuar?</ConfirmDialog>);
    expect(screen.getByRole('dialog', { name: 'Confirmação' })).toHaveTextContent('Deseja continuar?');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
