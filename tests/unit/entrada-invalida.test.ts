/* Issue 11 item 6 (decision 142): the pure pieces of "no 500 on bad input". */
import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../src/domain/coerce.ts';
import { MAX_NOME_ARMAZENADO_BYTES, nomeArmazenado, nomeExibido } from '../../src/domain/comprovante.ts';
import { checkInput, MAX_DEPTH } from '../../server/lib/input-guard.ts';

describe('parseMoney', () => {
  it('refuses a wire decimal with a third decimal instead of reading it as thousands', () => {
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney('10.123')).toBeNull();
    expect(parseMoney(1.005)).toBeNull();
  });

  it('still reads wire decimals and masked pt-BR text', () => {
    expect(parseMoney('1.05')).toBe(105);
    expect(parseMoney('1234.5')).toBe(123450);
    expect(parseMoney('1.234,56')).toBe(123456);
    expect(parseMoney('R$ 1.005,00')).toBe(100500);
    expect(parseMoney('10,50')).toBe(1050);
  });
});

describe('nomeArmazenado', () => {
  it('keeps every stored name within the bytes a file system allows, extension and characters whole', () => {
    for (const original of ['ç'.repeat(300), `${'😀'.repeat(200)}.pdf`, `${'a'.repeat(149)}😀.png`]) {
      const nome = nomeArmazenado('0191e2a4b5c6', `${Date.now()}-1`, original);
      expect(new TextEncoder().encode(nome).length).toBeLessThanOrEqual(MAX_NOME_ARMAZENADO_BYTES);
      expect(nome).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(nomeExibido(nome).length).toBeGreaterThan(0);
    }
    expect(nomeArmazenado('a', 'b', `${'😀'.repeat(200)}.pdf`).endsWith('.pdf')).toBe(true);
  });
});

describe('checkInput', () => {
  it('finds a NUL byte in any string or key and names the top-level field', () => {
    expect(checkInput({ a: 'ok', b: ['x', { c: 'y\u0000' }] })?.body).toEqual({ errors: { b: [expect.any(String)] } });
    expect(checkInput({ ['k\u0000']: 1 })?.statusCode).toBe(422);
    expect(checkInput({ a: 'ok', n: 1, l: [true, null] })).toBeNull();
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkInput({ d: deep })?.statusCode).toBe(422);
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_DEPTH - 1; i++) ok = { a: ok };
    expect(checkInput(ok)).toBeNull();
  });
});
