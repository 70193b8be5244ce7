/* The bell's notice of the payables waiting approval (issue 35, decision 445): for an
   Administrador only, one notice with the count linking to Aprovações; read, it stays hidden
   until a payable starts waiting after it. */
import { describe, expect, it } from 'vitest';
import { avisoAprovacoes, ordenarNotificacoes } from '../../src/domain/notificacao.ts';

const A = { updated_at: '2026-05-04T12:00:00.000Z' };
const B = { updated_at: '2026-05-04T15:30:00.000Z' };

describe('the approvals notice of the bell', () => {
  it('counts what waits for an Administrador, dated by the newest, linking to Aprovações', () => {
    expect(avisoAprovacoes([A, B], true)).toEqual({
      chave: `aprovacoes:${B.updated_at}`, tipo: 'aprovacao', titulo: 'Aprovações', texto: '2 pagamentos aguardando aprovação',
      quando: B.updated_at, link: '/financeiro/aprovacoes',
    });
    expect(avisoAprovacoes([A], true)?.texto).toBe('1 pagamento aguardando aprovação');
  });

  it('tells an Operador nothing, and nothing when none waits', () => {
    expect(avisoAprovacoes([A, B], false)).toBeNull();
    expect(avisoAprovacoes([], true)).toBeNull();
  });

  it('read, it stays hidden after a decision on the newest; a payable waiting later brings it back', () => {
    const lida = new Set([`aprovacoes:${B.updated_at}`]);
    expect(avisoAprovacoes([A, B], true, lida)).toBeNull();
    expect(avisoAprovacoes([A], true, lida)).toBeNull(); // B was approved: A was already counted when read
    const C = { updated_at: '2026-05-05T09:00:00.000Z' };
    expect(avisoAprovacoes([A, C], true, lida)?.texto).toBe('2 pagamentos aguardando aprovação');
  });

  it('sorts among the other notices by its date', () => {
    const aviso = avisoAprovacoes([B], true)!;
    const lembrete = { chave: 'lembrete:x:2026-05-05', tipo: 'lembrete' as const, titulo: 'DAS', texto: '', quando: '2026-05-05', link: '/' };
    expect(ordenarNotificacoes([aviso, lembrete]).map((n) => n.tipo)).toEqual(['lembrete', 'aprovacao']);
  });
});
