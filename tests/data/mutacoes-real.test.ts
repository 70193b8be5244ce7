/* Every write definition proven on the real server (issue 12 item 3). For each entry of MUTACOES
   a scenario seeds what the write needs (online, through the client), makes the write offline
   through the client's own data function, snapshots the device (the optimistic result), then
   reconnects, drains the outbox into the real Fastify app and reads every list from the server:
   the device's optimistic rows must be the server's rows — same ids, same fields, same cents,
   same dates. After a pull the device must equal the server too.

   A new write in MUTACOES without a scenario fails the first test (and the type of CENARIOS):
   add one — usually a few lines calling your data function — here, or in its area's file under
   tests/data/cenarios/ (areas.ts holds those of issues 16, 17, 19 and 21). The shared setup is
   usarServidorReal (real-server.ts); the comparison is cenarios/comparar.ts. */
import { existsSync } from 'node:fs';
import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { aprovarLancamentos, reprovarLancamentos } from '../../src/data/alcada.ts';
import { describe, expect, it } from 'vitest';
import { cadastrarBanco, deletarBancos, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria, deletarCategorias, editarCategoria } from '../../src/data/categorias.ts';
import { cadastrarComprovante, deletarComprovantes } from '../../src/data/comprovantes.ts';
import { cadastrarEntrada, deletarEntradas, inativarEntradas, informarRendimentoEntrada } from '../../src/data/entradas.ts';
import { estornarFaturas, estornarLancamentos, estornarRecebiveis } from '../../src/data/estorno.ts';
import { cadastrarFatura, deletarFaturas, pagarFaturas } from '../../src/data/faturas.ts';
import { cadastrarFeriado, deletarFeriados } from '../../src/data/feriados.ts';
import { importarCsv } from '../../src/data/importacao.ts';
import { cadastrarNFe, lerNotas } from '../../src/data/nfe.ts';
import { notaNumero } from '../fixtures/nfe/notas.ts';
import { cadastrarInvestimento, deletarInvestimentos, informarRendimentoInvestimento } from '../../src/data/investimentos.ts';
import { cadastrarLancamento, cancelarLancamentos, deletarLancamentos, informarPagamentoLancamento, pagarLancamentos } from '../../src/data/lancamentos.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { cadastrarRecebivel, cancelarRecebiveis, deletarRecebiveis, informarPagamentoRecebivel, pagarRecebiveis } from '../../src/data/recebiveis.ts';
import { cadastrarUsuario, editarUsuario } from '../../src/data/usuarios.ts';
import { cancelarParcelas, cancelarParcelasRecebiveis, deletarParcelas, deletarParcelasRecebiveis } from '../../src/data/parcelas.ts';
import { LOTE_PATH } from '../../src/domain/envio.ts';
import { caminho } from '../../src/domain/mutacao.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import type { NomeMutacao } from '../../src/domain/mutacoes.ts';
import { online, local, porDescricao, tag, novoBanco, novoLancamento, novoRecebivel, novaFatura, novaEntrada, novoInvestimento, usuario } from './cenarios/apoio.ts';
import type { Cenario } from './cenarios/apoio.ts';
import { CENARIOS_AREAS } from './cenarios/areas.ts';
import { CENARIOS_EDITAR } from './cenarios/editar.ts';
import { CENARIOS_RECORRENCIAS } from './cenarios/recorrencias.ts';
import { CENARIOS_CENTROS } from './cenarios/centros.ts';
import { CENARIOS_ORCAMENTOS } from './cenarios/orcamentos.ts';
import { esperarIguais, estadoLocal, estadoServidor } from './cenarios/comparar.ts';
import { usarServidorReal } from './real-server.ts';

// Noon in São Paulo on a weekday: the action's day is the device's, and it is the server's too.
const HOJE = new Date('2026-03-06T15:00:00Z');

const real = usarServidorReal({ hoje: HOJE });

/*
 * Writes with no scenario here, each with where it is proven against the real server instead. Keep
 * it empty: a NEW write gets a scenario (in CENARIOS below, or in its area's file under
 * tests/data/cenarios/) or, until it has one, an entry here naming its test. Typecheck and the
 * first test below refuse a write in neither list.
 */
