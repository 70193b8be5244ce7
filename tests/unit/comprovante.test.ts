import { describe, it, expect } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  NovoComprovanteSchema,
  formatarTamanho,
  juntarArquivos,
  listarArquivos,
  nomeArmazenado,
  nomeExibido,
  sanitizarNomeArquivo,
} from '../../src/domain/comprovante.ts';
import { validate } from '../../src/domain/validation.ts';

describe('shown file names', () => {
  it('drops the first two underscore parts when there are at least three', () => {
    expect(nomeExibido('0190a3f0_1700000000_nota.pdf')).toBe('nota.pdf');
    expect(nomeExibido('a_b_nota_fiscal_maio.pdf')).toBe('nota_fiscal_maio.pdf');
    expect(nomeExibido('a_nota.pdf')).toBe('a_nota.pdf');
    expect(nomeExibido('nota.pdf')).toBe('nota.pdf');
  });

  it('stores names that show back as the original', () => {
    const stored = nomeArmazenado('0190a3f0-1c2d', 'f_1', 'recibo_maio.pdf');
    expect(stored).toBe('0190a3f0-1c2d_f1_recibo_maio.pdf');
    expect(nomeExibido(stored)).toBe('recibo_maio.pdf');
  });

  it('splits and joins the stored list', () => {
    expect(listarArquivos('a.pdf;b.png;')).toEqual(['a.pdf', 'b.png']);
    expect(listarArquivos(null)).toEqual([]);
    expect(juntarArquivos(['a.pdf', 'b.png'])).toBe('a.pdf;b.png');
  });
});

describe('safe file names', () => {
  it('removes directories, traversal and control characters', () => {
    expect(sanitizarNomeArquivo('../../etc/passwd')).toBe('passwd');
    expect(sanitizarNomeArquivo('C:\\Users\\ana\\nota.pdf')).toBe('nota.pdf');
    expect(sanitizarNomeArquivo('..')).toBe('arquivo');
    expect(sanitizarNomeArquivo('a..b.pdf')).toBe('a.b.pdf');
    expect(sanitizarNomeArquivo('no\u0000ta\n.pdf')).toBe('nota.pdf');
    expect(sanitizarNomeArquivo('a;b|c?.pdf')).toBe('a_b_c_.pdf');
    expect(sanitizarNomeArquivo('  .oculto  ')).toBe('oculto');
    expect(sanitizarNomeArquivo('')).toBe('arquivo');
  });

  it('keeps the extension when shortening', () => {
    const long = `${'x'.repeat(300)}.pdf`;
    const safe = sanitizarNomeArquivo(long);
    expect(safe).toHaveLength(150);
    expect(safe.endsWith('.pdf')).toBe(true);
  });
});

describe('file sizes', () => {
  it('shows bytes, KB or MB with two decimals', () => {
    expect(formatarTamanho(0)).toBe('0 bytes');
    expect(formatarTamanho(1)).toBe('1 byte');
    expect(formatarTamanho(512)).toBe('512 bytes');
    expect(formatarTamanho(1536)).toBe('1,50 KB');
    expect(formatarTamanho(2 * 1024 * 1024)).toBe('2,00 MB');
    expect(formatarTamanho(MAX_UPLOAD_BYTES)).toBe('300,00 MB');
  });
});

describe('proof form', () => {
  it('requires description, date and at least one file', () => {
    const result = validate(NovoComprovanteSchema, {});
    expect(!result.ok && result.errors).toEqual({
      descricao: ['Descrição é obrigatório.'],
      data: ['Data é obrigatória.'],
      arquivo: ['Comprovante é obrigatório.'],
    });
  });

  it('accepts arquivo[] parts and refuses more than 300 MB in total', () => {
    const file = { name: 'a.pdf', size: 10 };
    const ok = validate(NovoComprovanteSchema, { descricao: 'Recibo', data: '2026-05-05', 'arquivo[]': [file] });
    expect(ok.ok && ok.value.arquivo[0]).toBe(file);
    expect(ok.ok && ok.value.lancamento).toBeNull();
    const big = validate(NovoComprovanteSchema, {
      descricao: 'Recibo',
      data: '2026-05-05',
      arquivo: [{ name: 'a', size: MAX_UPLOAD_BYTES }, { name: 'b', size: 1 }],
    });
    expect(!big.ok && big.message).toBe('Tamanho dos arquivos excedido.');
  });
});
