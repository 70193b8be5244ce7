// Editar a posting (issue 31 item 1, decision 395): one open parcela or the group's open ones.

import { EditarFaturaSchema } from './editar-fatura.ts';
import { EditarLancamentoSchema, EditarRecebivelSchema } from './editar-titulo.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

export const MUTACOES_EDITAR = {
  editarLancamento: definir({
    method: 'POST', path: '/api/update-lancamento', schema: EditarLancamentoSchema, lote: true,
    rotulo: msg.editar.rotuloLancamento, sucesso: msg.editar.editado, erro: msg.editar.erro,
  }),
  editarRecebivel: definir({
    method: 'POST', path: '/api/update-recebivel', schema: EditarRecebivelSchema, lote: true,
    rotulo: msg.editar.rotuloRecebivel, sucesso: msg.editar.editado, erro: msg.editar.erro,
  }),
  editarFatura: definir({
    method: 'POST', path: '/api/update-fatura', schema: EditarFaturaSchema, lote: true,
    rotulo: msg.editar.rotuloFatura, sucesso: msg.editar.editado, erro: msg.editar.erro,
  }),
} as const;
