/* The fixed lists of reminders and notes (issue 17), apart from their rules and texts: the wire
   schemas (wire-linhas.ts) reach the shell through the collection table, and the shell must not
   load every area's messages (decision 295). */

export const RECORRENCIAS = ['Nenhuma', 'Diária', 'Semanal', 'Mensal', 'Anual', 'N-ésimo dia útil do mês'] as const;
export type Recorrencia = (typeof RECORRENCIAS)[number];
export const STATUS_LEMBRETE = ['Pendente', 'Concluído', 'Adiado'] as const;
export type StatusLembrete = (typeof STATUS_LEMBRETE)[number];
/** The records a reminder may be linked to, by their synced collection's name. */
export const VINCULOS = ['lancamentos', 'recebiveis', 'faturas'] as const;
export type TipoVinculo = (typeof VINCULOS)[number];
/** What a note may be attached to. */
export const ENTIDADES = ['Lançamento', 'Recebível', 'Fatura', 'Banco', 'Categoria', 'Investimento', 'Entrada', 'Geral'] as const;
export type Entidade = (typeof ENTIDADES)[number];
