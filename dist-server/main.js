var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// server/app.ts
import Fastify from "fastify";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";

// server/plugins/auth.ts
import fp from "fastify-plugin";
import cookie from "@fastify/cookie";

// src/domain/messages-acao.ts
var MSG_ACAO = {
  pagamentoAntesDoLancamento: "A data de pagamento n\xE3o pode ser anterior \xE0 data do lan\xE7amento.",
  cancelamentoFuturo: "A data de cancelamento n\xE3o pode ser futura.",
  cancelamentoAntesDoLancamento: "A data de cancelamento n\xE3o pode ser anterior \xE0 data do lan\xE7amento.",
  versoesInvalidas: "Vers\xF5es dos registros inv\xE1lidas."
};

// src/domain/messages-sincronizacao.ts
var MSG_SINCRONIZACAO = {
  titulo: "Sincroniza\xE7\xE3o",
  pendentes: (n) => n === 1 ? "1 pendente" : `${n} pendentes`,
  falhas: (n) => n === 1 ? "1 falha" : `${n} falhas`,
  sincronizadoEm: (quando) => `Sincronizado: ${quando}`,
  nuncaSincronizado: "Ainda n\xE3o sincronizado",
  carregando: (pct) => `Carregando dados\u2026 ${pct}%`,
  sessaoExpirada: "Sess\xE3o expirada: entre novamente para enviar as altera\xE7\xF5es pendentes.",
  tudoSincronizado: "Nenhuma altera\xE7\xE3o pendente: tudo sincronizado.",
  colAlteracao: "Altera\xE7\xE3o",
  colSituacao: "Situa\xE7\xE3o",
  colMensagem: "Mensagem do servidor",
  colCriada: "Feita em",
  colTentativas: "Tentativas",
  colAcoes: "A\xE7\xF5es",
  situacaoPendente: "Pendente",
  situacaoRecusada: "Recusada",
  situacaoBloqueada: "Aguardando uma altera\xE7\xE3o recusada",
  tentarNovamente: "Tentar novamente",
  descartar: "Descartar",
  confirmarDescarte: "Descartar esta altera\xE7\xE3o? A mudan\xE7a feita neste dispositivo ser\xE1 desfeita.",
  confirmarDescarteDependentes: (n) => `Descartar esta altera\xE7\xE3o e ${n === 1 ? "1 altera\xE7\xE3o que depende" : `${n} altera\xE7\xF5es que dependem`} dela? As mudan\xE7as feitas neste dispositivo ser\xE3o desfeitas.`,
  descartada: "Altera\xE7\xE3o descartada.",
  reenviada: "Altera\xE7\xE3o devolvida \xE0 fila de envio.",
  sairTitulo: "Altera\xE7\xF5es n\xE3o enviadas",
  sairComPendentes: (n) => `${n === 1 ? "H\xE1 1 altera\xE7\xE3o ainda n\xE3o enviada" : `H\xE1 ${n} altera\xE7\xF5es ainda n\xE3o enviadas`} ao servidor. Elas ficam guardadas neste dispositivo e ser\xE3o enviadas quando voc\xEA entrar de novo. Deseja sair mesmo assim?`,
  sairMesmoAssim: "Sair mesmo assim",
  discoCheio: "Espa\xE7o de armazenamento do dispositivo esgotado: a altera\xE7\xE3o n\xE3o foi salva. Libere espa\xE7o e tente novamente.",
  erroLocal: "N\xE3o foi poss\xEDvel salvar neste dispositivo. Recarregue a p\xE1gina e tente novamente.",
  armazenamentoCheio: "Disco cheio",
  armazenamentoCheioDetalhe: "O armazenamento deste dispositivo est\xE1 cheio: os dados n\xE3o puderam ser atualizados. Libere espa\xE7o e atualize.",
  semSessao: "Sess\xE3o encerrada. Entre novamente.",
  semConexao: "Sem conex\xE3o com o servidor; nova tentativa em breve.",
  servidorIndisponivel: "Servidor indispon\xEDvel; nova tentativa em breve.",
  novaVersao: "Nova vers\xE3o do Fluxo dispon\xEDvel.",
  atualizar: "Atualizar",
  salveAntes: "Salve ou feche o formul\xE1rio aberto antes de atualizar.",
  /** Each write's name on the Sincronização screen, by its definition (domain/mutacoes.ts). */
  acoes: {
    cadastrarBanco: "Cadastro de banco",
    editarBanco: "Edi\xE7\xE3o de banco",
    deletarBancos: "Exclus\xE3o de bancos",
    cadastrarCategoria: "Cadastro de categoria",
    editarCategoria: "Edi\xE7\xE3o de categoria",
    deletarCategorias: "Exclus\xE3o de categorias",
    cadastrarLancamento: "Cadastro de lan\xE7amento",
    pagarLancamentos: "Pagamento de lan\xE7amentos",
    informarPagamentoLancamento: "Informe de pagamento",
    cancelarLancamentos: "Cancelamento de lan\xE7amentos",
    deletarLancamentos: "Exclus\xE3o de lan\xE7amentos",
    cadastrarRecebivel: "Cadastro de receb\xEDvel",
    pagarRecebiveis: "Pagamento de receb\xEDveis",
    informarPagamentoRecebivel: "Informe de recebimento",
    cancelarRecebiveis: "Cancelamento de receb\xEDveis",
    deletarRecebiveis: "Exclus\xE3o de receb\xEDveis",
    cadastrarFatura: "Cadastro de fatura",
    pagarFaturas: "Pagamento de faturas",
    deletarFaturas: "Exclus\xE3o de faturas",
    cadastrarEntrada: "Cadastro de entrada",
    acaoEntradas: "Exclus\xE3o ou inativa\xE7\xE3o de entradas",
    informarRendimentoEntrada: "Informe de rendimento",
    cadastrarInvestimento: "Cadastro de investimento",
    acaoInvestimentos: "Exclus\xE3o ou inativa\xE7\xE3o de investimentos",
    informarRendimentoInvestimento: "Informe de rendimento de investimento",
    cadastrarComprovante: "Cadastro de comprovante",
    deletarComprovantes: "Exclus\xE3o de comprovantes",
    importarCartao: "Importa\xE7\xE3o de lan\xE7amentos",
    cadastrarUsuario: "Cadastro de usu\xE1rio",
    editarUsuario: "Edi\xE7\xE3o de usu\xE1rio"
  }
};
var MSG_LOTE = {
  pedidosAusentes: "Envie a lista de pedidos do lote.",
  pedidosDemais: (max) => `Um lote aceita no m\xE1ximo ${max} pedidos.`,
  pedidoInvalido: "Pedido do lote inv\xE1lido: informe chave, m\xE9todo, caminho e corpo.",
  rotaForaDoLote: "Este pedido n\xE3o pode ser enviado em lote; envie-o sozinho."
};

// src/domain/messages.ts
var msg = {
  comum: {
    preenchaObrigatorios: "Preencha todos os campos obrigat\xF3rios.",
    dadosInvalidos: "Dados inv\xE1lidos.",
    rotaNaoEncontrada: "Rota n\xE3o encontrada.",
    requisicaoGrande: "Requisi\xE7\xE3o grande demais.",
    jsonMalformado: "JSON malformado.",
    naoAutenticado: "N\xE3o autenticado.",
    muitasRequisicoes: "Muitas requisi\xE7\xF5es. Aguarde um momento e tente novamente.",
    erroInterno: "Erro interno do servidor. Tente novamente.",
    erroInesperado: "Erro inesperado. Tente novamente.",
    salvoOffline: "Altera\xE7\xE3o salva neste dispositivo; ser\xE1 enviada quando houver conex\xE3o.",
    registroNaoEncontrado: "Registro n\xE3o encontrado.",
    registroAlterado: "Este registro foi alterado por outra pessoa. Recarregue e tente de novo.",
    registroDuplicado: "Este registro j\xE1 foi cadastrado.",
    idempotenciaReutilizada: "Chave de idempot\xEAncia reutilizada com outro conte\xFAdo.",
    requisicaoEmProcessamento: "Requisi\xE7\xE3o ainda em processamento.",
    emConstrucao: "Em constru\xE7\xE3o",
    valorInvalido: "Valor inv\xE1lido.",
    valorPositivo: "O valor deve ser maior que zero.",
    valorAcimaLimite: "Valor acima do limite permitido.",
    dataInvalida: "Data inv\xE1lida.",
    idInvalido: "Identificador inv\xE1lido.",
    listaIdsInvalida: "Lista de identificadores inv\xE1lida.",
    selecioneRegistro: "Selecione pelo menos um registro.",
    opcaoInvalida: "Op\xE7\xE3o inv\xE1lida.",
    textoLongo: (max) => `Texto muito longo (m\xE1ximo de ${max} caracteres).`,
    operacaoConcluida: "Opera\xE7\xE3o conclu\xEDda.",
    operacaoRealizada: "Opera\xE7\xE3o realizada.",
    erroAcao: "Erro inesperado ao processar a\xE7\xE3o.",
    excluidos: "Registro(s) exclu\xEDdo(s) com sucesso!",
    ativo: "Ativo",
    inativo: "Inativo",
    sim: "Sim",
    nao: "N\xE3o",
    naoAplica: "N/A",
    opcional: "Opcional",
    cancelar: "Cancelar",
    confirmar: "Confirmar"
  },
  layout: {
    usuarioPadrao: "Usu\xE1rio",
    sair: "Sair",
    dashboard: "Dashboard",
    versao: "1.0.0",
    carregando: "Carregando",
    cadastrando: "Cadastrando",
    online: "Online",
    offline: "Offline"
  },
  login: {
    campoLogin: "Login ou E-mail",
    campoSenha: "Senha",
    entrar: "Entrar",
    carregando: "Carregando",
    loginObrigatorio: "O login \xE9 obrigat\xF3rio.",
    senhaObrigatoria: "A senha \xE9 obrigat\xF3ria.",
    erro: "Erro ao fazer login. Por favor, tente novamente.",
    credenciaisInvalidas: "Login ou senha inv\xE1lidos.",
    usuarioInativo: "Usu\xE1rio inativo.",
    muitasTentativas: "Muitas tentativas de login. Aguarde um minuto e tente novamente."
  },
  lista: {
    buscaNaoEncontrada: "Busca n\xE3o encontrada!",
    buscar: "Buscar",
    porPagina: "Por P\xE1g:",
    todos: "Todos",
    limpar: "Limpar",
    selecionadas: (n) => `${n} selecionada(s)`,
    intervalo: (start, end, total) => `${start} - ${end} de ${total}`,
    semVencimento: "Sem Vencimento",
    semPagamento: "Sem Pagamento",
    semObservacao: "Sem Observa\xE7\xE3o",
    selecioneUmaRendimento: "Selecione apenas uma linha para informar o rendimento.",
    selecioneUmaHistorico: "Selecione apenas uma linha para verificar o hist\xF3rico.",
    selecioneUmaPagamento: "Selecione apenas uma linha para informar o pagamento.",
    registroNaoEncontrado: "Registro n\xE3o encontrado."
  },
  confirmacao: {
    titulo: "Confirma\xE7\xE3o",
    atencao: (acao) => `Aten\xE7\xE3o! Ser\xE3o ${acao} m\xFAltiplas parcelas relacionadas:`,
    linhaGrupo: (n, idTitulo) => `\u2022 ${n} parcelas com ID T\xEDtulo: ${idTitulo}`,
    desejaContinuar: "Deseja continuar?",
    cancelar: "Cancelar",
    confirmar: "Confirmar"
  },
  banco: {
    obrigatorio: "O banco \xE9 obrigat\xF3rio.",
    tipoCartao: "Selecione pelo menos um tipo de cart\xE3o (d\xE9bito ou cr\xE9dito).",
    vencimentoCartao: "Informe a data de vencimento do cart\xE3o de cr\xE9dito.",
    cadastrado: "Banco cadastrado com sucesso!",
    erroCadastrar: "Erro ao cadastrar banco.",
    erroDeletar: "Erro inesperado ao deletar bancos.",
    emUso: "N\xE3o \xE9 poss\xEDvel excluir: o banco est\xE1 em uso por lan\xE7amentos, faturas ou investimentos. Inative-o.",
    naoEncontrado: "Banco n\xE3o encontrado.",
    semCartao: "O banco selecionado n\xE3o possui cart\xE3o.",
    jaExiste: "J\xE1 existe um banco com este nome."
  },
  categoria: {
    obrigatoria: "A categoria \xE9 obrigat\xF3ria.",
    cadastrada: "Categoria cadastrada com sucesso!",
    erroEditar: "Erro ao cadastrar categoria.",
    erroCadastrar: "Erro ao cadastrar a categoria.",
    erroDeletar: "Erro inesperado ao deletar categorias.",
    emUso: "N\xE3o \xE9 poss\xEDvel excluir: a categoria est\xE1 em uso por lan\xE7amentos. Inative-a.",
    naoEncontrada: "Categoria n\xE3o encontrada.",
    semCategoria: "Sem Categoria",
    jaExiste: "J\xE1 existe uma categoria com esta descri\xE7\xE3o."
  },
  lancamento: {
    descricaoObrigatoria: "Descri\xE7\xE3o \xE9 obrigat\xF3rio.",
    statusObrigatorio: "Status \xE9 obrigat\xF3rio.",
    dataPagamentoObrigatoria: 'Data de pagamento \xE9 obrigat\xF3ria quando o status for "Pago".',
    pagamentoObrigatorio: "Pagamento \xE9 obrigat\xF3rio.",
    bancoObrigatorio: "Banco \xE9 obrigat\xF3rio.",
    valorObrigatorio: "Valor \xE9 obrigat\xF3rio.",
    dataObrigatoria: "Data \xE9 obrigat\xF3ria.",
    tipoObrigatorio: "Tipo de vencimento \xE9 obrigat\xF3rio.",
    vencimentoObrigatorio: "Vencimento \xE9 obrigat\xF3rio.",
    metodoObrigatorio: "M\xE9todo \xE9 obrigat\xF3rio.",
    parcelaObrigatoria: 'Parcelas \xE9 obrigat\xF3rio quando o m\xE9todo for "Parcelado".',
    parcelaFaixa: "O n\xFAmero de parcelas deve ser de 2 a 24.",
    tipoLancamentoObrigatorio: "Tipo de lan\xE7amento \xE9 obrigat\xF3rio.",
    vencimentoAnterior: "A data de vencimento n\xE3o pode ser anterior \xE0 data.",
    idsParcelas: "A quantidade de identificadores n\xE3o corresponde ao n\xFAmero de parcelas.",
    cadastrado: "Lan\xE7amento cadastrado com sucesso!",
    erroCadastrar: "Erro ao cadastrar lan\xE7amento.",
    erroCancelar: "Erro inesperado ao cancelar lan\xE7amento.",
    erroDeletar: "Erro inesperado ao deletar lan\xE7amento.",
    manterPreenchido: "Manter Preenchido",
    cancelados: "Lan\xE7amento(s) cancelado(s) com sucesso!",
    deletados: "Lan\xE7amento(s) deletado(s) com sucesso!",
    jaCadastrado: "Este lan\xE7amento j\xE1 foi cadastrado.",
    vencimentoDoCartao: "Definidos pelo cart\xE3o de cr\xE9dito do banco escolhido."
  },
  pagamento: {
    valorObrigatorio: "valor \xE9 obrigat\xF3rio.",
    pagarCancelado: "N\xE3o \xE9 poss\xEDvel pagar lan\xE7amentos cancelados.",
    pagarDpc: "N\xE3o \xE9 poss\xEDvel pagar lan\xE7amentos D.P.C.",
    informarCancelado: "N\xE3o \xE9 poss\xEDvel informar pagamento para lan\xE7amentos Cancelados.",
    informarPago: "N\xE3o \xE9 poss\xEDvel informar pagamento para lan\xE7amentos Pagos.",
    informarDpc: "N\xE3o \xE9 poss\xEDvel informar pagamento para lan\xE7amentos D.P.C.",
    valorAcimaRestante: "O valor informado \xE9 maior que o valor a pagar.",
    realizado: "Pagamento realizado com sucesso!",
    informado: "Pagamento informado com sucesso!",
    erro: "Erro ao processar pagamento.",
    nenhumHistorico: "Nenhum Hist\xF3rico de Pagamento encontrado.",
    erroHistorico: "Erro ao buscar dados do pagamento.",
    historicoPagamento: "Pagamento",
    historicoParcial: "Pagamento parcial",
    historicoQuitacao: "Quita\xE7\xE3o",
    jaRegistrado: "Este pagamento j\xE1 foi registrado.",
    dataFutura: "A data de pagamento n\xE3o pode ser futura."
  },
  recebivel: {
    aReceber: "\xC0 Receber",
    recebido: "Recebido",
    cadastrado: "Lan\xE7amento cadastrado com sucesso!",
    erroCadastrar: "Erro ao cadastrar lan\xE7amento.",
    erroDeletar: "Erro inesperado ao deletar lan\xE7amento."
  },
  fatura: {
    descricaoObrigatoria: "Descri\xE7\xE3o \xE9 obrigat\xF3rio.",
    statusObrigatorio: "Status \xE9 obrigat\xF3rio.",
    dataPagamentoObrigatoria: 'Data de pagamento \xE9 obrigat\xF3ria quando o status for "Pago".',
    bancoObrigatorio: "Banco \xE9 obrigat\xF3rio.",
    valorObrigatorio: "Valor \xE9 obrigat\xF3rio.",
    vencimentoObrigatorio: "Vencimento \xE9 obrigat\xF3rio.",
    limitePagamento: "Selecione no m\xE1ximo 3 faturas para pagar.",
    cadastrada: "Fatura cadastrada com sucesso!",
    erroCadastrar: "Erro ao cadastrar fatura.",
    erroDeletar: "Erro inesperado ao deletar Fatura.",
    diasParaVencer: (n) => n === 1 ? "1 dia para vencer" : `${n} dias para vencer`,
    venceHoje: "Vence hoje",
    vencidoHa: (n) => n === 1 ? "Vencido h\xE1 1 dia" : `Vencido h\xE1 ${n} dias`,
    pagoAntes: (n) => n === 1 ? "Pago 1 dia antes do vencimento" : `Pago ${n} dias antes do vencimento`,
    pagoNoPrazo: "Pago no prazo",
    pagoApos: (n) => n === 1 ? "Pago 1 dia ap\xF3s o vencimento" : `Pago ${n} dias ap\xF3s o vencimento`
  },
  entrada: {
    descricaoObrigatoria: "Descri\xE7\xE3o \xE9 obrigat\xF3rio.",
    valorObrigatorio: "Valor \xE9 obrigat\xF3rio.",
    dataObrigatoria: "Data \xE9 obrigat\xF3ria.",
    tipoObrigatorio: "Tipo de lan\xE7amento \xE9 obrigat\xF3rio.",
    cadastrada: "Lan\xE7amento cadastrado com sucesso!",
    erroCadastrar: "Erro ao cadastrar lan\xE7amento."
  },
  investimento: {
    descricaoObrigatoria: "Descri\xE7\xE3o \xE9 obrigat\xF3rio.",
    valorObrigatorio: "Valor \xE9 obrigat\xF3rio.",
    dataObrigatoria: "Data \xE9 obrigat\xF3ria.",
    statusObrigatorio: "Status \xE9 obrigat\xF3rio.",
    cadastrado: "Investimento cadastrado com sucesso!",
    erroCadastrar: "Erro ao cadastrar lan\xE7amento."
  },
  rendimento: {
    valorOperacaoObrigatorios: "Valor e opera\xE7\xE3o s\xE3o obrigat\xF3rios.",
    cadastrado: "Valor cadastrado com sucesso!",
    erroCadastrar: "Erro ao cadastrar valor.",
    nenhumHistorico: "Nenhum Hist\xF3rico de rendimento encontrado.",
    erroHistorico: "Erro ao buscar dados do rendimento.",
    somar: "Somar",
    subtrair: "Subtrair",
    subtracaoMaiorQueSaldo: "O valor a subtrair \xE9 maior que o valor atual.",
    historicoSomado: "Rendimento somado",
    historicoSubtraido: "Rendimento subtra\xEDdo",
    naoPodeInativar: "N\xE3o \xE9 poss\xEDvel inativar registros inativos ou finalizados.",
    inativados: "Registro(s) inativado(s) com sucesso!"
  },
  comprovante: {
    descricaoObrigatoria: "Descri\xE7\xE3o \xE9 obrigat\xF3rio.",
    dataObrigatoria: "Data \xE9 obrigat\xF3ria.",
    arquivoObrigatorio: "Comprovante \xE9 obrigat\xF3rio.",
    tamanhoExcedido: "Tamanho dos arquivos excedido.",
    cadastrado: "Comprovante(s) cadastrado(s) com sucesso!",
    erroCadastrar: "Erro ao cadastrar comprovante.",
    erroDeletar: "Erro inesperado ao deletar Comprovante.",
    nenhum: "Nenhum comprovante encontrado.",
    erroBaixar: "Erro ao baixar arquivo.",
    arquivoNaoEncontrado: "Arquivo n\xE3o encontrado.",
    nomeInvalido: "Nome de arquivo inv\xE1lido.",
    lancamentoNaoEncontrado: "Lan\xE7amento vinculado n\xE3o encontrado.",
    verComprovantes: "Ver comprovantes",
    download: "Download"
  },
  importacao: {
    arquivoObrigatorio: "Arquivo \xE9 obrigat\xF3rio.",
    arquivoNaoCsv: "O arquivo deve ser um CSV.",
    arquivoVazio: "O arquivo n\xE3o cont\xE9m lan\xE7amentos.",
    arquivoGrande: (mb) => `O arquivo \xE9 grande demais (m\xE1ximo de ${mb} MB).`,
    aspasInvalidas: (linha) => `Aspas sem fechamento perto da linha ${linha}. Corrija o arquivo e tente de novo.`,
    cabecalhoInvalido: (faltando) => `Cabe\xE7alho inv\xE1lido. Colunas ausentes: ${faltando}. Use o template.`,
    erro: "Erro ao importar lan\xE7amentos.",
    erroLinhas: "O arquivo cont\xE9m erros. Nenhum lan\xE7amento foi importado.",
    sucesso: (n) => `Lan\xE7amentos importados com sucesso! Linhas Importadas: ${n}`,
    errosEncontrados: "Erros encontrados no arquivo:",
    baixarTemplate: "Baixar Template",
    dicaTexto: "Texto n\xE3o vazio",
    dicaData: "dd/mm/aaaa",
    dicaVencimento: "dd/mm/aaaa, igual ou posterior \xE0 Data (ou vazio)",
    dicaValor: "1.234,56",
    dicaBanco: "Nome de um banco cadastrado",
    dicaBancoCredito: "Banco com cart\xE3o de cr\xE9dito"
  },
  usuario: {
    nomeObrigatorio: "O nome \xE9 obrigat\xF3rio.",
    emailObrigatorio: "O email \xE9 obrigat\xF3rio.",
    emailInvalido: "E-mail inv\xE1lido.",
    loginObrigatorio: "O login \xE9 obrigat\xF3rio.",
    senhaObrigatoria: "A senha \xE9 obrigat\xF3ria.",
    loginEmUso: "Este login j\xE1 est\xE1 em uso.",
    emailEmUso: "Este e-mail j\xE1 est\xE1 em uso.",
    cadastrado: "Usu\xE1rio cadastrado com sucesso!",
    atualizado: "Usu\xE1rio atualizado com sucesso.",
    erroCadastrar: "Erro ao cadastrar usu\xE1rio.",
    erroSalvar: "Erro ao salvar os dados do usu\xE1rio.",
    erroCarregar: "Erro ao carregar os dados do usu\xE1rio.",
    naoEncontrado: "Usu\xE1rio n\xE3o encontrado."
  },
  filtro: {
    ambasPeriodo: "Preencha ambas as datas do Per\xEDodo.",
    ambasVencimento: "Preencha ambas as datas de Vencimento.",
    ambasPagamento: "Preencha ambas as datas do Pagamento.",
    finalPeriodo: "A data final do Per\xEDodo de Cadastro n\xE3o pode ser menor que a inicial.",
    finalVencimento: "A data final do Vencimento n\xE3o pode ser menor que a inicial.",
    finalPagamento: "A data final do Pagamento n\xE3o pode ser menor que a inicial.",
    preenchaPeriodo: "Preencha o Per\xEDodo.",
    selecioneCampo: "Selecione pelo menos um campo para filtrar.",
    aplicado: "Filtro aplicado com sucesso!",
    removido: "Filtro removido!",
    erro: (detalhe) => `Erro ao filtrar dados: ${detalhe}`,
    semCategoria: "Sem Categoria"
  },
  sincronizacao: MSG_SINCRONIZACAO,
  lote: MSG_LOTE,
  acao: MSG_ACAO
};

