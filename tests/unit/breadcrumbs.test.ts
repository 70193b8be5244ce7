import { describe, expect, it } from 'vitest';
import { breadcrumbs, MENU, menuDoPerfil } from '../../src/app/menu.ts';
import type { MenuNode } from '../../src/app/menu.ts';
import { SCREEN_TITLES } from '../../src/features/secao/titles.ts';

describe('breadcrumbs', () => {
  it('start at Dashboard and capitalise each segment, linking the cumulative path', () => {
    expect(breadcrumbs('/financeiro/bancos')).toEqual([
      { label: 'Dashboard', to: '/' },
      { label: 'Financeiro', to: '/financeiro' },
      { label: 'Bancos', to: '/financeiro/bancos' },
    ]);
  });

  it('are just Dashboard on the home page', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Dashboard', to: '/' }]);
  });
});

describe('side menu', () => {
  const routes: string[] = [];
  const walk = (n: MenuNode) => { if ('to' in n) routes.push(n.to); if ('children' in n) n.children.forEach(walk); };
  MENU.forEach(walk);

  it('reaches every route of SPEC', () => {
    for (const path of ['/automacao/faturas', '/academy/cadastro', '/academy/consulta', '/acoes/cadastro', '/acoes/consulta',
      '/financeiro/cadastro', '/financeiro/lancamentos', '/financeiro/faturas', '/financeiro/bancos', '/financeiro/categorias',
      '/financeiro/comprovantes', '/financeiro/recebiveis', '/financeiro/fundos', '/financeiro/investimentos', '/financeiro/entradas',
      '/lembrete/cadastro', '/lembrete/consulta', '/observation/consulta', '/gestor/usuarios', '/gestor/automacao/fatura-gestor',
      '/gestor/telegram/consulta']) {
      expect(routes).toContain(path);
    }
  });

  it('every screen it reaches has its real title: crumbs, section pages and the axe route list read it (issue 13)', () => {
    expect(routes.filter((to) => !SCREEN_TITLES[to])).toEqual([]);
    expect(breadcrumbs('/financeiro/relatorios').at(-1)).toEqual({ label: 'Relatórios de Finanças', to: '/financeiro/relatorios' });
  });
});

describe('the menu of a profile', () => {
  it('hides Gestor and Administração from an Operador, whose requests there get 403', () => {
    const secoes = (administrador: boolean) => menuDoPerfil(administrador).map((n) => n.label);
    expect(secoes(true)).toEqual(expect.arrayContaining(['Gestor', 'Administração']));
    expect(secoes(false)).not.toContain('Gestor');
    expect(secoes(false)).not.toContain('Administração');
    expect(secoes(false)).toContain('Financeiro');
  });
});
