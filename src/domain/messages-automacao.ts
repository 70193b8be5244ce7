// Texts of Automação de faturas and the job runner (issue 20). Part of `msg` (messages.ts).
import { formatBRL } from './money.ts';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

export const MSG_AUTOMACAO = {
  tituloRegras: 'Automação de faturas',
  tituloExecucoes: 'Automação',
  descricaoFatura: (banco: string, competencia: string) => `Fatura ${banco} ${competencia}`,
  bancoObrigatorio: 'Escolha o banco.',
  bancoSemCredito: 'O banco não tem cartão de crédito.',
  diaFechamento: 'Informe o dia de fechamento (1 a 31).',
  diaVencimento: 'Informe o dia de vencimento (1 a 31).',
  alertaDias: 'Informe os dias de alerta (0 a 30).',
  regraSalva: 'Regra salva com sucesso!',
  erroSalvar: 'Erro ao salvar a regra.',
  execucaoAgendada: 'Execução solicitada: acompanhe o resultado no registro.',
  erroExecutar: 'Erro ao solicitar a execução.',
  tarefaDesconhecida: 'Tarefa desconhecida.',
  execucaoNaoEncontrada: 'Execução não encontrada.',
  execucaoEmAndamento: 'Esta execução ainda está em andamento.',
  nenhumaAlteracao: 'Nenhuma alteração.',
  semRegras: 'Nenhuma regra ativa.',
  resumo: (criadas: number, atualizadas: number, removidas: number, pagas: number) => [
    criadas && plural(criadas, 'fatura criada', 'faturas criadas'),
    atualizadas && plural(atualizadas, 'atualizada', 'atualizadas'),
    removidas && plural(removidas, 'removida', 'removidas'),
    pagas && plural(pagas, 'fatura paga não alterada', 'faturas pagas não alteradas'),
  ].filter(Boolean).join(', ') || 'Nenhuma alteração.',
  itemCriada: (vencimento: string) => `Fatura criada, vencimento ${vencimento}.`,
  itemAtualizada: (antes: number, depois: number) => `Valor de ${formatBRL(antes)} para ${formatBRL(depois)}.`,
  itemRemovida: 'Sem lançamentos: fatura em aberto removida.',
  itemPaga: (status: string, diferenca: number) =>
    `Fatura ${status === 'Pago' ? 'paga' : status}: não alterada. Diferença de ${formatBRL(diferenca)} nos lançamentos do ciclo; confira e lance o ajuste na próxima fatura.`,
  resultado: { sucesso: 'Sucesso', falha: 'Falha', executando: 'Em execução', pendente: 'Na fila' } as Record<string, string>,
  resultadoItem: { criada: 'Criada', atualizada: 'Atualizada', removida: 'Removida', paga_inalterada: 'Paga: não alterada' } as Record<string, string>,
  origem: { agenda: 'Agendada', manual: 'Manual', mudanca: 'Após alteração', reprocessar: 'Reprocessamento' } as Record<string, string>,
  novaTentativa: (quando: string) => `nova tentativa ${quando}`,
  executarAgora: 'Executar agora',
  reprocessar: 'Reprocessar',
  simular: 'Simular próxima fatura',
  simulacaoVazia: 'Nenhum lançamento no crédito na próxima fatura.',
  semRegra: 'Sem regra',
} as const;
