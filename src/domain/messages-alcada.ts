// Texts of the alçadas (issue 35 item 1, PRODUCT "Aprovação de pagamentos (alçadas)").

export const MSG_ALCADA = {
  aguardando: 'Este pagamento aguarda a aprovação de um administrador e ainda não pode ser pago.',
  reprovado: 'Este pagamento foi reprovado e não pode ser pago.',
  reprovadoComMotivo: (motivo: string) => `Este pagamento foi reprovado e não pode ser pago. Motivo: ${motivo}`,
  jaAprovado: 'Este lançamento já foi aprovado.',
  jaReprovado: 'Este lançamento já foi reprovado.',
  naoAguarda: 'Este lançamento não aguarda aprovação.',
  somenteAdministrador: 'Somente um administrador pode aprovar ou reprovar pagamentos.',
  motivoObrigatorio: 'Informe o motivo da reprovação.',
  limiteObrigatorio: 'Informe o limite a partir do qual um pagamento precisa de aprovação.',
  // The writes (their names on Sincronização, and what each answers).
  rotuloAprovar: 'Aprovar pagamentos',
  rotuloReprovar: 'Reprovar pagamentos',
  rotuloConfig: 'Configurar alçada',
  aprovados: (n: number) => (n === 1 ? '1 pagamento aprovado.' : `${n} pagamentos aprovados.`),
  reprovados: (n: number) => (n === 1 ? '1 pagamento reprovado.' : `${n} pagamentos reprovados.`),
  erroAprovar: 'Não foi possível aprovar os pagamentos.',
  erroReprovar: 'Não foi possível reprovar os pagamentos.',
  configSalva: 'Alçada salva.',
  erroConfig: 'Não foi possível salvar a alçada.',
} as const;
