// The writes of issue 17 (Lembretes, read marks of the bell, Observações), spread into MUTACOES.

import { IdsSchema } from './lote.ts';
import { EditarLembreteSchema, NovoLembreteSchema } from './lembrete.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';
import { DesmarcarSchema, MarcarLidasSchema } from './notificacao.ts';
import { EditarObservacaoSchema, NovaObservacaoSchema } from './observacao.ts';

const a = msg.sincronizacao.acoes;
const l = msg.lembretes;
const o = msg.observacoes;
const n = msg.notificacoes;

export const MUTACOES_LEMBRETES = {
  cadastrarLembrete: definir({
    method: 'POST', path: '/api/cadastro-lembrete', schema: NovoLembreteSchema, lote: true,
    rotulo: a.cadastrarLembrete, sucesso: l.cadastrado, erro: l.erroCadastrar,
  }),
  editarLembrete: definir({
    method: 'POST', path: '/api/update-lembrete', schema: EditarLembreteSchema, lote: true,
    rotulo: a.editarLembrete, sucesso: l.atualizado, erro: l.erroAtualizar,
  }),
  deletarLembretes: definir({
    method: 'POST', path: '/api/deletar-lembretes', schema: IdsSchema, lote: true,
    rotulo: a.deletarLembretes, sucesso: l.excluidos, erro: l.erroDeletar,
  }),
  concluirLembretes: definir({
    method: 'POST', path: '/api/concluir-lembretes', schema: IdsSchema, lote: true, acao: 'concluir',
    rotulo: a.concluirLembretes, sucesso: l.concluidos, erro: l.erroConcluir,
  }),
  marcarNotificacoesLidas: definir({
    method: 'POST', path: '/api/marcar-notificacoes-lidas', schema: MarcarLidasSchema, lote: true, acao: 'marcar como lida',
    rotulo: a.marcarNotificacoesLidas, sucesso: n.marcadas, erro: n.erroMarcar,
  }),
  desmarcarNotificacoes: definir({
    method: 'POST', path: '/api/desmarcar-notificacoes', schema: DesmarcarSchema, lote: true, acao: 'desmarcar leitura',
    rotulo: a.desmarcarNotificacoes, sucesso: n.preferenciaSalva, erro: n.erroPreferencia,
  }),
  cadastrarObservacao: definir({
    method: 'POST', path: '/api/cadastro-observacao', schema: NovaObservacaoSchema, lote: true,
    rotulo: a.cadastrarObservacao, sucesso: o.cadastrada, erro: o.erroCadastrar,
  }),
  editarObservacao: definir({
    method: 'POST', path: '/api/update-observacao', schema: EditarObservacaoSchema, lote: true,
    rotulo: a.editarObservacao, sucesso: o.atualizada, erro: o.erroAtualizar,
  }),
  deletarObservacoes: definir({
    method: 'POST', path: '/api/deletar-observacoes', schema: IdsSchema, lote: true,
    rotulo: a.deletarObservacoes, sucesso: o.excluidas, erro: o.erroDeletar,
  }),
} as const;
