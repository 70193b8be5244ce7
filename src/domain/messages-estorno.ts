// Estornar (issue 31, item 4; decision 393): undoing payments of payables, receivables and
// invoices with a motivo. The rows go back to Pagar; the history entries stay, marked estornados.

const parcelas = (n: number) => (n === 1 ? '1 parcela' : `${n} parcelas`);

export const MSG_ESTORNO = {
  estornar: 'Estornar',
  titulo: 'Estornar pagamentos',
  motivo: 'Motivo',
  motivoObrigatorio: 'Informe o motivo do estorno.',
  voltar: 'Voltar',
  botao: (n: number) => `Estornar ${parcelas(n)}`,
  resumo: (n: number, soma: string) => `${parcelas(n)}, total ${soma} a estornar. Voltam para Pagar; o histórico fica registrado como estornado.`,
  ficamDeFora: 'Não serão estornadas (ficam como estão):',
  nenhuma: 'Nenhuma das linhas selecionadas tem pagamento para estornar.',
  semPagamento: (nome: string) => `${nome}: não tem pagamento para estornar.`,
  cancelada: (nome: string) => `${nome}: está cancelada e não pode ser estornada.`,
  estornados: 'Pagamentos estornados.',
  erro: 'Não foi possível estornar os pagamentos.',
  historicoEstornado: (quando: string, motivo: string) => `Estornado em ${quando}: ${motivo}`,
  estornadoMarca: 'Estornado',
  rotulos: {
    lancamentos: 'Estorno de lançamentos',
    recebiveis: 'Estorno de recebíveis',
    faturas: 'Estorno de faturas',
  },
} as const;
