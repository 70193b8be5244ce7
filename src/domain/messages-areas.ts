// Each area's texts (messages-<area>.ts), gathered here and spread into `msg` (messages.ts): a new
// area adds its import and one entry here, and messages.ts stays short.

import { MSG_ACADEMICO } from './messages-academico.ts';
import { MSG_ACAO } from './messages-acao.ts';
import { MSG_ACOES, MSG_FUNDOS } from './messages-acoes.ts';
import { MSG_AUDITORIA, MSG_PERFIS } from './messages-auditoria.ts';
import { MSG_AUTOMACAO } from './messages-automacao.ts';
import { MSG_BANCO_EMBUTIDO } from './messages-banco-embutido.ts';
import { MSG_BOLETO, MSG_CALENDARIO, MSG_PIX } from './messages-calendario.ts';
import { MSG_CICLO } from './messages-ciclo.ts';
import { MSG_ESTORNO } from './messages-estorno.ts';
import { MSG_EDITAR } from './messages-editar.ts';
import { MSG_ENTRADA_INVALIDA } from './messages-entrada-invalida.ts';
import { MSG_PARCELAS } from './messages-parcelas.ts';
import { MSG_PAINEL, MSG_RELATORIOS } from './messages-relatorios.ts';
import { MSG_SEGURANCA } from './messages-seguranca.ts';
import { MSG_EXTRATOS } from './messages-extratos.ts';
import { MSG_LEMBRETES, MSG_NOTIFICACOES, MSG_OBSERVACOES } from './messages-lembretes.ts';
import { MSG_LOTE, MSG_SINCRONIZACAO } from './messages-sincronizacao.ts';
import { MSG_NFE } from './messages-nfe.ts';
import { MSG_RECORRENCIA } from './messages-recorrencia.ts';
import { MSG_SALDOS } from './messages-saldos.ts';
import { MSG_TELEGRAM } from './messages-telegram.ts';
import { MSG_UX } from './messages-ux.ts';

export const MSG_AREAS = {
  sincronizacao: MSG_SINCRONIZACAO, lote: MSG_LOTE,
  seguranca: MSG_SEGURANCA, bancoEmbutido: MSG_BANCO_EMBUTIDO, entradaInvalida: MSG_ENTRADA_INVALIDA,
  calendario: MSG_CALENDARIO, boleto: MSG_BOLETO, pix: MSG_PIX,
  relatorios: MSG_RELATORIOS, painel: MSG_PAINEL,
  ux: MSG_UX, acao: MSG_ACAO, acoes: MSG_ACOES, fundos: MSG_FUNDOS, auditoria: MSG_AUDITORIA, perfis: MSG_PERFIS,
  academico: MSG_ACADEMICO, lembretes: MSG_LEMBRETES, observacoes: MSG_OBSERVACOES, notificacoes: MSG_NOTIFICACOES,
  extratos: MSG_EXTRATOS, automacao: MSG_AUTOMACAO, telegram: MSG_TELEGRAM,
  ciclo: MSG_CICLO,
  parcelas: MSG_PARCELAS,
  estorno: MSG_ESTORNO,
  editar: MSG_EDITAR,
  nfe: MSG_NFE,
  recorrencia: MSG_RECORRENCIA,
  saldos: MSG_SALDOS,
} as const;