// server/lib/jwt.ts
import { SignJWT, jwtVerify } from "jose";
var SESSION_HOURS = 12;
var REMEMBER_DAYS = 30;
async function signToken(user, secret, remember) {
  const maxAge = remember ? REMEMBER_DAYS * 86400 : SESSION_HOURS * 3600;
  const token = await new SignJWT({ name: user.name, login: user.login }).setProtectedHeader({ alg: "HS256" }).setSubject(user.id).setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1e3) + maxAge).sign(new TextEncoder().encode(secret));
  return { token, maxAge };
}
var VERIFIED_MS = 6e4;
var VERIFIED_MAX = 1e4;
var verified = /* @__PURE__ */ new Map();
async function verifyToken(token, secret) {
  const now = Date.now();
  const known = verified.get(token);
  if (known && known.secret === secret && known.until > now) return known.user;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string") return null;
    const user = { id: payload.sub, name: String(payload.name ?? ""), login: String(payload.login ?? "") };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    const expires = typeof payload.exp === "number" ? payload.exp * 1e3 : now;
    verified.set(token, { secret, user, until: Math.min(now + VERIFIED_MS, expires) });
    return user;
  } catch {
    return null;
  }
}

// server/plugins/auth.ts
var TOKEN_COOKIE = "token";
function readToken(request) {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const value = header.slice(7).trim();
    if (value && value !== "null" && value !== "undefined") return value;
  }
  return request.cookies[TOKEN_COOKIE] || void 0;
}
var authPlugin = fp(async (app2) => {
  await app2.register(cookie);
  app2.decorateRequest("user", null);
  app2.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const token = readToken(request);
    const user = token ? await verifyToken(token, app2.config.jwtSecret) : null;
    request.user = user;
    if (user || request.routeOptions.config?.public) return;
    return reply.code(401).send({ message: msg.comum.naoAutenticado });
  });
}, { name: "auth" });

// server/plugins/db.ts
import fp2 from "fastify-plugin";

// server/db/client.ts
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";

// server/db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  SYNCED_TABLES: () => SYNCED_TABLES,
  bancos: () => bancos,
  categorias: () => categorias,
  comprovanteArquivos: () => comprovanteArquivos,
  comprovantes: () => comprovantes,
  entradas: () => entradas,
  faturas: () => faturas,
  idempotencyKeys: () => idempotencyKeys,
  investimentos: () => investimentos,
  lancamentos: () => lancamentos,
  movimentacoes: () => movimentacoes,
  pagamentos: () => pagamentos,
  recebiveis: () => recebiveis,
  tombstones: () => tombstones,
  users: () => users
});
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid
} from "drizzle-orm/pg-core";
var cents = (name) => bigint(name, { mode: "number" });
var createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
var version = () => integer("version").notNull().default(1);
var txid = () => bigint("txid", { mode: "number" }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);
var users = pgTable("users", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  login: text("login").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  status: boolean("status").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
});
var bancos = pgTable("bancos", {
  id: uuid("id").primaryKey(),
  banco: text("banco").notNull(),
  status: boolean("status").notNull().default(true),
  possuiCartao: boolean("possui_cartao").notNull().default(false),
  credito: boolean("credito").notNull().default(false),
  debito: boolean("debito").notNull().default(false),
  vencimento: smallint("vencimento"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("bancos_txid").on(t.txid)]);
var categorias = pgTable("categorias", {
  id: uuid("id").primaryKey(),
  descricao: text("descricao").notNull(),
  status: boolean("status").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("categorias_txid").on(t.txid)]);
var lancamentos = pgTable("lancamentos", {
  id: uuid("id").primaryKey(),
  idTitulo: uuid("id_titulo").notNull(),
  descricao: text("descricao").notNull(),
  pagamento: text("pagamento").notNull(),
  tipoCompra: text("tipo_compra").notNull(),
  bancoId: uuid("banco_id").references(() => bancos.id),
  quantParcela: smallint("quant_parcela").notNull().default(1),
  parcela: smallint("parcela").notNull().default(1),
  valor: cents("valor").notNull(),
  valorParcela: cents("valor_parcela").notNull(),
  valorPago: cents("valor_pago").notNull().default(0),
  data: date("data").notNull(),
  status: text("status").notNull(),
  tipo: text("tipo").notNull(),
  vencimento: date("vencimento"),
  dataPagamento: date("data_pagamento"),
  dataCancelamento: date("data_cancelamento"),
  categoriaId: uuid("categoria_id").references(() => categorias.id),
  observacao: text("observacao"),
  metodo: text("metodo").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [
  index("lancamentos_titulo").on(t.idTitulo),
  index("lancamentos_data").on(t.data),
  index("lancamentos_txid").on(t.txid),
  index("lancamentos_banco").on(t.bancoId),
  index("lancamentos_categoria").on(t.categoriaId)
]);
var recebiveis = pgTable("recebiveis", {
  id: uuid("id").primaryKey(),
  idTitulo: uuid("id_titulo").notNull(),
  descricao: text("descricao").notNull(),
  quantParcela: smallint("quant_parcela").notNull().default(1),
  parcela: smallint("parcela").notNull().default(1),
  valor: cents("valor").notNull(),
  valorParcela: cents("valor_parcela").notNull(),
  valorPago: cents("valor_pago").notNull().default(0),
  data: date("data").notNull(),
  status: text("status").notNull(),
  tipo: text("tipo").notNull(),
  vencimento: date("vencimento"),
  dataPagamento: date("data_pagamento"),
  dataCancelamento: date("data_cancelamento"),
  observacao: text("observacao"),
  metodo: text("metodo").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [
  index("recebiveis_titulo").on(t.idTitulo),
  index("recebiveis_data").on(t.data),
  index("recebiveis_txid").on(t.txid)
]);
var pagamentos = pgTable("pagamentos", {
  id: uuid("id").primaryKey(),
  alvo: text("alvo").notNull(),
  // 'lancamento' | 'recebivel'
  alvoId: uuid("alvo_id").notNull(),
  descricao: text("descricao").notNull(),
  valor: cents("valor").notNull(),
  data: date("data").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("pagamentos_alvo").on(t.alvo, t.alvoId), index("pagamentos_txid").on(t.txid)]);
var faturas = pgTable("faturas", {
  id: uuid("id").primaryKey(),
  descricao: text("descricao").notNull(),
  bancoId: uuid("banco_id").references(() => bancos.id),
  valor: cents("valor").notNull(),
  status: text("status").notNull(),
  vencimento: date("vencimento"),
  dataPagamento: date("data_pagamento"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("faturas_txid").on(t.txid)]);
var comprovantes = pgTable("comprovantes", {
  id: uuid("id").primaryKey(),
  descricao: text("descricao").notNull(),
  data: date("data").notNull(),
  /** The linked posting's id_titulo (optional) and its description as shown in the list. */
  lancamentoTitulo: uuid("lancamento_titulo"),
  descricaoLancamento: text("descricao_lancamento"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("comprovantes_txid").on(t.txid)]);
var comprovanteArquivos = pgTable("comprovante_arquivos", {
  id: uuid("id").primaryKey(),
  comprovanteId: uuid("comprovante_id").notNull().references(() => comprovantes.id, { onDelete: "cascade" }),
  /** Stored (sanitised, unique) file name under DATA_DIR/uploads. */
  nome: text("nome").notNull().unique(),
  nomeOriginal: text("nome_original").notNull(),
  tamanho: bigint("tamanho", { mode: "number" }).notNull(),
  mime: text("mime"),
  createdAt: createdAt()
}, (t) => [index("comprovante_arquivos_comprovante").on(t.comprovanteId)]);
var entradas = pgTable("entradas", {
  id: uuid("id").primaryKey(),
  descricao: text("descricao").notNull(),
  valorInicial: cents("valor_inicial").notNull(),
  valorFinal: cents("valor_final").notNull(),
  data: date("data").notNull(),
  status: text("status").notNull().default("Ativo"),
  tipo: text("tipo").notNull(),
  observacao: text("observacao"),
  bancoId: uuid("banco_id").references(() => bancos.id),
  idTitulo: uuid("id_titulo"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("entradas_txid").on(t.txid)]);
var investimentos = pgTable("investimentos", {
  id: uuid("id").primaryKey(),
  descricao: text("descricao").notNull(),
  valorInicial: cents("valor_inicial").notNull(),
  valorFinal: cents("valor_final").notNull(),
  data: date("data").notNull(),
  bancoId: uuid("banco_id").references(() => bancos.id),
  status: text("status").notNull().default("Ativo"),
  observacao: text("observacao"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("investimentos_txid").on(t.txid)]);
var movimentacoes = pgTable("movimentacoes", {
  id: uuid("id").primaryKey(),
  alvo: text("alvo").notNull(),
  // 'entrada' | 'investimento'
  alvoId: uuid("alvo_id").notNull(),
  descricao: text("descricao").notNull(),
  valor: cents("valor").notNull(),
  // signed: negative when subtracted
  data: date("data").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
  txid: txid()
}, (t) => [index("movimentacoes_alvo").on(t.alvo, t.alvoId), index("movimentacoes_txid").on(t.txid)]);
var idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  userId: uuid("user_id"),
  method: text("method").notNull(),
  path: text("path").notNull(),
  requestHash: text("request_hash").notNull(),
  responseStatus: integer("response_status").notNull(),
  responseBody: jsonb("response_body"),
  createdAt: createdAt()
});
var tombstones = pgTable("tombstones", {
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  entity: text("entity").notNull(),
  rowId: uuid("row_id").notNull(),
  txid: bigint("txid", { mode: "number" }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "string" }).notNull().defaultNow()
}, (t) => [index("tombstones_entity_txid").on(t.entity, t.txid)]);
var SYNCED_TABLES = [
  "users",
  "bancos",
  "categorias",
  "lancamentos",
  "recebiveis",
  "pagamentos",
  "faturas",
  "comprovantes",
  "entradas",
  "investimentos",
  "movimentacoes"
];

// server/db/client.ts
async function openDatabase(opts) {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: "-c TimeZone=UTC" });
    pool.on("error", (error) => {
      console.error("fluxo: conex\xE3o com o PostgreSQL perdida", error.message);
    });
    return {
      db: drizzlePg(pool, { schema: schema_exports }),
      kind: "postgres",
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: () => pool.end()
    };
  }
  const client = opts.memory ? new PGlite() : new PGlite(`${opts.dataDir}/pgdata`);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema: schema_exports }),
    kind: "pglite",
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close()
  };
}

// server/db/migrate.ts
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql as sql2 } from "drizzle-orm";
var dir = join(dirname(fileURLToPath(import.meta.url)), "migrations");
async function migrate(database) {
  await database.exec("CREATE TABLE IF NOT EXISTS fluxo_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const done = await database.db.execute(sql2`SELECT name FROM fluxo_migrations`);
  const applied = new Set(rowsOf(done).map((r2) => r2.name));
  const files = readdirSync(dir).filter((f) => f.endsWith(".sql")).sort();
  const ran = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = readFileSync(join(dir, file), "utf8");
    const name = file.replace(/'/g, "''");
    await database.exec(`BEGIN;
${body}
INSERT INTO fluxo_migrations (name) VALUES ('${name}');
COMMIT;`);
    ran.push(file);
  }
  return ran;
}
function rowsOf(result) {
  return result.rows;
}

// server/db/seed.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { sql as sql3 } from "drizzle-orm";
import { uuidv7 } from "uuidv7";

// server/lib/password.ts
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
var N = 16384;
var R = 8;
var P = 1;
var KEYLEN = 64;
function derive(password, salt, n, r2, p2) {
  return new Promise((resolve3, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r: r2, p: p2, maxmem: 64 * 1024 * 1024 }, (err, key) => err ? reject(err) : resolve3(key));
  });
}
async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}
async function verifyPassword(password, stored) {
  const [algo, n, r2, p2, salt, hash] = stored.split("$");
  if (algo !== "scrypt" || !n || !r2 || !p2 || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r2), Number(p2));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// server/db/seed.ts
async function seedAdmin(db, admin) {
  const [row] = await db.select({ n: sql3`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = admin.password ?? randomBytes2(9).toString("base64url");
  await db.insert(users).values({
    id: uuidv7(),
    name: admin.name,
    login: admin.login,
    email: `${admin.login}@fluxo.local`,
    passwordHash: await hashPassword(password),
    status: true
  }).onConflictDoNothing();
  return { login: admin.login, password: admin.password ? "(definida em ADMIN_PASSWORD)" : password };
}

// server/plugins/db.ts
var dbPlugin = fp2(async (app2, opts) => {
  const owned = !opts.database;
  const database = opts.database ?? await openDatabase({ databaseUrl: app2.config.databaseUrl, dataDir: app2.config.dataDir });
  await migrate(database);
  const seeded = await seedAdmin(database.db, app2.config.admin);
  if (seeded) {
    console.log(`
Fluxo: administrador criado. Login: ${seeded.login}  Senha: ${seeded.password}
`);
  }
  app2.decorate("database", database);
  app2.decorate("db", database.db);
  if (owned) app2.addHook("onClose", async () => {
    await database.close();
  });
}, { name: "db" });

// server/plugins/errors.ts
import fp3 from "fastify-plugin";

// server/lib/http-error.ts
var HttpError = class extends Error {
  constructor(statusCode, message, body = {}) {
    super(message);
    this.statusCode = statusCode;
    this.body = body;
  }
  statusCode;
  body;
};

// server/plugins/errors.ts
var BY_CODE = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, msg.comum.jsonMalformado],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, msg.comum.jsonMalformado],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg.comum.requisicaoGrande],
  FST_REQ_FILE_TOO_LARGE: [413, msg.comum.requisicaoGrande],
  FST_FILES_LIMIT: [413, msg.comum.requisicaoGrande],
  FST_PARTS_LIMIT: [413, msg.comum.requisicaoGrande],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, msg.comum.dadosInvalidos],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, msg.comum.dadosInvalidos],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, msg.comum.dadosInvalidos]
};
var errorsPlugin = fp3(async (app2) => {
  app2.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.body });
    }
    const code = "code" in error && typeof error.code === "string" ? error.code : "";
    const known = BY_CODE[code];
    if (known) return reply.code(known[0]).send({ message: known[1] });
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: "validation" in error && error.validation ? msg.comum.dadosInvalidos : msg.comum.dadosInvalidos });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: msg.comum.erroInterno });
  });
}, { name: "errors" });

// server/plugins/json-text.ts
import fp4 from "fastify-plugin";
var JsonText = class {
  constructor(text2) {
    this.text = text2;
  }
  text;
};
var jsonTextPlugin = fp4(async (app2) => {
  app2.setReplySerializer((payload) => payload instanceof JsonText ? payload.text : JSON.stringify(payload));
}, { name: "json-text" });

// server/plugins/web.ts
import { existsSync } from "node:fs";
import { join as join2 } from "node:path";
import { constants as zlib } from "node:zlib";
import fp5 from "fastify-plugin";
import compress from "@fastify/compress";
import helmet from "helmet";
import fastifyStatic from "@fastify/static";
var HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null
    }
  },
  crossOriginEmbedderPolicy: false,
  hsts: false
};
function securityHeaders(options = HELMET_OPTIONS) {
  const headers = {};
  const recorder = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    }
  };
  let failure = null;
  helmet(options)({}, recorder, (error) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
var webPlugin = fp5(async (app2) => {
  const security = securityHeaders();
  app2.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers(security);
    done(null, payload);
  });
  app2.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && route.compress === void 0) {
      route.compress = { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } } };
    }
  });
  await app2.register(compress, { global: true, threshold: 1024 });
  const dist = app2.config.distDir;
  const hasDist = existsSync(join2(dist, "index.html"));
  if (hasDist) {
    await app2.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join2(dist, "assets")}`)) res.header("Cache-Control", "public, max-age=31536000, immutable");
        else res.header("Cache-Control", "no-cache");
      }
    });
  }
  app2.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (hasDist && request.method === "GET" && !path.startsWith("/api/") && path !== "/api") {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send({ message: msg.comum.rotaNaoEncontrada });
  });
}, { name: "web", dependencies: ["auth"] });

// server/routes/auth.ts
import { or, eq } from "drizzle-orm";

// src/domain/usuario.ts
import * as v3 from "valibot";

// src/domain/validation.ts
import * as v from "valibot";

// src/domain/dates.ts
var TIME_ZONE = "America/Sao_Paulo";
var ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
var BR_DATE_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
var MIN_YEAR = 1900;
var MAX_YEAR = 2999;
function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}
function buildISO(year, month, day) {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
function lastDayOfMonth(year, month) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
function isValidDay(year, month, day) {
  return year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= lastDayOfMonth(year, month);
}
function isoParts(iso9) {
  const match = ISO_DATE_RE.exec(iso9);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidDay(year, month, day) ? { year, month, day } : null;
}
function isISODate(value) {
  return typeof value === "string" && isoParts(value) !== null;
}
function requireParts(iso9) {
  const parts = isoParts(iso9);
  if (!parts) throw new RangeError(`Invalid calendar date: ${iso9}`);
  return parts;
}
var zonedFormatter;
function zonedParts(date2) {
  zonedFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23"
  });
  const out = {};
  for (const part of zonedFormatter.formatToParts(date2)) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0
  };
}
function todayISO(now = /* @__PURE__ */ new Date()) {
  const p2 = zonedParts(now);
  return buildISO(p2.year, p2.month, p2.day);
}
function parseBRDate(text2) {
  const trimmed = text2.trim();
  if (ISO_DATE_RE.test(trimmed)) return isISODate(trimmed) ? trimmed : null;
  const match = BR_DATE_RE.exec(trimmed);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  return isValidDay(year, month, day) ? buildISO(year, month, day) : null;
}
function addMonthsClamped(iso9, months, day) {
  const p2 = requireParts(iso9);
  const wanted = day ?? p2.day;
  const index2 = p2.year * 12 + (p2.month - 1) + months;
  const year = Math.floor(index2 / 12);
  const month = index2 % 12 + 1;
  return buildISO(year, month, Math.min(Math.max(wanted, 1), lastDayOfMonth(year, month)));
}
function addDays(iso9, days) {
  const p2 = requireParts(iso9);
  const d = new Date(Date.UTC(p2.year, p2.month - 1, p2.day + days));
  return buildISO(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

// src/domain/money.ts
var MAX_CENTS = 9999999999999;
var DECIMAL_RE = /^([+-])?(\d+)(?:[.,](\d{1,2}))?$/;
function fromParts(sign, intDigits, fracDigits) {
  const digits = intDigits.replace(/^0+(?=\d)/, "");
  if (digits.length > 15) return null;
  const cents2 = Number(digits) * 100 + Number(fracDigits.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents2)) return null;
  return sign === "-" && cents2 !== 0 ? -cents2 : cents2;
}
function parseDecimal(input) {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    const cents2 = Math.round(input * 100);
    if (Math.abs(input * 100 - cents2) > 1e-6 || !Number.isSafeInteger(cents2)) return null;
    return cents2 === 0 ? 0 : cents2;
  }
  const match = DECIMAL_RE.exec(input.trim());
  if (!match) return null;
  return fromParts(match[1], match[2] ?? "0", match[3] ?? "");
}
function toDecimal(cents2) {
  const rounded = Math.round(cents2);
  const abs = Math.abs(rounded);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
function parseGrouped(body, thousands, decimal) {
  const t = thousands === "." ? "\\." : ",";
  const d = decimal === "." ? "\\." : ",";
  const re = new RegExp(`^(\\d{1,3}(?:${t}\\d{3})*|\\d+)(?:${d}(\\d{1,2}))?$`);
  const match = re.exec(body);
  if (!match) return null;
  return `${(match[1] ?? "").split(thousands).join("")}|${match[2] ?? ""}`;
}
function parseBRNumber(text2) {
  let body = text2.replace(/[\s\u00a0]/g, "");
  let sign;
  if (body.startsWith("-") || body.startsWith("+")) {
    sign = body[0];
    body = body.slice(1);
  }
  if (body.startsWith("R$")) body = body.slice(2);
  if (!sign && (body.startsWith("-") || body.startsWith("+"))) {
    sign = body[0];
    body = body.slice(1);
  }
  if (body === "") return null;
  const lastDot = body.lastIndexOf(".");
  const lastComma = body.lastIndexOf(",");
  let parts;
  if (lastDot >= 0 && lastComma >= 0) {
    parts = lastComma > lastDot ? parseGrouped(body, ".", ",") : parseGrouped(body, ",", ".");
  } else if (lastComma >= 0) {
    parts = parseGrouped(body, ".", ",");
  } else if (lastDot >= 0) {
    const single = body.indexOf(".") === lastDot;
    const thousandsOnly = /^\d{1,3}(?:\.\d{3})+$/.test(body);
    parts = thousandsOnly && (!single || body.length - lastDot === 4) ? `${body.split(".").join("")}|` : parseGrouped(body, ",", ".");
  } else {
    parts = parseGrouped(body, ".", ",");
  }
  if (parts === null) return null;
  const [intDigits = "", fracDigits = ""] = parts.split("|");
  return fromParts(sign, intDigits, fracDigits);
}
function splitCents(total, n) {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`splitCents: invalid count ${n}`);
  if (!Number.isSafeInteger(total)) throw new RangeError(`splitCents: invalid total ${total}`);
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const base4 = Math.floor(abs / n);
  const remainder = abs - base4 * n;
  return Array.from({ length: n }, (_, i) => sign * (base4 + (i < remainder ? 1 : 0)) || 0);
}

// src/domain/coerce.ts
var UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var TRUE_WORDS = /* @__PURE__ */ new Set(["1", "true", "on", "yes", "sim"]);
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "off", "no", "nao", "n\xE3o", ""]);
function isUUID(value) {
  return typeof value === "string" && UUID_RE.test(value);
}
function isBlank(value) {
  return value === void 0 || value === null || typeof value === "string" && value.trim() === "";
}
function parseBool(value) {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return null;
}
function parseInteger(value) {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value.trim());
  return null;
}
function parseMoney(value) {
  if (typeof value === "number") return parseDecimal(value);
  if (typeof value !== "string") return null;
  return parseDecimal(value) ?? parseBRNumber(value);
}
function parseStringList(value) {
  if (value === void 0 || value === null) return [];
  let items = value;
  if (typeof value === "string") {
    const text2 = value.trim();
    if (text2 === "") return [];
    if (text2.startsWith("[")) {
      try {
        items = JSON.parse(text2);
      } catch {
        return null;
      }
    } else {
      items = text2.split(",");
    }
  }
  if (!Array.isArray(items)) items = [items];
  const out = [];
  for (const item of items) {
    if (typeof item === "number" && Number.isFinite(item)) out.push(String(item));
    else if (typeof item === "string") {
      const text2 = item.trim();
      if (text2 !== "") out.push(text2);
    } else return null;
  }
  return [...new Set(out)];
}
function parseIdList(value) {
  const items = parseStringList(value);
  if (items === null || !items.every(isUUID)) return null;
  return [...new Set(items.map((id) => id.toLowerCase()))];
}
function applyAliases(input, aliases2) {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const record = input;
  let out = null;
  for (const [alias, canonical2] of Object.entries(aliases2)) {
    if (record[canonical2] === void 0 && record[alias] !== void 0) {
      out ??= { ...record };
      out[canonical2] = record[alias];
    }
  }
  return out ?? input;
}

