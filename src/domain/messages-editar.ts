// Editar a posting (issue 31 item 1, decision 395): the modal, its scope and the refusals, each
// naming the parcela ("Aluguel (2/3)").

export const MSG_EDITAR = {
  editar: 'Editar',
  titulo: 'Editar parcela',
  escopo: 'Aplicar a',
  escopoParcela: 'Só esta parcela',
  escopoGrupo: 'Todas as parcelas em aberto do grupo',
  salvar: 'Salvar alterações',
  voltar: 'Voltar',
  selecioneUma: 'Selecione apenas uma linha para editar.',
  escopoObrigatorio: 'Escolha a quais parcelas aplicar.',
  versaoObrigatoria: 'A versão do registro é obrigatória.',
  valorSoNaParcela: 'O valor só pode ser alterado em uma parcela (escolha "Só esta parcela").',
  vencimentoSoNaParcela: 'O vencimento só pode ser alterado em uma parcela (escolha "Só esta parcela").',
  naoAberta: (nome: string, status: string) => `${nome}: uma parcela ${status === 'Pago' ? 'paga' : 'cancelada'} não pode ser editada.`,
  valorAbaixoDoPago: (nome: string, pago: string) => `${nome}: o valor deve ser maior que o já pago (${pago}); para quitar, use Pagar.`,
  vencimentoAnterior: (nome: string, data: string) => `${nome}: o vencimento não pode ser anterior à data do lançamento (${data}).`,
  creditoFixo: (nome: string) => `${nome}: uma compra no crédito mantém o banco e a forma de pagamento (exclua e cadastre de novo).`,
  paraCredito: (nome: string) => `${nome}: a forma de pagamento não pode mudar para Crédito na edição (exclua e cadastre de novo).`,
  editado: 'Lançamento alterado com sucesso!',
  editados: (n: number) => `${n === 1 ? '1 parcela alterada' : `${n} parcelas alteradas`} com sucesso!`,
  erro: 'Erro ao editar.',
  conflito: (nome: string) => `${nome} foi alterado por outra pessoa. Veja os dados atuais e tente de novo.`,
  rotuloLancamento: 'Edição de lançamento',
  rotuloRecebivel: 'Edição de recebível',
} as const;
