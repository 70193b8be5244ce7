/* The NF-e reader (issue 34 item 2, decision 405) on a realistic supplier file and its variants:
   a nfeProc with 3 duplicatas, the bare NFe, one without cobr, one with IBSCBSTot, an
   alphanumeric-CNPJ emitente, and broken, truncated and non-NF-e files refused by name. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chaveValida, digitoChave, lerNFe } from '../../src/domain/nfe.ts';

const PROC = readFileSync(new URL('../fixtures/nfe/nfeproc-3-duplicatas.xml', import.meta.url), 'utf8');
const CHAVE = '35261111222333000181550010000123451123456788';
const DECLARACAO = '<?xml version="1.0" encoding="UTF-8"?>\n';
const semProc = () => DECLARACAO + PROC.slice(PROC.indexOf('<NFe '), PROC.indexOf('</NFe>') + '</NFe>'.length);
const ler = (xml: string) => {
  const r = lerNFe(xml);
  if (!r.ok) throw new Error(r.erro);
  return r.nfe;
};

describe('lerNFe', () => {
  it('reads a nfeProc with 3 duplicatas, amounts to the cent and due dates as written', () => {
    expect(ler(PROC)).toEqual({
      chave: CHAVE, emitente_cnpj: '11222333000181', emitente_nome: 'Papelaria Kalunga & Cia Ltda', numero: '12345', serie: '1',
      emissao: '2026-11-03', valor_total: 254_392,
      duplicatas: [
        { numero: '001', vencimento: '2026-12-03', valor: 84_798 },
        { numero: '002', vencimento: '2027-01-04', valor: 84_797 },
        { numero: '003', vencimento: '2027-02-03', valor: 84_797 },
      ],
      ibs: null, cbs: null,
    });
  });

  it('reads the bare NFe a supplier sends without its authorisation, and namespace prefixes', () => {
    expect(ler(semProc())).toMatchObject({ chave: CHAVE, valor_total: 254_392 });
    const prefixado = PROC.replace(/<(\/?)([A-Za-z])/g, '<$1nfe:$2').replace('<nfe:nfeProc xmlns=', '<nfe:nfeProc xmlns:nfe=');
    expect(ler(prefixado)).toMatchObject({ chave: CHAVE, numero: '12345' });
  });

  it('reads a note without cobr as no duplicatas', () => {
    const semCobr = PROC.slice(0, PROC.indexOf('<cobr>')) + PROC.slice(PROC.indexOf('</cobr>') + '</cobr>'.length);
    expect(ler(semCobr).duplicatas).toEqual([]);
  });

  it('reads the IBS/CBS totals of the 2026 reform when present', () => {
    const ibscbs = '<IBSCBSTot><vBCIBSCBS>2543.92</vBCIBSCBS><gIBS><gIBSUF><vIBSUF>2.54</vIBSUF></gIBSUF><vIBS>2.54</vIBS></gIBS><gCBS><vCBS>22.90</vCBS></gCBS></IBSCBSTot>';
    const nota = PROC.replace('</ICMSTot>', `</ICMSTot>${ibscbs}`);
    expect(ler(nota)).toMatchObject({ ibs: 254, cbs: 2_290 });
  });

  it('reads an alphanumeric CNPJ emitente and its chave', () => {
    const chave = '35261112ABC34501DE35550010000007771876543215';
    const nota = PROC.replaceAll(CHAVE, chave).replace('<CNPJ>11222333000181</CNPJ>', '<CNPJ>12ABC34501DE35</CNPJ>');
    expect(ler(nota)).toMatchObject({ chave, emitente_cnpj: '12ABC34501DE35' });
  });

  it('refuses a file with a DOCTYPE (entities never expanded nor fetched), in Portuguese', () => {
    const comEntidade = PROC.replace(/^(<\?xml[^>]*>)/, '$1<!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]>').replace('<xNome>Papelaria Kalunga &amp; Cia Ltda</xNome>', '<xNome>&x;</xNome>');
    expect(lerNFe(comEntidade)).toEqual({ ok: false, erro: 'O arquivo não é uma NF-e: tem uma declaração DOCTYPE, que a NF-e não usa.' });
  });

  it('refuses an emitente CNPJ whose check digits fail, numeric or alphanumeric (IN RFB 2.229/2024)', () => {
    for (const errado of ['12ABC34501DE36', '11222333000182']) {
      const nota = PROC.replace('<CNPJ>11222333000181</CNPJ>', `<CNPJ>${errado}</CNPJ>`);
      expect(lerNFe(nota)).toEqual({ ok: false, erro: `O CNPJ do emitente (${errado}) é inválido: os dígitos verificadores não conferem.` });
    }
    expect(ler(PROC.replace('<CNPJ>11222333000181</CNPJ>', '<CNPJ>12abc34501de35</CNPJ>')).emitente_cnpj).toBe('12ABC34501DE35');
  });

  it('refuses a truncated, a broken, an empty and a non-NF-e file, naming the problem', () => {
    const truncada = lerNFe(PROC.slice(0, Math.floor(PROC.length * 0.6)));
    expect(truncada).toEqual({ ok: false, erro: 'O arquivo está incompleto: termina antes de fechar a NF-e (foi cortado ao ser copiado ou baixado?).' });
    expect(lerNFe(PROC.slice(0, PROC.indexOf('</cobr>') + '</cobr>'.length))).toMatchObject({ ok: false, erro: expect.stringContaining('incompleto') });
    expect(lerNFe('<nfeProc><NFe><infNFe></NFe></nfeProc>')).toEqual({ ok: false, erro: 'O arquivo não é um XML válido (linha 1, coluna 23).' });
    expect(lerNFe('')).toEqual({ ok: false, erro: 'O arquivo está vazio.' });
    expect(lerNFe('<?xml version="1.0"?><cteProc><CTe><infCte Id="CTe1"/></CTe></cteProc>'))
      .toEqual({ ok: false, erro: 'O arquivo não é uma NF-e: falta o grupo infNFe (nfeProc ou NFe).' });
  });

  it('refuses a wrong check digit, a missing total and a bad due date', () => {
    expect(lerNFe(PROC.replaceAll(CHAVE, `${CHAVE.slice(0, 43)}9`))).toEqual({ ok: false, erro: 'A chave de acesso da NF-e é inválida (44 caracteres e dígito verificador).' });
    expect(lerNFe(PROC.replace('<vNF>2543.92</vNF>', ''))).toEqual({ ok: false, erro: 'A NF-e não tem o campo obrigatório total/ICMSTot/vNF.' });
    expect(lerNFe(PROC.replace('<dVenc>2026-12-03</dVenc>', '<dVenc>2026-13-03</dVenc>'))).toEqual({ ok: false, erro: 'A data de dVenc na NF-e é inválida.' });
  });
});

describe('chave de acesso', () => {
  it('checks the digit as the Manual de Orientação do Contribuinte computes it', () => {
    // The manual's example: 5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615.
    expect(digitoChave('5206043300991100250655012000000780026730161')).toBe(5);
    expect(chaveValida('52060433009911002506550120000007800267301615')).toBe(true);
    expect(chaveValida('52060433009911002506550120000007800267301614')).toBe(false);
    expect(chaveValida('5206043300991100250655012000000780026730161')).toBe(false);
  });
});
