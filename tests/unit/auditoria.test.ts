import { describe, expect, it } from 'vitest';
import {
  acaoDaMutacao, camposAlterados, lerAcaoEm, linhasCsvAuditoria, origemDa, valorAuditado,
} from '../../src/domain/auditoria.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';

describe('the change log’s rules', () => {
  it('names every write’s action in Portuguese', () => {
    expect(acaoDaMutacao('pagarLancamentos')).toBe('pagar');
    expect(acaoDaMutacao('informarPagamentoRecebivel')).toBe('informar pagamento');
    expect(acaoDaMutacao('cancelarRecebiveis')).toBe('cancelar');
    expect(acaoDaMutacao('deletarFaturas')).toBe('excluir');
    expect(acaoDaMutacao('cadastrarComprovante')).toBe('anexar');
    expect(acaoDaMutacao('importarCartao')).toBe('importar');
    expect(acaoDaMutacao('cadastrarBanco')).toBe('criar');
    expect(acaoDaMutacao('acaoEntradas')).toBeNull();
    expect(acaoDaMutacao('qualquer', 'conciliar')).toBe('conciliar');
    const semAcao = (Object.keys(MUTACOES) as (keyof typeof MUTACOES)[]).filter((n) => acaoDaMutacao(n, MUTACOES[n].acao) === null);
    expect(semAcao.sort()).toEqual(['acaoEntradas', 'acaoInvestimentos']); // their verb comes from the row change
  });

  it('reads the device’s time: absent, valid, malformed, too far ahead', () => {
    const agora = new Date('2026-11-23T12:00:00Z');
    expect(lerAcaoEm(undefined, agora)).toEqual({ ok: true, quando: null, crivel: true });
    expect(lerAcaoEm('2026-11-20T20:00:00.000Z', agora)).toEqual({ ok: true, quando: new Date('2026-11-20T20:00:00.000Z'), crivel: true });
    // Decision 380: outside 30 days back / 5 minutes ahead the time is kept but not believed.
    expect(lerAcaoEm('2026-10-01T12:00:00Z', agora)).toMatchObject({ ok: true, crivel: false });
    expect(lerAcaoEm(new Date(agora.getTime() + 6 * 60_000).toISOString(), agora)).toMatchObject({ ok: true, crivel: false });
    expect(lerAcaoEm(new Date(agora.getTime() + 4 * 60_000).toISOString(), agora)).toMatchObject({ ok: true, crivel: true });
    expect(lerAcaoEm('2026-11-20T17:00:00-03:00', agora).ok).toBe(true);
    expect(lerAcaoEm('20/11/2026', agora).ok).toBe(false);
    expect(lerAcaoEm('2026-11-25T12:00:01Z', agora).ok).toBe(false);
    expect(origemDa(new Date('2026-11-20T20:00:00Z'), agora)).toBe('offline');
    expect(origemDa(new Date('2026-11-23T11:59:30Z'), agora)).toBe('online');
    expect(origemDa(null, agora)).toBe('online');
  });

  it('shows money as BRL, days as dd/mm/aaaa, booleans as Sim/Não', () => {
    expect(valorAuditado('valor_pago', 123456)).toBe('R$ 1.234,56');
    expect(valorAuditado('parcela', 3)).toBe('3');
    expect(valorAuditado('vencimento', '2025-03-20')).toBe('20/03/2025');
    expect(valorAuditado('status', true)).toBe('Sim');
    expect(valorAuditado('observacao', null)).toBe('—');
    expect(camposAlterados({ valor_pago: 0 }, { valor_pago: 15000 })).toEqual([{ campo: 'valor_pago', antes: 'R$ 0,00', depois: 'R$ 150,00' }]);
  });

  it('makes one CSV line per changed field, in the screen\'s words: labels, names, the action capitalised (decision 428)', () => {
    const banco = '5f0c1d2e-0000-4000-8000-000000000003';
    const nomes = { bancos: new Map([[banco, 'Itaú']]), categorias: new Map<string, string>(), usuarios: new Map<string, string>() };
    const linhas = linhasCsvAuditoria([{
      quando: '2026-11-23T15:00:00.000Z', usuario: 'Ana', origem_rotulo: 'Online', entidade: 'lancamentos', entidade_rotulo: 'Lançamentos',
      registro_id: 'x', acao: 'informar pagamento',
      campos: [{ campo: 'banco', antes: '—', depois: banco }, { campo: 'valor_pago', antes: 'R$ 0,00', depois: 'R$ 10,00' }],
    }], nomes);
    expect(linhas).toEqual([
      ['23/11/2026 às 12:00', 'Ana', 'Online', 'Lançamentos', 'x', 'Informar pagamento', 'Banco', '—', 'Itaú'],
      ['23/11/2026 às 12:00', 'Ana', 'Online', 'Lançamentos', 'x', 'Informar pagamento', 'Valor pago', 'R$ 0,00', 'R$ 10,00'],
    ]);
  });
});
