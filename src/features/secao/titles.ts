/* Each screen's title as its heading reads (breadcrumbs show it, with its accents) and the
   sections the paths pass through (/financeiro, /gestor…), whose crumbs open a page listing the
   section's screens (issue 13). */

export const SCREEN_TITLES: Readonly<Record<string, string>> = {
  '/financeiro/cadastro': 'Cadastro de Lançamentos',
  '/financeiro/lancamentos': 'Lançamentos',
  '/financeiro/faturas': 'Faturas',
  '/financeiro/bancos': 'Bancos',
  '/financeiro/transferencias': 'Transferências',
  '/financeiro/categorias': 'Categorias',
  '/financeiro/centros-custo': 'Centros de Custo',
  '/financeiro/comprovantes': 'Comprovantes',
  '/financeiro/recebiveis': 'Recebíveis',
  '/financeiro/entradas': 'Entradas e Reservas',
  '/financeiro/orcamento': 'Orçamento',
  '/financeiro/relatorios': 'Relatórios de Finanças',
  '/financeiro/fundos': 'Fundos',
  '/financeiro/investimentos': 'Investimentos',
  '/financeiro/extratos': 'Extratos e Conciliação',
  '/financeiro/nfe': 'Importar NF-e de fornecedor',
  '/financeiro/recorrencias': 'Recorrências',
  '/financeiro/aprovacoes': 'Aprovações',
  '/gestor/usuarios': 'Usuários',
  '/gestor/feriados': 'Feriados',
  '/gestor/auditoria': 'Auditoria',
  '/automacao/faturas': 'Automação de Faturas',
  '/academy/cadastro': 'Histórico Escolar: Cadastro',
  '/academy/consulta': 'Histórico Escolar: Consulta',
  '/acoes/cadastro': 'Ações: Cadastro',
  '/acoes/consulta': 'Ações: Consulta',
  '/lembrete/cadastro': 'Lembretes: Cadastro',
  '/lembrete/consulta': 'Lembretes: Consulta',
  '/observation/consulta': 'Observações: Consulta',
  '/gestor/automacao/fatura-gestor': 'Automação de Faturas do Gestor',
  '/gestor/telegram/consulta': 'Telegram: Administração',
  '/sincronizacao': 'Sincronização',
};

export const SECTION_TITLES: Readonly<Record<string, string>> = {
  '/financeiro': 'Financeiro',
  '/gestor': 'Gestor',
  '/gestor/automacao': 'Automação do Gestor',
  '/gestor/telegram': 'Telegram',
  '/automacao': 'Automação',
  '/academy': 'Acadêmico',
  '/acoes': 'Ações',
  '/lembrete': 'Lembretes',
  '/observation': 'Observações',
};

/** The screens a section lists: every titled path under it, in the order above. */
export function screensOf(section: string): { to: string; title: string }[] {
  return Object.entries(SCREEN_TITLES)
    .filter(([path]) => path.startsWith(`${section}/`))
    .map(([to, title]) => ({ to, title }));
}
