/* A drop of supplier NF-e files (issue 34 item 2, decision 419): XML and .zip read per file, the
   zip's bounds checked before inflating, a chave twice in one drop, and the group a note becomes. */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gerarLancamentos, NovoLancamentoSchema } from '../../src/domain/lancamento.ts';
import { comValoresDaNFe, formularioDaNFe, lerArquivosNFe, parcelasDaNFe, problemaDaNFe } from '../../src/domain/nfe-arquivos.ts';
import { NFE_MAX_ARQUIVOS } from '../../src/domain/nfe-limites.ts';
import { validate } from '../../src/domain/validation.ts';
import { NFE_PROC, notaNumero, zipDeNotas } from '../fixtures/nfe/notas.ts';

const enc = new TextEncoder();
const arquivo = (nome: string, texto: string) => ({ nome, bytes: enc.encode(texto) });
const lida = (xml: string) => {
  const [r] = lerArquivosNFe([arquivo('n.xml', xml)]);
  if (!r?.ok) throw new Error('not read');
  return r.nfe;
};

describe('lerArquivosNFe', () => {
  it('reads XML files and the XML entries of a .zip, each by name, in order', () => {
    const zip = zipSync({ 'b.xml': enc.encode(notaNumero(2)), 'a.xml': enc.encode(notaNumero(1)), 'leia-me.txt': enc.encode('oi'), 'pasta/': new Uint8Array() });
    const r = lerArquivosNFe([{ nome: 'notas.zip', bytes: zip }, arquivo('3.xml', notaNumero(3))]);
    expect(r.map((x) => [x.arquivo, x.ok && x.nfe.numero])).toEqual([['notas.zip/a.xml', '1'], ['notas.zip/b.xml', '2'], ['3.xml', '3']]);
  });

  it('answers a broken file by its name beside the good ones', () => {
    const r = lerArquivosNFe([arquivo('boa.xml', NFE_PROC), arquivo('ruim.xml', '<NFe>')]);
    expect(r[0]!.ok).toBe(true);
    expect(r[1]).toEqual({ arquivo: 'ruim.xml', ok: false, erro: expect.stringMatching(/incompleto|XML válido/) });
  });

  it('refuses a binary file, a corrupt zip and a zip without XML', () => {
    expect(lerArquivosNFe([{ nome: 'x.xml', bytes: new Uint8Array([60, 0, 1, 2]) }])[0]).toMatchObject({ ok: false, erro: expect.stringMatching(/binário/) });
    expect(lerArquivosNFe([{ nome: 'x.zip', bytes: zipDeNotas([NFE_PROC]).slice(0, 100) }])[0]).toMatchObject({ ok: false, erro: expect.stringMatching(/corrompido/) });
    expect(lerArquivosNFe([{ nome: 'x.zip', bytes: zipSync({ 'a.txt': enc.encode('a') }) }])[0]).toMatchObject({ ok: false, erro: expect.stringMatching(/nenhum XML/) });
  });

  it('bounds a zip before inflating it: too many notes, or too many bytes once unpacked', () => {
    const muitas = zipSync(Object.fromEntries(Array.from({ length: NFE_MAX_ARQUIVOS + 1 }, (_, i) => [`${i}.xml`, enc.encode('<a/>')])));
    expect(lerArquivosNFe([{ nome: 'm.zip', bytes: muitas }])).toEqual([{ arquivo: 'm.zip', ok: false, erro: `Envie no máximo ${NFE_MAX_ARQUIVOS} notas de uma vez.` }]);
    // 60 MB of zeros compress to a few KB: refused from the declared size, never inflated.
    const bomba = zipSync({ 'bomba.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 1 });
    expect(bomba.length).toBeLessThan(1024 * 1024);
    expect(lerArquivosNFe([{ nome: 'b.zip', bytes: bomba }])[0]).toMatchObject({ ok: false, erro: expect.stringMatching(/50 MB/) });
  });

  it('refuses the same chave a second time in one drop', () => {
    const r = lerArquivosNFe([arquivo('a.xml', NFE_PROC), arquivo('copia.xml', NFE_PROC)]);
    expect(r[1]).toEqual({ arquivo: 'copia.xml', ok: false, erro: 'Esta NF-e já está em outro arquivo deste envio.' });
  });
});

describe('the payable group of a note', () => {
  it('has its duplicatas as parcelas, amounts to the cent and due dates as written', () => {
    const nfe = lida(NFE_PROC.replace('<vDup>847.98</vDup>', '<vDup>1000.00</vDup>').replace('<vDup>847.97</vDup>', '<vDup>1000.00</vDup>').replace('<vDup>847.97</vDup>', '<vDup>543.92</vDup>'));
    const ids = { id_titulo: '0190a000-0000-7000-8000-000000000001', ids: ['0190a000-0000-7000-8000-000000000002', '0190a000-0000-7000-8000-000000000003', '0190a000-0000-7000-8000-000000000004'] };
    const form = validate(NovoLancamentoSchema, formularioDaNFe(nfe, { banco: '0190a000-0000-7000-8000-00000000000b', categoria: null, pagamento: 'Boleto', ...ids }));
    if (!form.ok) throw new Error(form.message);
    const rows = comValoresDaNFe(gerarLancamentos(form.value, { banco: 'Itaú', categoria: null }, ids), nfe);
    expect(rows.map((r) => [r.parcela, r.valor_parcela, r.vencimento])).toEqual([[1, 100_000, '2026-12-03'], [2, 100_000, '2027-01-04'], [3, 54_392, '2027-02-03']]);
    expect(rows[0]).toMatchObject({ descricao: 'NF-e nº 12345 — Papelaria Kalunga & Cia Ltda', valor: 254_392, data: '2026-11-03', quant_parcela: 3, status: 'Pagar', metodo: 'Parcelado' });
  });

  it('without duplicatas is one parcela of the total due on the emission date', () => {
    const nfe = lida(NFE_PROC.replace(/<cobr>[\s\S]*<\/cobr>/, ''));
    expect(parcelasDaNFe(nfe)).toEqual([{ vencimento: '2026-11-03', valor: 254_392 }]);
  });

  it('is never a card purchase', () => {
    expect(problemaDaNFe(lida(NFE_PROC), 'Crédito')).toMatch(/fatura/);
    expect(problemaDaNFe(lida(NFE_PROC), 'Boleto')).toBeNull();
  });
});
