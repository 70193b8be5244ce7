/* Every route of SPEC §2. Screens load lazily so the first paint only pays for the shell: the
   shell draws at once and the screen appears inside it when its chunk arrives (decision 115).
   Every screen SPEC and PRODUCT name now exists; the menu modals still without one open the
   Em construção dialog (side-menu.tsx). */
import { lazy } from 'react';
import type { ReactElement } from 'react';
import { SecaoPage } from '../features/secao/secao-page.tsx';
import { SECTION_TITLES } from '../features/secao/titles.ts';

type Lazy = () => Promise<{ Component: React.ComponentType }>;
interface AppRoute { path: string; element: ReactElement; load?: Lazy }

function screen(load: Lazy) {
  const Screen = lazy(async () => ({ default: (await load()).Component }));
  return { element: <Screen />, load };
}

/** Screens not built yet by their issue show Em construção too, under their real title. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', ...screen(async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage })) },
  { path: '/financeiro/cadastro', ...screen(async () => ({ Component: (await import('../features/cadastro/cadastro-page.tsx')).CadastroPage })) },
  { path: '/financeiro/lancamentos', ...screen(async () => ({ Component: (await import('../features/lancamentos/lancamentos-page.tsx')).LancamentosPage })) },
  { path: '/financeiro/faturas', ...screen(async () => ({ Component: (await import('../features/faturas/faturas-page.tsx')).FaturasPage })) },
  { path: '/financeiro/bancos', ...screen(async () => ({ Component: (await import('../features/bancos/bancos-page.tsx')).BancosPage })) },
  { path: '/financeiro/transferencias', ...screen(async () => ({ Component: (await import('../features/transferencias/transferencias-page.tsx')).TransferenciasPage })) },
  { path: '/financeiro/categorias', ...screen(async () => ({ Component: (await import('../features/categorias/categorias-page.tsx')).CategoriasPage })) },
  { path: '/financeiro/centros-custo', ...screen(async () => ({ Component: (await import('../features/centros-custo/centros-custo-page.tsx')).CentrosCustoPage })) },
  { path: '/financeiro/comprovantes', ...screen(async () => ({ Component: (await import('../features/comprovantes/comprovantes-page.tsx')).ComprovantesPage })) },
  { path: '/financeiro/recebiveis', ...screen(async () => ({ Component: (await import('../features/lancamentos/recebiveis-page.tsx')).RecebiveisPage })) },
  { path: '/financeiro/entradas', ...screen(async () => ({ Component: (await import('../features/entradas/entradas-page.tsx')).EntradasPage })) },
  { path: '/financeiro/orcamento', ...screen(async () => ({ Component: (await import('../features/orcamento/orcamento-page.tsx')).OrcamentoPage })) },
  { path: '/financeiro/relatorios', ...screen(async () => ({ Component: (await import('../features/relatorios/relatorios-page.tsx')).RelatoriosPage })) },
  { path: '/financeiro/fundos', ...screen(async () => ({ Component: (await import('../features/fundos/fundos-page.tsx')).FundosPage })) },
  { path: '/financeiro/nfe', ...screen(async () => ({ Component: (await import('../features/nfe/nfe-page.tsx')).NfePage })) },
  { path: '/financeiro/recorrencias', ...screen(async () => ({ Component: (await import('../features/recorrencias/recorrencias-page.tsx')).RecorrenciasPage })) },
  { path: '/financeiro/aprovacoes', ...screen(async () => ({ Component: (await import('../features/lancamentos/aprovacoes-page.tsx')).AprovacoesPage })) },
  { path: '/financeiro/extratos', ...screen(async () => ({ Component: (await import('../features/extratos/extratos-page.tsx')).ExtratosPage })) },
  { path: '/financeiro/investimentos', ...screen(async () => ({ Component: (await import('../features/investimentos/investimentos-page.tsx')).InvestimentosPage })) },
  { path: '/gestor/usuarios', ...screen(async () => ({ Component: (await import('../features/usuarios/usuarios-page.tsx')).UsuariosPage })) },
  { path: '/gestor/feriados', ...screen(async () => ({ Component: (await import('../features/feriados/feriados-page.tsx')).FeriadosPage })) },
  { path: '/gestor/auditoria', ...screen(async () => ({ Component: (await import('../features/auditoria/auditoria-page.tsx')).AuditoriaPage })) },
  { path: '/automacao/faturas', ...screen(async () => ({ Component: (await import('../features/automacao/execucoes-page.tsx')).ExecucoesPage })) },
  { path: '/academy/cadastro', ...screen(async () => ({ Component: (await import('../features/academico/historico-cadastro-page.tsx')).HistoricoCadastroPage })) },
  { path: '/academy/consulta', ...screen(async () => ({ Component: (await import('../features/academico/historicos-page.tsx')).HistoricosPage })) },
  { path: '/acoes/cadastro', ...screen(async () => ({ Component: (await import('../features/acoes/acoes-cadastro-page.tsx')).AcoesCadastroPage })) },
  { path: '/acoes/consulta', ...screen(async () => ({ Component: (await import('../features/acoes/acoes-consulta-page.tsx')).AcoesConsultaPage })) },
  { path: '/lembrete/cadastro', ...screen(async () => ({ Component: (await import('../features/lembretes/lembrete-form.tsx')).LembreteFormPage })) },
  { path: '/lembrete/consulta', ...screen(async () => ({ Component: (await import('../features/lembretes/lembretes-page.tsx')).LembretesPage })) },
  { path: '/observation/consulta', ...screen(async () => ({ Component: (await import('../features/observacoes/observacoes-page.tsx')).ObservacoesPage })) },
  { path: '/gestor/automacao/fatura-gestor', ...screen(async () => ({ Component: (await import('../features/automacao/regras-page.tsx')).RegrasPage })) },
  { path: '/gestor/telegram/consulta', ...screen(async () => ({ Component: (await import('../features/telegram/telegram-page.tsx')).TelegramPage })) },
  { path: '/sincronizacao', ...screen(async () => ({ Component: (await import('../features/sincronizacao/sincronizacao-page.tsx')).SincronizacaoPage })) },
  // Breadcrumbs link every section a path passes through (issue 13).
  ...Object.keys(SECTION_TITLES).map((path) => ({ path, element: <SecaoPage path={path} /> })),
];

/** Fetches a screen's chunk ahead of its route (the login page, decision 355); never throws. */
export function preloadScreen(path: string): void {
  const load = APP_ROUTES.find((r) => r.path === path)?.load;
  if (load) load().catch(() => undefined);
}
