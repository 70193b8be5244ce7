// Texts of refused input that no form field explains: bytes the database cannot hold, shapes no
// screen sends, framework refusals (bad URL, sizes). Part of `msg` (messages.ts).

export const MSG_ENTRADA_INVALIDA = {
  caractereNulo: 'O texto contém um caractere não permitido.',
  aninhadoDemais: 'Dados aninhados demais.',
  multipartInvalido: 'Formulário com arquivos incompleto ou malformado. Envie novamente.',
  urlInvalida: 'Endereço inválido.',
  urlLonga: 'Endereço longo demais.',
  cabecalhosGrandes: 'Cabeçalhos da requisição grandes demais.',
  metodoNaoPermitido: 'Método não permitido.',
  tempoEsgotado: 'A requisição demorou demais. Tente novamente.',
  csvColunasDemais: (linha: number) =>
    `Linha ${linha}: mais colunas que o cabeçalho. Um valor com vírgula (como 10,50) precisa estar entre aspas, ou separe as colunas com ';'.`,
} as const;
