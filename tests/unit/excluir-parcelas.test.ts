// The rule of Excluir / Cancelar parcelas (decision 394): what changes, what is kept, and the
// refusal naming the parcela.
import { describe, expect, it } from 'vitest';
import { excluiveisDosGrupos, motivoNaoCancelar, motivoNaoExcluir, planoParcelas } from '../../src/domain/excluir-parcelas.ts';
import { cancelarTitulos } from '../../src/domain/pagamento.ts';
import type { StatusTitulo } from '../../src/domain/listas.ts';

function row(parcela: number, status: StatusTitulo, valor_pago = 0, id_titulo = 'g1') {
  return { id: `${id_titulo}-${parcela}`, id_titulo, descricao: 'Aluguel', parcela, quant_parcela: 4, status, valor_pago, data_cancelamento: null };
}
const grupo = [row(1, 'Pago', 10000), row(2, 'Pagar', 4000), row(3, 'Pagar'), row(4, 'Cancelado'), row(1, 'Pagar', 0, 'g2')];

describe('planoParcelas', () => {
  it('Só as selecionadas: deletes the selected open ones, keeps the paid and the partly paid', () => {
    const plano = planoParcelas('excluir', 'selecionadas', grupo, [grupo[0]!, grupo[1]!, grupo[2]!]);
    expect(plano.muda.map((r) => r.id)).toEqual(['g1-3']);
    expect(plano.mantidas.map((r) => r.id)).toEqual(['g1-1', 'g1-2']);
  });

  it('O grupo inteiro: the whole group of the selection, never the other groups', () => {
    const excluir = planoParcelas('excluir', 'grupo', grupo, [grupo[2]!]);
    expect(excluir.muda.map((r) => r.id)).toEqual(['g1-3', 'g1-4']);
    expect(excluir.mantidas).toHaveLength(2);
    // A cancel leaves the already cancelled one out of both counts.
    const cancelar = planoParcelas('cancelar', 'grupo', grupo, [grupo[2]!]);
    expect(cancelar.muda.map((r) => r.id)).toEqual(['g1-3']);
    expect(cancelar.mantidas.map((r) => r.id)).toEqual(['g1-1', 'g1-2']);
  });
});

describe('the group routes and the refusals', () => {
  it('spare paid and partly paid rows', () => {
    expect(excluiveisDosGrupos(grupo, ['g1']).map((r) => r.id)).toEqual(['g1-3', 'g1-4']);
    expect(cancelarTitulos(grupo, ['g1'], '2026-03-06').map((r) => r.id)).toEqual(['g1-3']);
  });

  it('name the first parcela with payment history', () => {
    expect(motivoNaoExcluir([grupo[2]!, grupo[1]!])).toBe('Aluguel (parcela 2/4) tem pagamento registrado e não pode ser excluída: estorne antes.');
    expect(motivoNaoCancelar([grupo[0]!])).toBe('Aluguel (parcela 1/4) tem pagamento registrado e não pode ser cancelada: estorne antes.');
    expect(motivoNaoExcluir([grupo[2]!, grupo[3]!])).toBeNull();
  });
});
