/* Registers every area's routes (SPEC §7). Each area is one plugin file. */
import type { FastifyInstance } from 'fastify';
import { acoesRoutes } from './acoes.ts';
import { auditoriaRoutes } from './auditoria.ts';
import { automacaoRoutes } from './automacao.ts';
import { academicoRoutes } from './academico.ts';
import { bancosRoutes } from './bancos.ts';
import { calendarioRoutes } from './calendario.ts';
import { categoriasRoutes } from './categorias.ts';
import { comprovantesRoutes } from './comprovantes.ts';
import { dadosRoutes } from './dados.ts';
import { entradasRoutes } from './entradas.ts';
import { eventosRoutes } from './eventos.ts';
import { extratosRoutes } from './extratos.ts';
import { faturasRoutes } from './faturas.ts';
import { fundosRoutes } from './fundos.ts';
import { importacaoRoutes } from './importacao.ts';
import { investimentosRoutes } from './investimentos.ts';
import { lancamentosRoutes } from './lancamentos.ts';
import { editarTitulosRoutes } from './editar-titulos.ts';
import { lembretesRoutes } from './lembretes.ts';
import { loteRoutes } from './lote.ts';
import { observacoesRoutes } from './observacoes.ts';
import { recebiveisRoutes } from './recebiveis.ts';
import { relatoriosRoutes } from './relatorios.ts';
import { sincronizacaoRoutes } from './sincronizacao.ts';
import { telegramRoutes } from './telegram.ts';
import { usuariosRoutes } from './usuarios.ts';

export async function apiRoutes(app: FastifyInstance) {
  // Areas register here as they are built.
  await app.register(comprovantesRoutes);
  await app.register(importacaoRoutes);
  await app.register(lancamentosRoutes);
  await app.register(recebiveisRoutes);
  await app.register(editarTitulosRoutes);
  await app.register(dadosRoutes);
  await app.register(usuariosRoutes);
  await app.register(bancosRoutes);
  await app.register(categoriasRoutes);
  await app.register(faturasRoutes);
  await app.register(entradasRoutes);
  await app.register(investimentosRoutes);
  await app.register(loteRoutes);
  await app.register(sincronizacaoRoutes);
  await app.register(relatoriosRoutes);
  await app.register(calendarioRoutes);
  await app.register(extratosRoutes);
  await app.register(eventosRoutes);
  await app.register(acoesRoutes);
  await app.register(fundosRoutes);
  await app.register(auditoriaRoutes);
  await app.register(academicoRoutes);
  await app.register(lembretesRoutes);
  await app.register(observacoesRoutes);
  await app.register(automacaoRoutes);
  await app.register(telegramRoutes);
}