const SEM_CENARIO = {
  // Server-only tables: these screens read the server and keep no device rows to compare.
  editarRegraFatura: 'tests/api/automacao.test.ts (an online-only Gestor screen, decision 282)',
  executarAutomacao: 'tests/api/automacao.test.ts and tests/e2e/automacao.spec.ts (the run happens after the answer)',
  configurarTelegram: 'tests/api/telegram.test.ts and tests/e2e/telegram.spec.ts',
  vincularTelegram: 'tests/api/telegram.test.ts and tests/e2e/telegram.spec.ts',
  assinarTelegram: 'tests/api/telegram.test.ts',
  deletarTelegramChats: 'tests/api/telegram.test.ts',
  reenviarTelegram: 'tests/api/telegram.test.ts',
  // The alçada's configuration is read and written online by a Gestor screen (decision 422).
  configurarAlcada: 'tests/api/alcadas.test.ts',
} as const satisfies Partial<Record<NomeMutacao, string>>;

const CENARIOS_BASE = {
  cadastrarBanco: { preparar: async () => () => cadastrarBanco({ banco: `Nubank ${tag()}`, possui_cartao: true, credito: true, debito: true, vencimento: 7 }) },
  editarBanco: {
    preparar: async () => {
      const id = await novoBanco();
      return () => editarBanco({ id, banco: `Renomeado ${tag()}`, status: false });
    },
  },
  deletarBancos: {
    preparar: async () => {
      const ids = [await novoBanco(), await novoBanco()];
      return () => deletarBancos(ids);
    },
  },
  cadastrarCategoria: { preparar: async () => () => cadastrarCategoria({ descricao: `Internet ${tag()}` }) },
  editarCategoria: {
    preparar: async () => {
      const descricao = `Energia ${tag()}`;
      await online(cadastrarCategoria({ descricao }));
      const { id } = await local('categorias', porDescricao(descricao));
      return () => editarCategoria({ id, descricao: `Luz ${tag()}` });
    },
  },
  deletarCategorias: {
    preparar: async () => {
      const descricao = `Lixo ${tag()}`;
      await online(cadastrarCategoria({ descricao }));
      const { id } = await local('categorias', porDescricao(descricao));
      return () => deletarCategorias([id]);
    },
  },
  cadastrarLancamento: {
    preparar: async () => {
      const banco = await novoBanco();
      const categoria = `Casa ${tag()}`;
      await online(cadastrarCategoria({ descricao: categoria }));
      const { id: cat } = await local('categorias', porDescricao(categoria));
      // Three instalments of R$ 100,01: the cents of each part and the day of each due date.
      return () => cadastrarLancamento({
        descricao: `Parcelado ${tag()}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2026-03-02',
        tipo: 'Com Vencimento', vencimento: '2026-03-31', metodo: 'Parcelado', parcela: '3', categorias: cat,
        tipo_lancamento: 'Pagamento', observacao: 'três vezes', valor: '300.03',
      });
    },
  },
  pagarLancamentos: {
    preparar: async () => {
      const { id } = await novoLancamento(`Luz ${tag()}`);
      return () => pagarLancamentos([id]);
    },
  },
  informarPagamentoLancamento: {
    preparar: async () => {
      const { id } = await novoLancamento(`Água ${tag()}`);
      return () => informarPagamentoLancamento({ id, valor: '40.35' });
    },
  },
  cancelarLancamentos: {
    preparar: async () => {
      const row = await novoLancamento(`Aluguel ${tag()}`);
      return () => cancelarLancamentos([String(row.id_titulo)]);
    },
  },
  deletarLancamentos: {
    preparar: async () => {
      const row = await novoLancamento(`Errado ${tag()}`);
      // A group with parcela 1 paid too: the paid one is spared on the device as on the server (decision 394).
      const [pago] = await grupoPago('lancamentos');
      const { id_titulo } = await local('lancamentos', (r) => r.id === pago);
      return () => deletarLancamentos([String(row.id_titulo), String(id_titulo)]);
    },
  },
  cadastrarRecebivel: {
    preparar: async () => () => cadastrarRecebivel({
      descricao: `Cliente ${tag()}`, status: 'Pago', data_pagamento: '2026-03-04', valor: '1234.56', data: '2026-03-02',
      tipo: 'Com Vencimento', vencimento: '2026-03-05', metodo: 'À vista', parcela: '', observacao: '',
    }),
  },
  pagarRecebiveis: {
    preparar: async () => {
      const { id } = await novoRecebivel(`Cliente ${tag()}`);
      return () => pagarRecebiveis([id]);
    },
  },
  informarPagamentoRecebivel: {
    preparar: async () => {
      const { id } = await novoRecebivel(`Parcial ${tag()}`);
      return () => informarPagamentoRecebivel({ id, valor: '0.99' });
    },
  },
  cancelarRecebiveis: {
    preparar: async () => {
      const row = await novoRecebivel(`Desistiu ${tag()}`);
      return () => cancelarRecebiveis([String(row.id_titulo)]);
    },
  },
  deletarRecebiveis: {
    preparar: async () => {
      const row = await novoRecebivel(`Engano ${tag()}`);
      return () => deletarRecebiveis([String(row.id_titulo)]);
    },
  },
  cadastrarFatura: {
    preparar: async () => {
      const banco = await novoBanco(true);
      return () => cadastrarFatura({ descricao: `Fatura ${tag()}`, status: 'Pagar', data_pagamento: '', banco, valor: '789.10', vencimento: '2026-03-10' });
    },
  },
  pagarFaturas: {
    preparar: async () => {
      const { id } = await novaFatura(`Fatura ${tag()}`);
      return () => pagarFaturas([id]);
    },
  },
  estornarPagamentos: {
    preparar: async () => {
      const { id } = await novoLancamento(`Luz ${tag()}`);
      await online(informarPagamentoLancamento({ id, valor: '10.00' }));
      return () => estornarLancamentos([id], 'Pago em duplicidade');
    },
  },
  estornarRecebimentos: {
    preparar: async () => {
      const { id } = await novoRecebivel(`Cheque ${tag()}`);
      await online(pagarRecebiveis([id]));
      return () => estornarRecebiveis([id], 'Cheque devolvido');
    },
  },
  estornarFaturas: {
    preparar: async () => {
      const { id } = await novaFatura(`Fatura ${tag()}`);
      await online(pagarFaturas([id]));
      return () => estornarFaturas([id], 'Débito em duplicidade');
    },
  },
  deletarFaturas: {
    preparar: async () => {
      const { id } = await novaFatura(`Fatura ${tag()}`);
      return () => deletarFaturas([id]);
    },
  },
  cadastrarEntrada: { preparar: async () => () => cadastrarEntrada({ descricao: `Bônus ${tag()}`, valor: '1500.07', data: '2026-03-01', tipo_lancamento: 'Entrante' }) },
  acaoEntradas: {
    preparar: async () => {
      const a = await novaEntrada(`Reserva ${tag()}`);
      const b = await novaEntrada(`Reserva ${tag()}`);
      await online(informarRendimentoEntrada({ id: b.id, valor: '1.00', operacao: 'somar' }));
      const apagar = () => deletarEntradas([b.id]);
      // Inactivating one and deleting another (with its history): both tipos of the one write.
      return async () => {
        const inativar = await inativarEntradas([a.id]);
        return inativar.kind === 'queued' ? apagar() : inativar;
      };
    },
  },
  informarRendimentoEntrada: {
    preparar: async () => {
      const { id } = await novaEntrada(`Poupança ${tag()}`);
      return () => informarRendimentoEntrada({ id, valor: '25.51', operacao: 'somar' });
    },
  },
  cadastrarInvestimento: {
    preparar: async () => {
      const banco = await novoBanco();
      return () => cadastrarInvestimento({ descricao: `CDB ${tag()}`, valor: '10000.01', data: '2026-02-01', banco, status: 'Ativo' });
    },
  },
  acaoInvestimentos: {
    preparar: async () => {
      const { id } = await novoInvestimento(`LCI ${tag()}`);
      return () => deletarInvestimentos([id]);
    },
  },
  informarRendimentoInvestimento: {
    preparar: async () => {
      const { id } = await novoInvestimento(`Tesouro ${tag()}`);
      return () => informarRendimentoInvestimento({ id, valor: '3.33', operacao: 'subtrair' });
    },
  },
  cadastrarComprovante: {
    preparar: async () => {
      const row = await novoLancamento(`Com recibo ${tag()}`);
      return () => cadastrarComprovante({
        descricao: `Recibo ${tag()}`, data: '2026-03-05', lancamento: String(row.id_titulo),
        arquivos: [new File(['%PDF-1.4 recibo'], 'nota fiscal.pdf', { type: 'application/pdf' })],
      });
    },
    completadoPeloServidor: { tabela: 'comprovantes', motivo: 'the real.server names the stored files' },
  },
  deletarComprovantes: {
    preparar: async () => {
      const descricao = `Recibo ${tag()}`;
      await online(cadastrarComprovante({ descricao, data: '2026-03-05', lancamento: '', arquivos: [new File(['oi'], 'a.txt')] }));
      await pullAll(real.db);
      const { id } = await local('comprovantes', porDescricao(descricao));
      return () => deletarComprovantes([id]);
    },
  },
  importarCartao: {
    preparar: async () => {
      const nome = `Cartão ${tag()}`;
      await online(cadastrarBanco({ banco: nome, possui_cartao: true, credito: true, debito: false, vencimento: 10 }));
      const csv = `\uFEFFLançamento;Data;Valor;Banco;Vencimento\r\nMercado ${nome};05/03/2026;1.234,56;${nome};\r\n`;
      return () => importarCsv(new File([csv], 'fatura.csv', { type: 'text/csv' }));
    },
    completadoPeloServidor: { tabela: 'lancamentos', motivo: 'the real.server makes the postings of an import' },
    conferir: (servidor) => {
      const mercado = [...servidor.get('lancamentos')!.values()].find((r) => String(r.descricao).startsWith('Mercado Cartão'));
      expect(mercado).toMatchObject({ valor: 123456, data: '2026-03-05' });
    },
  },
  cadastrarNFe: {
    preparar: async () => {
      const banco = await novoBanco();
      const numero = 100_000 + Math.floor(Math.random() * 800_000_000);
      const file = new File([notaNumero(numero)], `nota-${numero}.xml`, { type: 'application/xml' });
      const [lida] = await lerNotas([file]);
      if (!lida?.ok) throw new Error('the fixture note did not read');
      return () => cadastrarNFe(file, lida.nfe, { banco, categoria: null, pagamento: 'Boleto' });
    },
    completadoPeloServidor: { tabela: 'comprovantes', motivo: 'the real server keeps the XML as the group’s comprovante' },
    conferir: (servidor) => {
      const parcelas = [...servidor.get('lancamentos')!.values()].filter((r) => String(r.descricao).startsWith('NF-e nº ') && r.quant_parcela === 3);
      expect(parcelas.map((r) => r.valor_parcela).sort()).toEqual(expect.arrayContaining([84_797, 84_798]));
    },
  },
  cadastrarUsuario: { preparar: async () => () => cadastrarUsuario(usuario(`u${tag()}`)) },
  editarUsuario: {
    preparar: async () => {
      const login = `e${tag()}`;
      await online(cadastrarUsuario(usuario(login)));
      const { id } = await local('usuarios', (r) => r.login === login);
      return () => editarUsuario(id, { ...usuario(login), name: 'Outro Nome', password: '', status: false });
    },
  },
  cadastrarFeriado: { preparar: async () => () => cadastrarFeriado({ data: '2026-07-09', nome: 'Revolução Constitucionalista' }) },
  deletarFeriados: {
    preparar: async () => {
      await online(cadastrarFeriado({ data: '2026-08-15', nome: 'Assunção (municipal)' }));
      const { id } = await local('feriados', (r) => r.data === '2026-08-15');
      return () => deletarFeriados([id]);
    },
  },
  // Decision 394: a 3-parcela group with parcela 1 paid; the write acts on parcela 2 only.
  deletarParcelas: { preparar: async () => { const ids = await grupoPago('lancamentos'); return () => deletarParcelas([ids[1]!]); } },
  cancelarParcelas: { preparar: async () => { const ids = await grupoPago('lancamentos'); return () => cancelarParcelas([ids[1]!]); } },
  deletarParcelasRecebiveis: {
    preparar: async () => { const ids = await grupoPago('recebiveis'); return () => deletarParcelasRecebiveis([ids[1]!]); },
  },
  cancelarParcelasRecebiveis: {
    preparar: async () => { const ids = await grupoPago('recebiveis'); return () => cancelarParcelasRecebiveis([ids[1]!]); },
  },
  // Issue 35 (decision 422): an Administrador decides on a payable that waits, offline.
  aprovarLancamentos: { preparar: async () => { const id = await aguardando(); return () => aprovarLancamentos([id]); } },
  reprovarLancamentos: { preparar: async () => { const id = await aguardando(); return () => reprovarLancamentos([id], 'Sem contrato assinado'); } },
} satisfies Partial<Record<NomeMutacao, Cenario>>;

/** A payable that waits for approval, as an Operador's at the limit would (set on the server), pulled. */
async function aguardando(): Promise<string> {
  const { id } = await novoLancamento(`Aguarda ${tag()}`, { valor: '1500.00' });
  await real.server.database.db.execute(sql`UPDATE lancamentos SET aprovacao = 'Aguardando aprovação' WHERE id = ${id}`);
  expect(await pullAll(real.db)).toBe('ok');
  expect((await local('lancamentos', (r) => r.id === id)).aprovacao).toBe('Aguardando aprovação');
  return id;
}

/** A 3-parcela group with parcela 1 paid (online); its ids in parcela order. */
async function grupoPago(lista: 'lancamentos' | 'recebiveis'): Promise<string[]> {
  const descricao = `Parcelado ${tag()}`;
  const extra = { metodo: 'Parcelado', parcela: '3' };
  if (lista === 'lancamentos') await novoLancamento(descricao, extra);
  else await online(cadastrarRecebivel({
    descricao, status: 'Pagar', data_pagamento: '', valor: '300.00', data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', observacao: '', ...extra,
  }));
  const ids: string[] = [];
  for (const n of [1, 2, 3]) ids.push((await local(lista, (r) => r.descricao === descricao && r.parcela === n)).id);
  await online(lista === 'lancamentos' ? pagarLancamentos([ids[0]!]) : pagarRecebiveis([ids[0]!]));
  return ids;
}

const CENARIOS: Record<Exclude<NomeMutacao, keyof typeof SEM_CENARIO>, Cenario> = {
  ...CENARIOS_BASE, ...CENARIOS_AREAS, ...CENARIOS_EDITAR, ...CENARIOS_RECORRENCIAS, ...CENARIOS_CENTROS, ...CENARIOS_ORCAMENTOS,
};

describe('every write definition on the real server', () => {
  it('has a scenario for every entry of MUTACOES (add one for your new write)', () => {
    expect([...Object.keys(CENARIOS), ...Object.keys(SEM_CENARIO)].sort()).toEqual(Object.keys(MUTACOES).sort());
    for (const onde of Object.values(SEM_CENARIO) as string[]) expect(existsSync(onde.split(' ')[0]!), onde).toBe(true);
  });

  for (const nome of Object.keys(CENARIOS) as (keyof typeof CENARIOS)[]) {
    it(`${nome}: the device's optimistic rows are the server's after the sync`, { timeout: 60_000 }, async () => {
      const cenario = CENARIOS[nome];
      // A device that has synced once (what reads the local lists waits for the first pull).
      expect(await pullAll(real.db)).toBe('ok');
      const acao = await cenario.preparar();
      expect(await pullAll(real.db)).toBe('ok');

      real.server.offline = true;
      const feita = await acao();
      expect(feita, JSON.stringify(feita)).toMatchObject({ kind: 'queued' });
      const entries = await listEntries(real.db);
      // The scenario made the write it is named for.
      const def = MUTACOES[nome];
      expect(entries.map((e) => e.method)).toContain(def.method);
      const caminhos = entries.map((e) => e.path)
        .filter((p) => p === def.path || (def.path.includes(':') && p === caminho(def, { id: p.split('/').pop()! })));
      expect(caminhos.length).toBeGreaterThan(0);
      const otimista = await estadoLocal(real.db);

      real.server.offline = false;
      const antes = real.server.requests.length;
      expect(await real.sincronizar()).toEqual([]);
      // Every route a batch may carry ran inside a batch, to the end (the rows compared below):
      // not only its validation. The others went alone.
      const enviados = real.server.requests.slice(antes).filter((r) => r.method !== 'GET').map((r) => r.path);
      if (def.lote) {
        expect(enviados).toContain(LOTE_PATH);
        for (const c of caminhos) expect(enviados).not.toContain(c);
      } else {
        for (const c of caminhos) expect(enviados).toContain(c);
      }
      const servidor = await estadoServidor(real.server);
      esperarIguais(otimista, servidor, cenario.completadoPeloServidor?.tabela ?? null);
      cenario.conferir?.(servidor);

      // And a pull leaves the device equal to the server, including what the server completed.
      expect(await pullAll(real.db)).toBe('ok');
      esperarIguais(await estadoLocal(real.db), await estadoServidor(real.server), null);
    });
  }
});
