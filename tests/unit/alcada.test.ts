/* Alçadas (issue 35 item 1, decision 422): which payables wait for an administrator, which edits
   send them back to wait, the pay gate's refusal, the decisions and their inputs. */
import { describe, expect, it } from 'vitest';
import {
  AprovarSchema, ConfigAlcadaSchema, ReprovarSchema, aprovacaoAoSalvar, decidir, podeDecidir, liberadoPelaAlcada,
  camposQueReaprovam, precisaAprovacao,
} from '../../src/domain/alcada.ts';
import { ESTADOS_APROVACAO } from '../../src/domain/listas.ts';
import { MSG_ALCADA } from '../../src/domain/messages-alcada.ts';
import { motivoNaoInformar, motivoNaoPagar } from '../../src/domain/pagamento.ts';
import { validate } from '../../src/domain/validation.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const config = { ativa: true, limite: 150_000 };

describe('precisaAprovacao', () => {
  it('an Operador\'s payable at or above the limit waits; below it does not', () => {
    expect(precisaAprovacao({ perfil: 'operador', valor: 150_000, config })).toBe(true);
    expect(precisaAprovacao({ perfil: 'operador', valor: 150_001, config })).toBe(true);
    expect(precisaAprovacao({ perfil: 'operador', valor: 149_999, config })).toBe(false);
  });

  it('an Administrador\'s never waits, nor anyone\'s when the alçada is off', () => {
    expect(precisaAprovacao({ perfil: 'administrador', valor: 10_000_000, config })).toBe(false);
    expect(precisaAprovacao({ perfil: 'operador', valor: 10_000_000, config: { ativa: false, limite: 150_000 } })).toBe(false);
  });
});

describe('aprovacaoAoSalvar', () => {
  it('on create: waits or needs nothing', () => {
    expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 150_000, config })).toBe('Aguardando aprovação');
    expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 100, config })).toBeNull();
    expect(aprovacaoAoSalvar({ perfil: 'administrador', valor: 150_000, config })).toBeNull();
  });

  it('an Operador\'s edit of the amount or destination sends an approved or rejected payable back to wait', () => {
    for (const estado of ['Aprovado', 'Reprovado'] as const) {
      expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 150_000, config, anterior: { estado, alterados: ['valor'] } }))
        .toBe('Aguardando aprovação');
    }
    expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 200_000, config, anterior: { estado: 'Aprovado', alterados: ['pix_chave'] } }))
      .toBe('Aguardando aprovação');
    // A payable below the limit that an Operador raises to it starts to wait.
    expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 150_000, config, anterior: { estado: null, alterados: ['valor'] } }))
      .toBe('Aguardando aprovação');
  });

  it('other edits keep the state; an Administrador\'s edit keeps it too; lowered below the limit needs nothing', () => {
    expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 200_000, config, anterior: { estado: 'Aprovado', alterados: ['descricao', 'observacao'] } }))
      .toBe('Aprovado');
    expect(aprovacaoAoSalvar({ perfil: 'administrador', valor: 900_000, config, anterior: { estado: 'Aguardando aprovação', alterados: ['valor'] } }))
      .toBe('Aguardando aprovação');
    expect(aprovacaoAoSalvar({ perfil: 'administrador', valor: 900_000, config, anterior: { estado: 'Aprovado', alterados: ['valor'] } }))
      .toBe('Aprovado');
    expect(aprovacaoAoSalvar({ perfil: 'operador', valor: 100_000, config, anterior: { estado: 'Reprovado', alterados: ['valor'] } }))
      .toBeNull();
  });
});

describe('liberadoPelaAlcada', () => {
  it('refuses a waiting or rejected payable with the text the pay paths show', () => {
    expect(liberadoPelaAlcada({ aprovacao: 'Aguardando aprovação' }))
      .toEqual({ ok: false, message: 'Este pagamento aguarda a aprovação de um administrador e ainda não pode ser pago.' });
    expect(liberadoPelaAlcada({ aprovacao: 'Reprovado', aprovacao_motivo: 'Fornecedor sem contrato' }))
      .toEqual({ ok: false, message: 'Este pagamento foi reprovado e não pode ser pago. Motivo: Fornecedor sem contrato' });
    expect(liberadoPelaAlcada({ aprovacao: 'Reprovado' }))
      .toEqual({ ok: false, message: 'Este pagamento foi reprovado e não pode ser pago.' });
  });

  it('lets an approved one, or one that never needed approval, be paid', () => {
    expect(liberadoPelaAlcada({ aprovacao: 'Aprovado' })).toEqual({ ok: true, value: true });
    expect(liberadoPelaAlcada({ aprovacao: null })).toEqual({ ok: true, value: true });
    expect(liberadoPelaAlcada({})).toEqual({ ok: true, value: true });
  });
});

