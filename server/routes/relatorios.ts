/* Reports for integrations (PRODUCT.md Relatórios): the same pure functions the Relatórios
   screen runs on IndexedDB, here on the database's rows, so both give the same numbers.
   parse query → read rows → run the report → reply (money as dot decimals). */
import type { FastifyInstance } from 'fastify';
import { todayISO } from '../../src/domain/dates.ts';
import {
  DreConsultaSchema, FluxoConsultaSchema, VencimentosConsultaSchema, filtroDaConsulta,
} from '../../src/domain/relatorio-consulta.ts';
import { dre, dreWire } from '../../src/domain/relatorio-dre.ts';
import { fluxoCaixa, fluxoCaixaWire } from '../../src/domain/relatorio-fluxo-caixa.ts';
import { vencimentos, vencimentosWire } from '../../src/domain/relatorio-vencimentos.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { agendaDoBanco } from '../repositories/feriados.ts';
import {
  categoriasRelatorio, dadosSaldos, lancamentosRelatorio, pagamentosRelatorio, recebiveisRelatorio,
} from '../repositories/relatorios.ts';
import { SaldosConsultaSchema, saldosEm, saldosWire } from '../../src/domain/saldos.ts';

export async function relatoriosRoutes(app: FastifyInstance) {
  app.get('/api/relatorios/fluxo-caixa', async (request) => {
    const q = parseOr422(FluxoConsultaSchema, request.query);
    const [lancamentos, recebiveis, pagamentos, agenda] = await Promise.all([
      lancamentosRelatorio(app.db), recebiveisRelatorio(app.db), pagamentosRelatorio(app.db), agendaDoBanco(app.db),
    ]);
    const relatorio = fluxoCaixa({ lancamentos, recebiveis, pagamentos }, { ...q, filtro: filtroDaConsulta(q), agenda });
    return { fluxo_caixa: fluxoCaixaWire(relatorio) };
  });

  app.get('/api/relatorios/dre', async (request) => {
    const q = parseOr422(DreConsultaSchema, request.query);
    const [lancamentos, recebiveis, categorias, pagamentos] = await Promise.all([
      lancamentosRelatorio(app.db), recebiveisRelatorio(app.db), categoriasRelatorio(app.db), pagamentosRelatorio(app.db),
    ]);
    return { dre: dreWire(dre({ lancamentos, recebiveis, categorias, pagamentos }, { ...q, filtro: filtroDaConsulta(q) })) };
  });

  app.get('/api/relatorios/vencimentos', async (request) => {
    const q = parseOr422(VencimentosConsultaSchema, request.query);
    const [lancamentos, recebiveis, agenda] = await Promise.all([
      lancamentosRelatorio(app.db, true), recebiveisRelatorio(app.db, true), agendaDoBanco(app.db),
    ]);
    const em = q.em ?? todayISO();
    return { vencimentos: vencimentosWire(vencimentos({ lancamentos, recebiveis }, { em, filtro: filtroDaConsulta(q), agenda })) };
  });

  // Issue 32: every bank's saldo at the end of `em` (decision 402), read in one snapshot.
  app.get('/api/relatorios/saldos', async (request) => {
    const q = parseOr422(SaldosConsultaSchema, request.query);
    return saldosWire(saldosEm(await dadosSaldos(app.db), q.em ?? todayISO()));
  });
}