// src/domain/validation.ts
var FORM_ERROR_KEY = "_form";
function validate(schema, input) {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const flat = v.flatten(result.issues);
  const errors = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (messages) errors[key] = [...new Set(messages)];
  }
  const general = [...flat.root ?? [], ...flat.other ?? []];
  if (general.length > 0) errors[FORM_ERROR_KEY] = [.../* @__PURE__ */ new Set([...errors[FORM_ERROR_KEY] ?? [], ...general])];
  return { ok: false, errors, message: result.issues[0].message };
}
function field() {
  return v.optional(v.unknown(), null);
}
function readInput(read, required, invalid) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) {
        addIssue({ message: required });
        return NEVER;
      }
      const value = read(dataset.value);
      if (value === null) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return value;
    })
  );
}
function optionalReadInput(read, invalid) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) return null;
      const value = read(dataset.value);
      if (value === null) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return value;
    })
  );
}
function requiredText(required, max = 255) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const text2 = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
      if (text2 === "") {
        addIssue({ message: required });
        return NEVER;
      }
      if (text2.length > max) {
        addIssue({ message: msg.comum.textoLongo(max) });
        return NEVER;
      }
      return text2;
    })
  );
}
function optionalText(max = 1e3) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const text2 = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
      if (text2.length > max) {
        addIssue({ message: msg.comum.textoLongo(max) });
        return NEVER;
      }
      return text2 === "" ? null : text2;
    })
  );
}
function boolInput(absent = false) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === void 0 || dataset.value === null) return absent;
      const parsed = parseBool(dataset.value);
      if (parsed === null) {
        addIssue({ message: msg.comum.valorInvalido });
        return NEVER;
      }
      return parsed;
    })
  );
}
function readInt(value, opts) {
  const parsed = parseInteger(value);
  const outOfRange = parsed === null || opts.min !== void 0 && parsed < opts.min || opts.max !== void 0 && parsed > opts.max;
  if (outOfRange) return opts.rangeMessage ?? msg.comum.valorInvalido;
  return parsed;
}
function optionalInt(opts = {}) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) return null;
      const read = readInt(dataset.value, opts);
      if (typeof read === "string") {
        addIssue({ message: read });
        return NEVER;
      }
      return read;
    })
  );
}
function moneyInput(required) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) {
        addIssue({ message: required });
        return NEVER;
      }
      const cents2 = parseMoney(dataset.value);
      const message = cents2 === null ? msg.comum.valorInvalido : cents2 <= 0 ? msg.comum.valorPositivo : cents2 > MAX_CENTS ? msg.comum.valorAcimaLimite : null;
      if (message !== null || cents2 === null) {
        addIssue({ message: message ?? msg.comum.valorInvalido });
        return NEVER;
      }
      return cents2;
    })
  );
}
function readDate(value) {
  if (typeof value !== "string") return null;
  const text2 = value.trim();
  return isISODate(text2) ? text2 : parseBRDate(text2);
}
function dateInput(required) {
  return readInput(readDate, required, msg.comum.dataInvalida);
}
function optionalDate() {
  return optionalReadInput(readDate, msg.comum.dataInvalida);
}

// src/domain/id-inputs.ts
import * as v2 from "valibot";
function readId(value) {
  const text2 = typeof value === "string" ? value.trim() : value;
  return isUUID(text2) ? text2.toLowerCase() : null;
}
function idInput(required = msg.comum.idInvalido) {
  return readInput(readId, required, msg.comum.idInvalido);
}
function optionalId() {
  return optionalReadInput(readId, msg.comum.idInvalido);
}
function idList(opts = {}) {
  const { min = 1, max = 1e5 } = opts;
  return v2.pipe(
    field(),
    v2.rawTransform(({ dataset, addIssue, NEVER }) => {
      const ids = parseIdList(dataset.value);
      if (ids === null) {
        addIssue({ message: msg.comum.listaIdsInvalida });
        return NEVER;
      }
      if (ids.length < min) {
        addIssue({ message: opts.minMessage ?? msg.comum.selecioneRegistro });
        return NEVER;
      }
      if (ids.length > max) {
        addIssue({ message: opts.maxMessage ?? msg.comum.listaIdsInvalida });
        return NEVER;
      }
      return ids;
    })
  );
}
function optionalIdList() {
  return v2.pipe(
    field(),
    v2.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) return null;
      const ids = parseIdList(dataset.value);
      if (ids === null) {
        addIssue({ message: msg.comum.listaIdsInvalida });
        return NEVER;
      }
      return ids.length === 0 ? null : ids;
    })
  );
}

// src/domain/usuario.ts
var MAX_PASSWORD = 200;
function normalizarLogin(text2) {
  return text2.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase().replace(/[^a-z0-9]/g, "");
}
function loginInput() {
  return v3.pipe(
    field(),
    v3.transform((value) => typeof value === "string" ? normalizarLogin(value) : value),
    requiredText(msg.usuario.loginObrigatorio, 60)
  );
}
function emailInput() {
  return v3.pipe(
    requiredText(msg.usuario.emailObrigatorio, 254),
    v3.transform((email) => email.toLowerCase()),
    v3.check((email) => /^[^\s@]+@[^\s@]+$/.test(email), msg.usuario.emailInvalido)
  );
}
function passwordInput(required) {
  return v3.pipe(
    field(),
    v3.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = typeof dataset.value === "string" ? dataset.value : "";
      if (value === "") {
        if (!required) return null;
        addIssue({ message: msg.usuario.senhaObrigatoria });
        return NEVER;
      }
      if (value.length > MAX_PASSWORD) {
        addIssue({ message: msg.comum.textoLongo(MAX_PASSWORD) });
        return NEVER;
      }
      return value;
    })
  );
}
function requiredPassword() {
  return v3.pipe(passwordInput(true), v3.transform((password) => password ?? ""));
}
var NovoUsuarioSchema = v3.object(
  {
    id: optionalId(),
    name: requiredText(msg.usuario.nomeObrigatorio, 120),
    email: emailInput(),
    login: loginInput(),
    password: requiredPassword(),
    status: boolInput(true)
  },
  msg.comum.dadosInvalidos
);
var EditarUsuarioSchema = v3.object(
  {
    name: requiredText(msg.usuario.nomeObrigatorio, 120),
    email: emailInput(),
    login: loginInput(),
    password: passwordInput(false),
    status: boolInput(true),
    version: optionalInt({ min: 0 })
  },
  msg.comum.dadosInvalidos
);
var LoginSchema = v3.object(
  {
    login: requiredText(msg.login.loginObrigatorio, 254),
    password: requiredPassword(),
    remember: boolInput(false)
  },
  msg.comum.dadosInvalidos
);
var UsuarioIdSchema = v3.object({ id: idInput(msg.usuario.naoEncontrado) }, msg.comum.dadosInvalidos);

// server/lib/login-limiter.ts
var MAX_FAILURES = 10;
var WINDOW_MS = 15 * 60 * 1e3;
function createLoginLimiter(now = Date.now) {
  const failures = /* @__PURE__ */ new Map();
  const recent = (key) => (failures.get(key) ?? []).filter((t) => now() - t < WINDOW_MS);
  return {
    isBlocked(key) {
      return recent(key).length >= MAX_FAILURES;
    },
    fail(key) {
      failures.set(key, [...recent(key), now()]);
    },
    succeed(key) {
      failures.delete(key);
    }
  };
}

// server/lib/form-body.ts
function put(target, rawName, value) {
  const isArray = rawName.endsWith("[]");
  const name = isArray ? rawName.slice(0, -2) : rawName;
  const current2 = target[name];
  if (current2 === void 0) target[name] = isArray ? [value] : value;
  else target[name] = Array.isArray(current2) ? [...current2, value] : [current2, value];
}
async function readForm(request) {
  if (request.isMultipart()) {
    const out = {};
    for await (const part of request.parts()) {
      if (part.type === "field") put(out, part.fieldname, part.value);
      else part.file.resume();
    }
    return out;
  }
  const body = request.body;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const out = {};
    for (const [k, v24] of Object.entries(body)) put(out, k, v24);
    return out;
  }
  return {};
}

// server/routes/auth.ts
async function authRoutes(app2) {
  const limiter = createLoginLimiter();
  app2.post("/api/login", { config: { public: true } }, async (request, reply) => {
    const parsed = validate(LoginSchema, await readForm(request));
    if (!parsed.ok) return reply.code(422).send({ message: parsed.message, error: parsed.message, errors: parsed.errors });
    const { login, password, remember } = parsed.value;
    const key = `${request.ip}|${login.toLowerCase()}`;
    if (limiter.isBlocked(key)) return reply.code(429).send({ message: msg.login.muitasTentativas, error: msg.login.muitasTentativas });
    const [user] = await app2.db.select().from(users).where(or(eq(users.login, login.toLowerCase()), eq(users.email, login.toLowerCase()))).limit(1);
    const valid = user ? await verifyPassword(password, user.passwordHash) : false;
    if (!user || !valid) {
      limiter.fail(key);
      return reply.code(422).send({ message: msg.login.credenciaisInvalidas, error: msg.login.credenciaisInvalidas });
    }
    if (!user.status) return reply.code(422).send({ message: msg.login.usuarioInativo, error: msg.login.usuarioInativo });
    limiter.succeed(key);
    const authUser = { id: user.id, name: user.name, login: user.login };
    const { token, maxAge } = await signToken(authUser, app2.config.jwtSecret, remember);
    reply.setCookie(TOKEN_COOKIE, token, {
      path: "/",
      sameSite: "strict",
      secure: request.protocol === "https",
      httpOnly: false,
      ...remember ? { maxAge } : {}
    });
    return { token, user: { id: user.id, name: user.name, login: user.login, email: user.email } };
  });
  app2.post("/api/logout", { config: { public: true } }, async (_request, reply) => {
    reply.clearCookie(TOKEN_COOKIE, { path: "/" });
    return { message: msg.comum.operacaoConcluida };
  });
}

// server/routes/health.ts
import { sql as sql4 } from "drizzle-orm";
async function healthRoutes(app2) {
  app2.get("/api/health", { config: { public: true } }, async () => {
    await app2.db.execute(sql4`select 1`);
    return { status: "ok", database: app2.database.kind, version: "1.0.0" };
  });
}

// server/routes/bancos.ts
import { uuidv7 as uuidv72 } from "uuidv7";

// src/domain/banco.ts
import * as v5 from "valibot";

// src/domain/cross-rules.ts
import * as v4 from "valibot";
function aliases(map) {
  return v4.transform((input) => applyAliases(input, map));
}
function crossRules(rules) {
  return v4.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value;
    if (typeof value !== "object" || value === null) return;
    const record = value;
    const failed = /* @__PURE__ */ new Set();
    for (const issue of dataset.issues ?? []) {
      const key = issue.path?.[0]?.key;
      if (typeof key === "string") failed.add(key);
      else if (!issue.path) return;
    }
    for (const rule of rules) {
      if (failed.has(rule.field) || rule.uses.some((key) => failed.has(key))) continue;
      const message = rule.check(value);
      if (!message) continue;
      failed.add(rule.field);
      addIssue({
        message,
        path: [{ type: "object", origin: "value", input: record, key: rule.field, value: record[rule.field] }]
      });
    }
  });
}

// src/domain/banco.ts
var DIAS_VENCIMENTO = Array.from({ length: 31 }, (_, i) => i + 1);
function normalizarCartao(form) {
  const possui = form.possui_cartao;
  const credito = possui && form.credito;
  return {
    ...form,
    credito,
    debito: possui && form.debito,
    vencimento: credito ? form.vencimento : null
  };
}
function diaVencimentoInput() {
  return v5.pipe(
    field(),
    v5.transform((value) => {
      const day = isBlank(value) ? null : parseInteger(value);
      return day !== null && day >= 1 && day <= 31 ? day : null;
    })
  );
}
var CamposNovoBanco = v5.object(
  {
    id: optionalId(),
    banco: requiredText(msg.banco.obrigatorio, 100),
    possui_cartao: boolInput(),
    credito: boolInput(),
    debito: boolInput(),
    vencimento: diaVencimentoInput()
  },
  msg.comum.dadosInvalidos
);
var NovoBancoSchema = v5.pipe(
  CamposNovoBanco,
  crossRules([
    {
      field: "vencimento",
      uses: ["possui_cartao", "credito"],
      check: (x) => x.possui_cartao && x.credito && x.vencimento === null ? msg.banco.vencimentoCartao : null
    },
    {
      field: "credito",
      uses: ["possui_cartao", "debito"],
      check: (x) => x.possui_cartao && !x.credito && !x.debito ? msg.banco.tipoCartao : null
    }
  ]),
  v5.transform((input) => ({ ...normalizarCartao(input), status: true }))
);
var EditarBancoSchema = v5.object(
  {
    id: optionalId(),
    banco: requiredText(msg.banco.obrigatorio, 100),
    status: boolInput(true),
    version: optionalInt({ min: 0 })
  },
  msg.comum.dadosInvalidos
);

// src/domain/categoria.ts
import * as v6 from "valibot";
var NovaCategoriaSchema = v6.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.categoria.obrigatoria, 100)
  },
  msg.comum.dadosInvalidos
);
var EditarCategoriaSchema = v6.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.categoria.obrigatoria, 100),
    status: boolInput(true),
    version: optionalInt({ min: 0 })
  },
  msg.comum.dadosInvalidos
);

// src/domain/comprovante.ts
import * as v7 from "valibot";
var MAX_UPLOAD_BYTES = 300 * 1024 * 1024;
var MAX_NOME_ARQUIVO = 150;
function isArquivo(value) {
  if (typeof value !== "object" || value === null) return false;
  const file = value;
  return typeof file.name === "string" && typeof file.size === "number" && file.size >= 0;
}
function tamanhoTotal(arquivos) {
  return arquivos.reduce((sum, file) => sum + file.size, 0);
}
function excedeLimite(arquivos) {
  return tamanhoTotal(arquivos) > MAX_UPLOAD_BYTES;
}
function arquivosInput() {
  return v7.pipe(
    field(),
    v7.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const list = raw === null || raw === void 0 ? [] : Array.isArray(raw) ? raw : [raw];
      const files = list.filter(isArquivo);
      if (files.length === 0 || files.length !== list.length) {
        addIssue({ message: msg.comprovante.arquivoObrigatorio });
        return NEVER;
      }
      if (excedeLimite(files)) {
        addIssue({ message: msg.comprovante.tamanhoExcedido });
        return NEVER;
      }
      return files;
    })
  );
}
var NovoComprovanteSchema = v7.pipe(
  field(),
  aliases({ "arquivo[]": "arquivo", arquivos: "arquivo" }),
  v7.object(
    {
      id: optionalId(),
      descricao: requiredText(msg.comprovante.descricaoObrigatoria, 255),
      data: dateInput(msg.comprovante.dataObrigatoria),
      lancamento: optionalText(255),
      arquivo: arquivosInput()
    },
    msg.comum.dadosInvalidos
  )
);
function nomeExibido(fileName) {
  const parts = fileName.split("_");
  return parts.length >= 3 ? parts.slice(2).join("_") : fileName;
}
function isControl(ch) {
  const code = ch.charCodeAt(0);
  return code < 32 || code >= 127 && code <= 159;
}
function sanitizarNomeArquivo(name, maxLength2 = MAX_NOME_ARQUIVO) {
  const base4 = name.split(/[\\/]/).pop() ?? "";
  let clean = [...base4.normalize("NFC")].filter((ch) => !isControl(ch)).join("").replace(/[<>:"|?*;]/g, "_").replace(/\.{2,}/g, ".").replace(/\s+/g, " ").trim().replace(/^[.\s]+/, "").replace(/[.\s]+$/, "");
  if (clean === "") clean = "arquivo";
  if (clean.length <= maxLength2) return clean;
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, maxLength2 - ext.length).trimEnd() + ext;
}
function nomeArmazenado(prefixo1, prefixo2, original) {
  const clean = (part) => part.replace(/[^A-Za-z0-9-]/g, "");
  return `${clean(prefixo1)}_${clean(prefixo2)}_${sanitizarNomeArquivo(original)}`;
}

// src/domain/entrada.ts
import * as v10 from "valibot";

// src/domain/rendimento.ts
import * as v9 from "valibot";

// src/domain/option-inputs.ts
import * as v8 from "valibot";

// src/domain/search.ts
var MARKS_RE = new RegExp("\\p{M}", "gu");
var SPACES_RE = /\s+/g;
var NON_ASCII_RE = /[^\x20-\x7e]/;
var ODD_SPACES_RE = /\s\s|[^\S ]|^\s|\s$/;
function normalizeSearch(text2) {
  const plain = NON_ASCII_RE.test(text2) ? text2.normalize("NFD").replace(MARKS_RE, "") : text2;
  const lower = plain.toLowerCase();
  return ODD_SPACES_RE.test(lower) ? lower.replace(SPACES_RE, " ").trim() : lower;
}

// src/domain/option-inputs.ts
function matchOption(options, value) {
  if (typeof value !== "string") return null;
  const exact = options.find((option) => option === value);
  if (exact !== void 0) return exact;
  const wanted = normalizeSearch(value);
  return options.find((option) => normalizeSearch(option) === wanted) ?? null;
}
function enumInput(options, required, invalid = msg.comum.opcaoInvalida) {
  return readInput((value) => matchOption(options, value), required, invalid);
}
function enumList(options) {
  return v8.pipe(
    field(),
    v8.rawTransform(({ dataset, addIssue, NEVER }) => {
      const items = parseStringList(dataset.value);
      const matched = items?.map((item) => matchOption(options, item));
      if (!matched || matched.some((item) => item === null)) {
        addIssue({ message: msg.comum.opcaoInvalida });
        return NEVER;
      }
      return [...new Set(matched)];
    })
  );
}

// src/domain/rendimento.ts
var OPERACOES = ["somar", "subtrair"];
var InformeRendimentoSchema = v9.object(
  {
    valor: moneyInput(msg.rendimento.valorOperacaoObrigatorios),
    id: idInput(msg.lista.registroNaoEncontrado),
    operacao: enumInput(OPERACOES, msg.rendimento.valorOperacaoObrigatorios),
    version: optionalInt({ min: 0 })
  },
  msg.comum.dadosInvalidos
);
function aplicarRendimento(row, valor, operacao, hoje) {
  if (!Number.isSafeInteger(valor) || valor <= 0) return { ok: false, message: msg.comum.valorPositivo };
  const delta = operacao === "somar" ? valor : -valor;
  const valorFinal = row.valor_final + delta;
  if (valorFinal < 0) return { ok: false, message: msg.rendimento.subtracaoMaiorQueSaldo };
  if (valorFinal > MAX_CENTS) return { ok: false, message: msg.comum.valorAcimaLimite };
  return {
    ok: true,
    value: {
      row: { ...row, valor_final: valorFinal },
      historico: {
        descricao: operacao === "somar" ? msg.rendimento.historicoSomado : msg.rendimento.historicoSubtraido,
        valor: delta,
        data: hoje
      }
    }
  };
}
function podeInativar(row) {
  return row.status === "Ativo";
}
function inativar(row) {
  if (!podeInativar(row)) return { ok: false, message: msg.rendimento.naoPodeInativar };
  return { ok: true, value: { ...row, status: "Inativo" } };
}

// src/domain/entrada.ts
var TIPOS_ENTRADA_CRIACAO = ["Entrante", "Reserva"];
var NovaEntradaSchema = v10.pipe(
  field(),
  aliases({ tipo_lancamento: "tipo" }),
  v10.object(
    {
      id: optionalId(),
      descricao: requiredText(msg.entrada.descricaoObrigatoria, 255),
      valor: moneyInput(msg.entrada.valorObrigatorio),
      data: dateInput(msg.entrada.dataObrigatoria),
      tipo: enumInput(TIPOS_ENTRADA_CRIACAO, msg.entrada.tipoObrigatorio),
      observacao: optionalText(1e3)
    },
    msg.comum.dadosInvalidos
  )
);
function criarEntrada(input, id) {
  const rowId = id ?? input.id;
  if (!rowId) throw new Error("criarEntrada: id required");
  return {
    id: rowId,
    descricao: input.descricao,
    valor_inicial: input.valor,
    valor_final: input.valor,
    data: input.data,
    status: "Ativo",
    tipo: input.tipo,
    observacao: input.observacao,
    banco_id: null,
    banco: null,
    id_titulo: null,
    version: 1
  };
}

// src/domain/fatura.ts
import * as v13 from "valibot";

// src/domain/titulo.ts
import * as v11 from "valibot";
var PAGAMENTOS = ["Cr\xE9dito", "D\xE9bito", "Boleto", "Pix", "Esp\xE9cie"];
var TIPOS_COMPRA = ["Compra", "Venda", "Servi\xE7o", "Pagamento", "Outros"];
var STATUS_TITULO = ["Pagar", "Pago", "D.P.C", "Cancelado"];
var STATUS_CRIACAO = ["Pagar", "Pago"];
var TIPOS_VENCIMENTO = ["Com Vencimento", "Sem Vencimento"];
var METODOS = ["\xC0 vista", "Parcelado", "Indefinido"];
var MIN_PARCELAS = 2;
var MAX_PARCELAS = 24;
function parcelaInput() {
  return v11.pipe(
    field(),
    v11.transform((value) => isBlank(value) ? null : parseInteger(value) ?? Number.NaN)
  );
}
var camposNovoTitulo = {
  descricao: requiredText(msg.lancamento.descricaoObrigatoria, 255),
  status: enumInput(STATUS_CRIACAO, msg.lancamento.statusObrigatorio),
  data_pagamento: optionalDate(),
  valor: moneyInput(msg.lancamento.valorObrigatorio),
  data: dateInput(msg.lancamento.dataObrigatoria),
  tipo: enumInput(TIPOS_VENCIMENTO, msg.lancamento.tipoObrigatorio),
  vencimento: optionalDate(),
  metodo: enumInput(METODOS, msg.lancamento.metodoObrigatorio),
  parcela: parcelaInput(),
  observacao: optionalText(1e3),
  /** Client-generated group id and one id per instalment, so client and server rows match. */
  id_titulo: optionalId(),
  ids: optionalIdList()
};
function quantidadeParcelas(input) {
  return input.metodo === "Parcelado" && input.parcela !== null ? input.parcela : 1;
}
function parcelaValida(parcela) {
  return parcela !== null && Number.isInteger(parcela) && parcela >= MIN_PARCELAS && parcela <= MAX_PARCELAS;
}
function regrasNovoTitulo() {
  return [
    {
      field: "data_pagamento",
      uses: ["status"],
      check: (x) => x.status === "Pago" && !x.data_pagamento ? msg.lancamento.dataPagamentoObrigatoria : null
    },
    {
      field: "vencimento",
      uses: ["tipo"],
      check: (x) => x.tipo === "Com Vencimento" && !x.vencimento ? msg.lancamento.vencimentoObrigatorio : null
    },
    {
      field: "vencimento",
      uses: ["tipo", "data"],
      check: (x) => x.tipo === "Com Vencimento" && x.vencimento && x.vencimento < x.data ? msg.lancamento.vencimentoAnterior : null
    },
    {
      field: "parcela",
      uses: ["metodo"],
      check: (x) => {
        if (x.metodo !== "Parcelado") return null;
        if (x.parcela === null) return msg.lancamento.parcelaObrigatoria;
        return parcelaValida(x.parcela) ? null : msg.lancamento.parcelaFaixa;
      }
    },
    {
      field: "ids",
      uses: ["metodo", "parcela"],
      check: (x) => {
        if (x.ids === null || x.metodo === "Parcelado" && !parcelaValida(x.parcela)) return null;
        return x.ids.length === quantidadeParcelas(x) ? null : msg.lancamento.idsParcelas;
      }
    }
  ];
}
function limparCamposDesativados(input) {
  return {
    ...input,
    data_pagamento: input.status === "Pago" ? input.data_pagamento : null,
    vencimento: input.tipo === "Com Vencimento" ? input.vencimento : null,
    parcela: input.metodo === "Parcelado" ? input.parcela : null
  };
}

// src/domain/data-acao.ts
import * as v12 from "valibot";
var TOLERANCIA_DIAS_FUTURO = 1;
function motivoDataAcao(tipo, dia, hoje, data = null) {
  if (dia > addDays(hoje, TOLERANCIA_DIAS_FUTURO)) {
    return tipo === "pagamento" ? msg.pagamento.dataFutura : msg.acao.cancelamentoFuturo;
  }
  if (data !== null && dia < data) {
    return tipo === "pagamento" ? msg.acao.pagamentoAntesDoLancamento : msg.acao.cancelamentoAntesDoLancamento;
  }
  return null;
}
function readObject(value) {
  let parsed = value;
  if (parsed === void 0 || parsed === null || parsed === "") return null;
  if (typeof parsed === "string") {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return void 0;
    }
  }
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : void 0;
}
function idMapInput(read, message) {
  return v12.pipe(
    field(),
    v12.rawTransform(({ dataset, addIssue, NEVER }) => {
      const record = readObject(dataset.value);
      if (record === void 0) {
        addIssue({ message });
        return NEVER;
      }
      const out = {};
      for (const [id, raw] of Object.entries(record ?? {})) {
        const value = read(raw);
        if (!isUUID(id) || value === null) {
          addIssue({ message });
          return NEVER;
        }
        out[id.toLowerCase()] = value;
      }
      return out;
    })
  );
}
function readVersion(value) {
  const version2 = parseInteger(value);
  return version2 !== null && version2 >= 0 ? version2 : null;
}
function versionsInput() {
  return idMapInput(readVersion, msg.acao.versoesInvalidas);
}
function novosIdsInput() {
  return idMapInput((value) => isUUID(value) ? value.toLowerCase() : null, msg.comum.dadosInvalidos);
}
function versoesVencidas(rows, versions) {
  return rows.filter((row) => (versions[row.id] ?? row.version) < row.version).map((row) => row.id);
}

