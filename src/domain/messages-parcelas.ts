// Excluir / Cancelar parcelas with a scope (issue 31 item 5, decision 394): the confirmation, the
// refusals that name a paid parcela, and the answers of the four routes.

const parcelas = (n: number) => (n === 1 ? '1 parcela' : `${n} parcelas`);

export const MSG_PARCELAS = {
  /** "Aluguel (parcela 2/3)": how a refusal names one row (a single payment: its description). */
  nome: (descricao: string, parcela: number, quant: number) => (quant > 1 ? `${descricao} (parcela ${parcela}/${quant})` : descricao),
  pagaExcluir: (nome: string) => `${nome} tem pagamento registrado e não pode ser excluída: estorne antes.`,
  pagaCancelar: (nome: string) => `${nome} tem pagamento registrado e não pode ser cancelada: estorne antes.`,
  excluidas: 'Parcela(s) excluída(s) com sucesso!',
  canceladas: 'Parcela(s) cancelada(s) com sucesso!',
  erroExcluir: 'Erro ao excluir parcelas.',
  erroCancelar: 'Erro ao cancelar parcelas.',
  // The confirmation dialog.
  tituloExcluir: 'Excluir parcelas',
  tituloCancelar: 'Cancelar parcelas',
  escopo: 'Quais parcelas',
  soSelecionadas: 'Só as selecionadas',
  grupoInteiro: 'O grupo inteiro',
  seraoExcluidas: (n: number) => `${parcelas(n)} ${n === 1 ? 'será excluída' : 'serão excluídas'}.`,
  seraoCanceladas: (n: number) => `${parcelas(n)} ${n === 1 ? 'será cancelada' : 'serão canceladas'}.`,
  mantidas: (n: number) => `${n === 1 ? '1 parcela paga será mantida' : `${n} parcelas pagas serão mantidas`} (estorne antes).`,
  nadaAExcluir: 'Nenhuma parcela pode ser excluída: todas têm pagamento registrado.',
  nadaACancelar: 'Nenhuma parcela pode ser cancelada: todas estão pagas ou já canceladas.',
  botaoExcluir: (n: number) => `Excluir ${parcelas(n)}`,
  botaoCancelar: (n: number) => `Cancelar ${parcelas(n)}`,
  voltar: 'Voltar',
} as const;
