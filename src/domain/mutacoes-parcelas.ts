// Excluir / Cancelar parcelas by id (issue 31 item 5, decision 394), spread into MUTACOES.

import { CancelarParcelasSchema, DeletarParcelasSchema } from './excluir-parcelas.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const a = msg.sincronizacao.acoes;
const p = msg.parcelas;

export const MUTACOES_PARCELAS = {
  deletarParcelas: definir({
    method: 'POST', path: '/api/deletar-parcelas', schema: DeletarParcelasSchema, lote: true,
    rotulo: a.deletarParcelas, sucesso: p.excluidas, erro: p.erroExcluir,
  }),
  deletarParcelasRecebiveis: definir({
    method: 'POST', path: '/api/deletar-parcelas-recebiveis', schema: DeletarParcelasSchema, lote: true,
    rotulo: a.deletarParcelasRecebiveis, sucesso: p.excluidas, erro: p.erroExcluir,
  }),
  cancelarParcelas: definir({
    method: 'POST', path: '/api/cancelar-parcelas', schema: CancelarParcelasSchema, lote: true,
    rotulo: a.cancelarParcelas, sucesso: p.canceladas, erro: p.erroCancelar,
  }),
  cancelarParcelasRecebiveis: definir({
    method: 'POST', path: '/api/cancelar-parcelas-recebiveis', schema: CancelarParcelasSchema, lote: true,
    rotulo: a.cancelarParcelasRecebiveis, sucesso: p.canceladas, erro: p.erroCancelar,
  }),
} as const;