// src/domain/fatura.ts
var MAX_FATURAS_PAGAMENTO = 3;
var CamposNovaFatura = v13.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.fatura.descricaoObrigatoria, 255),
    status: enumInput(STATUS_CRIACAO, msg.fatura.statusObrigatorio),
    data_pagamento: optionalDate(),
    banco: idInput(msg.fatura.bancoObrigatorio),
    valor: moneyInput(msg.fatura.valorObrigatorio),
    vencimento: dateInput(msg.fatura.vencimentoObrigatorio)
  },
  msg.comum.dadosInvalidos
);
var NovaFaturaSchema = v13.pipe(
  CamposNovaFatura,
  crossRules([
    {
      field: "data_pagamento",
      uses: ["status"],
      check: (x) => x.status === "Pago" && !x.data_pagamento ? msg.fatura.dataPagamentoObrigatoria : null
    }
  ]),
  v13.transform((x) => ({ ...x, data_pagamento: x.status === "Pago" ? x.data_pagamento : null }))
);
var PagarFaturasSchema = v13.object(
  {
    ids: idList({ min: 1, max: MAX_FATURAS_PAGAMENTO, maxMessage: msg.fatura.limitePagamento }),
    data_pagamento: optionalDate(),
    versions: versionsInput()
  },
  msg.comum.dadosInvalidos
);
function pagarFatura(row, hoje) {
  if (row.status === "Cancelado") return { ok: false, message: msg.pagamento.pagarCancelado };
  if (row.status === "D.P.C") return { ok: false, message: msg.pagamento.pagarDpc };
  if (row.status === "Pago") return { ok: true, value: row };
  return { ok: true, value: { ...row, status: "Pago", data_pagamento: hoje } };
}

// src/domain/importacao.ts
import * as v14 from "valibot";

// src/domain/credito.ts
function vencimentoCredito(dataIso, diaVencimento) {
  return addMonthsClamped(dataIso, 1, diaVencimento);
}
function aplicaRegraCredito(banco, pagamento) {
  return Boolean(banco?.credito) && pagamento === "Cr\xE9dito";
}
function aplicarRegraCredito(input, banco) {
  if (!banco || !aplicaRegraCredito(banco, input.pagamento) || banco.vencimento === null) return input;
  return { ...input, tipo: "Com Vencimento", vencimento: vencimentoCredito(input.data, banco.vencimento) };
}
function conferirBanco(banco, pagamento) {
  if (!banco) return { ok: false, message: msg.banco.naoEncontrado };
  if (pagamento === "Cr\xE9dito" && !banco.possui_cartao) return { ok: false, message: msg.banco.semCartao };
  return { ok: true, value: banco };
}

// src/domain/importacao.ts
var TEMPLATE_CSV_HEADER = ["Lan\xE7amento", "Data", "Valor", "Banco", "Vencimento"];
var TEMPLATE_CSV_CONTENT = `\uFEFF${TEMPLATE_CSV_HEADER.join(";")}\r
`;
function indexarBancosPorNome(bancos2) {
  return new Map(bancos2.map((banco) => [normalizeSearch(banco.banco), banco]));
}
function validarCabecalho(headers) {
  const present = new Set(headers.map((h) => normalizeSearch(h.replace(/^\uFEFF/, ""))));
  const missing = TEMPLATE_CSV_HEADER.filter((h) => !present.has(normalizeSearch(h)));
  return missing.length === 0 ? null : msg.importacao.cabecalhoInvalido(missing.join(", "));
}
function celulas(record) {
  const cells = /* @__PURE__ */ new Map();
  for (const [key, value] of Object.entries(record)) {
    cells.set(normalizeSearch(key.replace(/^\uFEFF/, "")), (value ?? "").trim());
  }
  return cells;
}
function linhaVazia(record) {
  return Object.values(record).every((value) => (value ?? "").trim() === "");
}
function validarLinhaCsv(record, lineNumber, bancosByNormalizedName) {
  const cells = celulas(record);
  const cell = (name) => cells.get(normalizeSearch(name)) ?? "";
  const erros = [];
  const erro = (campo, dado, valorCorreto) => erros.push({ linha: lineNumber, campo, dado, valor_correto: valorCorreto });
  const descricao = cell("Lan\xE7amento");
  if (descricao === "" || descricao.length > 255) erro("Lan\xE7amento", descricao, msg.importacao.dicaTexto);
  const dataText = cell("Data");
  const data = parseBRDate(dataText);
  if (data === null) erro("Data", dataText, msg.importacao.dicaData);
  const valorText = cell("Valor");
  const valor = parseBRNumber(valorText);
  if (valor === null || valor <= 0 || valor > MAX_CENTS) erro("Valor", valorText, msg.importacao.dicaValor);
  const bancoText = cell("Banco");
  const banco = bancosByNormalizedName.get(normalizeSearch(bancoText));
  if (!banco) erro("Banco", bancoText, msg.importacao.dicaBanco);
  else if (!aplicaRegraCredito(banco, "Cr\xE9dito")) erro("Banco", bancoText, msg.importacao.dicaBancoCredito);
  const vencimentoText = cell("Vencimento");
  let vencimento = null;
  if (vencimentoText !== "") {
    vencimento = parseBRDate(vencimentoText);
    if (vencimento === null || data !== null && vencimento < data) {
      erro("Vencimento", vencimentoText, msg.importacao.dicaVencimento);
    }
  } else if (data !== null && banco?.credito) {
    if (banco.vencimento === null) erro("Vencimento", vencimentoText, msg.importacao.dicaVencimento);
    else vencimento = vencimentoCredito(data, banco.vencimento);
  }
  if (erros.length > 0 || data === null || valor === null || !banco || vencimento === null) {
    return { ok: false, erros };
  }
  return {
    ok: true,
    lancamento: {
      descricao,
      status: "Pagar",
      data_pagamento: null,
      pagamento: "Cr\xE9dito",
      banco: banco.id,
      valor,
      data,
      tipo: "Com Vencimento",
      vencimento,
      metodo: "\xC0 vista",
      parcela: null,
      categorias: null,
      tipo_lancamento: "Compra",
      observacao: null,
      id_titulo: null,
      ids: null
    }
  };
}
function validarImportacao(records, bancos2, primeiraLinha = 2) {
  const porNome = indexarBancosPorNome(bancos2);
  const lancamentos2 = [];
  const erros = [];
  records.forEach((record, i) => {
    if (linhaVazia(record)) return;
    const result = validarLinhaCsv(record, primeiraLinha + i, porNome);
    if (result.ok) lancamentos2.push(result.lancamento);
    else erros.push(...result.erros);
  });
  if (erros.length > 0) return { ok: false, message: msg.importacao.erroLinhas, erros };
  if (lancamentos2.length === 0) return { ok: false, message: msg.importacao.arquivoVazio, erros: [] };
  return { ok: true, lancamentos: lancamentos2 };
}
var ImportacaoSchema = v14.object(
  {
    csv_file: v14.pipe(
      field(),
      v14.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = Array.isArray(dataset.value) ? dataset.value[0] : dataset.value;
        const file = raw;
        if (typeof file !== "object" || file === null || typeof file.name !== "string" || typeof file.size !== "number") {
          addIssue({ message: msg.importacao.arquivoObrigatorio });
          return NEVER;
        }
        if (!/\.csv$/i.test(file.name)) {
          addIssue({ message: msg.importacao.arquivoNaoCsv });
          return NEVER;
        }
        if (file.size > MAX_UPLOAD_BYTES) {
          addIssue({ message: msg.comprovante.tamanhoExcedido });
          return NEVER;
        }
        return file;
      })
    )
  },
  msg.comum.dadosInvalidos
);

// src/domain/investimento.ts
import * as v15 from "valibot";
var STATUS_INVESTIMENTO_CRIACAO = ["Ativo", "Finalizado"];
var NovoInvestimentoSchema = v15.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.investimento.descricaoObrigatoria, 255),
    valor: moneyInput(msg.investimento.valorObrigatorio),
    data: dateInput(msg.investimento.dataObrigatoria),
    status: enumInput(STATUS_INVESTIMENTO_CRIACAO, msg.investimento.statusObrigatorio),
    banco: optionalId(),
    observacao: optionalText(1e3)
  },
  msg.comum.dadosInvalidos
);
function criarInvestimento(input, nomeBanco, id) {
  const rowId = id ?? input.id;
  if (!rowId) throw new Error("criarInvestimento: id required");
  return {
    id: rowId,
    descricao: input.descricao,
    valor_inicial: input.valor,
    valor_final: input.valor,
    data: input.data,
    banco_id: input.banco,
    banco: input.banco ? nomeBanco : null,
    status: input.status,
    observacao: input.observacao,
    version: 1
  };
}

// src/domain/lancamento.ts
import * as v16 from "valibot";

// src/domain/parcelas.ts
function vencimentosParcelas(primeiro, quantidade) {
  return Array.from({ length: quantidade }, (_, i) => primeiro ? addMonthsClamped(primeiro, i) : null);
}
function gerarParcelas(input, ids) {
  const quantidade = quantidadeParcelas(input);
  const idTitulo = ids?.id_titulo ?? input.id_titulo;
  const rowIds = ids?.ids ?? input.ids;
  if (!idTitulo || !rowIds || rowIds.length !== quantidade) {
    throw new Error(`gerarParcelas: expected id_titulo and ${quantidade} row ids`);
  }
  const valores = splitCents(input.valor, quantidade);
  const pago = input.status === "Pago";
  const comVencimento = input.tipo === "Com Vencimento";
  const vencimentos = vencimentosParcelas(comVencimento ? input.vencimento : null, quantidade);
  return valores.map((valorParcela, i) => ({
    id: rowIds[i] ?? "",
    id_titulo: idTitulo,
    descricao: input.descricao,
    quant_parcela: quantidade,
    parcela: i + 1,
    valor: input.valor,
    valor_parcela: valorParcela,
    valor_pago: pago ? valorParcela : 0,
    data: input.data,
    status: input.status,
    tipo: input.tipo,
    vencimento: vencimentos[i] ?? null,
    data_pagamento: pago ? input.data_pagamento : null,
    data_cancelamento: null,
    observacao: input.observacao,
    metodo: input.metodo,
    version: 1
  }));
}

// src/domain/lancamento.ts
var CamposNovoLancamento = v16.object(
  {
    ...camposNovoTitulo,
    pagamento: enumInput(PAGAMENTOS, msg.lancamento.pagamentoObrigatorio),
    /** The bank id. */
    banco: idInput(msg.lancamento.bancoObrigatorio),
    /** The optional category id (the form's field name). */
    categorias: optionalId(),
    tipo_lancamento: enumInput(TIPOS_COMPRA, msg.lancamento.tipoLancamentoObrigatorio)
  },
  msg.comum.dadosInvalidos
);
var NovoLancamentoSchema = v16.pipe(
  CamposNovoLancamento,
  crossRules(regrasNovoTitulo()),
  v16.transform((input) => limparCamposDesativados(input))
);
function gerarLancamentos(input, nomes, ids) {
  return gerarParcelas(input, ids).map((row) => ({
    ...row,
    pagamento: input.pagamento,
    tipo_compra: input.tipo_lancamento,
    banco_id: input.banco,
    banco: nomes.banco,
    categoria_id: input.categorias,
    categoria: input.categorias ? nomes.categoria : null
  }));
}

// src/domain/lote.ts
import * as v17 from "valibot";
var IdsSchema = v17.object({ ids: idList() }, msg.comum.dadosInvalidos);
var TIPOS_ACAO_LOTE = ["deletar", "inativar"];
var AcaoLoteSchema = v17.object(
  {
    ids: idList(),
    tipo: enumInput(TIPOS_ACAO_LOTE, msg.comum.opcaoInvalida)
  },
  msg.comum.dadosInvalidos
);

// src/domain/pagamento.ts
import * as v18 from "valibot";
function valorRestante(row) {
  return Math.max(0, row.valor_parcela - row.valor_pago);
}
function motivoNaoPagar(row) {
  if (row.status === "Cancelado") return msg.pagamento.pagarCancelado;
  if (row.status === "D.P.C") return msg.pagamento.pagarDpc;
  return null;
}
function pagar(row, hoje) {
  const motivo = motivoNaoPagar(row);
  if (motivo) return { ok: false, message: motivo };
  if (row.status === "Pago") return { ok: true, value: { row, historico: null } };
  const restante = valorRestante(row);
  return {
    ok: true,
    value: {
      row: { ...row, status: "Pago", data_pagamento: hoje, valor_pago: row.valor_parcela },
      historico: restante > 0 ? { descricao: msg.pagamento.historicoPagamento, valor: restante, data: hoje } : null
    }
  };
}
function motivoNaoInformar(row) {
  if (row.status === "Cancelado") return msg.pagamento.informarCancelado;
  if (row.status === "Pago") return msg.pagamento.informarPago;
  if (row.status === "D.P.C") return msg.pagamento.informarDpc;
  return null;
}
function informarPagamento(row, valorCents, hoje) {
  const motivo = motivoNaoInformar(row);
  if (motivo) return { ok: false, message: motivo };
  if (!Number.isSafeInteger(valorCents) || valorCents <= 0) return { ok: false, message: msg.comum.valorPositivo };
  const restante = valorRestante(row);
  if (valorCents > restante) return { ok: false, message: msg.pagamento.valorAcimaRestante };
  const quitado = valorCents === restante;
  return {
    ok: true,
    value: {
      row: {
        ...row,
        valor_pago: row.valor_pago + valorCents,
        ...quitado ? { status: "Pago", data_pagamento: hoje } : {}
      },
      historico: {
        descricao: quitado ? msg.pagamento.historicoQuitacao : msg.pagamento.historicoParcial,
        valor: valorCents,
        data: hoje
      }
    }
  };
}
function cancelarParcela(row, dia) {
  return row.status === "Pagar" ? { ...row, status: "Cancelado", data_cancelamento: dia } : row;
}
function cancelarTitulos(todas, titulos, dia) {
  const wanted = new Set(titulos);
  return todas.filter((row) => wanted.has(row.id_titulo) && row.status === "Pagar").map((row) => cancelarParcela(row, dia));
}
var PagarSchema = v18.object(
  { ids: idList(), data_pagamento: optionalDate(), versions: versionsInput(), historico_ids: novosIdsInput() },
  msg.comum.dadosInvalidos
);
var InformarPagamentoSchema = v18.object(
  {
    id: idInput(msg.lista.registroNaoEncontrado),
    valor: moneyInput(msg.pagamento.valorObrigatorio),
    version: optionalInt({ min: 0 }),
    data_pagamento: optionalDate(),
    versions: versionsInput(),
    historico_id: optionalId()
  },
  msg.comum.dadosInvalidos
);
var CancelarTitulosSchema = v18.object(
  { id_titulos: idList(), data_cancelamento: optionalDate(), versions: versionsInput() },
  msg.comum.dadosInvalidos
);
var DeletarTitulosSchema = v18.object({ id_titulo: idList() }, msg.comum.dadosInvalidos);

// src/domain/recebivel.ts
import * as v19 from "valibot";
var CamposNovoRecebivel = v19.object(camposNovoTitulo, msg.comum.dadosInvalidos);
var NovoRecebivelSchema = v19.pipe(
  CamposNovoRecebivel,
  crossRules(regrasNovoTitulo()),
  v19.transform((input) => limparCamposDesativados(input))
);
function gerarRecebiveis(input, ids) {
  return gerarParcelas(input, ids);
}

// src/domain/mutacoes.ts
function definir(m) {
  return m;
}
var a = msg.sincronizacao.acoes;
var MUTACOES = {
  cadastrarBanco: definir({
    method: "POST",
    path: "/api/cadastro-banco",
    schema: NovoBancoSchema,
    lote: true,
    rotulo: a.cadastrarBanco,
    sucesso: msg.banco.cadastrado,
    erro: msg.banco.erroCadastrar
  }),
  editarBanco: definir({
    method: "POST",
    path: "/api/update-banco",
    schema: EditarBancoSchema,
    lote: true,
    rotulo: a.editarBanco,
    sucesso: msg.banco.cadastrado,
    erro: msg.banco.erroCadastrar
  }),
  deletarBancos: definir({
    method: "POST",
    path: "/api/deletar-bancos",
    schema: IdsSchema,
    lote: true,
    rotulo: a.deletarBancos,
    sucesso: msg.comum.excluidos,
    erro: msg.banco.erroDeletar
  }),
  cadastrarCategoria: definir({
    method: "POST",
    path: "/api/cadastro-categoria",
    schema: NovaCategoriaSchema,
    lote: true,
    rotulo: a.cadastrarCategoria,
    sucesso: msg.categoria.cadastrada,
    erro: msg.categoria.erroCadastrar
  }),
  editarCategoria: definir({
    method: "POST",
    path: "/api/update-categoria",
    schema: EditarCategoriaSchema,
    lote: true,
    rotulo: a.editarCategoria,
    sucesso: msg.categoria.cadastrada,
    erro: msg.categoria.erroEditar
  }),
  deletarCategorias: definir({
    method: "POST",
    path: "/api/deletar-categorias",
    schema: IdsSchema,
    lote: true,
    rotulo: a.deletarCategorias,
    sucesso: msg.comum.excluidos,
    erro: msg.categoria.erroDeletar
  }),
  cadastrarLancamento: definir({
    method: "POST",
    path: "/api/cadastro-financas",
    schema: NovoLancamentoSchema,
    lote: true,
    rotulo: a.cadastrarLancamento,
    sucesso: msg.lancamento.cadastrado,
    erro: msg.lancamento.erroCadastrar
  }),
  pagarLancamentos: definir({
    method: "PUT",
    path: "/api/atualizar-pagamento",
    schema: PagarSchema,
    lote: true,
    rotulo: a.pagarLancamentos,
    sucesso: msg.pagamento.realizado,
    erro: msg.pagamento.erro
  }),
  informarPagamentoLancamento: definir({
    method: "POST",
    path: "/api/atualizar-informe-pagamento",
    schema: InformarPagamentoSchema,
    lote: true,
    rotulo: a.informarPagamentoLancamento,
    sucesso: msg.pagamento.informado,
    erro: msg.pagamento.erro
  }),
  cancelarLancamentos: definir({
    method: "POST",
    path: "/api/atualizar-lancamento",
    schema: CancelarTitulosSchema,
    lote: true,
    rotulo: a.cancelarLancamentos,
    sucesso: msg.lancamento.cancelados,
    erro: msg.lancamento.erroCancelar
  }),
  deletarLancamentos: definir({
    method: "POST",
    path: "/api/deletar-lancamento",
    schema: DeletarTitulosSchema,
    lote: true,
    rotulo: a.deletarLancamentos,
    sucesso: msg.lancamento.deletados,
    erro: msg.lancamento.erroDeletar
  }),
  cadastrarRecebivel: definir({
    method: "POST",
    path: "/api/cadastro-recebiveis",
    schema: NovoRecebivelSchema,
    lote: true,
    rotulo: a.cadastrarRecebivel,
    sucesso: msg.recebivel.cadastrado,
    erro: msg.recebivel.erroCadastrar
  }),
  pagarRecebiveis: definir({
    method: "PUT",
    path: "/api/pagamento-recebiveis",
    schema: PagarSchema,
    lote: true,
    rotulo: a.pagarRecebiveis,
    sucesso: msg.pagamento.realizado,
    erro: msg.pagamento.erro
  }),
  informarPagamentoRecebivel: definir({
    method: "POST",
    path: "/api/atualizar-pagamento-recebiveis",
    schema: InformarPagamentoSchema,
    lote: true,
    rotulo: a.informarPagamentoRecebivel,
    sucesso: msg.pagamento.informado,
    erro: msg.pagamento.erro
  }),
  cancelarRecebiveis: definir({
    method: "POST",
    path: "/api/atualizar-recebiveis",
    schema: CancelarTitulosSchema,
    lote: true,
    rotulo: a.cancelarRecebiveis,
    sucesso: msg.lancamento.cancelados,
    erro: msg.lancamento.erroCancelar
  }),
  deletarRecebiveis: definir({
    method: "POST",
    path: "/api/deletar-recebiveis",
    schema: DeletarTitulosSchema,
    lote: true,
    rotulo: a.deletarRecebiveis,
    sucesso: msg.lancamento.deletados,
    erro: msg.recebivel.erroDeletar
  }),
  cadastrarFatura: definir({
    method: "POST",
    path: "/api/cadastro-fatura",
    schema: NovaFaturaSchema,
    lote: true,
    rotulo: a.cadastrarFatura,
    sucesso: msg.fatura.cadastrada,
    erro: msg.fatura.erroCadastrar
  }),
  pagarFaturas: definir({
    method: "PUT",
    path: "/api/pagar-fatura",
    schema: PagarFaturasSchema,
    lote: true,
    rotulo: a.pagarFaturas,
    sucesso: msg.pagamento.realizado,
    erro: msg.pagamento.erro
  }),
  deletarFaturas: definir({
    method: "POST",
    path: "/api/deletar-fatura",
    schema: IdsSchema,
    lote: true,
    rotulo: a.deletarFaturas,
    sucesso: msg.comum.excluidos,
    erro: msg.fatura.erroDeletar
  }),
  cadastrarEntrada: definir({
    method: "POST",
    path: "/api/cadastro-entradas",
    schema: NovaEntradaSchema,
    lote: true,
    rotulo: a.cadastrarEntrada,
    sucesso: msg.entrada.cadastrada,
    erro: msg.entrada.erroCadastrar
  }),
  acaoEntradas: definir({
    method: "POST",
    path: "/api/deletar-entradas",
    schema: AcaoLoteSchema,
    lote: true,
    rotulo: a.acaoEntradas,
    sucesso: msg.comum.operacaoConcluida,
    erro: msg.comum.erroAcao
  }),
  informarRendimentoEntrada: definir({
    method: "POST",
    path: "/api/entradas/cadastro-informe-entrantes",
    schema: InformeRendimentoSchema,
    lote: true,
    rotulo: a.informarRendimentoEntrada,
    sucesso: msg.rendimento.cadastrado,
    erro: msg.rendimento.erroCadastrar
  }),
  cadastrarInvestimento: definir({
    method: "POST",
    path: "/api/cadastro-investimento",
    schema: NovoInvestimentoSchema,
    lote: true,
    rotulo: a.cadastrarInvestimento,
    sucesso: msg.investimento.cadastrado,
    erro: msg.investimento.erroCadastrar
  }),
  acaoInvestimentos: definir({
    method: "POST",
    path: "/api/deletar-investimento",
    schema: AcaoLoteSchema,
    lote: true,
    rotulo: a.acaoInvestimentos,
    sucesso: msg.comum.operacaoConcluida,
    erro: msg.comum.erroAcao
  }),
  informarRendimentoInvestimento: definir({
    method: "POST",
    path: "/api/entradas/cadastro-informe-investimento",
    schema: InformeRendimentoSchema,
    lote: true,
    rotulo: a.informarRendimentoInvestimento,
    sucesso: msg.rendimento.cadastrado,
    erro: msg.rendimento.erroCadastrar
  }),
  // Uploads: their files are written outside the transaction, so they never go in a batch.
  cadastrarComprovante: definir({
    method: "POST",
    path: "/api/cadastro-comprovante",
    schema: NovoComprovanteSchema,
    lote: false,
    rotulo: a.cadastrarComprovante,
    sucesso: msg.comprovante.cadastrado,
    erro: msg.comprovante.erroCadastrar
  }),
  deletarComprovantes: definir({
    method: "POST",
    path: "/api/deletar-comprovante",
    schema: IdsSchema,
    lote: false,
    rotulo: a.deletarComprovantes,
    sucesso: msg.comum.excluidos,
    erro: msg.comprovante.erroDeletar
  }),
  importarCartao: definir({
    method: "POST",
    path: "/api/cadastro-importador-cartao",
    schema: ImportacaoSchema,
    lote: false,
    rotulo: a.importarCartao,
    sucesso: msg.importacao.sucesso(0),
    erro: msg.importacao.erro
  }),
  cadastrarUsuario: definir({
    method: "POST",
    path: "/api/cadastro-usuario",
    schema: NovoUsuarioSchema,
    lote: true,
    rotulo: a.cadastrarUsuario,
    sucesso: msg.usuario.cadastrado,
    erro: msg.usuario.erroCadastrar
  }),
  editarUsuario: definir({
    method: "PUT",
    path: "/api/usuarios/update/:id",
    schema: EditarUsuarioSchema,
    lote: true,
    rotulo: a.editarUsuario,
    sucesso: msg.usuario.atualizado,
    erro: msg.usuario.erroSalvar
  })
};

// server/lib/mutation.ts
import { createHash } from "node:crypto";

