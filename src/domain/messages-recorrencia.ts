// Texts of Contas recorrentes (issue 34, PRODUCT "Contas recorrentes").

export const MSG_RECORRENCIA = {
  tipoObrigatorio: 'Informe se a recorrência é a pagar ou a receber.',
  descricaoObrigatoria: 'A descrição é obrigatória.',
  valorObrigatorio: 'O valor é obrigatório.',
  bancoObrigatorio: 'O banco é obrigatório para uma conta a pagar.',
  pagamentoObrigatorio: 'O pagamento é obrigatório para uma conta a pagar.',
  frequenciaObrigatoria: 'A frequência é obrigatória.',
  diaObrigatorio: 'Informe o dia do vencimento (1 a 31).',
  diaInvalido: 'O dia do vencimento deve estar entre 1 e 31.',
  inicioObrigatorio: 'A data de início é obrigatória.',
  fimAntesDoInicio: 'A data de término não pode ser anterior ao início.',
} as const;
