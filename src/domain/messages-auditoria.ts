// Texts of issue 18: the change log (Auditoria, Histórico de alterações) and the perfis.
// Part of `msg` (messages.ts).

export const MSG_AUDITORIA = {
  titulo: 'Auditoria',
  historico: 'Histórico de alterações',
  selecioneUm: 'Selecione exatamente um registro para ver o histórico de alterações.',
  semAlteracoes: 'Nenhuma alteração registrada para este registro.',
  semResultados: 'Nenhuma alteração encontrada.',
  offline: 'A Auditoria é consultada no servidor: conecte-se para vê-la.',
  carregando: 'Carregando alterações…',
  erroCarregar: 'Erro ao carregar as alterações.',
  exportarCsv: 'Exportar CSV',
  filtrar: 'Filtrar',
  limpar: 'Limpar',
  de: 'De',
  ate: 'Até',
  usuario: 'Usuário',
  entidade: 'Entidade',
  acao: 'Ação',
  todos: 'Todos',
  todas: 'Todas',
  colunas: {
    quando: 'Quando', usuario: 'Usuário', origem: 'Origem', entidade: 'Entidade', registro: 'Registro',
    acao: 'Ação', campo: 'Campo', antes: 'Antes', depois: 'Depois', alteracoes: 'Alterações',
  },
  origemOnline: 'Online',
  origemOffline: (quando: string) => `Offline (feito em ${quando})`,
  origemSistema: 'Sistema',
  origemImplausivel: (quando: string) => `Horário do dispositivo não confiável (informou ${quando})`,
  origemTelegram: 'Telegram',
  usuarioSistema: 'Sistema',
  usuarioRemovido: 'Usuário removido',
  /** A referenced record the device's list no longer has (decision 428). */
  excluido: {
    bancos: (id: string) => `${id} (excluído)`,
    categorias: (id: string) => `${id} (excluída)`,
    usuarios: (id: string) => `${id} (excluído)`,
  },
  senhaAlterada: '(alterada)',
  total: (n: string) => `${n} alterações`,
  totalMais: (n: string) => `mais de ${n} alterações`,
  quandoInvalido: 'A data e hora da ação enviadas pelo dispositivo são inválidas.',
  periodoInvalido: 'Informe um período válido (data inicial até a final).',
} as const;

export const MSG_PERFIS = {
  perfil: 'Perfil',
  administrador: 'Administrador',
  operador: 'Operador',
  somenteGestor: 'Acesso negado: esta área é exclusiva do perfil Administrador.',
  somenteAdministradorPerfil: 'Somente um administrador pode alterar o perfil de um usuário.',
  ultimoAdministrador: 'Não é possível remover o último administrador ativo: promova outro usuário antes.',
  perfilInvalido: 'Perfil inválido.',
} as const;