// server/repositories/idempotency.ts
import { inArray, sql as sql5 } from "drizzle-orm";
async function lockKeys(tx, keys) {
  const list = sql5.join(keys.map((k) => sql5`${k}`), sql5`, `);
  const locks = rowsOf(await tx.execute(
    sql5`SELECT k AS key, pg_try_advisory_xact_lock(hashtextextended(k, 0)) AS ok FROM unnest(ARRAY[${list}]::text[]) AS k`
  ));
  return new Set(locks.filter((l2) => l2.ok).map((l2) => l2.key));
}
async function storedAnswers(tx, keys) {
  const rows = await tx.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, [...keys]));
  return new Map(rows.map((r2) => [r2.key, { requestHash: r2.requestHash, responseStatus: r2.responseStatus, responseBody: r2.responseBody }]));
}
async function insertKeys(tx, rows) {
  if (rows.length) await tx.insert(idempotencyKeys).values([...rows]);
}

// server/lib/mutation-batch.ts
import { AsyncLocalStorage } from "node:async_hooks";
var current = new AsyncLocalStorage();
function currentBatch() {
  return current.getStore();
}
async function openBatch(tx, keys) {
  const unique = [...new Set(keys)];
  return {
    tx,
    locked: await lockKeys(tx, unique),
    stored: await storedAnswers(tx, unique),
    inserts: [],
    memo: /* @__PURE__ */ new Map(),
    spoiled: false
  };
}
function runInBatch(state, fn) {
  return current.run(state, async () => await fn());
}
function rememberAnswer(state, row) {
  state.stored.set(row.key, { requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody });
  state.inserts.push(row);
}
async function closeBatch(state) {
  await insertKeys(state.tx, state.inserts);
}
async function batchMemo(key, load) {
  const batch = current.getStore();
  if (!batch) return load();
  if (batch.memo.has(key)) return batch.memo.get(key);
  const value = await load();
  batch.memo.set(key, value);
  return value;
}
function batchMemoPeek(key) {
  return current.getStore()?.memo.get(key);
}

// server/lib/mutation.ts
var KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
  }
  return value;
}
function requestHash(method, path, payload) {
  return createHash("sha256").update(JSON.stringify([method, path, canonical(payload)])).digest("hex");
}
function replayOf(stored, hash) {
  if (!stored) return null;
  if (stored.requestHash !== hash) throw new HttpError(422, msg.comum.idempotenciaReutilizada);
  return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
}
async function alone(request, step, work) {
  const { keyText, hash } = step;
  return request.server.db.transaction(async (tx) => {
    if (keyText) {
      if (!(await lockKeys(tx, [keyText])).has(keyText)) throw new HttpError(409, msg.comum.requisicaoEmProcessamento);
      const replay = replayOf((await storedAnswers(tx, [keyText])).get(keyText), hash);
      if (replay) return replay;
    }
    const out = await work(tx);
    const status = out.status ?? 200;
    if (keyText) await insertKeys(tx, [step.keyRow(status, out.body)]);
    return { status, body: out.body, replayed: false };
  });
}
async function inBatch(batch, step, work) {
  const { keyText, hash } = step;
  if (keyText) {
    if (!batch.locked.has(keyText)) throw new HttpError(409, msg.comum.requisicaoEmProcessamento);
    const replay = replayOf(batch.stored.get(keyText), hash);
    if (replay) return replay;
  }
  let out;
  try {
    out = await work(batch.tx);
  } catch (error) {
    batch.spoiled = true;
    throw error;
  }
  const status = out.status ?? 200;
  if (keyText) rememberAnswer(batch, step.keyRow(status, out.body));
  return { status, body: out.body, replayed: false };
}
async function runMutation(request, reply, payload, work) {
  const key = request.headers["idempotency-key"];
  const keyText = typeof key === "string" && key ? key : null;
  if (keyText !== null && !KEY_PATTERN.test(keyText)) throw new HttpError(422, msg.comum.dadosInvalidos);
  const path = (request.routeOptions.url ?? request.url).split("?")[0] ?? "";
  const hash = requestHash(request.method, path, payload);
  const step = {
    keyText,
    hash,
    keyRow: (status, body) => ({
      key: keyText,
      userId: request.user?.id ?? null,
      method: request.method,
      path,
      requestHash: hash,
      responseStatus: status,
      responseBody: body ?? null
    })
  };
  const batch = currentBatch();
  const result = batch ? await inBatch(batch, step, work) : await alone(request, step, work);
  if (result.replayed) reply.header("Idempotent-Replayed", "true");
  return reply.code(result.status).send(result.body);
}

// server/lib/parse-or-422.ts
function parseOr422(schema, input) {
  const parsed = validate(schema, input);
  if (!parsed.ok) throw new HttpError(422, parsed.message, { errors: parsed.errors });
  return parsed.value;
}

// server/lib/rota-mutacao.ts
function rotaMutacao(app2, mutacao, handler, options = {}) {
  app2.route({ ...options, method: mutacao.method, url: mutacao.path, handler });
}

// server/lib/pull.ts
import { and, asc, eq as eq2, gt, gte, sql as sql6 } from "drizzle-orm";
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var MAX_PAGE = 2e4;
function parseCount(value) {
  if (typeof value !== "string" || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}
function clampLimit(limit) {
  return Math.min(Math.max(limit, 1), MAX_PAGE);
}
function parsePullQuery(request) {
  const q = request.query;
  const num = (v24, name) => {
    if (v24 === void 0 || v24 === "") return null;
    const n = parseCount(v24);
    if (n === null) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { [name]: [msg.comum.dadosInvalidos] } });
    return n;
  };
  const after = q.after ?? null;
  if (after !== null && after !== "" && !UUID.test(after)) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { after: [msg.comum.idInvalido] } });
  const limit = num(q.limit, "limit");
  return { since: num(q.since, "since"), limit: limit === null ? null : clampLimit(limit), after: after || null };
}
function conditions(spec, query) {
  const parts = [];
  if (query.since !== null) parts.push(gte(spec.txidColumn, query.since));
  if (query.after) parts.push(gt(spec.idColumn, query.after));
  return parts.length ? and(...parts) : void 0;
}
function bodySql(spec, select, query) {
  const where = conditions(spec, query);
  const limit = query.limit;
  const parts = [sql6`'cursor', pg_snapshot_xmin(pg_current_snapshot())::text`];
  let page = sql6``;
  if (limit === null) {
    parts.push(sql6`${spec.key}::text, coalesce((SELECT json_agg(x) FROM (${select.query(where, null)}) x), '[]'::json)`);
  } else {
    page = sql6`WITH page AS MATERIALIZED (${select.query(where, limit + 1)}) `;
    parts.push(sql6`${spec.key}::text, coalesce((SELECT json_agg(x) FROM (SELECT * FROM page ORDER BY id LIMIT ${limit}) x), '[]'::json)`);
    parts.push(sql6`'proximo', CASE WHEN (SELECT count(*) FROM page) > ${limit} THEN (SELECT id FROM page ORDER BY id OFFSET ${limit - 1} LIMIT 1) END`);
  }
  if (query.since !== null && !query.after) parts.push(sql6`'removidos', ${removedSql(spec, query.since)}`);
  if (limit !== null && !query.after) {
    const countWhere = query.since !== null ? sql6`WHERE ${gte(spec.txidColumn, query.since)}` : sql6``;
    parts.push(sql6`'total', (SELECT count(*)::int FROM ${sql6.identifier(spec.entity)} ${countWhere})`);
  }
  return sql6`${page}SELECT json_build_object(${sql6.join(parts, sql6`, `)})::text AS body`;
}
function removedSql(spec, since) {
  return sql6`coalesce((SELECT json_agg(DISTINCT ${tombstones.rowId}) FROM ${tombstones}
    WHERE ${and(eq2(tombstones.entity, spec.entity), gte(tombstones.txid, since))}), '[]'::json)`;
}
function isWireSelect(select) {
  return typeof select === "function" && typeof select.query === "function";
}
async function pull(request, spec) {
  return pullBody(request.server.db, spec, parsePullQuery(request));
}
async function pullBody(db, spec, query) {
  const select = spec.select;
  if (isWireSelect(select)) {
    const [row] = rowsOf(await db.execute(bodySql(spec, select, query)));
    return new JsonText(row.body);
  }
  return db.transaction(async (tx) => {
    const [snap] = rowsOf(await tx.execute(sql6`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`));
    const cursor = snap?.xmin ?? "0";
    const chunked = query.limit !== null;
    const rows = await spec.select(tx, conditions(spec, query), chunked ? query.limit + 1 : null);
    const body = { cursor };
    if (chunked && rows.length > query.limit) {
      rows.length = query.limit;
      body.proximo = spec.idOf(rows[rows.length - 1]);
    } else if (chunked) {
      body.proximo = null;
    }
    body[spec.key] = rows;
    if (query.since !== null && !query.after) {
      const removed = await tx.select({ id: tombstones.rowId }).from(tombstones).where(and(eq2(tombstones.entity, spec.entity), gte(tombstones.txid, query.since)));
      body.removidos = [...new Set(removed.map((r2) => r2.id))];
    }
    if (chunked && !query.after) {
      const countWhere = query.since !== null ? gte(spec.txidColumn, query.since) : void 0;
      const [c3] = rowsOf(await tx.execute(sql6`SELECT count(*)::int AS n FROM ${sql6.identifier(spec.entity)} ${countWhere ? sql6`WHERE ${countWhere}` : sql6``}`));
      body.total = c3?.n ?? 0;
    }
    return body;
  }, { isolationLevel: "repeatable read", accessMode: "read only" });
}
async function pullMany(db, wanted, limit) {
  const columns5 = wanted.map(({ spec, since }) => {
    const select = spec.select;
    if (isWireSelect(select)) return sql6`(${bodySql(spec, select, { since, limit, after: null })})`;
    const empty = sql6`json_build_object('cursor', pg_snapshot_xmin(pg_current_snapshot())::text, ${spec.key}::text, '[]'::json,
      'proximo', NULL, 'removidos', ${removedSql(spec, since)}, 'total', 0)::text`;
    return sql6`(CASE WHEN EXISTS (SELECT 1 FROM ${sql6.identifier(spec.entity)} WHERE ${gte(spec.txidColumn, since)}) THEN NULL ELSE ${empty} END)`;
  });
  const named = columns5.map((column, i) => sql6`${column} AS ${sql6.identifier(`c${i}`)}`);
  const [row] = rowsOf(await db.execute(sql6`SELECT ${sql6.join(named, sql6`, `)}`));
  const bodies = await Promise.all(wanted.map(async ({ spec, since }, i) => {
    const text2 = row?.[`c${i}`];
    if (typeof text2 === "string") return text2;
    const body = await pullBody(db, spec, { since, limit, after: null });
    return body instanceof JsonText ? body.text : JSON.stringify(body);
  }));
  const entries = wanted.map(({ name }, i) => `${JSON.stringify(name)}:${bodies[i]}`);
  return new JsonText(`{"colecoes":{${entries.join(",")}}}`);
}

// server/repositories/bancos.ts
import { eq as eq4, inArray as inArray3, sql as sql8 } from "drizzle-orm";

// server/repositories/titulos.ts
import { and as and2, eq as eq3, gte as gte2, inArray as inArray2, isNull, lte, or as or2, sql as sql7 } from "drizzle-orm";
function decimalSql(column) {
  return sql7`((${column})::numeric / 100)::numeric(20,2)::text`;
}
function isoSql(column) {
  return sql7`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
async function selectWire(tx, query) {
  const result = await tx.execute(sql7`SELECT row_to_json(x)::text AS j FROM (${query}) x ORDER BY x.id`);
  const rows = rowsOf(result);
  return rows.length ? JSON.parse(`[${rows.map((r2) => r2.j).join(",")}]`) : [];
}
function wireSelect(query) {
  return Object.assign(
    (db, where, limit = null) => selectWire(db, query(where, limit)),
    { query }
  );
}
function whereOrderLimit(idColumn, where, limit = null) {
  return sql7`${where ? sql7`WHERE ${where}` : sql7``}
    ORDER BY ${idColumn}
    ${limit !== null ? sql7`LIMIT ${limit}` : sql7``}`;
}
function selectIn(tx, select, column, values) {
  return values.length ? select(tx, inArray2(column, [...values])) : Promise.resolve([]);
}
function estadoColumns(table) {
  return {
    id: table.id,
    id_titulo: table.idTitulo,
    descricao: table.descricao,
    status: table.status,
    valor_parcela: table.valorParcela,
    valor_pago: table.valorPago,
    data: table.data,
    data_pagamento: table.dataPagamento,
    data_cancelamento: table.dataCancelamento,
    version: table.version
  };
}
async function lock(tx, table, where) {
  const rows = await tx.select(estadoColumns(table)).from(table).where(where).orderBy(table.idTitulo, table.parcela).for("update");
  return rows;
}
function lockByIds(tx, table, ids) {
  return ids.length ? lock(tx, table, inArray2(table.id, [...ids])) : Promise.resolve([]);
}
function lockByTitulos(tx, table, titulos) {
  return titulos.length ? lock(tx, table, inArray2(table.idTitulo, [...titulos])) : Promise.resolve([]);
}
async function savePagamento(tx, table, row) {
  await tx.update(table).set({ status: row.status, valorPago: row.valor_pago, dataPagamento: row.data_pagamento }).where(eq3(table.id, row.id));
}
async function cancelar(tx, table, ids, dia) {
  if (!ids.length) return;
  const status = "Cancelado";
  await tx.update(table).set({ status, dataCancelamento: dia }).where(inArray2(table.id, [...ids]));
}
async function deleteTitulos(tx, table, titulos) {
  if (!titulos.length) return [];
  const rows = await tx.delete(table).where(inArray2(table.idTitulo, [...titulos])).returning({ id: table.id });
  return rows.map((r2) => r2.id);
}
async function idsEmUso(tx, table, idTitulo, ids) {
  const found = await tx.select({ id: table.id }).from(table).where(or2(inArray2(table.id, [...ids]), eq3(table.idTitulo, idTitulo))).limit(1);
  return found.length > 0;
}
function intervalo(column, inicio, fim) {
  const out = [];
  if (inicio !== null) out.push(gte2(column, inicio));
  if (fim !== null) out.push(lte(column, fim));
  return out;
}
function condicoesFiltro(table, filtro) {
  const conditions2 = [
    ...intervalo(table.data, filtro.data1, filtro.data2),
    ...filtro.semVencimento ? [isNull(table.vencimento)] : intervalo(table.vencimento, filtro.vencimento1, filtro.vencimento2),
    ...filtro.semPagamento ? [isNull(table.dataPagamento)] : intervalo(table.dataPagamento, filtro.data_pagamento1, filtro.data_pagamento2)
  ];
  return conditions2.length ? and2(...conditions2) : void 0;
}

// server/repositories/bancos.ts
var iso = (ts) => new Date(ts).toISOString();
function toWire(r2) {
  return {
    id: r2.id,
    banco: r2.banco,
    status: r2.status,
    possui_cartao: r2.possuiCartao,
    credito: r2.credito,
    debito: r2.debito,
    vencimento: r2.vencimento,
    version: r2.version,
    created_at: iso(r2.createdAt),
    updated_at: iso(r2.updatedAt)
  };
}
var b = bancos;
var selectBancos = wireSelect((where, limit) => sql8`SELECT ${b.id} AS id, ${b.banco} AS banco,
  ${b.status} AS status, ${b.possuiCartao} AS possui_cartao, ${b.credito} AS credito, ${b.debito} AS debito,
  ${b.vencimento} AS vencimento, ${b.version} AS version, ${isoSql(b.createdAt)} AS created_at,
  ${isoSql(b.updatedAt)} AS updated_at
  FROM ${b}
  ${whereOrderLimit(b.id, where, limit)}`);
async function findBanco(db, id, forUpdate = false) {
  const query = db.select().from(bancos).where(eq4(bancos.id, id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ? toWire(row) : null;
}
async function nomesBancos(db) {
  return db.select({ id: bancos.id, nome: bancos.banco }).from(bancos);
}
async function lockNomesBancos(tx) {
  await tx.execute(sql8`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:bancos:nome', 0))`);
}
async function insertBanco(db, values) {
  const [row] = await db.insert(bancos).values(values).onConflictDoNothing({ target: bancos.id }).returning();
  return row ? toWire(row) : null;
}
async function updateBanco(db, id, values) {
  const [row] = await db.update(bancos).set(values).where(eq4(bancos.id, id)).returning();
  return row ? toWire(row) : null;
}
async function bancosEmUso(db, ids) {
  if (ids.length === 0) return [];
  const list = sql8.join(ids.map((id) => sql8`${id}::uuid`), sql8`, `);
  const result = await db.execute(sql8`
    SELECT DISTINCT banco_id AS id FROM (
      SELECT ${lancamentos.bancoId} AS banco_id FROM ${lancamentos} WHERE ${lancamentos.bancoId} IN (${list})
      UNION ALL SELECT ${faturas.bancoId} FROM ${faturas} WHERE ${faturas.bancoId} IN (${list})
      UNION ALL SELECT ${entradas.bancoId} FROM ${entradas} WHERE ${entradas.bancoId} IN (${list})
      UNION ALL SELECT ${investimentos.bancoId} FROM ${investimentos} WHERE ${investimentos.bancoId} IN (${list})
    ) usados`);
  return rowsOf(result).map((r2) => r2.id);
}
async function deleteBancos(db, ids) {
  const deleted = await db.delete(bancos).where(inArray3(bancos.id, ids)).returning({ id: bancos.id });
  return deleted.length;
}
function foreignKeyViolation(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = e.cause, depth++) {
    if (e.code === "23503") return true;
  }
  return false;
}

// server/routes/bancos.ts
async function checkNomeLivre(tx, nome, exceptId) {
  await lockNomesBancos(tx);
  const wanted = normalizeSearch(nome);
  const taken = (await nomesBancos(tx)).some((b2) => b2.id !== exceptId && normalizeSearch(b2.nome) === wanted);
  if (taken) throw new HttpError(422, msg.banco.jaExiste, { errors: { banco: [msg.banco.jaExiste] } });
}
function emUso(ids) {
  return new HttpError(422, msg.banco.emUso, { errors: { ids: [msg.banco.emUso] }, ids });
}
async function bancosRoutes(app2) {
  app2.get("/api/bancos", (request) => pull(request, {
    key: "bancos",
    entity: "bancos",
    idColumn: bancos.id,
    txidColumn: bancos.txid,
    select: selectBancos,
    idOf: (row) => row.id
  }));
  rotaMutacao(app2, MUTACOES.cadastrarBanco, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarBanco.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await checkNomeLivre(tx, input.banco, null);
      const banco = await insertBanco(tx, {
        id: input.id ?? uuidv72(),
        banco: input.banco,
        status: true,
        possuiCartao: input.possui_cartao,
        credito: input.credito,
        debito: input.debito,
        vencimento: input.vencimento
      });
      if (!banco) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.banco.cadastrado, banco } };
    });
  });
  rotaMutacao(app2, MUTACOES.editarBanco, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarBanco.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!input.id) {
        await checkNomeLivre(tx, input.banco, null);
        const banco2 = await insertBanco(tx, {
          id: uuidv72(),
          banco: input.banco,
          status: input.status,
          possuiCartao: false,
          credito: false,
          debito: false,
          vencimento: null
        });
        return { status: 201, body: { message: msg.banco.cadastrado, banco: banco2 } };
      }
      const atual = await findBanco(tx, input.id, true);
      if (!atual) throw new HttpError(404, msg.banco.naoEncontrado);
      if (input.version !== null && input.version < atual.version && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      if (normalizeSearch(input.banco) !== normalizeSearch(atual.banco)) await checkNomeLivre(tx, input.banco, atual.id);
      const banco = await updateBanco(tx, atual.id, { banco: input.banco, status: input.status });
      return { body: { message: msg.banco.cadastrado, banco } };
    });
  });
  rotaMutacao(app2, MUTACOES.deletarBancos, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarBancos.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const usados = await bancosEmUso(tx, ids);
      if (usados.length > 0) throw emUso(usados);
      try {
        await deleteBancos(tx, ids);
      } catch (error) {
        if (foreignKeyViolation(error)) throw emUso(ids);
        throw error;
      }
      return { body: { message: msg.comum.excluidos } };
    });
  });
}

// server/routes/categorias.ts
import { uuidv7 as uuidv73 } from "uuidv7";

// server/repositories/categorias.ts
import { eq as eq5, inArray as inArray4, sql as sql9 } from "drizzle-orm";
var iso2 = (ts) => new Date(ts).toISOString();
function toWire2(r2) {
  return {
    id: r2.id,
    descricao: r2.descricao,
    status: r2.status,
    version: r2.version,
    created_at: iso2(r2.createdAt),
    updated_at: iso2(r2.updatedAt)
  };
}
var c = categorias;
var selectCategorias = wireSelect((where, limit) => sql9`SELECT ${c.id} AS id,
  ${c.descricao} AS descricao, ${c.status} AS status, ${c.version} AS version,
  ${isoSql(c.createdAt)} AS created_at, ${isoSql(c.updatedAt)} AS updated_at
  FROM ${c}
  ${whereOrderLimit(c.id, where, limit)}`);
async function findCategoria(db, id, forUpdate = false) {
  const query = db.select().from(categorias).where(eq5(categorias.id, id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ? toWire2(row) : null;
}
async function nomesCategorias(db) {
  return db.select({ id: categorias.id, nome: categorias.descricao }).from(categorias);
}
async function lockNomesCategorias(tx) {
  await tx.execute(sql9`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:categorias:nome', 0))`);
}
async function insertCategoria(db, values) {
  const [row] = await db.insert(categorias).values(values).onConflictDoNothing({ target: categorias.id }).returning();
  return row ? toWire2(row) : null;
}
async function updateCategoria(db, id, values) {
  const [row] = await db.update(categorias).set(values).where(eq5(categorias.id, id)).returning();
  return row ? toWire2(row) : null;
}
async function categoriasEmUso(db, ids) {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ id: lancamentos.categoriaId }).from(lancamentos).where(inArray4(lancamentos.categoriaId, ids));
  return rows.flatMap((r2) => r2.id ? [r2.id] : []);
}
async function deleteCategorias(db, ids) {
  const deleted = await db.delete(categorias).where(inArray4(categorias.id, ids)).returning({ id: categorias.id });
  return deleted.length;
}

// server/routes/categorias.ts
var NOMES = "categorias:nomes";
async function nomesNormalizados(tx) {
  return batchMemo(NOMES, async () => new Map((await nomesCategorias(tx)).map((c3) => [c3.id, normalizeSearch(c3.nome)])));
}
async function checkNomeLivre2(tx, nome, exceptId) {
  await batchMemo(`${NOMES}:lock`, () => lockNomesCategorias(tx));
  const wanted = normalizeSearch(nome);
  const taken = [...await nomesNormalizados(tx)].some(([id, normal]) => id !== exceptId && normal === wanted);
  if (taken) throw new HttpError(422, msg.categoria.jaExiste, { errors: { descricao: [msg.categoria.jaExiste] } });
}
function emUso2(ids) {
  return new HttpError(422, msg.categoria.emUso, { errors: { ids: [msg.categoria.emUso] }, ids });
}
async function criar(tx, id, descricao, status) {
  await checkNomeLivre2(tx, descricao, null);
  const categoria = await insertCategoria(tx, { id, descricao, status });
  if (!categoria) throw new HttpError(409, msg.comum.registroDuplicado);
  batchMemoPeek(NOMES)?.set(id, normalizeSearch(descricao));
  return { status: 201, body: { message: msg.categoria.cadastrada, categoria } };
}
async function categoriasRoutes(app2) {
  app2.get("/api/categorias", (request) => pull(request, {
    key: "categorias",
    entity: "categorias",
    idColumn: categorias.id,
    txidColumn: categorias.txid,
    select: selectCategorias,
    idOf: (row) => row.id
  }));
  rotaMutacao(app2, MUTACOES.cadastrarCategoria, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarCategoria.schema, form);
    return runMutation(request, reply, form, (tx) => criar(tx, input.id ?? uuidv73(), input.descricao, true));
  });
  rotaMutacao(app2, MUTACOES.editarCategoria, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarCategoria.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!input.id) return criar(tx, uuidv73(), input.descricao, input.status);
      const atual = await findCategoria(tx, input.id, true);
      if (!atual) throw new HttpError(404, msg.categoria.naoEncontrada);
      if (input.version !== null && input.version < atual.version && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      if (normalizeSearch(input.descricao) !== normalizeSearch(atual.descricao)) await checkNomeLivre2(tx, input.descricao, atual.id);
      const categoria = await updateCategoria(tx, atual.id, { descricao: input.descricao, status: input.status });
      batchMemoPeek(NOMES)?.set(atual.id, normalizeSearch(input.descricao));
      return { body: { message: msg.categoria.cadastrada, categoria } };
    });
  });
  rotaMutacao(app2, MUTACOES.deletarCategorias, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarCategorias.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const usadas = await categoriasEmUso(tx, ids);
      if (usadas.length > 0) throw emUso2(usadas);
      try {
        await deleteCategorias(tx, ids);
        for (const id of ids) batchMemoPeek(NOMES)?.delete(id);
      } catch (error) {
        if (foreignKeyViolation(error)) throw emUso2(ids);
        throw error;
      }
      return { body: { message: msg.comum.excluidos } };
    });
  });
}

