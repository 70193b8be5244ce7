// @vitest-environment happy-dom
/* The rateio section of the Cadastro (issue 35, decisions 420 and 441): shares by percentage or by
   value, the domain's refusal (33,33 % ×3; values off by a cent) shown in Portuguese before anything
   is saved, and a 60/40 split by centro sent as the request's `rateio`. */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarLancamento } from '../../src/data/lancamentos.ts';
import { MSG_RATEIO } from '../../src/domain/messages-centros.ts';
import { CadastroPage } from '../../src/features/cadastro/cadastro-page.tsx';
import { ModalHost } from '../../src/ui/modal-host.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';

const data: Record<string, unknown[]> = {};
vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => {
    const rows = useSyncExternalStore(() => () => undefined, () => data[name] ?? []);
    return { rows, ready: true };
  },
}));
vi.mock('../../src/data/lancamentos.ts', () => ({ cadastrarLancamento: vi.fn() }));
const cadastrar = vi.mocked(cadastrarLancamento);

const CAIXA = { id: '0190a0e0-0000-7000-8000-0000000000b3', banco: 'Caixa', status: true, possui_cartao: false, credito: false, debito: false, vencimento: null };
const MTZ = { id: '0190a0e0-0000-7000-8000-0000000000d1', codigo: 'MTZ', nome: 'Matriz', status: true };
const FIL = { id: '0190a0e0-0000-7000-8000-0000000000d2', codigo: 'FIL', nome: 'Filial', status: true };
const VELHO = { id: '0190a0e0-0000-7000-8000-0000000000d3', codigo: 'OLD', nome: 'Fechado', status: false };

beforeEach(() => {
  data.bancos = [CAIXA];
  data.categorias = [{ id: '0190a0e0-0000-7000-8000-0000000000c1', descricao: 'Aluguel', status: true }];
  data.centros_custo = [MTZ, FIL, VELHO];
  cadastrar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

const field = (label: string) =>
  label === 'Pagamento' ? screen.getByRole('combobox', { name: label }) : screen.getByLabelText(label, { exact: true });

async function preencher(user: ReturnType<typeof userEvent.setup>) {
  render(<ModalHost registry={{}}><CadastroPage /><Toaster /></ModalHost>);
  await user.type(field('Descrição'), 'Aluguel das lojas');
  await user.selectOptions(field('Status'), 'Pagar');
  await user.selectOptions(field('Pagamento'), 'Boleto');
  await user.selectOptions(field('Banco'), 'Caixa');
  await user.type(field('Valor'), '10000');
  await user.type(field('Data'), '10/01/2026');
  await user.selectOptions(field('Tipo'), 'Sem Vencimento');
  await user.selectOptions(field('Método'), 'À vista');
  await user.click(screen.getByLabelText('Outros'));
}

async function parte(user: ReturnType<typeof userEvent.setup>, n: number, centro: string, quantia: string) {
  await user.click(screen.getByRole('button', { name: 'Adicionar parte' }));
  await user.selectOptions(field(`Centro de custo da parte ${n}`), centro);
  const rotulo = screen.queryByLabelText(`Percentual da parte ${n}`) ? `Percentual da parte ${n}` : `Valor da parte ${n}`;
  await user.type(field(rotulo), quantia);
}

describe('the rateio section of the Cadastro', () => {
  it('offers the active centros only, and refuses 33,33 % three times before saving', async () => {
    const user = userEvent.setup();
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar parte' }));
    expect(within(field('Centro de custo da parte 1')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nenhum', 'MTZ — Matriz', 'FIL — Filial']);
    await user.click(screen.getByRole('button', { name: 'Remover parte 1' }));
    await parte(user, 1, 'MTZ — Matriz', '33,33');
    await parte(user, 2, 'FIL — Filial', '33,33');
    await user.click(screen.getByRole('button', { name: 'Adicionar parte' }));
    await user.selectOptions(field('Categoria da parte 3'), 'Aluguel');
    await user.type(field('Percentual da parte 3'), '33,33');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(MSG_RATEIO.percentuaisNaoSomam('99,99'))).toBeInTheDocument();
    expect(cadastrar).not.toHaveBeenCalled();
  });

  it('by value: R$ 100,00 as 60,00 + 39,99 is refused; 60,00 + 40,00 is sent as the rateio', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Lançamento cadastrado com sucesso!', response: {} });
    await preencher(user);
    await parte(user, 1, 'MTZ — Matriz', '60,00');
    await user.click(screen.getByLabelText('Por valor'));
    await parte(user, 2, 'FIL — Filial', '39,99');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(MSG_RATEIO.valoresNaoSomam('R$ 99,99', 'R$ 100,00'))).toBeInTheDocument();
    await user.clear(field('Valor da parte 2'));
    await user.type(field('Valor da parte 2'), '40,00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(cadastrar).toHaveBeenCalled());
    expect((cadastrar.mock.calls[0]![0] as { rateio: unknown }).rateio).toEqual([
      { categoria: null, centro_custo: MTZ.id, valor: '60,00' }, { categoria: null, centro_custo: FIL.id, valor: '40,00' },
    ]);
  });
});
