// Texts of rateio and orçamento (issue 35, PRODUCT "Centros de custo, rateio e orçamento").

export const MSG_RATEIO = {
  percentualInvalido: 'Percentual inválido: use até duas casas decimais (ex.: 33,33).',
  percentualForaDaFaixa: 'O percentual de cada parte deve ser maior que zero e no máximo 100 %.',
  parteSemQuantia: 'Informe o percentual ou o valor de cada parte do rateio.',
  parteComAsDuas: 'Informe o percentual ou o valor de cada parte, não os dois.',
  listaInvalida: 'O rateio deve ser uma lista de partes.',
  partesDemais: (max: number) => `O rateio aceita no máximo ${max} partes.`,
  misturado: 'Use só percentuais ou só valores no rateio, não os dois.',
  semDestino: (parte: number) => `Informe a categoria ou o centro de custo de cada parte do rateio (parte ${parte}).`,
  repetido: (parte: number) => `A mesma categoria e centro de custo aparecem mais de uma vez no rateio (parte ${parte}).`,
  percentuaisNaoSomam: (soma: string) => `Os percentuais do rateio somam ${soma} %; devem somar exatamente 100 %.`,
  valoresNaoSomam: (soma: string, total: string) =>
    `Os valores do rateio somam ${soma}; devem somar exatamente o valor do lançamento, ${total}.`,
  parteSemValor: 'O valor do lançamento é pequeno demais para este rateio: uma parte ficaria sem valor.',
} as const;

export const MSG_ORCAMENTO = {
  categoriaObrigatoria: 'A categoria do orçamento é obrigatória.',
  mesObrigatorio: 'O mês do orçamento é obrigatório.',
  mesInvalido: 'Mês inválido: use AAAA-MM (ex.: 2026-03).',
  valorObrigatorio: 'O valor do orçamento é obrigatório.',
  valorNegativo: 'O orçamento não pode ser negativo.',
  anoInvalido: 'Ano inválido: use AAAA (ex.: 2026).',
  salvo: 'Orçamento salvo com sucesso!',
  erroSalvar: 'Erro ao salvar o orçamento.',
  // The Orçamento screen (/financeiro/orcamento).
  titulo: 'Orçamento',
  ano: 'Ano',
  centro: 'Centro de custo',
  semCentro: 'Sem centro de custo',
  categoria: 'Categoria',
  total: 'Total',
  totalMes: 'Total do mês',
  copiar: 'Copiar do ano anterior',
  confirmarCopia: (n: number, de: number, para: number) =>
    `Copiar ${n} ${n === 1 ? 'valor' : 'valores'} do orçamento de ${de} para ${para}? Os valores já digitados em ${para} não serão substituídos.`,
  nadaACopiar: (de: number, para: number) => `Não há valores de ${de} para copiar para ${para} (nenhum, ou todos já digitados).`,
  copiados: (n: number) => `${n} ${n === 1 ? 'valor copiado' : 'valores copiados'} para o orçamento.`,
  somenteLeitura: 'Somente administradores alteram o orçamento.',
  semCategorias: 'Cadastre categorias para planejar o orçamento.',
  celula: (categoria: string, mes: string) => `Orçamento de ${categoria} em ${mes}`,
  // The Painel's line (issue 35 item 3).
  acimaPainel: (mes: string) => `Acima do orçamento em ${mes}:`,
  acimaItem: (categoria: string, excesso: string) => `${categoria} (+${excesso})`,
} as const;

export const MSG_CENTRO = {
  codigoObrigatorio: 'O código do centro de custo é obrigatório.',
  nomeObrigatorio: 'O nome do centro de custo é obrigatório.',
  cadastrado: 'Centro de custo cadastrado com sucesso!',
  atualizado: 'Centro de custo atualizado com sucesso!',
  erroCadastrar: 'Erro ao cadastrar o centro de custo.',
  erroEditar: 'Erro ao atualizar o centro de custo.',
  erroDeletar: 'Erro inesperado ao deletar centros de custo.',
  excluidos: 'Centros de custo excluídos com sucesso!',
  naoEncontrado: 'Centro de custo não encontrado.',
  desconhecido: 'Centro de custo não encontrado: escolha um centro cadastrado.',
  codigoJaExiste: 'Já existe um centro de custo com este código.',
  emUso: 'Não é possível excluir: o centro de custo está em uso por lançamentos, recebíveis ou orçamentos. Inative-o.',
} as const;
