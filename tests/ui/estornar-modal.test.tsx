// @vitest-environment happy-dom
// The Estornar modal (decision 393): rows without a payment named and left out, the count and
// sum, the required Motivo, "Estornar N parcelas" / "Voltar", only the estornáveis sent.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { motivoNaoEstornar, valorEstornado } from '../../src/domain/estorno.ts';
import type { MutationOutcome } from '../../src/domain/mutacao.ts';
import { EstornarModal } from '../../src/features/comum/estornar-modal.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';

afterEach(() => {
  cleanup();
  dismissAllToasts();
});

const linha = (id: string, descricao: string, status: 'Pagar' | 'Pago' | 'Cancelado', valor_pago: number) => ({
  id, descricao, parcela: 1, quant_parcela: 1, status, valor_parcela: 10_000, valor_pago, data_pagamento: null,
});

describe('EstornarModal', () => {
  it('names the rows left out, sums the rest, requires the motivo and sends only the estornáveis', async () => {
    const estornar = vi.fn(async (): Promise<MutationOutcome> => ({ kind: 'synced', message: 'Pagamentos estornados.', response: null }));
    const onClose = vi.fn();
    const linhas = [linha('a', 'Luz', 'Pago', 10_000), linha('b', 'Água', 'Pagar', 2_550), linha('c', 'Gás', 'Pagar', 0), linha('d', 'Multa', 'Cancelado', 0)];
    render(<><EstornarModal linhas={linhas} motivoNao={motivoNaoEstornar} valor={valorEstornado} estornar={estornar} onClose={onClose} /><Toaster /></>);
    expect(screen.getByTestId('estornar-resumo').textContent).toContain('2 parcelas, total R$ 125,50 a estornar.');
    expect(screen.getByTestId('estornar-recusadas').textContent).toContain('Gás: não tem pagamento para estornar.');
    expect(screen.getByTestId('estornar-recusadas').textContent).toContain('Multa: está cancelada e não pode ser estornada.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Estornar 2 parcelas' }));
    expect(screen.getByText('Informe o motivo do estorno.')).toBeTruthy();
    expect(estornar).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Motivo'), 'Pago em duplicidade');
    await user.click(screen.getByRole('button', { name: 'Estornar 2 parcelas' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(estornar).toHaveBeenCalledWith(['a', 'b'], 'Pago em duplicidade');
  });

  it('with nothing to estornar says so and offers only Voltar', async () => {
    const onClose = vi.fn();
    render(<EstornarModal linhas={[linha('c', 'Gás', 'Pagar', 0)]} motivoNao={motivoNaoEstornar} valor={valorEstornado} estornar={vi.fn()} onClose={onClose} />);
    expect(screen.getByTestId('estornar-resumo').textContent).toBe('Nenhuma das linhas selecionadas tem pagamento para estornar.');
    expect(screen.queryByRole('button', { name: /Estornar/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
