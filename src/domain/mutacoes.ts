// Every write of the product, defined once (in the spirit of Zero's shared/mutators.ts): its
// method and path, the valibot schema of its input (with the action's day and the versions it
// was based on, where it has them), whether it may travel in a batch (POST /api/lote), its
// Sincronização label and its texts. The client's data functions build the request from it, the
// server registers and parses the route from it, and the batch allow-list is derived from it.
// No write path is written anywhere else (tests/unit/mutacoes.test.ts checks).

import { EditarBancoSchema, NovoBancoSchema } from './banco.ts';
import { EditarCategoriaSchema, NovaCategoriaSchema } from './categoria.ts';
import { NovoFeriadoSchema } from './feriado.ts';
import { MUTACOES_EXTRATOS } from './mutacoes-extratos.ts';
import { MUTACOES_NFE } from './mutacoes-nfe.ts';
import { MUTACOES_EDITAR } from './mutacoes-editar.ts';
import { MUTACOES_AUTOMACAO } from './mutacoes-automacao.ts';
import { NovoComprovanteSchema } from './comprovante.ts';
import { NovaEntradaSchema } from './entrada.ts';
import { NovaFaturaSchema, PagarFaturasSchema } from './fatura.ts';
import { ImportacaoSchema } from './importacao.ts';
import { NovoInvestimentoSchema } from './investimento.ts';
import { NovoLancamentoSchema } from './lancamento.ts';
import { MUTACOES_LEMBRETES } from './mutacoes-lembretes.ts';
import { MUTACOES_SALDOS } from './mutacoes-saldos.ts';
import { MUTACOES_ALCADA } from './mutacoes-alcada.ts';
import { MUTACOES_RECORRENCIAS } from './mutacoes-recorrencias.ts';
import { MUTACOES_CENTROS } from './mutacoes-centros.ts';
import { MUTACOES_ORCAMENTO } from './mutacoes-orcamento.ts';
import { MUTACOES_TELEGRAM } from './mutacoes-telegram.ts';
import { MUTACOES_PARCELAS } from './mutacoes-parcelas.ts';
import { AcaoLoteSchema, IdsSchema } from './lote.ts';
import { msg } from './messages.ts';
import { MUTACOES_ACADEMICO } from './mutacoes-academico.ts';
import { definir } from './mutacao.ts';
import { MUTACOES_ACOES } from './mutacoes-acoes.ts';
import { MUTACOES_ESTORNO } from './mutacoes-estorno.ts';
import { CancelarTitulosSchema, DeletarTitulosSchema, InformarPagamentoSchema, PagarSchema } from './pagamento.ts';
import { NovoRecebivelSchema } from './recebivel.ts';
import { InformeRendimentoSchema } from './rendimento.ts';
import { EditarUsuarioSchema, NovoUsuarioSchema } from './usuario.ts';


const a = msg.sincronizacao.acoes;

