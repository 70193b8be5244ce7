import { describe, expect, it } from 'vitest';
import { EditarHistoricoSchema, NovoHistoricoSchema, custoPorHistorico, dadosHistorico, formatFrequencia, formatNota, frequenciaPorFaltas, historicoDoAluno, mediaPonderada } from '../../src/domain/historico-escolar.ts';
import { lerNota, periodoValido } from '../../src/domain/historico-escolar-disciplinas.ts';
import type { HistoricoEscolar } from '../../src/domain/historico-escolar-disciplinas.ts';
import { validate } from '../../src/domain/validation.ts';

const base = {
  aluno: 'Ana Souza', instituicao: 'USP', curso: 'Engenharia', periodo: '2026/1', situacao: 'Cursando',
  disciplinas: [
    { nome: 'Cálculo I', carga: 60, nota: '8,5', faltas: 4, resultado: 'Aprovado' },
    { nome: 'Física I', carga: 30, nota: 6, faltas: 2, resultado: 'aprovado' },
  ],
};

describe('Histórico Escolar: validation in Portuguese', () => {
  it('accepts a record and reads notas with comma or dot', () => {
    const r = validate(NovoHistoricoSchema, base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.disciplinas.map((d) => d.nota)).toEqual([8.5, 6]);
    expect(r.value.disciplinas[1]?.resultado).toBe('Aprovado');
    expect(r.value.frequencia).toBeNull();
  });

  it('names every missing field', () => {
    const r = validate(NovoHistoricoSchema, {});
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.aluno).toEqual(['O aluno é obrigatório.']);
    expect(r.errors.instituicao).toEqual(['A instituição é obrigatória.']);
    expect(r.errors.curso).toEqual(['O curso é obrigatório.']);
    expect(r.errors.periodo).toEqual(['O período é obrigatório.']);
    expect(r.errors.situacao).toEqual(['A situação é obrigatória.']);
  });

  it.each([['2026/1', true], ['2026/2', true], ['2026', true], ['2026/5', false], ['26/1', false], ['2026-1', false], ['1850/1', false]])(
    'período %s valid: %s', (p, ok) => {
      expect(periodoValido(p)).toBe(ok);
      const r = validate(NovoHistoricoSchema, { ...base, periodo: p });
      expect(r.ok).toBe(ok);
      if (!r.ok) expect(r.errors.periodo?.[0]).toMatch(/^Período inválido/);
    });

  it.each([['10', 10], ['0', 0], ['9,9', 9.9], [7.5, 7.5], ['8.50', 8.5], ['', null]])('nota %s → %s', (n, out) => {
    expect(lerNota(n)).toBe(out);
  });

  it.each(['10,5', '-1', '8,55', 'oito', '11', 8.25, Number.NaN])('refuses nota %s with the disciplina number', (n) => {
    const r = validate(NovoHistoricoSchema, { ...base, disciplinas: [base.disciplinas[0], { ...base.disciplinas[1], nota: n }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.disciplinas?.[0]).toBe('Disciplina 2: nota inválida: informe de 0 a 10, com até uma casa decimal (ex.: 8,5).');
  });

  it.each([['100', 100], ['0', 0], ['87,5', 87.5]])('frequência %s', (f, out) => {
    const r = validate(NovoHistoricoSchema, { ...base, frequencia: f });
    expect(r.ok && r.value.frequencia).toBe(out);
  });

  it.each(['100,1', '-5', '50%', '87,55'])('refuses frequência %s', (f) => {
    const r = validate(NovoHistoricoSchema, { ...base, frequencia: f });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.frequencia?.[0]).toMatch(/^Frequência inválida/);
  });

  it('refuses a disciplina without a name, a repeated one, bad faltas and an unknown resultado', () => {
    const r = validate(NovoHistoricoSchema, {
      ...base,
      disciplinas: [
        { nome: ' ', carga: 10 }, { nome: 'Cálculo I' }, { nome: 'CALCULO I' }, { nome: 'X', faltas: -1 }, { nome: 'Y', resultado: 'Talvez' },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.disciplinas).toEqual([
      'Disciplina 1: o nome é obrigatório.',
      'Disciplina 3: disciplina repetida no mesmo período.',
      'Disciplina 4: faltas inválidas: informe um número inteiro de 0 a 10.000.',
      'Disciplina 5: resultado inválido.',
    ]);
  });

  it('reads the grid from a JSON string (a form post) and refuses junk', () => {
    expect(validate(NovoHistoricoSchema, { ...base, disciplinas: JSON.stringify(base.disciplinas) }).ok).toBe(true);
    const r = validate(NovoHistoricoSchema, { ...base, disciplinas: '{oops' });
    expect(!r.ok && r.errors.disciplinas).toEqual(['Lista de disciplinas inválida.']);
    const many = validate(NovoHistoricoSchema, { ...base, disciplinas: Array.from({ length: 61 }, (_, i) => ({ nome: `D${i}` })) });
    expect(!many.ok && many.errors.disciplinas).toEqual(['No máximo 60 disciplinas por período.']);
  });

  it('an edit needs the id', () => {
    const r = validate(EditarHistoricoSchema, base);
    expect(!r.ok && r.errors.id).toEqual(['Histórico não encontrado.']);
  });
});

describe('Histórico Escolar: média, carga and frequência', () => {
  it('weights the média by carga horária, two decimals', () => {
    // (8.5×60 + 6×30) / 90 = 7.666… → 7.67
    expect(mediaPonderada([{ nota: 8.5, carga: 60 }, { nota: 6, carga: 30 }])).toBe(7.67);
    // simple mean would be 7.25: the weighting is what we chose (decision 261)
    expect(mediaPonderada([{ nota: 8.5, carga: 60 }, { nota: 6, carga: 30 }])).not.toBe(7.25);
  });

  it('leaves ungraded disciplinas out and falls back to the simple mean without hours', () => {
    expect(mediaPonderada([{ nota: null, carga: 60 }, { nota: 7, carga: 30 }])).toBe(7);
    expect(mediaPonderada([{ nota: 7, carga: 0 }, { nota: 8, carga: 0 }])).toBe(7.5);
    expect(mediaPonderada([{ nota: null, carga: 60 }])).toBeNull();
    expect(mediaPonderada([])).toBeNull();
  });

  it('never meets a binary float: 0,1 × 3 disciplinas is 0,1', () => {
    expect(mediaPonderada([{ nota: 0.1, carga: 1 }, { nota: 0.1, carga: 1 }, { nota: 0.1, carga: 1 }])).toBe(0.1);
    expect(mediaPonderada([{ nota: 9.9, carga: 7 }, { nota: 9.9, carga: 3 }])).toBe(9.9);
  });

  it('derives carga and frequência from the disciplinas when blank', () => {
    const r = validate(NovoHistoricoSchema, base);
    if (!r.ok) throw new Error(r.message);
    const d = dadosHistorico(r.value);
    expect(d.carga_horaria).toBe(90);
    expect(d.frequencia).toBe(93.3); // 84 of 90 hours
    expect(d.media).toBe(7.67);
    expect(frequenciaPorFaltas([])).toBeNull();
    const typed = validate(NovoHistoricoSchema, { ...base, frequencia: '75', carga_horaria: '400' });
    if (!typed.ok) throw new Error(typed.message);
    expect(dadosHistorico(typed.value)).toMatchObject({ frequencia: 75, carga_horaria: 400 });
  });

  it('formats in pt-BR', () => {
    expect(formatNota(7.67)).toBe('7,67');
    expect(formatNota(8)).toBe('8,0');
    expect(formatNota(null)).toBe('—');
    expect(formatFrequencia(93.3)).toBe('93,3 %');
  });
});

describe('Histórico Escolar: custo and the printed history', () => {
  it('sums linked instalments, cancelled ones left out', () => {
    const custo = custoPorHistorico([
      { historico_id: 'a', valor_parcela: 100_00, status: 'Pagar' },
      { historico_id: 'a', valor_parcela: 100_00, status: 'Pago' },
      { historico_id: 'a', valor_parcela: 100_00, status: 'Cancelado' },
      { historico_id: null, valor_parcela: 5, status: 'Pagar' },
      { historico_id: 'b', valor_parcela: 1, status: 'Pagar' },
    ]);
    expect(custo.get('a')).toBe(200_00);
    expect(custo.get('b')).toBe(1);
    expect(custo.size).toBe(2);
  });

  it('gathers one aluno’s periods in order, with total hours and the overall weighted média', () => {
    const h = (periodo: string, aluno: string, nota: number, carga: number): HistoricoEscolar => ({
      id: periodo + aluno, aluno, instituicao: 'USP', curso: 'Eng', periodo, situacao: 'Aprovado', frequencia: 90,
      carga_horaria: carga, disciplinas: [{ nome: 'D', carga, nota, faltas: 0, resultado: 'Aprovado' }], media: nota,
      version: 1, created_at: '', updated_at: '',
    });
    const out = historicoDoAluno([h('2026/1', 'Ana', 6, 30), h('2025/2', 'ana', 9, 60), h('2025/1', 'Bruno', 10, 10)], 'ANA');
    expect(out.registros.map((r) => r.periodo)).toEqual(['2025/2', '2026/1']);
    expect(out.cargaTotal).toBe(90);
    expect(out.mediaGeral).toBe(8);
  });
});