// server/routes/comprovantes.ts
import { createReadStream } from "node:fs";
import { uuidv7 as uuidv74 } from "uuidv7";

// server/lib/uploads.ts
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname as dirname2, join as join3, resolve } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
var FRAMING_ALLOWANCE = 2 * 1024 * 1024;
var TEMP_DIR = ".tmp";
function uploadLimitBytes(env = process.env) {
  const value = Number(env.UPLOAD_LIMIT_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
}
function uploadsDir(dataDir) {
  return resolve(dataDir, "uploads");
}
function tooLarge() {
  return new HttpError(413, msg.comprovante.tamanhoExcedido, { errors: { arquivo: [msg.comprovante.tamanhoExcedido] } });
}
function putField(target, rawName, value) {
  const name = rawName.endsWith("[]") ? rawName.slice(0, -2) : rawName;
  const current2 = target[name];
  if (current2 === void 0) target[name] = value;
  else target[name] = Array.isArray(current2) ? [...current2, value] : [current2, value];
}
function byteCounter(state, limit) {
  return new Transform({
    transform(chunk, _encoding, done) {
      state.total += chunk.length;
      if (state.total > limit) done(tooLarge());
      else done(null, chunk);
    }
  });
}
async function receiveUpload(request, opts) {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > opts.limit + FRAMING_ALLOWANCE) throw tooLarge();
  const tempDir = join3(uploadsDir(opts.dataDir), TEMP_DIR);
  await mkdir(tempDir, { recursive: true });
  const fields = {};
  const files = [];
  const state = { total: 0 };
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.limit + 1 } })) {
      if (part.type === "field") {
        putField(fields, part.fieldname, part.value);
        continue;
      }
      if (!opts.fileFields.includes(part.fieldname) || part.filename === "") {
        part.file.resume();
        continue;
      }
      const file = { tempPath: join3(tempDir, `${randomUUID()}.part`), nomeOriginal: part.filename, tamanho: 0, mime: part.mimetype };
      files.push(file);
      const before = state.total;
      const out = createWriteStream(file.tempPath, { flags: "wx" });
      try {
        await pipeline(part.file, byteCounter(state, opts.limit), out);
      } catch (error) {
        if (!out.closed) await new Promise((done) => out.once("close", () => done()));
        throw error;
      }
      file.tamanho = state.total - before;
    }
  } catch (error) {
    await discardFiles(files.map((f) => f.tempPath));
    const code = error.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  return { fields, files };
}
function resolveStored(dataDir, name) {
  if (name === "" || name.length > 255 || name.startsWith(".") || /[\\/\0]/.test(name) || basename(name) !== name) return null;
  const dir2 = uploadsDir(dataDir);
  const path = resolve(dir2, name);
  return dirname2(path) === dir2 ? path : null;
}
async function keepFiles(dataDir, moves) {
  const kept = [];
  try {
    for (const move of moves) {
      const target = resolveStored(dataDir, move.nome);
      if (!target) throw new Error(`unsafe stored name: ${move.nome}`);
      await rename(move.tempPath, target);
      kept.push(target);
    }
  } catch (error) {
    await discardFiles(kept);
    throw error;
  }
  return kept;
}
async function discardFiles(paths) {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
async function storedFileSize(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
async function removeStaleTemps(dataDir, olderThanMs = 24 * 3600 * 1e3) {
  const dir2 = join3(uploadsDir(dataDir), TEMP_DIR);
  const names = await readdir(dir2).catch(() => []);
  const now = Date.now();
  for (const name of names) {
    const path = join3(dir2, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > olderThanMs) await rm(path, { force: true });
  }
}

// server/repositories/comprovantes.ts
import { desc, eq as eq6, inArray as inArray5, sql as sql10 } from "drizzle-orm";
var c2 = comprovantes;
var a2 = comprovanteArquivos;
var iso3 = (column) => sql10`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
var ARQUIVOS = sql10`COALESCE((SELECT json_agg(json_build_object('id', ${a2.id}, 'nome', ${a2.nome},
  'nome_original', ${a2.nomeOriginal}, 'tamanho', ${a2.tamanho}) ORDER BY ${a2.createdAt}, ${a2.nome})
  FROM ${a2} WHERE ${a2.comprovanteId} = ${c2.id}), '[]'::json)`;
async function selectComprovantes(tx, where, limit = null) {
  const result = await tx.execute(sql10`SELECT ${c2.id} AS id, ${c2.descricao} AS descricao, (${c2.data})::text AS data,
    ${c2.lancamentoTitulo} AS lancamento_titulo, ${c2.descricaoLancamento} AS descricao_lancamento,
    ${ARQUIVOS} AS arquivos, ${c2.version} AS version, ${iso3(c2.createdAt)} AS created_at, ${iso3(c2.updatedAt)} AS updated_at
    FROM ${c2}
    ${where ? sql10`WHERE ${where}` : sql10``}
    ORDER BY ${c2.id}
    ${limit !== null ? sql10`LIMIT ${limit}` : sql10``}`);
  return rowsOf(result).map((row) => {
    const arquivos = typeof row.arquivos === "string" ? JSON.parse(row.arquivos) : row.arquivos;
    return { ...row, arquivos, comprovante: arquivos.map((f) => f.nome).join(";") };
  });
}
function comprovantesByIds(tx, ids) {
  return ids.length ? selectComprovantes(tx, inArray5(c2.id, [...ids])) : Promise.resolve([]);
}
async function findVinculo(tx, ref) {
  const where = "idTitulo" in ref ? eq6(lancamentos.idTitulo, ref.idTitulo) : eq6(lancamentos.descricao, ref.descricao);
  const [row] = await tx.select({ idTitulo: lancamentos.idTitulo, descricao: lancamentos.descricao }).from(lancamentos).where(where).orderBy(desc(lancamentos.id)).limit(1);
  return row ?? null;
}
async function insertComprovante(tx, row, arquivos) {
  const inserted = await tx.insert(c2).values(row).onConflictDoNothing().returning({ id: c2.id });
  if (!inserted.length) return false;
  if (arquivos.length) await tx.insert(a2).values(arquivos.map((f) => ({ ...f, comprovanteId: row.id })));
  return true;
}
async function deleteComprovantes(tx, ids) {
  if (!ids.length) return { ids: [], nomes: [] };
  const files = await tx.select({ nome: a2.nome }).from(a2).where(inArray5(a2.comprovanteId, [...ids]));
  const deleted = await tx.delete(c2).where(inArray5(c2.id, [...ids])).returning({ id: c2.id });
  return { ids: deleted.map((r2) => r2.id), nomes: files.map((f) => f.nome) };
}
async function findArquivo(db, nome) {
  const [row] = await db.select({ nome: a2.nome, tamanho: a2.tamanho }).from(a2).where(eq6(a2.nome, nome)).limit(1);
  return row ?? null;
}

// server/routes/comprovantes.ts
var FILE_FIELDS = ["arquivo", "arquivo[]", "arquivos", "arquivos[]"];
function rfc5987(value) {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
function contentDisposition(shown) {
  const ascii = shown.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "arquivo";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(shown)}`;
}
async function vinculoDe(tx, lancamento) {
  if (lancamento === null) return null;
  const ref = isUUID(lancamento) ? { idTitulo: lancamento.toLowerCase() } : { descricao: lancamento };
  const vinculo = await findVinculo(tx, ref);
  if (!vinculo) {
    throw new HttpError(422, msg.comprovante.lancamentoNaoEncontrado, { errors: { lancamento: [msg.comprovante.lancamentoNaoEncontrado] } });
  }
  return vinculo;
}
async function readUpload(app2, request) {
  if (!request.isMultipart()) return { fields: await readForm(request), files: [] };
  return receiveUpload(request, { dataDir: app2.config.dataDir, fileFields: FILE_FIELDS, limit: uploadLimitBytes() });
}
async function comprovantesRoutes(app2) {
  await removeStaleTemps(app2.config.dataDir);
  app2.get("/api/comprovantes", (request) => pull(request, {
    key: "comprovante",
    entity: "comprovantes",
    idColumn: comprovantes.id,
    txidColumn: comprovantes.txid,
    select: selectComprovantes,
    idOf: (row) => row.id
  }));
  const uploads = /* @__PURE__ */ new WeakMap();
  const removals = /* @__PURE__ */ new WeakMap();
  rotaMutacao(app2, MUTACOES.cadastrarComprovante, async (request, reply) => {
    const upload = await readUpload(app2, request);
    const state = { temps: upload.files.map((f) => f.tempPath), kept: [] };
    uploads.set(request, state);
    const arquivos = upload.files.map((f) => ({ name: f.nomeOriginal, size: f.tamanho }));
    const input = parseOr422(MUTACOES.cadastrarComprovante.schema, { ...upload.fields, arquivo: arquivos });
    const id = input.id ?? uuidv74();
    return runMutation(request, reply, { ...upload.fields, arquivo: arquivos }, async (tx) => {
      const vinculo = await vinculoDe(tx, input.lancamento);
      const prefixo = id.replace(/-/g, "").slice(-12);
      const now = Date.now();
      const rows = upload.files.map((f, i) => ({
        id: uuidv74(),
        nome: nomeArmazenado(prefixo, `${now}-${i + 1}`, f.nomeOriginal),
        nomeOriginal: f.nomeOriginal,
        tamanho: f.tamanho,
        mime: f.mime || null
      }));
      const inserted = await insertComprovante(tx, {
        id,
        descricao: input.descricao,
        data: input.data,
        lancamentoTitulo: vinculo?.idTitulo ?? null,
        descricaoLancamento: vinculo?.descricao ?? null
      }, rows);
      if (!inserted) throw new HttpError(409, msg.comum.registroDuplicado);
      state.kept = await keepFiles(app2.config.dataDir, rows.map((row, i) => ({ tempPath: state.temps[i], nome: row.nome })));
      const [comprovante] = await comprovantesByIds(tx, [id]);
      return { status: 201, body: { message: msg.comprovante.cadastrado, comprovante } };
    });
  }, {
    onSend: async (request, reply, payload) => {
      const state = uploads.get(request);
      if (state && reply.statusCode >= 400) await discardFiles(state.kept);
      if (state) await discardFiles(state.temps);
      return payload;
    }
  });
  rotaMutacao(app2, MUTACOES.deletarComprovantes, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarComprovantes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const deleted = await deleteComprovantes(tx, ids);
      removals.set(request, deleted.nomes);
      return { body: { message: msg.comum.excluidos, ids: deleted.ids } };
    });
  }, {
    onSend: async (request, reply, payload) => {
      const nomes = removals.get(request);
      if (nomes && reply.statusCode < 400) {
        await discardFiles(nomes.map((nome) => resolveStored(app2.config.dataDir, nome)).filter((p2) => p2 !== null));
      }
      return payload;
    }
  });
  app2.get("/api/download-comprovante/:filename", async (request, reply) => {
    const { filename } = request.params;
    const notFound = new HttpError(404, msg.comprovante.arquivoNaoEncontrado);
    const path = resolveStored(app2.config.dataDir, filename);
    if (!path) throw notFound;
    const arquivo = await findArquivo(app2.db, filename);
    const size = arquivo ? await storedFileSize(path) : null;
    if (!arquivo || size === null) throw notFound;
    return reply.header("Content-Type", "application/octet-stream").header("Content-Length", size).header("Content-Disposition", contentDisposition(nomeExibido(arquivo.nome))).header("Cache-Control", "private, no-store").send(createReadStream(path));
  });
}

// server/repositories/dados.ts
import { asc as asc2, eq as eq7, sql as sql11 } from "drizzle-orm";
function bancosAtivos(db) {
  return db.select({
    id: bancos.id,
    banco: bancos.banco,
    credito: bancos.credito,
    vencimento: bancos.vencimento,
    possui_cartao: bancos.possuiCartao
  }).from(bancos).where(eq7(bancos.status, true)).orderBy(asc2(bancos.banco), asc2(bancos.id));
}
function categoriasAtivas(db) {
  return db.select({ id: categorias.id, descricao: categorias.descricao }).from(categorias).where(eq7(categorias.status, true)).orderBy(asc2(categorias.descricao), asc2(categorias.id));
}
async function titulosLancamentos(db) {
  const result = await db.execute(sql11`SELECT DISTINCT ON (${lancamentos.idTitulo})
      ${lancamentos.idTitulo} AS titulo, ${lancamentos.descricao} AS descricao
    FROM ${lancamentos} ORDER BY ${lancamentos.idTitulo} DESC, ${lancamentos.parcela}`);
  return rowsOf(result);
}
async function bancoPorId(tx, id) {
  const [row] = await tx.select({
    id: bancos.id,
    banco: bancos.banco,
    credito: bancos.credito,
    vencimento: bancos.vencimento,
    possui_cartao: bancos.possuiCartao
  }).from(bancos).where(eq7(bancos.id, id)).for("share");
  return row ?? null;
}
async function categoriaPorId(tx, id) {
  const [row] = await tx.select({ id: categorias.id, descricao: categorias.descricao }).from(categorias).where(eq7(categorias.id, id)).for("share");
  return row ?? null;
}

// server/repositories/pagamentos.ts
import { and as and3, asc as asc3, eq as eq8, inArray as inArray6, sql as sql12 } from "drizzle-orm";
var p = pagamentos;
async function insertHistorico(tx, alvo, alvoId, entrada, id) {
  await tx.insert(p).values({ id, alvo, alvoId, descricao: entrada.descricao, valor: entrada.valor, data: entrada.data });
}
async function historicoExiste(tx, ids) {
  if (!ids.length) return false;
  const found = await tx.select({ id: p.id }).from(p).where(inArray6(p.id, [...ids])).limit(1);
  return found.length > 0;
}
function listHistorico(db, alvo, alvoId) {
  return db.select({ id: p.id, descricao: p.descricao, valor: decimalSql(p.valor), data: sql12`(${p.data})::text` }).from(p).where(and3(eq8(p.alvo, alvo), eq8(p.alvoId, alvoId))).orderBy(asc3(p.data), asc3(p.createdAt), asc3(p.id));
}
async function deleteHistoricoDe(tx, alvo, alvoIds) {
  if (!alvoIds.length) return;
  await tx.delete(p).where(and3(eq8(p.alvo, alvo), inArray6(p.alvoId, [...alvoIds])));
}
var selectPagamentos = wireSelect((where, limit) => sql12`SELECT ${p.id} AS id, ${p.alvo} AS alvo, ${p.alvoId} AS alvo_id,
    ${p.descricao} AS descricao, ${decimalSql(p.valor)} AS valor, ${p.data} AS data,
    ${p.version} AS version, ${isoSql(p.createdAt)} AS created_at, ${isoSql(p.updatedAt)} AS updated_at
    FROM ${p}
    ${whereOrderLimit(p.id, where, limit)}`);

// server/routes/dados.ts
async function dadosRoutes(app2) {
  app2.get("/api/get-dados", async () => {
    const [getBancos, getCategorias, getLancamentos] = await Promise.all([
      bancosAtivos(app2.db),
      categoriasAtivas(app2.db),
      titulosLancamentos(app2.db)
    ]);
    return { get_bancos: getBancos, get_categorias: getCategorias, get_lancamentos: getLancamentos };
  });
  app2.get("/api/pagamentos", (request) => pull(request, {
    key: "pagamentos",
    entity: "pagamentos",
    idColumn: pagamentos.id,
    txidColumn: pagamentos.txid,
    select: selectPagamentos,
    idOf: (row) => row.id
  }));
}

// server/routes/entradas.ts
import * as v20 from "valibot";
import { uuidv7 as uuidv75 } from "uuidv7";

// server/repositories/entradas.ts
import { asc as asc4, eq as eq9, getTableColumns, inArray as inArray7 } from "drizzle-orm";
var columns = { ...getTableColumns(entradas), bancoNome: bancos.banco };
var iso4 = (ts) => new Date(ts).toISOString();
function toRegistro(r2) {
  return {
    id: r2.id,
    descricao: r2.descricao,
    valor_inicial: r2.valorInicial,
    valor_final: r2.valorFinal,
    data: r2.data,
    status: r2.status,
    tipo: r2.tipo,
    observacao: r2.observacao,
    banco_id: r2.bancoId,
    banco: r2.bancoNome,
    id_titulo: r2.idTitulo,
    version: r2.version,
    created_at: iso4(r2.createdAt),
    updated_at: iso4(r2.updatedAt)
  };
}
function entradaToWire(r2) {
  return { ...r2, valor_inicial: toDecimal(r2.valor_inicial), valor_final: toDecimal(r2.valor_final) };
}
function base(db) {
  return db.select(columns).from(entradas).leftJoin(bancos, eq9(bancos.id, entradas.bancoId));
}
async function selectEntradas(db, where, limit) {
  const query = base(db).where(where).orderBy(asc4(entradas.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r2) => entradaToWire(toRegistro(r2)));
}
async function findEntrada(db, id) {
  const [row] = await base(db).where(eq9(entradas.id, id)).limit(1);
  return row ? toRegistro(row) : null;
}
async function entradasParaAtualizar(tx, ids) {
  const rows = await base(tx).where(inArray7(entradas.id, ids)).orderBy(asc4(entradas.id)).for("update", { of: entradas });
  return rows.map(toRegistro);
}
async function insertEntrada(tx, row) {
  const inserted = await tx.insert(entradas).values({
    id: row.id,
    descricao: row.descricao,
    valorInicial: row.valor_inicial,
    valorFinal: row.valor_final,
    data: row.data,
    status: row.status,
    tipo: row.tipo,
    observacao: row.observacao,
    bancoId: row.banco_id,
    idTitulo: row.id_titulo
  }).onConflictDoNothing({ target: entradas.id }).returning({ id: entradas.id });
  return inserted.length > 0;
}
async function setValorFinalEntrada(tx, id, valorFinal) {
  await tx.update(entradas).set({ valorFinal }).where(eq9(entradas.id, id));
}
async function setStatusEntradas(tx, ids, status) {
  await tx.update(entradas).set({ status }).where(inArray7(entradas.id, ids));
}
async function deleteEntradas(tx, ids) {
  await tx.delete(entradas).where(inArray7(entradas.id, ids));
}

// server/repositories/movimentacoes.ts
import { and as and4, asc as asc5, eq as eq10, inArray as inArray8 } from "drizzle-orm";
var iso5 = (ts) => new Date(ts).toISOString();
async function selectMovimentacoes(db, where, limit) {
  const query = db.select().from(movimentacoes).where(where).orderBy(asc5(movimentacoes.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r2) => ({
    id: r2.id,
    alvo: r2.alvo,
    alvo_id: r2.alvoId,
    descricao: r2.descricao,
    valor: toDecimal(r2.valor),
    data: r2.data,
    version: r2.version,
    created_at: iso5(r2.createdAt),
    updated_at: iso5(r2.updatedAt)
  }));
}
async function historicoDe(db, alvo, alvoId) {
  const rows = await db.select().from(movimentacoes).where(and4(eq10(movimentacoes.alvo, alvo), eq10(movimentacoes.alvoId, alvoId))).orderBy(asc5(movimentacoes.data), asc5(movimentacoes.id));
  return rows.map((r2) => ({ id: r2.id, descricao: r2.descricao, valor: toDecimal(r2.valor), data: r2.data }));
}
async function insertMovimentacao(tx, values) {
  const inserted = await tx.insert(movimentacoes).values(values).onConflictDoNothing({ target: movimentacoes.id }).returning({ id: movimentacoes.id });
  return inserted.length > 0;
}
async function deleteMovimentacoesDe(tx, alvo, alvoIds) {
  await tx.delete(movimentacoes).where(and4(eq10(movimentacoes.alvo, alvo), inArray8(movimentacoes.alvoId, alvoIds)));
}

// server/routes/entradas.ts
var MovimentacaoIdSchema = v20.object({ movimentacao_id: optionalId() });
var HistoricoQuerySchema = v20.object({ id: idInput(msg.lista.registroNaoEncontrado) }, msg.comum.dadosInvalidos);
function rotasRendimento(app2, cfg) {
  rotaMutacao(app2, cfg.mutacoes.informe, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(cfg.mutacoes.informe.schema, form);
    const { movimentacao_id } = parseOr422(MovimentacaoIdSchema, form);
    return runMutation(request, reply, form, async (tx) => {
      const [row] = await cfg.paraAtualizar(tx, [input.id]);
      if (!row) throw new HttpError(422, msg.lista.registroNaoEncontrado);
      if (input.version !== null && input.version < row.version) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual: cfg.toWire(row) });
      }
      const result = aplicarRendimento(row, input.valor, input.operacao, todayISO());
      if (!result.ok) throw new HttpError(422, result.message, { errors: { valor: [result.message] } });
      const { historico } = result.value;
      const id = movimentacao_id ?? uuidv75();
      await cfg.setValorFinal(tx, row.id, result.value.row.valor_final);
      if (!await insertMovimentacao(tx, { id, alvo: cfg.alvo, alvoId: row.id, ...historico })) {
        throw new HttpError(409, msg.comum.registroDuplicado);
      }
      const atualizado = await cfg.find(tx, row.id);
      return { body: { message: msg.rendimento.cadastrado, [cfg.chaveRows]: atualizado && [cfg.toWire(atualizado)] } };
    });
  });
  app2.get(cfg.historico, async (request) => {
    const { id } = parseOr422(HistoricoQuerySchema, request.query);
    if (!await cfg.find(app2.db, id)) throw new HttpError(404, msg.lista.registroNaoEncontrado);
    return { [cfg.chaveHistorico]: await historicoDe(app2.db, cfg.alvo, id) };
  });
  rotaMutacao(app2, cfg.mutacoes.lote, async (request, reply) => {
    const form = await readForm(request);
    const { ids, tipo } = parseOr422(cfg.mutacoes.lote.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await cfg.paraAtualizar(tx, ids);
      if (tipo === "deletar") {
        const existing = rows.map((r2) => r2.id);
        if (existing.length > 0) {
          await deleteMovimentacoesDe(tx, cfg.alvo, existing);
          await cfg.deletar(tx, existing);
        }
        return { body: { message: msg.comum.excluidos } };
      }
      if (rows.length !== ids.length) throw new HttpError(422, msg.lista.registroNaoEncontrado);
      for (const row of rows) {
        const result = inativar(row);
        if (!result.ok) throw new HttpError(422, result.message);
      }
      await cfg.setInativo(tx, ids);
      const atualizados = await cfg.paraAtualizar(tx, ids);
      return { body: { message: msg.rendimento.inativados, [cfg.chaveRows]: atualizados.map(cfg.toWire) } };
    });
  });
}
async function entradasRoutes(app2) {
  app2.get("/api/entradas", (request) => pull(request, {
    key: "entradas",
    entity: "entradas",
    idColumn: entradas.id,
    txidColumn: entradas.txid,
    select: selectEntradas,
    idOf: (row) => row.id
  }));
  app2.get("/api/movimentacoes", (request) => pull(request, {
    key: "movimentacoes",
    entity: "movimentacoes",
    idColumn: movimentacoes.id,
    txidColumn: movimentacoes.txid,
    select: selectMovimentacoes,
    idOf: (row) => row.id
  }));
  rotaMutacao(app2, MUTACOES.cadastrarEntrada, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarEntrada.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const row = criarEntrada(input, input.id ?? uuidv75());
      if (!await insertEntrada(tx, row)) throw new HttpError(409, msg.comum.registroDuplicado);
      const entrada = await findEntrada(tx, row.id);
      return { status: 201, body: { message: msg.entrada.cadastrada, entrada: entrada && entradaToWire(entrada) } };
    });
  });
  rotasRendimento(app2, {
    alvo: "entrada",
    // SPEC §7 spells the history path with two dashes.
    mutacoes: { informe: MUTACOES.informarRendimentoEntrada, lote: MUTACOES.acaoEntradas },
    historico: "/api/get-dados--movimentacoes-entrantes",
    chaveHistorico: "historicoEntrante",
    chaveRows: "entradas",
    find: findEntrada,
    paraAtualizar: entradasParaAtualizar,
    toWire: entradaToWire,
    setValorFinal: setValorFinalEntrada,
    setInativo: (tx, ids) => setStatusEntradas(tx, ids, "Inativo"),
    deletar: deleteEntradas
  });
}

// server/routes/faturas.ts
import { uuidv7 as uuidv76 } from "uuidv7";

