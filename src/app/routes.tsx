/* Every route of SPEC §2. Screens load lazily so the first paint only pays for the shell: the
   shell draws at once and the screen appears inside it when its chunk arrives (decision 115).
   Every screen SPEC and PRODUCT name now exists; the menu modals still without one open the
   Em construção dialog (side-menu.tsx). */
import { lazy, useState } from 'react';
import type { ReactElement } from 'react';
import { SecaoPage } from '../features/secao/secao-page.tsx';
import { SECTION_TITLES } from '../features/secao/titles.ts';

type Lazy = () => Promise<{ Component: React.ComponentType }>;
interface AppRoute { path: string; element: ReactElement; load?: Lazy }

/**
 * A lazy screen that renders at once when its chunk is already here (decision 453): React's lazy
 * suspends on its first render even for a module already loaded, and that empty frame lasted
 * until the reload's next batch yielded. Which of the two a mount uses is fixed at mount, so a
 * chunk arriving later never remounts a screen in use.
 */
export function lazyScreen(load: Lazy) {
  let pronta: React.ComponentType | undefined;
  const carregar: Lazy = async () => {
    const m = await load();
    pronta = m.Component;
    return m;
  };
  const Adiada = lazy(async () => ({ default: (await carregar()).Component }));
  function Screen() {
    const [Pronta] = useState(() => pronta);
    return Pronta ? <Pronta /> : <Adiada />;
  }
  return { element: <Screen />, load: carregar };
}

/** Screens not built yet by their issue show Em construção too, under their real title. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', ...lazyScreen(async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage })) },
  { path: '/financeiro/cadastro', ...lazyScreen(async () => ({ Component: (await import('../features/cadastro/cadastro-page.tsx')).CadastroPage })) },
  { path: '/financeiro/lancamentos', ...lazyScreen(async () => ({ Component: (await import('../features/lancamentos/lancamentos-page.tsx')).LancamentosPage })) },
  { path: '/financeiro/faturas', ...lazyScreen(async () => ({ Component: (await import('../features/faturas/faturas-page.tsx')).FaturasPage })) },
  { path: '/financeiro/bancos', ...lazyScreen(async () => ({ Component: (await import('../features/bancos/bancos-page.tsx')).BancosPage })) },
  { path: '/financeiro/transferencias', ...lazyScreen(async () => ({ Component: (await import('../features/transferencias/transferencias-page.tsx')).TransferenciasPage })) },
  { path: '/financeiro/categorias', ...lazyScreen(async () => ({ Component: (await import('../features/categorias/categorias-page.tsx')).CategoriasPage })) },
  { path: '/financeiro/centros-custo', ...lazyScreen(async () => ({ Component: (await import('../features/centros-custo/centros-custo-page.tsx')).CentrosCustoPage })) },
  { path: '/financeiro/comprovantes', ...lazyScreen(async () => ({ Component: (await import('../features/comprovantes/comprovantes-page.tsx')).ComprovantesPage })) },
  { path: '/financeiro/recebiveis', ...lazyScreen(async () => ({ Component: (await import('../features/lancamentos/recebiveis-page.tsx')).RecebiveisPage })) },
  { path: '/financeiro/entradas', ...lazyScreen(async () => ({ Component: (await import('../features/entradas/entradas-page.tsx')).EntradasPage })) },
  { path: '/financeiro/orcamento', ...lazyScreen(async () => ({ Component: (await import('../features/orcamento/orcamento-page.tsx')).OrcamentoPage })) },
  { path: '/financeiro/relatorios', ...lazyScreen(async () => ({ Component: (await import('../features/relatorios/relatorios-page.tsx')).RelatoriosPage })) },
  { path: '/financeiro/fundos', ...lazyScreen(async () => ({ Component: (await import('../features/fundos/fundos-page.tsx')).FundosPage })) },
  { path: '/financeiro/nfe', ...lazyScreen(async () => ({ Component: (await import('../features/nfe/nfe-page.tsx')).NfePage })) },
  { path: '/financeiro/recorrencias', ...lazyScreen(async () => ({ Component: (await import('../features/recorrencias/recorrencias-page.tsx')).RecorrenciasPage })) },
  { path: '/financeiro/aprovacoes', ...lazyScreen(async () => ({ Component: (await import('../features/lancamentos/aprovacoes-page.tsx')).AprovacoesPage })) },
  { path: '/financeiro/extratos', ...lazyScreen(async () => ({ Component: (await import('../features/extratos/extratos-page.tsx')).ExtratosPage })) },
  { path: '/financeiro/investimentos', ...lazyScreen(async () => ({ Component: (await import('../features/investimentos/investimentos-page.tsx')).InvestimentosPage })) },
  { path: '/gestor/usuarios', ...lazyScreen(async () => ({ Component: (await import('../features/usuarios/usuarios-page.tsx')).UsuariosPage })) },
  { path: '/gestor/feriados', ...lazyScreen(async () => ({ Component: (await import('../features/feriados/feriados-page.tsx')).FeriadosPage })) },
  { path: '/gestor/auditoria', ...lazyScreen(async () => ({ Component: (await import('../features/auditoria/auditoria-page.tsx')).AuditoriaPage })) },
  { path: '/automacao/faturas', ...lazyScreen(async () => ({ Component: (await import('../features/automacao/execucoes-page.tsx')).ExecucoesPage })) },
  { path: '/academy/cadastro', ...lazyScreen(async () => ({ Component: (await import('../features/academico/historico-cadastro-page.tsx')).HistoricoCadastroPage })) },
  { path: '/academy/consulta', ...lazyScreen(async () => ({ Component: (await import('../features/academico/historicos-page.tsx')).HistoricosPage })) },
  { path: '/acoes/cadastro', ...lazyScreen(async () => ({ Component: (await import('../features/acoes/acoes-cadastro-page.tsx')).AcoesCadastroPage })) },
  { path: '/acoes/consulta', ...lazyScreen(async () => ({ Component: (await import('../features/acoes/acoes-consulta-page.tsx')).AcoesConsultaPage })) },
  { path: '/lembrete/cadastro', ...lazyScreen(async () => ({ Component: (await import('../features/lembretes/lembrete-form.tsx')).LembreteFormPage })) },
  { path: '/lembrete/consulta', ...lazyScreen(async () => ({ Component: (await import('../features/lembretes/lembretes-page.tsx')).LembretesPage })) },
  { path: '/observation/consulta', ...lazyScreen(async () => ({ Component: (await import('../features/observacoes/observacoes-page.tsx')).ObservacoesPage })) },
  { path: '/gestor/automacao/fatura-gestor', ...lazyScreen(async () => ({ Component: (await import('../features/automacao/regras-page.tsx')).RegrasPage })) },
  { path: '/gestor/telegram/consulta', ...lazyScreen(async () => ({ Component: (await import('../features/telegram/telegram-page.tsx')).TelegramPage })) },
  { path: '/sincronizacao', ...lazyScreen(async () => ({ Component: (await import('../features/sincronizacao/sincronizacao-page.tsx')).SincronizacaoPage })) },
  // Breadcrumbs link every section a path passes through (issue 13).
  ...Object.keys(SECTION_TITLES).map((path) => ({ path, element: <SecaoPage path={path} /> })),
];

/** Fetches a screen's chunk ahead of its route (the login page, decision 355; the shell, 453); never throws. */
export function preloadScreen(path: string): void {
  const load = APP_ROUTES.find((r) => r.path === path)?.load;
  if (load) load().catch(() => undefined);
}
