// Texts of issue 13 ("what a clerk met on first use"): nothing-to-pay answers, the cancel and
// delete confirmation that counts what changes, section pages, the empty list, the Entradas
// filter, Desfazer. Part of `msg` (messages.ts).

export const MSG_UX = {
  nadaAPagar: 'Nada a pagar: as linhas selecionadas já estão pagas.',
  jaPagas: (n: number) => (n === 1 ? '1 linha já estava paga e ficou como estava.' : `${n} linhas já estavam pagas e ficaram como estavam.`),
  nadaACancelar: 'Nada a cancelar: nenhuma parcela em aberto nas linhas selecionadas.',
  /** One group of the confirmation: its description, how many instalments change and which. */
  linhaGrupo: (descricao: string, n: number, faixa: string, total: number) =>
    `• ${descricao}: ${n === 1 ? '1 parcela' : `${n} parcelas`} (${faixa} de ${total})`,
  confirmarDeletar: (n: number) => (n === 1 ? 'Deletar 1 registro? Esta ação não pode ser desfeita.' : `Deletar ${n} registros? Esta ação não pode ser desfeita.`),
  confirmarPagar: (n: number) => (n === 1 ? 'Pagar 1 parcela com a data de hoje?' : `Pagar ${n} parcelas com a data de hoje?`),
  confirmarInativar: 'Inativar o registro selecionado? Ele deixa de receber rendimentos.',
  confirmarPagarFaturas: (n: number) => (n === 1 ? 'Pagar 1 fatura com a data de hoje?' : `Pagar ${n} faturas com a data de hoje?`),
  secao: 'Telas desta seção',
  listaVazia: 'Nenhum registro cadastrado ainda.',
  criarPrimeiro: 'Cadastrar o primeiro',
  filtrar: 'Filtrar',
  limparFiltro: 'Limpar Filtro',
  filtroEntradas: 'Filtro de Entradas e Reservas',
  todos: 'Todos',
  dataDe: 'Data de',
  dataAte: 'Data até',
  aplicar: 'Aplicar',
  finalData: 'A data final não pode ser menor que a inicial.',
  tudoSincronizado: 'Tudo sincronizado',
  desfazer: 'Desfazer',
  // Column-header sorting (decision 211)
  ordenarPor: (coluna: string) => `Ordenar por ${coluna}`,
  // The pt-BR date field (decision 212)
  abrirCalendario: 'Abrir calendário',
  calendario: 'Calendário',
  // seed:demo (decision 210)
  demoRecusada: (tabelas: readonly string[]) =>
    `O banco de dados já tem dados (${tabelas.join(', ')}): os dados de demonstração só são carregados num banco vazio, `
    + 'com no máximo o administrador inicial. Nada foi alterado.',
  demoCarregada: (contagem: Record<string, number>, onde: string) =>
    `Dados de demonstração carregados em ${onde}: ${Object.entries(contagem).map(([k, n]) => `${n} ${k}`).join(', ')}.`,
} as const;
