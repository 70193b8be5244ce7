// Texts of bank balances and transferências (issue 32, PRODUCT "Contas bancárias e saldos").

export const MSG_SALDOS = {
  saldoInicialInvalido: 'Saldo inicial inválido.',
  transferencia: {
    deObrigatorio: 'Informe o banco de origem.',
    paraObrigatorio: 'Informe o banco de destino.',
    mesmoBanco: 'O banco de destino deve ser diferente do banco de origem.',
    valorObrigatorio: 'O valor é obrigatório.',
    dataObrigatoria: 'A data é obrigatória.',
    bancoNaoEncontrado: 'Banco não encontrado.',
    cadastrada: 'Transferência cadastrada com sucesso!',
    erroCadastrar: 'Erro ao cadastrar a transferência.',
    excluidas: 'Transferências excluídas com sucesso!',
    erroDeletar: 'Erro ao excluir transferências.',
    confirmarExclusao: (n: number) => (n === 1 ? 'Excluir a transferência selecionada?' : `Excluir as ${n} transferências selecionadas?`),
    vazia: 'Nenhuma transferência cadastrada.',
  },
  relatorio: {
    emInvalido: 'Data inválida: use o formato AAAA-MM-DD.',
  },
  painel: {
    titulo: 'Saldos',
    total: 'Total',
    semBancos: 'Nenhum banco cadastrado.',
  },
  extrato: {
    saldoExtrato: 'Saldo do extrato',
    saldoFluxo: 'Saldo no Fluxo',
    diferenca: 'Diferença',
  },
} as const;
