/* Pure rules of issue 17: reminders' next occurrence on the bank calendar, validation, the bell. */
import { describe, expect, it } from 'vitest';
import { adiar, concluir, dataAviso, nEsimoDiaUtil, NovoLembreteSchema, proximaOcorrencia } from '../../src/domain/lembrete.ts';
import type { Lembrete } from '../../src/domain/lembrete.ts';
import {
  janelaVencimento, lembretesDevidos, ordenarNotificacoes, recusasDeSincronizacao, vencimentosAutomaticos,
} from '../../src/domain/notificacao.ts';
import { filtrarObservacoes, NovaObservacaoSchema, trecho } from '../../src/domain/observacao.ts';
import { registrosComObservacao } from '../../src/domain/observacao-registros.ts';
import { validate } from '../../src/domain/validation.ts';

const base: Lembrete = {
  id: 'l1', titulo: 'DAS', descricao: null, data: '2026-01-31', hora: null, antecedencia_dias: 0, recorrencia: 'Nenhuma', dia_util: null,
  ajustar_dia_util: false, destinatarios: [], vinculo_tipo: null, vinculo_id: null, status: 'Pendente',
};

describe('next occurrence', () => {
  it('daily, weekly, monthly (clamped), yearly, none', () => {
    expect(proximaOcorrencia({ ...base, recorrencia: 'Diária' })).toBe('2026-02-01');
    expect(proximaOcorrencia({ ...base, recorrencia: 'Semanal' })).toBe('2026-02-07');
    expect(proximaOcorrencia({ ...base, recorrencia: 'Mensal' })).toBe('2026-02-28');
    expect(proximaOcorrencia({ ...base, data: '2024-02-29', recorrencia: 'Anual' })).toBe('2025-02-28');
    expect(proximaOcorrencia(base)).toBeNull();
  });

  it("N-ésimo dia útil: skips weekends, Carnaval and an administrator's holiday; the last one when the month has fewer", () => {
    // Feb 2026: 2,3,4,5,6 | 9,10,11,12,13 | (16, 17 Carnaval) 18 → the 11th business day is 18/02.
    expect(nEsimoDiaUtil(2026, 2, 11)).toBe('2026-02-18');
    expect(nEsimoDiaUtil(2026, 2, 1, new Set(['2026-02-02']))).toBe('2026-02-03');
    expect(nEsimoDiaUtil(2026, 2, 23)).toBe('2026-02-27');
    expect(proximaOcorrencia({ ...base, data: '2026-01-08', recorrencia: 'N-ésimo dia útil do mês', dia_util: 5 })).toBe('2026-02-06');
    expect(proximaOcorrencia({ ...base, data: '2026-12-02', recorrencia: 'N-ésimo dia útil do mês', dia_util: 1 })).toBe('2027-01-04');
  });

  it('Concluir advances a recurring one (Pendente) and closes a single one; Adiar moves the date (Adiado)', () => {
    expect(concluir({ ...base, recorrencia: 'Semanal', status: 'Adiado' })).toMatchObject({ data: '2026-02-07', status: 'Pendente' });
    expect(concluir(base)).toMatchObject({ data: '2026-01-31', status: 'Concluído' });
    expect(adiar(base, 7)).toMatchObject({ data: '2026-02-07', status: 'Adiado' });
  });

  it('the notice day: antecedência before the date, moved to a business day when asked', () => {
    // 31/01/2026 is a Saturday: adjusted to Monday 02/02, notice 1 day before → 01/02.
    expect(dataAviso({ data: '2026-01-31', ajustar_dia_util: true, antecedencia_dias: 1 })).toBe('2026-02-01');
    expect(dataAviso({ data: '2026-01-31', ajustar_dia_util: false, antecedencia_dias: 7 })).toBe('2026-01-24');
  });
});

describe('validation (SPEC style)', () => {
  it('reports every field at once in Portuguese', () => {
    const r = validate(NovoLembreteSchema, { titulo: '', data: '31/02/2026', hora: '9h', antecedencia_dias: '4', recorrencia: 'Quinzenal' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      titulo: ['Título do lembrete é obrigatório.'], data: ['Data inválida.'], hora: ['Hora inválida: use HH:MM (ex.: 09:30).'],
      antecedencia_dias: ['Antecedência deve ser 0, 1, 2, 3 ou 7 dias.'], recorrencia: ['Opção inválida.'],
    });
  });

  it('accepts dd/mm/aaaa, drops dia_util unless the business-day recurrence, empty destinatários = everyone', () => {
    const r = validate(NovoLembreteSchema, { titulo: 'x', data: '05/03/2026', antecedencia_dias: 3, recorrencia: 'mensal', dia_util: 4 });
    expect(r.ok && r.value).toMatchObject({ data: '2026-03-05', recorrencia: 'Mensal', dia_util: null, destinatarios: [] });
  });

  it('a note needs its record unless Geral', () => {
    const r = validate(NovaObservacaoSchema, { assunto: 'a', texto: 'b', entidade: 'Banco' });
    expect(!r.ok && r.errors).toEqual({ registro_id: ['Escolha o registro a que a observação se refere.'] });
  });
});

