import { describe, expect, it } from 'vitest';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { codigoDeBarrasBancario, lerBoleto, linhaBancaria } from '../../src/domain/boleto.ts';

// Real-format lines, each checked by hand (fields below) and by brazilian-utils' own validator.
// Itaú (341), fator 1360 = 22/02/2025 + 360 days = 17/02/2026 (Carnaval Tuesday), R$ 1.250,50.
const ITAU_CARNAVAL = '34191090080000015000300000000000213600000125050';
const ITAU_FORMATADA = '34191.09008 00000.150003 00000.000000 2 13600000125050';
// Banco do Brasil (001), fator 1000: 03/07/2000 in the first cycle, 22/02/2025 in the second.
const BB_FATOR_1000 = '00190000090000000000000000000000610000000050000';
// brazilian-utils' documented example: fator 7586 = 15/07/2018, R$ 1.026,56.
const BB_2018 = '00190000090114971860168524522114675860000102656';
// Utility bill (segment 4, value id 6: módulo 10), R$ 24,61, no due date encoded.
const ARRECADACAO = '846100000005246100291102005460339004695895061080';

describe('lerBoleto', () => {
  it('the lines used below are valid for an independent implementation too', () => {
    for (const l of [ITAU_CARNAVAL, BB_FATOR_1000, BB_2018, ARRECADACAO]) expect(isValidBoleto(l)).toBe(true);
  });

  it('reads bank, amount and due date of a bank-collection line, formatted or not', () => {
    const esperado = { tipo: 'bancario', banco: '341', valor: 125050, vencimento: '2026-02-17', linha: ITAU_CARNAVAL };
    expect(lerBoleto(ITAU_CARNAVAL, '2026-02-01')).toEqual({ ok: true, value: esperado });
    expect(lerBoleto(ITAU_FORMATADA, '2026-02-01')).toEqual({ ok: true, value: esperado });
    expect(lerBoleto(BB_2018, '2018-07-01')).toMatchObject({ ok: true, value: { valor: 102656, vencimento: '2018-07-15' } });
  });

  it('resolves fator 1000 around the posting date, across the 22/02/2025 restart', () => {
    expect(lerBoleto(BB_FATOR_1000, '2000-06-20')).toMatchObject({ value: { vencimento: '2000-07-03' } });
    expect(lerBoleto(BB_FATOR_1000, '2025-02-20')).toMatchObject({ value: { vencimento: '2025-02-22' } });
    expect(lerBoleto(BB_FATOR_1000, '2026-11-23')).toMatchObject({ value: { vencimento: '2025-02-22' } });
  });

  it('reads a 44-digit barcode and keeps its linha digitável', () => {
    const codigo = codigoDeBarrasBancario(ITAU_CARNAVAL);
    expect(codigo).toHaveLength(44);
    expect(linhaBancaria(codigo)).toBe(ITAU_CARNAVAL);
    expect(lerBoleto(codigo, '2026-02-01')).toMatchObject({ ok: true, value: { linha: ITAU_CARNAVAL, valor: 125050 } });
  });

  it('a utility/tax line fills the value and no due date', () => {
    expect(lerBoleto(ARRECADACAO, '2026-01-10')).toEqual({
      ok: true, value: { tipo: 'arrecadacao', banco: '', valor: 2461, vencimento: null, linha: ARRECADACAO },
    });
  });

  it('names the field whose check digit is wrong', () => {
    // Field 2's last data digit changed 0 → 1.
    const campo2 = `${ITAU_CARNAVAL.slice(0, 19)}1${ITAU_CARNAVAL.slice(20)}`;
    expect(lerBoleto(campo2, '2026-02-01')).toEqual({ ok: false, message: 'Dígito verificador do campo 2 não confere: confira a linha digitável.' });
    const arrecadacao = `${ARRECADACAO.slice(0, 11)}9${ARRECADACAO.slice(12)}`;
    expect(lerBoleto(arrecadacao, '2026-02-01')).toEqual({ ok: false, message: 'Dígito verificador do campo 1 não confere: confira a linha digitável.' });
  });

  it('a changed amount breaks the general check digit', () => {
    const valor = `${ITAU_CARNAVAL.slice(0, 46)}1`;
    expect(lerBoleto(valor, '2026-02-01')).toEqual({ ok: false, message: 'Dígito verificador geral do boleto não confere: confira a linha digitável.' });
  });

  it('refuses letters, a truncated line and an empty one, naming the problem', () => {
    expect(lerBoleto(`${ITAU_CARNAVAL.slice(0, 40)}abc`, '2026-02-01')).toMatchObject({ ok: false, message: expect.stringContaining('apenas números') });
    expect(lerBoleto(ITAU_CARNAVAL.slice(0, 40), '2026-02-01')).toMatchObject({ ok: false, message: expect.stringContaining('tem 40 dígitos') });
    expect(lerBoleto('  ', '2026-02-01')).toMatchObject({ ok: false, message: 'Cole ou digite a linha digitável do boleto.' });
  });
});