export const MUTACOES = {
  cadastrarBanco: definir({
    method: 'POST', path: '/api/cadastro-banco', schema: NovoBancoSchema, lote: true,
    rotulo: a.cadastrarBanco, sucesso: msg.banco.cadastrado, erro: msg.banco.erroCadastrar,
  }),
  editarBanco: definir({
    method: 'POST', path: '/api/update-banco', schema: EditarBancoSchema, lote: true,
    rotulo: a.editarBanco, sucesso: msg.banco.cadastrado, erro: msg.banco.erroCadastrar,
  }),
  deletarBancos: definir({
    method: 'POST', path: '/api/deletar-bancos', schema: IdsSchema, lote: true,
    rotulo: a.deletarBancos, sucesso: msg.comum.excluidos, erro: msg.banco.erroDeletar,
  }),
  cadastrarCategoria: definir({
    method: 'POST', path: '/api/cadastro-categoria', schema: NovaCategoriaSchema, lote: true,
    rotulo: a.cadastrarCategoria, sucesso: msg.categoria.cadastrada, erro: msg.categoria.erroCadastrar,
  }),
  editarCategoria: definir({
    method: 'POST', path: '/api/update-categoria', schema: EditarCategoriaSchema, lote: true,
    rotulo: a.editarCategoria, sucesso: msg.categoria.cadastrada, erro: msg.categoria.erroEditar,
  }),
  deletarCategorias: definir({
    method: 'POST', path: '/api/deletar-categorias', schema: IdsSchema, lote: true,
    rotulo: a.deletarCategorias, sucesso: msg.comum.excluidos, erro: msg.categoria.erroDeletar,
  }),
  cadastrarLancamento: definir({
    method: 'POST', path: '/api/cadastro-financas', schema: NovoLancamentoSchema, lote: true,
    rotulo: a.cadastrarLancamento, sucesso: msg.lancamento.cadastrado, erro: msg.lancamento.erroCadastrar,
  }),
  pagarLancamentos: definir({
    method: 'PUT', path: '/api/atualizar-pagamento', schema: PagarSchema, lote: true,
    rotulo: a.pagarLancamentos, sucesso: msg.pagamento.realizado, erro: msg.pagamento.erro,
  }),
  informarPagamentoLancamento: definir({
    method: 'POST', path: '/api/atualizar-informe-pagamento', schema: InformarPagamentoSchema, lote: true,
    rotulo: a.informarPagamentoLancamento, sucesso: msg.pagamento.informado, erro: msg.pagamento.erro,
  }),
  cancelarLancamentos: definir({
    method: 'POST', path: '/api/atualizar-lancamento', schema: CancelarTitulosSchema, lote: true,
    rotulo: a.cancelarLancamentos, sucesso: msg.lancamento.cancelados, erro: msg.lancamento.erroCancelar,
  }),
  deletarLancamentos: definir({
    method: 'POST', path: '/api/deletar-lancamento', schema: DeletarTitulosSchema, lote: true,
    rotulo: a.deletarLancamentos, sucesso: msg.lancamento.deletados, erro: msg.lancamento.erroDeletar,
  }),
  cadastrarRecebivel: definir({
    method: 'POST', path: '/api/cadastro-recebiveis', schema: NovoRecebivelSchema, lote: true,
    rotulo: a.cadastrarRecebivel, sucesso: msg.recebivel.cadastrado, erro: msg.recebivel.erroCadastrar,
  }),
  pagarRecebiveis: definir({
    method: 'PUT', path: '/api/pagamento-recebiveis', schema: PagarSchema, lote: true,
    rotulo: a.pagarRecebiveis, sucesso: msg.pagamento.realizado, erro: msg.pagamento.erro,
  }),
  informarPagamentoRecebivel: definir({
    method: 'POST', path: '/api/atualizar-pagamento-recebiveis', schema: InformarPagamentoSchema, lote: true,
    rotulo: a.informarPagamentoRecebivel, sucesso: msg.pagamento.informado, erro: msg.pagamento.erro,
  }),
  cancelarRecebiveis: definir({
    method: 'POST', path: '/api/atualizar-recebiveis', schema: CancelarTitulosSchema, lote: true,
    rotulo: a.cancelarRecebiveis, sucesso: msg.lancamento.cancelados, erro: msg.lancamento.erroCancelar,
  }),
  deletarRecebiveis: definir({
    method: 'POST', path: '/api/deletar-recebiveis', schema: DeletarTitulosSchema, lote: true,
    rotulo: a.deletarRecebiveis, sucesso: msg.lancamento.deletados, erro: msg.recebivel.erroDeletar,
  }),
  cadastrarFatura: definir({
    method: 'POST', path: '/api/cadastro-fatura', schema: NovaFaturaSchema, lote: true,
    rotulo: a.cadastrarFatura, sucesso: msg.fatura.cadastrada, erro: msg.fatura.erroCadastrar,
  }),
  pagarFaturas: definir({
    method: 'PUT', path: '/api/pagar-fatura', schema: PagarFaturasSchema, lote: true,
    rotulo: a.pagarFaturas, sucesso: msg.pagamento.realizado, erro: msg.pagamento.erro,
  }),
  deletarFaturas: definir({
    method: 'POST', path: '/api/deletar-fatura', schema: IdsSchema, lote: true,
    rotulo: a.deletarFaturas, sucesso: msg.comum.excluidos, erro: msg.fatura.erroDeletar,
  }),
  cadastrarEntrada: definir({
    method: 'POST', path: '/api/cadastro-entradas', schema: NovaEntradaSchema, lote: true,
    rotulo: a.cadastrarEntrada, sucesso: msg.entrada.cadastrada, erro: msg.entrada.erroCadastrar,
  }),
  acaoEntradas: definir({
    method: 'POST', path: '/api/deletar-entradas', schema: AcaoLoteSchema, lote: true,
    rotulo: a.acaoEntradas, sucesso: msg.comum.operacaoConcluida, erro: msg.comum.erroAcao,
  }),
  informarRendimentoEntrada: definir({
    method: 'POST', path: '/api/entradas/cadastro-informe-entrantes', schema: InformeRendimentoSchema, lote: true,
    rotulo: a.informarRendimentoEntrada, sucesso: msg.rendimento.cadastrado, erro: msg.rendimento.erroCadastrar,
  }),
  cadastrarInvestimento: definir({
    method: 'POST', path: '/api/cadastro-investimento', schema: NovoInvestimentoSchema, lote: true,
    rotulo: a.cadastrarInvestimento, sucesso: msg.investimento.cadastrado, erro: msg.investimento.erroCadastrar,
  }),
  acaoInvestimentos: definir({
    method: 'POST', path: '/api/deletar-investimento', schema: AcaoLoteSchema, lote: true,
    rotulo: a.acaoInvestimentos, sucesso: msg.comum.operacaoConcluida, erro: msg.comum.erroAcao,
  }),
  informarRendimentoInvestimento: definir({
    method: 'POST', path: '/api/entradas/cadastro-informe-investimento', schema: InformeRendimentoSchema, lote: true,
    rotulo: a.informarRendimentoInvestimento, sucesso: msg.rendimento.cadastrado, erro: msg.rendimento.erroCadastrar,
  }),
  // Uploads: their files are written outside the transaction, so they never go in a batch.
  cadastrarComprovante: definir({
    method: 'POST', path: '/api/cadastro-comprovante', schema: NovoComprovanteSchema, lote: false,
    rotulo: a.cadastrarComprovante, sucesso: msg.comprovante.cadastrado, erro: msg.comprovante.erroCadastrar,
  }),
  deletarComprovantes: definir({
    method: 'POST', path: '/api/deletar-comprovante', schema: IdsSchema, lote: false,
    rotulo: a.deletarComprovantes, sucesso: msg.comum.excluidos, erro: msg.comprovante.erroDeletar,
  }),
  importarCartao: definir({
    method: 'POST', path: '/api/cadastro-importador-cartao', schema: ImportacaoSchema, lote: false,
    rotulo: a.importarCartao, sucesso: msg.importacao.sucesso(0), erro: msg.importacao.erro,
  }),
  cadastrarUsuario: definir({
    method: 'POST', path: '/api/cadastro-usuario', schema: NovoUsuarioSchema, lote: true,
    rotulo: a.cadastrarUsuario, sucesso: msg.usuario.cadastrado, erro: msg.usuario.erroCadastrar,
  }),
  editarUsuario: definir({
    method: 'PUT', path: '/api/usuarios/update/:id', schema: EditarUsuarioSchema, lote: true,
    rotulo: a.editarUsuario, sucesso: msg.usuario.atualizado, erro: msg.usuario.erroSalvar,
  }),
  cadastrarFeriado: definir({
    method: 'POST', path: '/api/cadastro-feriado', schema: NovoFeriadoSchema, lote: true,
    rotulo: a.cadastrarFeriado, sucesso: msg.calendario.feriadoCadastrado, erro: msg.calendario.erroCadastrar,
  }),
  deletarFeriados: definir({
    method: 'POST', path: '/api/deletar-feriados', schema: IdsSchema, lote: true,
    rotulo: a.deletarFeriados, sucesso: msg.calendario.feriadosExcluidos, erro: msg.calendario.erroDeletar,
  }),
  ...MUTACOES_ACOES,
  ...MUTACOES_ACADEMICO,
  ...MUTACOES_LEMBRETES,
  ...MUTACOES_EXTRATOS,
  ...MUTACOES_NFE,
  ...MUTACOES_SALDOS,
  ...MUTACOES_ALCADA,
  ...MUTACOES_RECORRENCIAS,
  ...MUTACOES_CENTROS,
  ...MUTACOES_ORCAMENTO,
  ...MUTACOES_AUTOMACAO,
  ...MUTACOES_TELEGRAM,
  ...MUTACOES_PARCELAS,
  ...MUTACOES_ESTORNO,
  ...MUTACOES_EDITAR,
} as const;

export type NomeMutacao = keyof typeof MUTACOES;