// server/repositories/faturas.ts
import { asc as asc6, eq as eq11, getTableColumns as getTableColumns2, inArray as inArray9 } from "drizzle-orm";
var columns2 = { ...getTableColumns2(faturas), bancoNome: bancos.banco };
var iso6 = (ts) => new Date(ts).toISOString();
function toRegistro2(r2) {
  return {
    id: r2.id,
    descricao: r2.descricao,
    banco_id: r2.bancoId ?? "",
    banco: r2.bancoNome ?? "",
    valor: r2.valor,
    status: r2.status,
    vencimento: r2.vencimento,
    data_pagamento: r2.dataPagamento,
    version: r2.version,
    created_at: iso6(r2.createdAt),
    updated_at: iso6(r2.updatedAt)
  };
}
function faturaToWire(r2) {
  return { ...r2, valor: toDecimal(r2.valor) };
}
function base2(db) {
  return db.select(columns2).from(faturas).leftJoin(bancos, eq11(bancos.id, faturas.bancoId));
}
async function selectFaturas(db, where, limit) {
  const query = base2(db).where(where).orderBy(asc6(faturas.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r2) => faturaToWire(toRegistro2(r2)));
}
async function faturasParaAtualizar(tx, ids) {
  const rows = await base2(tx).where(inArray9(faturas.id, ids)).orderBy(asc6(faturas.id)).for("update", { of: faturas });
  return rows.map(toRegistro2);
}
async function findFatura(db, id) {
  const [row] = await base2(db).where(eq11(faturas.id, id)).limit(1);
  return row ? toRegistro2(row) : null;
}
async function marcarPaga(tx, id, dataPagamento) {
  await tx.update(faturas).set({ status: "Pago", dataPagamento }).where(eq11(faturas.id, id));
}
async function insertFatura(tx, values) {
  const inserted = await tx.insert(faturas).values(values).onConflictDoNothing({ target: faturas.id }).returning({ id: faturas.id });
  return inserted.length > 0;
}
async function deleteFaturas(tx, ids) {
  await tx.delete(faturas).where(inArray9(faturas.id, ids));
}

// server/routes/faturas.ts
async function faturasRoutes(app2) {
  app2.get("/api/faturas", (request) => pull(request, {
    key: "faturas",
    entity: "faturas",
    idColumn: faturas.id,
    txidColumn: faturas.txid,
    select: selectFaturas,
    idOf: (row) => row.id
  }));
  rotaMutacao(app2, MUTACOES.cadastrarFatura, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarFatura.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!await findBanco(tx, input.banco)) {
        throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      }
      const id = input.id ?? uuidv76();
      const inserted = await insertFatura(tx, {
        id,
        descricao: input.descricao,
        bancoId: input.banco,
        valor: input.valor,
        status: input.status,
        vencimento: input.vencimento,
        dataPagamento: input.data_pagamento
      });
      if (!inserted) throw new HttpError(409, msg.comum.registroDuplicado);
      const fatura = await findFatura(tx, id);
      return { status: 201, body: { message: msg.fatura.cadastrada, fatura: fatura && faturaToWire(fatura) } };
    });
  });
  rotaMutacao(app2, MUTACOES.pagarFaturas, async (request, reply) => {
    const form = await readForm(request);
    const { ids, data_pagamento, versions } = parseOr422(MUTACOES.pagarFaturas.schema, form);
    const hoje = todayISO();
    const dia = data_pagamento ?? hoje;
    const motivo = motivoDataAcao("pagamento", dia, hoje);
    if (motivo) throw new HttpError(422, motivo, { errors: { data_pagamento: [motivo] } });
    return runMutation(request, reply, form, async (tx) => {
      const rows = await faturasParaAtualizar(tx, ids);
      if (rows.length !== ids.length) throw new HttpError(422, msg.lista.registroNaoEncontrado);
      const vencidas = new Set(versoesVencidas(rows, versions));
      const stale = rows.filter((r2) => vencidas.has(r2.id));
      if (stale[0]) throw new HttpError(409, msg.comum.registroAlterado, { atual: faturaToWire(stale[0]), atuais: stale.map(faturaToWire) });
      const pagas = rows.map((row) => {
        const result = pagarFatura(row, dia);
        if (!result.ok) throw new HttpError(422, result.message);
        return result.value;
      });
      for (const [i, paga] of pagas.entries()) {
        if (paga !== rows[i]) await marcarPaga(tx, paga.id, paga.data_pagamento ?? dia);
      }
      const atualizadas = await faturasParaAtualizar(tx, ids);
      return { body: { message: msg.pagamento.realizado, faturas: atualizadas.map(faturaToWire) } };
    });
  });
  rotaMutacao(app2, MUTACOES.deletarFaturas, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarFaturas.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await deleteFaturas(tx, ids);
      return { body: { message: msg.comum.excluidos } };
    });
  });
}

// server/routes/importacao.ts
import { createHash as createHash2 } from "node:crypto";
import Papa from "papaparse";
import { uuidv7 as uuidv77 } from "uuidv7";

// server/repositories/importacao.ts
import { asc as asc7, sql as sql13 } from "drizzle-orm";
function selectBancosImportacao(tx) {
  return tx.select({
    id: bancos.id,
    banco: bancos.banco,
    possui_cartao: bancos.possuiCartao,
    credito: bancos.credito,
    vencimento: bancos.vencimento
  }).from(bancos).orderBy(asc7(bancos.status), asc7(bancos.id)).for("share");
}
var BATCH_SIZE = 1e4;
async function insertLancamentosImportados(tx, rows) {
  const columns5 = [
    "id",
    "id_titulo",
    "descricao",
    "banco_id",
    "valor",
    "valor_parcela",
    "valor_pago",
    "data",
    "vencimento",
    "pagamento",
    "tipo_compra",
    "status",
    "tipo",
    "metodo",
    "quant_parcela",
    "parcela"
  ].map((name) => sql13.identifier(name));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    await tx.execute(sql13`INSERT INTO ${lancamentos} (${sql13.join(columns5, sql13`, `)})
      SELECT v.id, v.id, v.descricao, v.banco_id, v.valor, v.valor, 0, v.data, v.vencimento,
        v.pagamento, v.tipo_compra, v.status, v.tipo, v.metodo, 1, 1
      FROM json_to_recordset(${batch}::json) AS v(id uuid, descricao text, banco_id uuid, valor bigint, data date,
        vencimento date, pagamento text, tipo_compra text, status text, tipo text, metodo text)`);
  }
}

// server/routes/importacao.ts
var CSV_MAX_MB = 50;
var CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;
var MAX_ERROS = 1e3;
var FILE_FIELDS2 = ["csv_file", "csv_file[]"];
function recusa(message, linhas = [], status = 422) {
  return new HttpError(status, message, {
    status: "error",
    linhas_com_erro: linhas.slice(0, MAX_ERROS),
    total_erros: linhas.length,
    errors: { csv_file: [message] }
  });
}
async function readCsvUpload(request) {
  if (!request.isMultipart()) {
    await readForm(request);
    return null;
  }
  let upload = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CSV_MAX_BYTES } })) {
      if (part.type !== "file") continue;
      if (upload || !FILE_FIELDS2.includes(part.fieldname) || part.filename === "") {
        part.file.resume();
        continue;
      }
      upload = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw recusa(msg.importacao.arquivoGrande(CSV_MAX_MB), [], 413);
    throw error;
  }
  return upload;
}
function decode(bytes) {
  let text2;
  try {
    text2 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text2 = new TextDecoder("windows-1252").decode(bytes);
  }
  return text2.includes("\0") ? null : text2.replace(/^\uFEFF/, "");
}
function parseCsv(text2) {
  const result = Papa.parse(text2, {
    header: true,
    // Blank lines stay as records so record i is file line i + 2; the domain skips them.
    skipEmptyLines: false,
    delimitersToGuess: [";", ",", "	", "|"],
    transformHeader: (header) => header.trim()
  });
  const quotes = result.errors.find((e) => e.type === "Quotes");
  if (quotes) throw recusa(msg.importacao.aspasInvalidas((quotes.row ?? 0) + 2));
  return { headers: result.meta.fields ?? [], records: result.data };
}
async function importacaoRoutes(app2) {
  rotaMutacao(app2, MUTACOES.importarCartao, async (request, reply) => {
    const upload = await readCsvUpload(request);
    const parsed = validate(MUTACOES.importarCartao.schema, { csv_file: upload ? { name: upload.name, size: upload.bytes.length } : null });
    if (!parsed.ok || !upload) throw recusa(parsed.ok ? msg.importacao.arquivoObrigatorio : parsed.message);
    const text2 = decode(upload.bytes);
    if (text2 === null) throw recusa(msg.importacao.arquivoNaoCsv);
    if (text2.trim() === "") throw recusa(msg.importacao.arquivoVazio);
    const { headers, records } = parseCsv(text2);
    const cabecalho = validarCabecalho(headers);
    if (cabecalho) throw recusa(cabecalho);
    const fingerprint2 = { csv_file: upload.name, sha256: createHash2("sha256").update(upload.bytes).digest("hex") };
    return runMutation(request, reply, fingerprint2, async (tx) => {
      const resultado = validarImportacao(records, await selectBancosImportacao(tx));
      if (!resultado.ok) throw recusa(resultado.message, resultado.erros);
      await insertLancamentosImportados(tx, resultado.lancamentos.map((l2) => {
        if (l2.vencimento === null) throw new Error("validarImportacao gave a posting without vencimento");
        return {
          id: uuidv77(),
          descricao: l2.descricao,
          banco_id: l2.banco,
          valor: l2.valor,
          data: l2.data,
          vencimento: l2.vencimento,
          pagamento: l2.pagamento,
          tipo_compra: l2.tipo_lancamento,
          status: l2.status,
          tipo: l2.tipo,
          metodo: l2.metodo
        };
      }));
      const n = resultado.lancamentos.length;
      return { status: 201, body: { status: "success", linhas_importadas: n, message: msg.importacao.sucesso(n) } };
    });
  });
}

// server/routes/investimentos.ts
import { uuidv7 as uuidv78 } from "uuidv7";

// server/repositories/investimentos.ts
import { asc as asc8, eq as eq12, getTableColumns as getTableColumns3, inArray as inArray10 } from "drizzle-orm";
var columns3 = { ...getTableColumns3(investimentos), bancoNome: bancos.banco };
var iso7 = (ts) => new Date(ts).toISOString();
function toRegistro3(r2) {
  return {
    id: r2.id,
    descricao: r2.descricao,
    valor_inicial: r2.valorInicial,
    valor_final: r2.valorFinal,
    data: r2.data,
    status: r2.status,
    observacao: r2.observacao,
    banco_id: r2.bancoId,
    banco: r2.bancoNome,
    version: r2.version,
    created_at: iso7(r2.createdAt),
    updated_at: iso7(r2.updatedAt)
  };
}
function investimentoToWire(r2) {
  return { ...r2, valor_inicial: toDecimal(r2.valor_inicial), valor_final: toDecimal(r2.valor_final) };
}
function base3(db) {
  return db.select(columns3).from(investimentos).leftJoin(bancos, eq12(bancos.id, investimentos.bancoId));
}
async function selectInvestimentos(db, where, limit) {
  const query = base3(db).where(where).orderBy(asc8(investimentos.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r2) => investimentoToWire(toRegistro3(r2)));
}
async function findInvestimento(db, id) {
  const [row] = await base3(db).where(eq12(investimentos.id, id)).limit(1);
  return row ? toRegistro3(row) : null;
}
async function investimentosParaAtualizar(tx, ids) {
  const rows = await base3(tx).where(inArray10(investimentos.id, ids)).orderBy(asc8(investimentos.id)).for("update", { of: investimentos });
  return rows.map(toRegistro3);
}
async function insertInvestimento(tx, row) {
  const inserted = await tx.insert(investimentos).values({
    id: row.id,
    descricao: row.descricao,
    valorInicial: row.valor_inicial,
    valorFinal: row.valor_final,
    data: row.data,
    status: row.status,
    observacao: row.observacao,
    bancoId: row.banco_id
  }).onConflictDoNothing({ target: investimentos.id }).returning({ id: investimentos.id });
  return inserted.length > 0;
}
async function setValorFinalInvestimento(tx, id, valorFinal) {
  await tx.update(investimentos).set({ valorFinal }).where(eq12(investimentos.id, id));
}
async function setStatusInvestimentos(tx, ids, status) {
  await tx.update(investimentos).set({ status }).where(inArray10(investimentos.id, ids));
}
async function deleteInvestimentos(tx, ids) {
  await tx.delete(investimentos).where(inArray10(investimentos.id, ids));
}

// server/routes/investimentos.ts
async function investimentosRoutes(app2) {
  app2.get("/api/investimento", (request) => pull(request, {
    key: "investimentos",
    entity: "investimentos",
    idColumn: investimentos.id,
    txidColumn: investimentos.txid,
    select: selectInvestimentos,
    idOf: (row) => row.id
  }));
  rotaMutacao(app2, MUTACOES.cadastrarInvestimento, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarInvestimento.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const banco = input.banco ? await findBanco(tx, input.banco) : null;
      if (input.banco && !banco) throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      const row = criarInvestimento(input, banco?.banco ?? null, input.id ?? uuidv78());
      if (!await insertInvestimento(tx, row)) throw new HttpError(409, msg.comum.registroDuplicado);
      const investimento = await findInvestimento(tx, row.id);
      return { status: 201, body: { message: msg.investimento.cadastrado, investimento: investimento && investimentoToWire(investimento) } };
    });
  });
  rotasRendimento(app2, {
    alvo: "investimento",
    // SPEC §7 keeps the investment yield under /api/entradas/.
    mutacoes: { informe: MUTACOES.informarRendimentoInvestimento, lote: MUTACOES.acaoInvestimentos },
    historico: "/api/get-dados-movimentacoes-investimentos",
    chaveHistorico: "historicoInvestimentos",
    chaveRows: "investimentos",
    find: findInvestimento,
    paraAtualizar: investimentosParaAtualizar,
    toWire: investimentoToWire,
    setValorFinal: setValorFinalInvestimento,
    setInativo: (tx, ids) => setStatusInvestimentos(tx, ids, "Inativo"),
    deletar: deleteInvestimentos
  });
}

// src/domain/filtro.ts
import * as v21 from "valibot";
var SEM_CATEGORIA = "Sem Categoria";
function categoriaList() {
  return v21.pipe(
    field(),
    v21.rawTransform(({ dataset, addIssue, NEVER }) => {
      const items = parseStringList(dataset.value);
      if (items === null) {
        addIssue({ message: msg.comum.opcaoInvalida });
        return NEVER;
      }
      const out = [];
      for (const item of items) {
        if (normalizeSearch(item) === normalizeSearch(SEM_CATEGORIA)) out.push(SEM_CATEGORIA);
        else if (isUUID(item)) out.push(item.toLowerCase());
        else {
          addIssue({ message: msg.comum.opcaoInvalida });
          return NEVER;
        }
      }
      return [...new Set(out)];
    })
  );
}
var CamposFiltro = v21.object(
  {
    data1: optionalDate(),
    data2: optionalDate(),
    vencimento1: optionalDate(),
    vencimento2: optionalDate(),
    semVencimento: boolInput(),
    data_pagamento1: optionalDate(),
    data_pagamento2: optionalDate(),
    semPagamento: boolInput(),
    status: enumList(STATUS_TITULO),
    metodo: enumList(METODOS),
    /** Category ids and/or SEM_CATEGORIA; payables only (ignored for rows without categoria_id). */
    categoria: categoriaList()
  },
  msg.comum.dadosInvalidos
);
function regrasIntervalo(inicio, fim, ambas, ordem, pular) {
  const ativo = (x) => !(pular && x[pular]);
  return [
    { field: inicio, uses: [fim], check: (x) => ativo(x) && !x[inicio] && x[fim] ? ambas : null },
    { field: fim, uses: [inicio], check: (x) => ativo(x) && x[inicio] && !x[fim] ? ambas : null },
    {
      field: fim,
      uses: [inicio],
      check: (x) => {
        const a3 = x[inicio];
        const b2 = x[fim];
        return ativo(x) && typeof a3 === "string" && typeof b2 === "string" && b2 < a3 ? ordem : null;
      }
    }
  ];
}
var DATAS = ["data1", "data2", "vencimento1", "vencimento2", "data_pagamento1", "data_pagamento2"];
function temCriterioDeData(x) {
  return Boolean(x.data1 || x.data2) || x.semVencimento || x.semPagamento || Boolean(x.vencimento1 || x.vencimento2) || Boolean(x.data_pagamento1 || x.data_pagamento2);
}
function temLista(x) {
  return x.status.length > 0 || x.metodo.length > 0 || x.categoria.length > 0;
}
var FiltroSchema = v21.pipe(
  CamposFiltro,
  crossRules([
    ...regrasIntervalo("data1", "data2", msg.filtro.ambasPeriodo, msg.filtro.finalPeriodo),
    ...regrasIntervalo(
      "vencimento1",
      "vencimento2",
      msg.filtro.ambasVencimento,
      msg.filtro.finalVencimento,
      "semVencimento"
    ),
    ...regrasIntervalo(
      "data_pagamento1",
      "data_pagamento2",
      msg.filtro.ambasPagamento,
      msg.filtro.finalPagamento,
      "semPagamento"
    ),
    {
      field: "data1",
      uses: DATAS,
      check: (x) => temLista(x) && !temCriterioDeData(x) ? msg.filtro.preenchaPeriodo : null
    },
    {
      field: FORM_ERROR_KEY,
      uses: [...DATAS, "status", "metodo", "categoria"],
      check: (x) => !temLista(x) && !temCriterioDeData(x) ? msg.filtro.selecioneCampo : null
    }
  ]),
  v21.transform((x) => ({
    ...x,
    vencimento1: x.semVencimento ? null : x.vencimento1,
    vencimento2: x.semVencimento ? null : x.vencimento2,
    data_pagamento1: x.semPagamento ? null : x.data_pagamento1,
    data_pagamento2: x.semPagamento ? null : x.data_pagamento2
  }))
);
function dentro(value, inicio, fim) {
  if (inicio === null && fim === null) return true;
  if (value === null) return false;
  return (inicio === null || value >= inicio) && (fim === null || value <= fim);
}
function criarPredicadoFiltro(filtro) {
  const status = new Set(filtro.status);
  const metodos = new Set(filtro.metodo);
  const categorias2 = new Set(filtro.categoria);
  const semCategoria = categorias2.has(SEM_CATEGORIA);
  return (row) => {
    if (!dentro(row.data, filtro.data1, filtro.data2)) return false;
    if (filtro.semVencimento ? row.vencimento !== null : !dentro(row.vencimento, filtro.vencimento1, filtro.vencimento2)) {
      return false;
    }
    if (filtro.semPagamento ? row.data_pagamento !== null : !dentro(row.data_pagamento, filtro.data_pagamento1, filtro.data_pagamento2)) {
      return false;
    }
    if (status.size > 0 && !status.has(row.status)) return false;
    if (metodos.size > 0 && !metodos.has(row.metodo)) return false;
    if (categorias2.size > 0 && row.categoria_id !== void 0) {
      const ok = row.categoria_id === null ? semCategoria : categorias2.has(row.categoria_id);
      if (!ok) return false;
    }
    return true;
  };
}
function aplicarFiltro(rows, filtro) {
  return rows.filter(criarPredicadoFiltro(filtro));
}

// server/repositories/lancamentos.ts
import { sql as sql14 } from "drizzle-orm";
var l = lancamentos;
var COLUMNS = sql14`${l.id} AS id, ${l.idTitulo} AS id_titulo, ${l.descricao} AS descricao,
  ${l.pagamento} AS pagamento, ${l.tipoCompra} AS tipo_compra, ${l.bancoId} AS banco_id,
  ${bancos.banco} AS banco, ${l.quantParcela} AS quant_parcela, ${l.parcela} AS parcela,
  ${decimalSql(l.valor)} AS valor, ${decimalSql(l.valorParcela)} AS valor_parcela,
  ${decimalSql(l.valorPago)} AS valor_pago, ${l.data} AS data, ${l.status} AS status,
  ${l.tipo} AS tipo, ${l.vencimento} AS vencimento, ${l.dataPagamento} AS data_pagamento, ${l.dataCancelamento} AS data_cancelamento,
  ${l.categoriaId} AS categoria_id, ${categorias.descricao} AS categoria, ${l.observacao} AS observacao,
  ${l.metodo} AS metodo, ${l.version} AS version, ${isoSql(l.createdAt)} AS created_at,
  ${isoSql(l.updatedAt)} AS updated_at`;
var selectLancamentos = wireSelect((where, limit) => sql14`SELECT ${COLUMNS} FROM ${l}
    LEFT JOIN ${bancos} ON ${bancos.id} = ${l.bancoId}
    LEFT JOIN ${categorias} ON ${categorias.id} = ${l.categoriaId}
    ${whereOrderLimit(l.id, where, limit)}`);
function lancamentosByIds(tx, ids) {
  return selectIn(tx, selectLancamentos, l.id, ids);
}
function lancamentosByTitulos(tx, titulos) {
  return selectIn(tx, selectLancamentos, l.idTitulo, titulos);
}
async function insertLancamentos(tx, rows) {
  if (!rows.length) return;
  await tx.insert(l).values(rows.map((r2) => ({
    id: r2.id,
    idTitulo: r2.id_titulo,
    descricao: r2.descricao,
    pagamento: r2.pagamento,
    tipoCompra: r2.tipo_compra,
    bancoId: r2.banco_id,
    quantParcela: r2.quant_parcela,
    parcela: r2.parcela,
    valor: r2.valor,
    valorParcela: r2.valor_parcela,
    valorPago: r2.valor_pago,
    data: r2.data,
    status: r2.status,
    tipo: r2.tipo,
    vencimento: r2.vencimento,
    dataPagamento: r2.data_pagamento,
    categoriaId: r2.categoria_id,
    observacao: r2.observacao,
    metodo: r2.metodo
  })));
}

// server/routes/titulo-acoes.ts
import * as v22 from "valibot";
import { uuidv7 as uuidv710 } from "uuidv7";

// server/routes/titulo-input.ts
import { uuidv7 as uuidv79 } from "uuidv7";
async function semDuplicar(message, work) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  }
}
function idsDaCriacao(input) {
  const quantidade = quantidadeParcelas(input);
  return {
    id_titulo: input.id_titulo ?? uuidv79(),
    ids: input.ids ?? Array.from({ length: quantidade }, () => uuidv79())
  };
}
function isUniqueViolation(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    if (e.code === "23505") return true;
    e = e.cause;
  }
  return false;
}

