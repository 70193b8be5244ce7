// Texts of the bank calendar, boleto and Pix (issue 15): due texts use the effective due date,
// and every refusal of a pasted line names its problem. Part of `msg` (messages.ts).

export const MSG_CALENDARIO = {
  titulo: 'Feriados',
  feriadoCadastrado: 'Feriado cadastrado com sucesso!',
  feriadosExcluidos: 'Feriados excluídos com sucesso!',
  dataObrigatoria: 'Data do feriado é obrigatória.',
  nomeObrigatorio: 'Nome do feriado é obrigatório.',
  anoInvalido: 'Informe o ano com 4 dígitos (ex.: 2026).',
  jaNacional: 'Esta data já é feriado bancário nacional.',
  jaCadastrado: 'Já existe um feriado cadastrado nesta data.',
  erroCadastrar: 'Erro ao cadastrar o feriado.',
  erroDeletar: 'Erro ao excluir os feriados.',
  naoEditavel: 'Feriados nacionais são calculados e não podem ser excluídos.',
  semExpediente: 'Sem expediente bancário',
  carnavalSegunda: 'Carnaval (segunda-feira)',
  tipos: { nacional: 'Nacional', bancario: 'Bancário', cadastrado: 'Cadastrado' },
  venceEm: (data: string) => `Vence efetivamente em ${data}`,
  tributo: 'Tributo (vence no dia útil anterior)',
  tributoCategoria: (categoria: string) => `A categoria ${categoria} é de tributo: vence no dia útil anterior.`,
};

export const MSG_BOLETO = {
  campo: 'Boleto (linha digitável ou código de barras)',
  dica: 'Cole ou digite a linha digitável (47 ou 48 dígitos) ou o código de barras (44).',
  lerCamera: 'Ler com a câmera',
  vazio: 'Cole ou digite a linha digitável do boleto.',
  letras: 'A linha digitável deve conter apenas números: há letras ou símbolos.',
  tamanho: (n: number) =>
    `A linha digitável tem ${n} dígito${n === 1 ? '' : 's'}: esperados 47 (boleto bancário), 48 (concessionária ou tributo) ou 44 (código de barras).`,
  campoDv: (n: number) => `Dígito verificador do campo ${n} não confere: confira a linha digitável.`,
  dvGeral: 'Dígito verificador geral do boleto não confere: confira a linha digitável.',
  moeda: 'Boleto em moeda diferente de real (código de moeda não é 9).',
  arrecadacaoInicio: 'Linha de 48 dígitos de concessionária ou tributo deve começar com 8.',
  lido: 'Boleto lido: confira Valor e Vencimento.',
  lidoSemVencimento: 'Boleto de concessionária ou tributo lido: informe o Vencimento.',
  jaCadastrado: (descricao: string) => `Atenção: este boleto já está cadastrado (${descricao}). Verifique se não é pagamento em duplicidade.`,
  vencido: (data: string) => `Atenção: este boleto venceu em ${data}.`,
  cameraIndisponivel: 'Este navegador não lê códigos de barras pela câmera: cole ou digite a linha.',
  cameraNaoLeu: 'Nenhum código de barras foi lido pela câmera.',
  obrigatoria: 'Informe a linha digitável (campo linha).',
  linhaGuardada: (linha: string) => `Boleto ${linha}`,
};

export const MSG_PIX = {
  campo: 'Pix copia e cola',
  dica: 'Cole o código Pix copia e cola (começa com 000201).',
  vazio: 'Cole o código Pix copia e cola.',
  inicio: 'Código Pix inválido: deve começar com 000201.',
  truncado: 'Código Pix incompleto ou cortado: copie o código inteiro novamente.',
  crc: 'Código Pix com CRC inválido: o código foi alterado ou copiado errado.',
  semPix: 'O código não é um Pix (falta br.gov.bcb.pix).',
  invalido: 'Código Pix inválido: confira o código copiado.',
  lido: 'Pix lido: confira Valor e Descrição.',
  dinamico: 'Pix dinâmico: o valor não está no código e deve ser confirmado no banco antes de pagar.',
  obrigatorio: 'Informe o código Pix (campo codigo).',
  chaveGuardada: (chave: string) => `Chave Pix ${chave}`,
};
