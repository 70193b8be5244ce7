/* The side menu tree of SPEC §2 (plus Entradas e Reservas, which SPEC omits, and the
   Sincronização screen of the offline engine). Leaves are routes or "not shown" modals. */
import { SCREEN_TITLES, SECTION_TITLES } from '../features/secao/titles.ts';

export type MenuNode =
  | { label: string; to: string }
  | { label: string; modal: string }
  | { label: string; children: MenuNode[] };

export const MENU: MenuNode[] = [
  { label: 'Administração', children: [{ label: 'Automação', to: '/automacao/faturas' }] },
  {
    label: 'Acadêmico',
    children: [{
      label: 'Histórico Escolar',
      children: [{ label: 'Cadastro', to: '/academy/cadastro' }, { label: 'Consulta', to: '/academy/consulta' }],
    }],
  },
  {
    label: 'Financeiro',
    children: [
      {
        label: 'Ações',
        children: [
          { label: 'Cadastro', to: '/acoes/cadastro' },
          { label: 'Consulta', to: '/acoes/consulta' },
          { label: 'Relatório', modal: 'Relatório de Ações' },
        ],
      },
      {
        label: 'Finanças',
        children: [
          { label: 'Cadastro', to: '/financeiro/cadastro' },
          { label: 'Importar NF-e', to: '/financeiro/nfe' },
          { label: 'Recorrências', to: '/financeiro/recorrencias' },
          { label: 'Aprovações', to: '/financeiro/aprovacoes' },
          { label: 'Orçamento', to: '/financeiro/orcamento' },
          {
            label: 'Consultas',
            children: [
              { label: 'Lançamentos', to: '/financeiro/lancamentos' },
              { label: 'Faturas', to: '/financeiro/faturas' },
              { label: 'Bancos', to: '/financeiro/bancos' },
              { label: 'Transferências', to: '/financeiro/transferencias' },
              { label: 'Categorias', to: '/financeiro/categorias' },
              { label: 'Centros de Custo', to: '/financeiro/centros-custo' },
              { label: 'Comprovantes', to: '/financeiro/comprovantes' },
              { label: 'Recebíveis', to: '/financeiro/recebiveis' },
              { label: 'Extratos e Conciliação', to: '/financeiro/extratos' },
              { label: 'Entradas e Reservas', to: '/financeiro/entradas' },
              { label: 'Fundos', to: '/financeiro/fundos' },
              { label: 'Investimentos', to: '/financeiro/investimentos' },
            ],
          },
          { label: 'Relatórios', children: [{ label: 'Finanças', to: '/financeiro/relatorios' }] },
        ],
      },
    ],
  },
  {
    label: 'Gerencial',
    children: [
      { label: 'Lembretes', children: [{ label: 'Cadastro', to: '/lembrete/cadastro' }, { label: 'Consulta', to: '/lembrete/consulta' }] },
      { label: 'Observações', children: [{ label: 'Cadastro', modal: 'Cadastro de Observação' }, { label: 'Consulta', to: '/observation/consulta' }] },
    ],
  },
  {
    label: 'Gestor',
    children: [
      { label: 'Usuários', to: '/gestor/usuarios' },
      { label: 'Feriados', to: '/gestor/feriados' },
      { label: 'Auditoria', to: '/gestor/auditoria' },
      { label: 'Automação', children: [{ label: 'Faturas', to: '/gestor/automacao/fatura-gestor' }] },
      { label: 'Telegram', children: [{ label: 'Adm', to: '/gestor/telegram/consulta' }] },
    ],
  },
  { label: 'Sincronização', to: '/sincronizacao' },
];

/** The Gestor area (decision 232): hidden from the perfil Operador, whose requests there get 403. */
const SECAO_GESTOR = '/gestor';

/** Screens only an administrator reaches: the Gestor area and Automação de Faturas (its routes
 *  answer 403 to an Operador too, though it sits outside /gestor; issue 33). */
const AREAS_DO_ADMINISTRADOR = [SECAO_GESTOR, '/automacao'];

export function soDoAdministrador(pathname: string): boolean {
  return AREAS_DO_ADMINISTRADOR.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The sections only administrators reach (their routes are `gestor: true` on the server). */
const SECOES_DO_ADMINISTRADOR = new Set(['Gestor', 'Administração']);

export function menuDoPerfil(administrador: boolean): MenuNode[] {
  return administrador ? MENU : MENU.filter((n) => !SECOES_DO_ADMINISTRADOR.has(n.label));
}

/**
 * SPEC §2 breadcrumbs: Dashboard, then one crumb per path segment linking the cumulative path. A
 * crumb reads the screen's or section's real title ('Lançamentos', not 'Lancamentos'); an
 * unknown segment is capitalised as SPEC says.
 */
export function breadcrumbs(pathname: string): { label: string; to: string }[] {
  const crumbs = [{ label: 'Dashboard', to: '/' }];
  let acc = '';
  for (const segment of pathname.split('/').filter(Boolean)) {
    acc += `/${segment}`;
    const text = decodeURIComponent(segment);
    const label = SCREEN_TITLES[acc] ?? SECTION_TITLES[acc] ?? text.charAt(0).toUpperCase() + text.slice(1);
    crumbs.push({ label, to: acc });
  }
  return crumbs;
}
