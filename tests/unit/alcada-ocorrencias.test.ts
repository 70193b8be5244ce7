/* The alçada on a recorrência's plan (decision 439): what its created and updated payables carry. */
import { describe, expect, it } from 'vitest';
import { alcadaDasOcorrencias } from '../../src/domain/alcada.ts';

const config = { ativa: true, limite: 100_000 };
const limpo = { aprovacao_motivo: null, aprovacao_por: null, aprovacao_em: null };

describe('alcadaDasOcorrencias', () => {
  it("judges each created payable as the saver's: an Operador's at the limit waits, an Administrador's does not", () => {
    const passos = { criar: [{ id: 'a', valor: 100_000 }, { id: 'b', valor: 99_999 }], atualizar: [] };
    expect(alcadaDasOcorrencias(passos, new Map(), 'operador', config).criar).toEqual([
      { id: 'a', valor: 100_000, aprovacao: 'Aguardando aprovação', ...limpo },
      { id: 'b', valor: 99_999, aprovacao: null, ...limpo },
    ]);
    expect(alcadaDasOcorrencias(passos, new Map(), 'administrador', config).criar.every((l) => l.aprovacao === null)).toBe(true);
    expect(alcadaDasOcorrencias(passos, new Map(), 'operador', { ativa: false, limite: 100_000 }).criar.every((l) => l.aprovacao === null)).toBe(true);
  });

  it("an Operador's new valor on an approved payable sends it back to wait and clears the decision; a new date does not", () => {
    const atuais = new Map([['x', { valor: 90_000, aprovacao: 'Aprovado' as const }], ['y', { valor: 150_000, aprovacao: 'Aprovado' as const }]]);
    const passos = { criar: [], atualizar: [{ id: 'x', campos: { valor: 120_000, valor_parcela: 120_000 } }, { id: 'y', campos: { vencimento: '2027-01-10' } }] };
    expect(alcadaDasOcorrencias(passos, atuais, 'operador', config).atualizar).toEqual([
      { id: 'x', campos: { valor: 120_000, valor_parcela: 120_000, aprovacao: 'Aguardando aprovação', ...limpo } },
      { id: 'y', campos: { vencimento: '2027-01-10' } },
    ]);
    // An Administrador's edit keeps every state.
    expect(alcadaDasOcorrencias(passos, atuais, 'administrador', config).atualizar).toEqual(passos.atualizar);
  });

  it("an Operador's valor lowered below the limit frees a waiting payable", () => {
    const atuais = new Map([['x', { valor: 150_000, aprovacao: 'Aguardando aprovação' as const }]]);
    const passos = { criar: [], atualizar: [{ id: 'x', campos: { valor: 50_000 } }] };
    expect(alcadaDasOcorrencias(passos, atuais, 'operador', config).atualizar[0]!.campos).toEqual({ valor: 50_000, aprovacao: null, ...limpo });
  });
});
