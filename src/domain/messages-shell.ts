// The texts the shell shows before any screen loads: the top bar, the sync state, the login page,
// the error and "em construção" notices. Part of `msg` (messages.ts), which spreads them first;
// the shell's own modules import `msg` from here instead, so the first download carries these
// and not every area's texts (decision 295). A shell module that needs another area's text adds
// that area here (the type checker says which).

import { MSG_PERFIS } from './messages-auditoria.ts';
import { MSG_SINCRONIZACAO } from './messages-sincronizacao.ts';
import { MSG_UX } from './messages-ux.ts';

export const MSG_SHELL = {
  comum: {
    preenchaObrigatorios: 'Preencha todos os campos obrigatórios.',
    dadosInvalidos: 'Dados inválidos.',
    rotaNaoEncontrada: 'Rota não encontrada.',
    requisicaoGrande: 'Requisição grande demais.',
    jsonMalformado: 'JSON malformado.',
    naoAutenticado: 'Não autenticado.',
    muitasRequisicoes: 'Muitas requisições. Aguarde um momento e tente novamente.',
    erroInterno: 'Erro interno do servidor. Tente novamente.',
    erroInesperado: 'Erro inesperado. Tente novamente.',
    salvoOffline: 'Alteração salva neste dispositivo; será enviada quando houver conexão.',
    registroNaoEncontrado: 'Registro não encontrado.',
    registroAlterado: 'Este registro foi alterado por outra pessoa. Recarregue e tente de novo.',
    registroDuplicado: 'Este registro já foi cadastrado.',
    idempotenciaReutilizada: 'Chave de idempotência reutilizada com outro conteúdo.',
    requisicaoEmProcessamento: 'Requisição ainda em processamento.',
    emConstrucao: 'Em construção',
    valorInvalido: 'Valor inválido.',
    valorPositivo: 'O valor deve ser maior que zero.',
    valorAcimaLimite: 'Valor acima do limite permitido.',
    dataInvalida: 'Data inválida.',
    idInvalido: 'Identificador inválido.',
    listaIdsInvalida: 'Lista de identificadores inválida.',
    selecioneRegistro: 'Selecione pelo menos um registro.',
    opcaoInvalida: 'Opção inválida.',
    textoLongo: (max: number) => `Texto muito longo (máximo de ${max} caracteres).`,
    operacaoConcluida: 'Operação concluída.',
    operacaoRealizada: 'Operação realizada.',
    erroAcao: 'Erro inesperado ao processar ação.',
    excluidos: 'Registro(s) excluído(s) com sucesso!',
    ativo: 'Ativo',
    inativo: 'Inativo',
    sim: 'Sim',
    nao: 'Não',
    naoAplica: 'N/A',
    opcional: 'Opcional',
    cancelar: 'Cancelar',
    confirmar: 'Confirmar',
  },
  layout: {
    /** The browser tab's title: the screen's name, then the app's (issue 33). */
    tituloAba: (tela: string) => `${tela} · Fluxo`,
    /** The Painel's name (its heading, MSG_PAINEL.titulo, is this text). */
    painel: 'Painel',
    usuarioPadrao: 'Usuário',
    sair: 'Sair',
    dashboard: 'Dashboard',
    versao: '1.0.0',
    carregando: 'Carregando',
    cadastrando: 'Cadastrando',
    online: 'Online',
    offline: 'Offline',
  },
  login: {
    campoLogin: 'Login ou E-mail',
    campoSenha: 'Senha',
    entrar: 'Entrar',
    carregando: 'Carregando',
    loginObrigatorio: 'O login é obrigatório.',
    senhaObrigatoria: 'A senha é obrigatória.',
    erro: 'Erro ao fazer login. Por favor, tente novamente.',
    credenciaisInvalidas: 'Login ou senha inválidos.',
    muitasTentativas: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',
  },
  sincronizacao: MSG_SINCRONIZACAO,
  ux: MSG_UX,
  perfis: MSG_PERFIS,
} as const;

/** The shell's `msg`: the same texts as messages.ts's, for the modules of the first download. */
export const msg = MSG_SHELL;
