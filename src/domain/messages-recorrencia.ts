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
  cadastrada: 'Recorrência cadastrada com sucesso!',
  atualizada: 'Recorrência atualizada com sucesso!',
  excluidas: 'Recorrência(s) excluída(s) com sucesso!',
  erroCadastrar: 'Não foi possível cadastrar a recorrência.',
  erroAtualizar: 'Não foi possível atualizar a recorrência.',
  erroDeletar: 'Não foi possível excluir a(s) recorrência(s).',
  idObrigatorio: 'Informe a recorrência a editar.',
  ocorrenciasInvalidas: 'Os identificadores das ocorrências não conferem.',
  resumoTarefa: (n: number) => (n === 0 ? 'Nenhuma ocorrência nova.' : `${n} ocorrência(s) criada(s).`),
  confirmarExclusao: (n: number) => `Excluir ${n === 1 ? 'a recorrência selecionada' : `as ${n} recorrências selecionadas`}? As ocorrências futuras em aberto serão removidas; as pagas ficam.`,
} as const;
