/* The CSV export opens in a pt-BR spreadsheet with numbers as numbers: converted by LibreOffice
   (soffice --headless, pt-BR import options) to a flat ODS whose money cells are floats. Skipped
   with a loud notice where LibreOffice is not installed (CI does not install it). */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linhaCsv, valorCsv } from '../../src/domain/csv-ptbr.ts';
import { gerarCsv } from '../../src/features/relatorios/exportar-csv.ts';

const soffice = spawnSync('which', ['soffice']).status === 0;
if (!soffice) {
  console.warn(`\n${'!'.repeat(78)}\n!! CSV × LibreOffice IGNORADO: soffice ausente (apt-get install -y libreoffice-calc-nogui)\n${'!'.repeat(78)}\n`);
}

const dir = mkdtempSync(join(tmpdir(), 'fluxo-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COLUNAS = [{ titulo: 'Descrição', tipo: 'texto' as const }, { titulo: 'Quantidade', tipo: 'numero' as const }, { titulo: 'Valor', tipo: 'dinheiro' as const }];
const LINHAS = [
  ['Energia; conta "março"', 3, 123_456],
  ['=HYPERLINK("x")', 1, -50],
  ['Água', 12, 100_000_000_01],
];

describe('CSV for a pt-BR Excel', () => {
  it('writes BOM, ";" and decimal commas, quoting and defusing text', async () => {
    expect(valorCsv(123_456)).toBe('1234,56');
    expect(valorCsv(-50)).toBe('-0,50');
    expect(linhaCsv(['a;b', 2, 1], ['texto', 'numero', 'dinheiro'])).toBe('"a;b";2;0,01\r\n');
    const blob = await gerarCsv(COLUNAS, LINHAS.length, (i) => LINHAS[i]!);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Descrição;Quantidade;Valor', '"Energia; conta ""março""";3;1234,56', `"'=HYPERLINK(""x"")";1;-0,50`, 'Água;12;100000000,01', '',
    ]);
  });

  it.skipIf(!soffice)('opens in LibreOffice with the amounts as numbers', async () => {
    const blob = await gerarCsv(COLUNAS, LINHAS.length, (i) => LINHAS[i]!);
    const csv = join(dir, 'relatorio.csv');
    writeFileSync(csv, new Uint8Array(await blob.arrayBuffer()));
    // 59 = ';', 34 = '"', 76 = UTF-8, from line 1, language 1046 = pt-BR (decimal comma).
    execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${join(dir, 'lo-profile')}`, '--infilter=CSV:59,34,76,1,,1046', '--convert-to', 'fods', '--outdir', dir, csv], { timeout: 120_000, stdio: 'ignore' });
    const fods = readFileSync(join(dir, 'relatorio.fods'), 'utf8');
    for (const value of ['1234.56', '-0.5', '100000000.01', '3', '12']) {
      expect(fods).toMatch(new RegExp(`office:value-type="float" office:value="${value.replace('.', '\\.')}"`));
    }
    expect(fods).toContain('Energia; conta &quot;março&quot;');
    expect(fods).toContain('Descrição');
  }, 150_000);
});
