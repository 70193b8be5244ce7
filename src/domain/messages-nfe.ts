// Texts of the supplier NF-e import (issue 34, PRODUCT "NF-e de fornecedor → contas a pagar").

export const MSG_NFE = {
  vazio: 'O arquivo está vazio.',
  xmlInvalido: (linha: number, coluna: number) => `O arquivo não é um XML válido (linha ${linha}, coluna ${coluna}).`,
  incompleto: 'O arquivo está incompleto: termina antes de fechar a NF-e (foi cortado ao ser copiado ou baixado?).',
  naoEhNfe: 'O arquivo não é uma NF-e: falta o grupo infNFe (nfeProc ou NFe).',
  chaveInvalida: 'A chave de acesso da NF-e é inválida (44 caracteres e dígito verificador).',
  campoAusente: (campo: string) => `A NF-e não tem o campo obrigatório ${campo}.`,
  valorInvalido: (campo: string) => `O valor de ${campo} na NF-e é inválido.`,
  dataInvalida: (campo: string) => `A data de ${campo} na NF-e é inválida.`,
} as const;
