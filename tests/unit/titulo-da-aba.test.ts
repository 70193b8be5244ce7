/* Each browser tab names its screen (issue 33): the breadcrumb's last label, then "Fluxo". */
import { describe, expect, it } from 'vitest';
import { tituloDaAba } from '../../src/app/layout/titulo-da-aba.ts';
import { SCREEN_TITLES } from '../../src/features/secao/titles.ts';

describe('tituloDaAba', () => {
  it('names the Painel, a screen and a section', () => {
    expect(tituloDaAba('/')).toBe('Painel · Fluxo');
    expect(tituloDaAba('/financeiro/lancamentos')).toBe('Lançamentos · Fluxo');
    expect(tituloDaAba('/gestor/auditoria')).toBe('Auditoria · Fluxo');
    expect(tituloDaAba('/financeiro')).toBe('Financeiro · Fluxo');
  });

  it('gives every screen its own title', () => {
    const titulos = Object.keys(SCREEN_TITLES).map(tituloDaAba);
    expect(new Set(titulos).size).toBe(titulos.length);
  });
});