// server/routes/titulo-acoes.ts
var HistoricoQuery = v22.object({ id: idInput(msg.lista.registroNaoEncontrado) }, msg.comum.dadosInvalidos);
async function conferirVersoes(tx, area, rows, versions) {
  const stale = versoesVencidas(rows, versions);
  if (!stale.length) return;
  const atuais = await area.rowsByIds(tx, stale);
  throw new HttpError(409, msg.comum.registroAlterado, { [area.key]: atuais, atual: atuais[0], atuais });
}
function diaDaAcao(tipo, enviado, rows) {
  const hoje = todayISO();
  const dia = enviado ?? hoje;
  const campo = tipo === "pagamento" ? "data_pagamento" : "data_cancelamento";
  for (const row of [null, ...rows]) {
    const motivo = motivoDataAcao(tipo, dia, hoje, row?.data ?? null);
    if (motivo) throw new HttpError(422, motivo, { errors: { [campo]: [motivo] } });
  }
  return dia;
}
async function gravarPagamentos(tx, area, pagos) {
  const escolhidos = pagos.map((p2) => p2.historicoId).filter((id) => id !== null);
  if (await historicoExiste(tx, escolhidos)) throw new HttpError(409, msg.pagamento.jaRegistrado);
  const criados = [];
  for (const { row, historico, historicoId } of pagos) {
    await savePagamento(tx, area.table, row);
    if (!historico) continue;
    const id = historicoId ?? uuidv710();
    await insertHistorico(tx, area.alvo, row.id, historico, id);
    criados.push({ id, alvo_id: row.id });
  }
  return criados;
}
function registerTituloAcoes(app2, area) {
  rotaMutacao(app2, area.mutacoes.pagar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacoes.pagar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await lockByIds(tx, area.table, input.ids);
      if (rows.length !== input.ids.length) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      await conferirVersoes(tx, area, rows, input.versions);
      const dia = diaDaAcao("pagamento", input.data_pagamento, rows.filter((row) => row.status === "Pagar"));
      const pagos = [];
      for (const row of rows) {
        const result = pagar(row, dia);
        if (!result.ok) throw new HttpError(422, result.message);
        if (result.value.row !== row) pagos.push({ ...result.value, historicoId: input.historico_ids[row.id] ?? null });
      }
      const pagamentos2 = await semDuplicar(msg.pagamento.jaRegistrado, () => gravarPagamentos(tx, area, pagos));
      return { body: { message: msg.pagamento.realizado, [area.key]: await area.rowsByIds(tx, input.ids), pagamentos: pagamentos2 } };
    });
  });
  rotaMutacao(app2, area.mutacoes.informar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacoes.informar.schema, form);
    const versions = input.version === null ? input.versions : { ...input.versions, [input.id]: input.version };
    return runMutation(request, reply, form, async (tx) => {
      const [row] = await lockByIds(tx, area.table, [input.id]);
      if (!row) throw new HttpError(404, msg.lista.registroNaoEncontrado);
      await conferirVersoes(tx, area, [row], versions);
      const dia = diaDaAcao("pagamento", input.data_pagamento, motivoNaoInformar(row) ? [] : [row]);
      const result = informarPagamento(row, input.valor, dia);
      if (!result.ok) {
        const extra = motivoNaoInformar(row) ? {} : { errors: { valor: [result.message] } };
        throw new HttpError(422, result.message, extra);
      }
      const pago = { ...result.value, historicoId: input.historico_id };
      const pagamentos2 = await semDuplicar(msg.pagamento.jaRegistrado, () => gravarPagamentos(tx, area, [pago]));
      return { body: { message: msg.pagamento.informado, [area.key]: await area.rowsByIds(tx, [row.id]), pagamentos: pagamentos2 } };
    });
  });
  app2.get(area.historico, async (request) => {
    const { id } = parseOr422(HistoricoQuery, request.query);
    return { payPagamento: await listHistorico(app2.db, area.alvo, id) };
  });
  rotaMutacao(app2, area.mutacoes.cancelar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacoes.cancelar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await lockByTitulos(tx, area.table, input.id_titulos);
      if (new Set(rows.map((row) => row.id_titulo)).size !== input.id_titulos.length) {
        throw new HttpError(404, msg.comum.registroNaoEncontrado);
      }
      await conferirVersoes(tx, area, rows, input.versions);
      const abertas = rows.filter((row) => row.status === "Pagar");
      const dia = diaDaAcao("cancelamento", input.data_cancelamento, abertas);
      const cancelados = cancelarTitulos(rows, input.id_titulos, dia);
      await cancelar(tx, area.table, cancelados.map((row) => row.id), dia);
      return { body: { message: area.messages.cancelados, [area.key]: await area.rowsByIds(tx, rows.map((row) => row.id)) } };
    });
  });
  rotaMutacao(app2, area.mutacoes.deletar, async (request, reply) => {
    const form = await readForm(request);
    const { id_titulo } = parseOr422(area.mutacoes.deletar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const ids = await deleteTitulos(tx, area.table, id_titulo);
      await deleteHistoricoDe(tx, area.alvo, ids);
      return { body: { message: area.messages.deletados, removidos: ids } };
    });
  });
}

// server/routes/lancamentos.ts
async function lancamentosRoutes(app2) {
  app2.get("/api/lancamentos", (request) => pull(request, {
    key: "lancamentos",
    entity: "lancamentos",
    idColumn: lancamentos.id,
    txidColumn: lancamentos.txid,
    select: selectLancamentos,
    idOf: (row) => row.id
  }));
  app2.post("/api/filtro/lancamentos", async (request) => {
    const filtro = parseOr422(FiltroSchema, await readForm(request));
    const candidatos = await app2.db.transaction((tx) => selectLancamentos(tx, condicoesFiltro(lancamentos, filtro)), { accessMode: "read only" });
    return { filtro_lancamento: aplicarFiltro(candidatos, filtro) };
  });
  rotaMutacao(app2, MUTACOES.cadastrarLancamento, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarLancamento.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const conferido = conferirBanco(await bancoPorId(tx, input.banco), input.pagamento);
      if (!conferido.ok) throw new HttpError(422, conferido.message, { errors: { banco: [conferido.message] } });
      const banco = conferido.value;
      const categoria = input.categorias ? await categoriaPorId(tx, input.categorias) : null;
      if (input.categorias && !categoria) {
        throw new HttpError(422, msg.categoria.naoEncontrada, { errors: { categorias: [msg.categoria.naoEncontrada] } });
      }
      const dados = aplicarRegraCredito(input, banco);
      const ids = idsDaCriacao(dados);
      if (await idsEmUso(tx, lancamentos, ids.id_titulo, ids.ids)) throw new HttpError(409, msg.lancamento.jaCadastrado);
      const rows = gerarLancamentos(dados, { banco: banco.banco, categoria: categoria?.descricao ?? null }, ids);
      await semDuplicar(msg.lancamento.jaCadastrado, () => insertLancamentos(tx, rows));
      return { status: 201, body: { message: msg.lancamento.cadastrado, lancamentos: await lancamentosByTitulos(tx, [ids.id_titulo]) } };
    });
  });
  registerTituloAcoes(app2, {
    table: lancamentos,
    alvo: "lancamento",
    key: "lancamentos",
    rowsByIds: lancamentosByIds,
    mutacoes: {
      pagar: MUTACOES.pagarLancamentos,
      informar: MUTACOES.informarPagamentoLancamento,
      cancelar: MUTACOES.cancelarLancamentos,
      deletar: MUTACOES.deletarLancamentos
    },
    historico: "/api/get-dados-pagamento_lancamento",
    messages: { cancelados: msg.lancamento.cancelados, deletados: msg.lancamento.deletados }
  });
}

// src/domain/lote-pedidos.ts
import * as v23 from "valibot";
var LOTE_PATH = "/api/lote";
var MAX_PEDIDOS_LOTE = 100;
var ROTAS_EM_LOTE = Object.values(MUTACOES).filter((m) => m.lote).map((m) => [m.method, m.path]);
var UUID_SEGMENT = "[0-9A-Fa-f-]{1,64}";
var PADROES = ROTAS_EM_LOTE.map(([metodo, rota]) => ({
  metodo,
  padrao: new RegExp(`^${rota.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[a-z_]+/g, UUID_SEGMENT)}$`)
}));
function podeIrEmLote(metodo, caminho) {
  return PADROES.some((r2) => r2.metodo === metodo && r2.padrao.test(caminho));
}
var PedidoSchema = v23.object({
  /** The entry's Idempotency-Key; runMutation checks its form as it does for a single request. */
  chave: v23.pipe(v23.string(msg.lote.pedidoInvalido), v23.minLength(1, msg.lote.pedidoInvalido), v23.maxLength(200, msg.lote.pedidoInvalido)),
  metodo: v23.picklist(["POST", "PUT", "DELETE"], msg.lote.pedidoInvalido),
  caminho: v23.pipe(v23.string(msg.lote.pedidoInvalido), v23.maxLength(300, msg.lote.pedidoInvalido)),
  // A JSON object, as the outbox's bodies are (an array is refused, not read as an empty form).
  corpo: v23.optional(v23.nullable(v23.pipe(
    v23.unknown(),
    v23.check((corpo) => typeof corpo === "object" && corpo !== null && !Array.isArray(corpo), msg.lote.pedidoInvalido),
    v23.transform((corpo) => corpo)
  )), null)
}, msg.lote.pedidoInvalido);
var LoteSchema = v23.object({
  pedidos: v23.pipe(
    v23.array(PedidoSchema, msg.lote.pedidosAusentes),
    v23.minLength(1, msg.lote.pedidosAusentes),
    v23.maxLength(MAX_PEDIDOS_LOTE, msg.lote.pedidosDemais(MAX_PEDIDOS_LOTE)),
    v23.check((pedidos) => pedidos.every((p2) => podeIrEmLote(p2.metodo, p2.caminho)), msg.lote.rotaForaDoLote)
  )
}, msg.lote.pedidosAusentes);

// server/routes/lote.ts
function session(request) {
  const headers = {};
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  return headers;
}
function bodyOf(response) {
  if (!response.body) return null;
  try {
    return JSON.parse(response.body);
  } catch {
    return null;
  }
}
var isOk = (status) => status >= 200 && status < 300;
var Refazer = class extends Error {
  constructor(respostas) {
    super("lote: refazer sem a entrada recusada");
    this.respostas = respostas;
  }
  respostas;
};
async function loteRoutes(app2) {
  app2.post(LOTE_PATH, async (request) => {
    const { pedidos } = parseOr422(LoteSchema, request.body);
    const headers = session(request);
    const run = (pedido) => app2.inject({
      method: pedido.metodo,
      url: pedido.caminho,
      payload: JSON.stringify(pedido.corpo ?? {}),
      headers: { ...headers, "content-type": "application/json", accept: "application/json", "idempotency-key": pedido.chave }
    });
    async function attempt(lista) {
      try {
        return await app2.db.transaction(async (tx) => {
          const batch = await openBatch(tx, lista.map((p2) => p2.chave));
          const out = [];
          for (const pedido of lista) {
            const response = await runInBatch(batch, () => run(pedido));
            out.push({ chave: pedido.chave, status: response.statusCode, corpo: bodyOf(response), repetida: response.headers["idempotent-replayed"] === "true" });
            if (isOk(response.statusCode)) continue;
            if (batch.spoiled) throw new Refazer(out);
            break;
          }
          await closeBatch(batch);
          return out;
        });
      } catch (error) {
        if (!(error instanceof Refazer)) throw error;
        const recusa2 = error.respostas.at(-1);
        const antes = lista.slice(0, error.respostas.length - 1);
        if (antes.length === 0) return [recusa2];
        const again = await attempt(antes);
        return again.length === antes.length && isOk(again.at(-1).status) ? [...again, recusa2] : again;
      }
    }
    const respostas = await attempt(pedidos);
    return { respostas, naoProcessados: pedidos.slice(respostas.length).map((p2) => p2.chave) };
  });
}

// server/repositories/recebiveis.ts
import { sql as sql15 } from "drizzle-orm";
var r = recebiveis;
var COLUMNS2 = sql15`${r.id} AS id, ${r.idTitulo} AS id_titulo, ${r.descricao} AS descricao,
  ${r.quantParcela} AS quant_parcela, ${r.parcela} AS parcela, ${decimalSql(r.valor)} AS valor,
  ${decimalSql(r.valorParcela)} AS valor_parcela, ${decimalSql(r.valorPago)} AS valor_pago,
  ${r.data} AS data, ${r.status} AS status, ${r.tipo} AS tipo,
  ${r.vencimento} AS vencimento, ${r.dataPagamento} AS data_pagamento, ${r.dataCancelamento} AS data_cancelamento,
  ${r.observacao} AS observacao, ${r.metodo} AS metodo, ${r.version} AS version,
  ${isoSql(r.createdAt)} AS created_at, ${isoSql(r.updatedAt)} AS updated_at`;
var selectRecebiveis = wireSelect((where, limit) => sql15`SELECT ${COLUMNS2} FROM ${r}
    ${whereOrderLimit(r.id, where, limit)}`);
function recebiveisByIds(tx, ids) {
  return selectIn(tx, selectRecebiveis, r.id, ids);
}
function recebiveisByTitulos(tx, titulos) {
  return selectIn(tx, selectRecebiveis, r.idTitulo, titulos);
}
async function insertRecebiveis(tx, rows) {
  if (!rows.length) return;
  await tx.insert(r).values(rows.map((x) => ({
    id: x.id,
    idTitulo: x.id_titulo,
    descricao: x.descricao,
    quantParcela: x.quant_parcela,
    parcela: x.parcela,
    valor: x.valor,
    valorParcela: x.valor_parcela,
    valorPago: x.valor_pago,
    data: x.data,
    status: x.status,
    tipo: x.tipo,
    vencimento: x.vencimento,
    dataPagamento: x.data_pagamento,
    observacao: x.observacao,
    metodo: x.metodo
  })));
}

// server/routes/recebiveis.ts
async function recebiveisRoutes(app2) {
  app2.get("/api/recebiveis", (request) => pull(request, {
    key: "recebiveis",
    entity: "recebiveis",
    idColumn: recebiveis.id,
    txidColumn: recebiveis.txid,
    select: selectRecebiveis,
    idOf: (row) => row.id
  }));
  app2.post("/api/filtro/recebiveis", async (request) => {
    const filtro = parseOr422(FiltroSchema, await readForm(request));
    const candidatos = await app2.db.transaction((tx) => selectRecebiveis(tx, condicoesFiltro(recebiveis, filtro)), { accessMode: "read only" });
    return { filtro_lancamento: aplicarFiltro(candidatos, filtro) };
  });
  rotaMutacao(app2, MUTACOES.cadastrarRecebivel, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarRecebivel.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const ids = idsDaCriacao(input);
      if (await idsEmUso(tx, recebiveis, ids.id_titulo, ids.ids)) throw new HttpError(409, msg.lancamento.jaCadastrado);
      await semDuplicar(msg.lancamento.jaCadastrado, () => insertRecebiveis(tx, gerarRecebiveis(input, ids)));
      return { status: 201, body: { message: msg.recebivel.cadastrado, recebiveis: await recebiveisByTitulos(tx, [ids.id_titulo]) } };
    });
  });
  registerTituloAcoes(app2, {
    table: recebiveis,
    alvo: "recebivel",
    key: "recebiveis",
    rowsByIds: recebiveisByIds,
    mutacoes: {
      pagar: MUTACOES.pagarRecebiveis,
      informar: MUTACOES.informarPagamentoRecebivel,
      cancelar: MUTACOES.cancelarRecebiveis,
      deletar: MUTACOES.deletarRecebiveis
    },
    historico: "/api/get-dados-pagamento_recebiveis",
    messages: { cancelados: msg.lancamento.cancelados, deletados: msg.lancamento.deletados }
  });
}

// server/repositories/usuarios.ts
import { and as and5, asc as asc9, eq as eq13, ne, or as or3 } from "drizzle-orm";
var columns4 = {
  id: users.id,
  name: users.name,
  email: users.email,
  login: users.login,
  status: users.status,
  version: users.version,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt
};
var iso8 = (ts) => new Date(ts).toISOString();
function toWire3(r2) {
  return {
    id: r2.id,
    name: r2.name,
    email: r2.email,
    login: r2.login,
    status: r2.status,
    version: r2.version,
    created_at: iso8(r2.createdAt),
    updated_at: iso8(r2.updatedAt)
  };
}
async function selectUsuarios(db, where, limit) {
  const query = db.select(columns4).from(users).where(where).orderBy(asc9(users.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map(toWire3);
}
async function findUsuario(db, id, forUpdate = false) {
  const query = db.select(columns4).from(users).where(eq13(users.id, id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ? toWire3(row) : null;
}
async function findConflito(db, wanted, exceptId) {
  const clash = or3(eq13(users.login, wanted.login), eq13(users.email, wanted.email));
  const rows = await db.select({ login: users.login, email: users.email }).from(users).where(exceptId ? and5(clash, ne(users.id, exceptId)) : clash);
  if (rows.some((r2) => r2.login === wanted.login)) return "login";
  if (rows.some((r2) => r2.email === wanted.email)) return "email";
  return null;
}
async function insertUsuario(db, values) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.id }).returning(columns4);
  return row ? toWire3(row) : null;
}
async function updateUsuario(db, id, values) {
  const { passwordHash, ...rest } = values;
  const [row] = await db.update(users).set(passwordHash ? { ...rest, passwordHash } : rest).where(eq13(users.id, id)).returning(columns4);
  return row ? toWire3(row) : null;
}
function uniqueViolation(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = e.cause, depth++) {
    const { code, constraint, detail } = e;
    if (code === "23505") return `${typeof constraint === "string" ? constraint : ""} ${typeof detail === "string" ? detail : ""}`;
  }
  return null;
}

// server/routes/sincronizacao.ts
var idOf = (row) => row.id;
var SPECS = {
  bancos: { key: "bancos", entity: "bancos", idColumn: bancos.id, txidColumn: bancos.txid, select: selectBancos, idOf },
  categorias: { key: "categorias", entity: "categorias", idColumn: categorias.id, txidColumn: categorias.txid, select: selectCategorias, idOf },
  lancamentos: { key: "lancamentos", entity: "lancamentos", idColumn: lancamentos.id, txidColumn: lancamentos.txid, select: selectLancamentos, idOf },
  recebiveis: { key: "recebiveis", entity: "recebiveis", idColumn: recebiveis.id, txidColumn: recebiveis.txid, select: selectRecebiveis, idOf },
  faturas: { key: "faturas", entity: "faturas", idColumn: faturas.id, txidColumn: faturas.txid, select: selectFaturas, idOf },
  comprovantes: { key: "comprovante", entity: "comprovantes", idColumn: comprovantes.id, txidColumn: comprovantes.txid, select: selectComprovantes, idOf },
  entradas: { key: "entradas", entity: "entradas", idColumn: entradas.id, txidColumn: entradas.txid, select: selectEntradas, idOf },
  investimentos: { key: "investimentos", entity: "investimentos", idColumn: investimentos.id, txidColumn: investimentos.txid, select: selectInvestimentos, idOf },
  usuarios: { key: "users", entity: "users", idColumn: users.id, txidColumn: users.txid, select: selectUsuarios, idOf },
  pagamentos: { key: "pagamentos", entity: "pagamentos", idColumn: pagamentos.id, txidColumn: pagamentos.txid, select: selectPagamentos, idOf },
  movimentacoes: { key: "movimentacoes", entity: "movimentacoes", idColumn: movimentacoes.id, txidColumn: movimentacoes.txid, select: selectMovimentacoes, idOf }
};
var DEFAULT_LIMIT = 5e3;
function parseSincronizacao(query) {
  const errors = {};
  const wanted = [];
  let limit = DEFAULT_LIMIT;
  for (const [name, value] of Object.entries(query)) {
    const n = parseCount(value);
    if (name === "limit") {
      if (n !== null) limit = clampLimit(n);
      else errors.limit = [msg.comum.dadosInvalidos];
    } else if (!Object.hasOwn(SPECS, name)) {
      errors[name] = [msg.comum.opcaoInvalida];
    } else if (n === null) {
      errors[name] = [msg.comum.dadosInvalidos];
    } else {
      wanted.push({ name, spec: SPECS[name], since: n });
    }
  }
  if (wanted.length === 0 && Object.keys(errors).length === 0) errors.colecoes = [msg.comum.preenchaObrigatorios];
  if (Object.keys(errors).length > 0) throw new HttpError(422, msg.comum.dadosInvalidos, { errors });
  return { wanted, limit };
}
async function sincronizacaoRoutes(app2) {
  app2.get("/api/sincronizacao", (request) => {
    const { wanted, limit } = parseSincronizacao(request.query);
    return pullMany(app2.db, wanted, limit);
  });
}

// server/routes/usuarios.ts
import { createHmac } from "node:crypto";
import { uuidv7 as uuidv711 } from "uuidv7";
function parseId(params) {
  const parsed = validate(UsuarioIdSchema, params);
  if (!parsed.ok) throw new HttpError(404, msg.usuario.naoEncontrado);
  return parsed.value.id;
}
var EM_USO = { login: msg.usuario.loginEmUso, email: msg.usuario.emailEmUso };
function emUso3(field2) {
  return new HttpError(422, EM_USO[field2], { errors: { [field2]: [EM_USO[field2]] } });
}
async function guardUnique(work) {
  try {
    return await work();
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated === null) throw error;
    if (violated.includes("email")) throw emUso3("email");
    if (violated.includes("login")) throw emUso3("login");
    throw new HttpError(409, msg.comum.registroDuplicado);
  }
}
function fingerprint(request, form) {
  if (typeof form.password !== "string" || form.password === "") return form;
  const password = createHmac("sha256", request.server.config.jwtSecret).update(form.password).digest("hex");
  return { ...form, password };
}
async function checkConflito(tx, wanted, exceptId) {
  const conflito = await findConflito(tx, wanted, exceptId);
  if (conflito) throw emUso3(conflito);
}
async function usuariosRoutes(app2) {
  app2.get("/api/usuarios", async (request) => {
    const body = await pull(request, {
      key: "users",
      entity: "users",
      idColumn: users.id,
      txidColumn: users.txid,
      select: selectUsuarios,
      idOf: (row) => row.id
    });
    const { formato } = request.query;
    return formato === "array" ? body.users : body;
  });
  app2.get("/api/usuarios/edit/:id", async (request) => {
    const user = await findUsuario(app2.db, parseId(request.params));
    if (!user) throw new HttpError(404, msg.usuario.naoEncontrado);
    return { id: user.id, name: user.name, email: user.email, login: user.login, status: user.status, version: user.version };
  });
  rotaMutacao(app2, MUTACOES.editarUsuario, async (request, reply) => {
    const id = parseId(request.params);
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarUsuario.schema, form);
    const passwordHash = input.password === null ? null : await hashPassword(input.password);
    return runMutation(request, reply, fingerprint(request, { ...form, id }), async (tx) => {
      const atual = await findUsuario(tx, id, true);
      if (!atual) throw new HttpError(404, msg.usuario.naoEncontrado);
      if (input.version !== null && input.version < atual.version && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      await checkConflito(tx, input, id);
      const usuario = await guardUnique(() => updateUsuario(tx, id, {
        name: input.name,
        email: input.email,
        login: input.login,
        status: input.status,
        passwordHash
      }));
      return { body: { message: msg.usuario.atualizado, usuario } };
    });
  });
  rotaMutacao(app2, MUTACOES.cadastrarUsuario, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarUsuario.schema, form);
    const passwordHash = await hashPassword(input.password);
    return runMutation(request, reply, fingerprint(request, form), async (tx) => {
      await checkConflito(tx, input, null);
      const usuario = await guardUnique(() => insertUsuario(tx, {
        id: input.id ?? uuidv711(),
        name: input.name,
        email: input.email,
        login: input.login,
        passwordHash,
        status: input.status
      }));
      if (!usuario) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.usuario.cadastrado, usuario } };
    });
  });
}

// server/routes/index.ts
async function apiRoutes(app2) {
  await app2.register(comprovantesRoutes);
  await app2.register(importacaoRoutes);
  await app2.register(lancamentosRoutes);
  await app2.register(recebiveisRoutes);
  await app2.register(dadosRoutes);
  await app2.register(usuariosRoutes);
  await app2.register(bancosRoutes);
  await app2.register(categoriasRoutes);
  await app2.register(faturasRoutes);
  await app2.register(entradasRoutes);
  await app2.register(investimentosRoutes);
  await app2.register(loteRoutes);
  await app2.register(sincronizacaoRoutes);
}

// server/app.ts
var MAX_UPLOAD_BYTES2 = 300 * 1024 * 1024;
async function buildApp({ config: config2, database }) {
  const app2 = Fastify({
    logger: config2.logger ? { level: "info" } : false,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: true,
    // Opening PGlite and running migrations can take well over Fastify's 10 s default on a busy
    // machine; a slow start is better than a failed one.
    pluginTimeout: 12e4
  });
  app2.decorate("config", config2);
  await app2.register(errorsPlugin);
  await app2.register(jsonTextPlugin);
  await app2.register(formbody);
  await app2.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES2, files: 100, fields: 200, fieldSize: 1024 * 1024 } });
  await app2.register(dbPlugin, database ? { database } : {});
  await app2.register(authPlugin);
  await app2.register(webPlugin);
  await app2.register(healthRoutes);
  await app2.register(authRoutes);
  await app2.register(apiRoutes);
  return app2;
}

// server/config.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { existsSync as existsSync2, mkdirSync, readFileSync as readFileSync2, writeFileSync } from "node:fs";
import { join as join4, resolve as resolve2 } from "node:path";
function loadConfig(env = process.env) {
  const dataDir = resolve2(env.DATA_DIR ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || void 0,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin: {
      login: env.ADMIN_LOGIN ?? "admin",
      password: env.ADMIN_PASSWORD || void 0,
      name: env.ADMIN_NAME ?? "Administrador"
    },
    distDir: resolve2(env.DIST_DIR ?? "./dist"),
    logger: env.LOG !== "0"
  };
}
function readOrCreateSecret(dataDir) {
  const file = join4(dataDir, "jwt-secret");
  if (existsSync2(file)) return readFileSync2(file, "utf8").trim();
  const secret = randomBytes3(48).toString("base64url");
  writeFileSync(file, secret, { mode: 384 });
  return secret;
}

// server/main.ts
var config = loadConfig();
var app = await buildApp({ config });
async function shutdown(signal) {
  app.log.info(`${signal}: encerrando`);
  try {
    await app.close();
  } finally {
    process.exit(0);
  }
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
await app.listen({ port: config.port, host: config.host });
console.log(`Fluxo em http://${config.host}:${config.port}  (banco: ${app.database.kind})`);
//# sourceMappingURL=main.js.map
