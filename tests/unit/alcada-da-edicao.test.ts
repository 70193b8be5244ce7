/* Editar's alçada on a payable's group (decisions 422 and 446), the rule the device runs as the
   server's route does: an Operador's new valor at the limit sends every parcela back to wait, with
   the decision cleared; a description edit, or any Administrador's edit, keeps the state. */
import { describe, expect, it } from 'vitest';
import { alcadaDaEdicao } from '../../src/domain/alcada.ts';
import type { AlcadaDoAutor } from '../../src/domain/alcada.ts';

const config = { ativa: true, limite: 150000 };
const operador: AlcadaDoAutor = { perfil: 'operador', config };
const decidida = { aprovacao: 'Aprovado' as const, aprovacao_motivo: null, aprovacao_por: 'adm', aprovacao_em: '2026-05-01T10:00:00Z' };
const grupo = [
  { id: 'p1', valor: 100000, valor_parcela: 50000, descricao: 'Licença', ...decidida },
  { id: 'p2', valor: 100000, valor_parcela: 50000, descricao: 'Licença', ...decidida },
];

describe('alcadaDaEdicao', () => {
  it('an Operador raising the group to R$ 1.500,00: every parcela waits again, the decision cleared', () => {
    const mudadas = grupo.map((r) => ({ ...r, valor: 150000, ...(r.id === 'p1' ? { valor_parcela: 100000 } : {}) }));
    const out = alcadaDaEdicao(grupo, 'p1', mudadas, operador);
    expect(out.map((r) => [r.id, r.valor_parcela, r.aprovacao, r.aprovacao_por])).toEqual([
      ['p1', 100000, 'Aguardando aprovação', null], ['p2', 50000, 'Aguardando aprovação', null],
    ]);
  });

  it('a description edit keeps Aprovado and writes only the changed row; an Administrador\'s raise keeps it too', () => {
    const descricao = [{ ...grupo[0]!, descricao: 'Licença anual' }];
    expect(alcadaDaEdicao(grupo, 'p1', descricao, operador)).toEqual(descricao);
    const subida = grupo.map((r) => ({ ...r, valor: 200000 }));
    expect(alcadaDaEdicao(grupo, 'p1', subida, { perfil: 'administrador', config })).toEqual(subida);
  });
});
