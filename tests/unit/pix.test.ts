import { describe, expect, it } from 'vitest';
import { crc16, lerPix } from '../../src/domain/pix.ts';

// brazilian-utils' documented static example: its CRC 1D3D checks our CRC16 on its own.
const EXEMPLO = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000'
  + '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function tlv(tag: string, valor: string): string {
  return `${tag}${String(valor.length).padStart(2, '0')}${valor}`;
}
function comCrc(corpo: string): string {
  return `${corpo}6304${crc16(`${corpo}6304`)}`;
}

const ESTATICO = comCrc(
  tlv('00', '01') + tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', 'financeiro@empresa.com.br'))
  + tlv('52', '0000') + tlv('53', '986') + tlv('54', '1234.56') + tlv('58', 'BR') + tlv('59', 'Papelaria Central')
  + tlv('60', 'SAO PAULO') + tlv('62', tlv('05', 'NF2026001')),
);
const DINAMICO = comCrc(
  tlv('00', '01') + tlv('01', '12') + tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', 'pix.banco.com.br/qr/v2/9d36b84fc70b478fb95c12729b90ca25'))
  + tlv('52', '0000') + tlv('53', '986') + tlv('58', 'BR') + tlv('59', 'Loja Online') + tlv('60', 'CURITIBA') + tlv('62', tlv('05', '***')),
);

describe('lerPix', () => {
  it('CRC16-CCITT-FALSE matches the published example', () => {
    expect(crc16(EXEMPLO.slice(0, -4))).toBe('1D3D');
    expect(crc16('123456789')).toBe('29B1'); // the algorithm's check value
  });

  it('reads key, name, city, amount and txid of a static code', () => {
    expect(lerPix(ESTATICO)).toEqual({
      ok: true,
      value: { chave: 'financeiro@empresa.com.br', nome: 'Papelaria Central', cidade: 'SAO PAULO', valor: 123456, txid: 'NF2026001', dinamico: false },
    });
    expect(lerPix(EXEMPLO)).toMatchObject({ ok: true, value: { valor: null, txid: null, nome: 'Fulano de Tal' } });
  });

  it('a dynamic code has no amount: it must be confirmed', () => {
    expect(lerPix(DINAMICO)).toEqual({
      ok: true, value: { chave: null, nome: 'Loja Online', cidade: 'CURITIBA', valor: null, txid: null, dinamico: true },
    });
  });

  it('names a broken CRC, a truncated code, a wrong start and an empty paste', () => {
    const alterado = ESTATICO.replace('1234.56', '9234.56');
    expect(lerPix(alterado)).toEqual({ ok: false, message: 'Código Pix com CRC inválido: o código foi alterado ou copiado errado.' });
    expect(lerPix(ESTATICO.slice(0, -10))).toEqual({ ok: false, message: 'Código Pix incompleto ou cortado: copie o código inteiro novamente.' });
    expect(lerPix('pix: 123')).toMatchObject({ ok: false, message: expect.stringContaining('000201') });
    expect(lerPix('')).toMatchObject({ ok: false, message: 'Cole o código Pix copia e cola.' });
  });
});