describe('decidir', () => {
  it('approves or rejects a waiting payable; the same decision again is a no-op (replay)', () => {
    expect(decidir('Aguardando aprovação', 'Aprovado')).toEqual({ ok: true, value: 'Aprovado' });
    expect(decidir('Aguardando aprovação', 'Reprovado')).toEqual({ ok: true, value: 'Reprovado' });
    expect(decidir('Aprovado', 'Aprovado')).toEqual({ ok: true, value: 'Aprovado' });
  });

  it('refuses the opposite decision and a payable that does not wait', () => {
    expect(decidir('Reprovado', 'Aprovado')).toEqual({ ok: false, message: 'Este lançamento já foi reprovado.' });
    expect(decidir('Aprovado', 'Reprovado')).toEqual({ ok: false, message: 'Este lançamento já foi aprovado.' });
    expect(decidir(null, 'Aprovado')).toEqual({ ok: false, message: 'Este lançamento não aguarda aprovação.' });
  });

  it('only an Administrador decides', () => {
    expect(podeDecidir('administrador')).toEqual({ ok: true, value: true });
    expect(podeDecidir('operador')).toEqual({ ok: false, message: 'Somente um administrador pode aprovar ou reprovar pagamentos.' });
    expect(podeDecidir(undefined).ok).toBe(false);
  });

  it('has the three states', () => {
    expect(ESTADOS_APROVACAO).toEqual(['Aguardando aprovação', 'Aprovado', 'Reprovado']);
  });
});

describe('inputs', () => {
  it('ReprovarSchema: motivo required, trimmed, at most 500 characters', () => {
    const ok = validate(ReprovarSchema, { ids: [ID], motivo: '  Fornecedor sem contrato  ' });
    expect(ok.ok && ok.value).toEqual({ ids: [ID], motivo: 'Fornecedor sem contrato' });
    const vazio = validate(ReprovarSchema, { ids: [ID], motivo: '   ' });
    expect(!vazio.ok && vazio.errors.motivo).toEqual(['Informe o motivo da reprovação.']);
    expect(validate(ReprovarSchema, { ids: [ID], motivo: 'x'.repeat(500) }).ok).toBe(true);
    const longo = validate(ReprovarSchema, { ids: [ID], motivo: 'x'.repeat(501) });
    expect(!longo.ok && longo.errors.motivo?.[0]).toMatch(/500/);
    const semIds = validate(ReprovarSchema, { ids: [], motivo: 'x' });
    expect(!semIds.ok && semIds.errors.ids).toBeTruthy();
  });

  it('AprovarSchema: ids', () => {
    const r = validate(AprovarSchema, { ids: JSON.stringify([ID]) });
    expect(r.ok && r.value).toEqual({ ids: [ID] });
  });

  it('ConfigAlcadaSchema: an active alçada needs a positive limit', () => {
    const r = validate(ConfigAlcadaSchema, { ativa: true, limite: '1.500,00' });
    expect(r.ok && r.value).toEqual({ ativa: true, limite: 150_000 });
    const semLimite = validate(ConfigAlcadaSchema, { ativa: 'true', limite: '' });
    expect(!semLimite.ok && semLimite.errors.limite).toEqual(['Informe o limite a partir do qual um pagamento precisa de aprovação.']);
    const negativo = validate(ConfigAlcadaSchema, { ativa: true, limite: '-5' });
    expect(!negativo.ok && negativo.errors.limite).toEqual(['O valor deve ser maior que zero.']);
    const desligada = validate(ConfigAlcadaSchema, { ativa: false });
    expect(desligada.ok && desligada.value).toEqual({ ativa: false, limite: null });
  });
});

describe('the pay gate in the domain every pay path asks (motivoNaoPagar, motivoNaoInformar)', () => {
  it('refuses an open payable that waits or was rejected; a paid one stays a no-op', () => {
    expect(motivoNaoPagar({ status: 'Pagar', aprovacao: 'Aguardando aprovação' })).toBe(MSG_ALCADA.aguardando);
    expect(motivoNaoInformar({ status: 'Pagar', aprovacao: 'Reprovado', aprovacao_motivo: 'Duplicado' })).toBe(MSG_ALCADA.reprovadoComMotivo('Duplicado'));
    expect(motivoNaoPagar({ status: 'Pagar', aprovacao: 'Aprovado' })).toBeNull();
    expect(motivoNaoPagar({ status: 'Pagar' })).toBeNull();
    expect(motivoNaoPagar({ status: 'Pago', aprovacao: 'Aguardando aprovação' })).toBeNull();
  });

  it('camposQueReaprovam names the paid-for fields an edit changed, compared where both rows have them', () => {
    expect(camposQueReaprovam({ valor: 100, descricao: 'a', banco_id: 'x' }, { valor: 200, descricao: 'b', banco_id: 'x' })).toEqual(['valor']);
    expect(camposQueReaprovam({ descricao: 'a' }, { descricao: 'b', valor: 1 })).toEqual([]);
  });
});