describe('the bell', () => {
  it('a reminder shows from its notice day, for its recipients only, until concluded', () => {
    const l = { ...base, data: '2026-03-10', antecedencia_dias: 1, destinatarios: ['u1'] };
    expect(lembretesDevidos([l], 'u1', '2026-03-08')).toEqual([]);
    expect(lembretesDevidos([l], 'u1', '2026-03-09').map((n) => n.chave)).toEqual(['lembrete:l1:2026-03-10']);
    expect(lembretesDevidos([l], 'u2', '2026-03-09')).toEqual([]);
    expect(lembretesDevidos([{ ...l, status: 'Concluído' }], 'u1', '2026-03-12')).toEqual([]);
  });

  it('D-3, D-1, D0 by the EFFECTIVE due date, open titles only', () => {
    // Due Saturday 07/03/2026 → effective Monday 09/03: D-3 on 06/03, D-1 on 08/03, D0 on 09/03.
    const t = [{ id: 'p1', descricao: 'Luz', vencimento: '2026-03-07', status: 'Pagar' }, { id: 'p2', descricao: 'Pago', vencimento: '2026-03-07', status: 'Pago' }];
    expect(vencimentosAutomaticos('lancamentos', t, '2026-03-05')).toEqual([]);
    expect(vencimentosAutomaticos('lancamentos', t, '2026-03-06').map((n) => n.chave)).toEqual(['vencimento:lancamentos:p1:2026-03-09:D-3']);
    expect(vencimentosAutomaticos('lancamentos', t, '2026-03-09').map((n) => n.chave)).toEqual([
      'vencimento:lancamentos:p1:2026-03-09:D-3', 'vencimento:lancamentos:p1:2026-03-09:D-1', 'vencimento:lancamentos:p1:2026-03-09:D-0',
    ]);
    expect(vencimentosAutomaticos('lancamentos', t, '2026-03-10')).toEqual([]);
  });

  it('a tributo (flagged or by its category) due on a Monday notifies as due the Friday before (decision 318)', () => {
    // Monday 07/09/2026 is Independência (a national bank holiday): a tax moves back to Friday 04/09,
    // a bill forward to Tuesday 08/09.
    const agenda = { feriados: new Set<string>(), categoriasTributo: new Set(['cat-imposto']) };
    const t = [
      { id: 'das', descricao: 'DAS', vencimento: '2026-09-07', status: 'Pagar', tributo: true },
      { id: 'iss', descricao: 'ISS', vencimento: '2026-09-07', status: 'Pagar', categoria_id: 'cat-imposto' },
      { id: 'luz', descricao: 'Luz', vencimento: '2026-09-07', status: 'Pagar' },
    ];
    // Tue 01/09 is D-3 of Friday 04/09 for both taxes; the bill moves forward to Tue 08/09 (no notice yet).
    expect(vencimentosAutomaticos('lancamentos', t, '2026-09-01', agenda).map((n) => n.chave)).toEqual([
      'vencimento:lancamentos:das:2026-09-04:D-3', 'vencimento:lancamentos:iss:2026-09-04:D-3',
    ]);
    expect(vencimentosAutomaticos('lancamentos', t, '2026-09-04', agenda).filter((n) => n.chave.endsWith('D-0')).map((n) => n.texto))
      .toEqual(['D-0: vence hoje (04/09/2026)', 'D-0: vence hoje (04/09/2026)']);
    // The window read through the index reaches the Monday when the Friday is 3 days away.
    expect(janelaVencimento('2026-09-01').ate >= '2026-09-07').toBe(true);
  });

  it('newest first, read ones left out, refused sync entries included', () => {
    const todas = [
      ...vencimentosAutomaticos('faturas', [{ id: 'f', vencimento: '2026-03-10', status: 'Pagar' }], '2026-03-10'),
      ...recusasDeSincronizacao([{ id: 'e1', label: 'Cadastro de banco: X', lastError: 'Banco já existe.', createdAt: '2026-03-10T12:00:00.000Z' }]),
    ];
    const ordem = ordenarNotificacoes(todas, new Set(['vencimento:faturas:f:2026-03-10:D-1']));
    expect(ordem.map((n) => n.chave)).toEqual(['recusa:e1', 'vencimento:faturas:f:2026-03-10:D-0', 'vencimento:faturas:f:2026-03-10:D-3']);
  });
});

describe('notes', () => {
  it('marker set, excerpt, filters', () => {
    expect([...registrosComObservacao([{ registro_id: 'a', assunto: 'x' }, { registro_id: null }, { registro_id: 'a', assunto: 'y' }]).keys()]).toEqual(['a']);
    // The list's Observação column shows the pinned note's assunto, else the newest's (issue 33).
    const notas = registrosComObservacao([
      { registro_id: 'a', assunto: 'antiga', created_at: '2026-03-01T10:00:00Z' },
      { registro_id: 'a', assunto: 'nova', created_at: '2026-03-02T10:00:00Z' },
      { registro_id: 'b', assunto: 'fixada', fixada: 1, created_at: '2026-03-01T10:00:00Z' },
      { registro_id: 'b', assunto: 'mais nova', fixada: 0, created_at: '2026-03-05T10:00:00Z' },
    ]);
    expect(notas.get('a')).toBe('nova');
    expect(notas.get('b')).toBe('fixada');
    expect(trecho('linha um\nlinha   dois', 12)).toBe('linha um li…');
    const rows = [{ entidade: 'Banco' as const, autor_id: 'u1', dia: '2026-03-01' }, { entidade: 'Fatura' as const, autor_id: 'u2', dia: '2026-03-05' }];
    expect(filtrarObservacoes(rows, { entidade: 'Fatura', autor: '', de: '', ate: '' })).toHaveLength(1);
    expect(filtrarObservacoes(rows, { entidade: '', autor: 'u1', de: '2026-03-02', ate: '' })).toHaveLength(0);
  });
});
