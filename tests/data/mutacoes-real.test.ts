/* Every write definition proven on the real server (issue 12 item 3). For each entry of MUTACOES
   a scenario seeds what the write needs (online, through the client), makes the write offline
   through the client's own data function, snapshots the device (the optimistic result), then
   reconnects, drains the outbox into the real Fastify app and reads every list from the server:
   the device's optimistic rows must be the server's rows — same ids, same fields, same cents,
   same dates. After a pull the device must equal the server too.

   A new write in MUTACOES without a scenario here fails the first test (and the type of
   CENARIOS): add one — usually a few lines calling your data function. */
import { existsSync } from 'node:fs';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco, deletarBancos, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria, deletarCategorias, editarCategoria } from '../../src/data/categorias.ts';
import { COLLECTIONS, COLLECTION_SPECS } from '../../src/data/collections.ts';
import type { CollectionName } from '../../src/data/collections.ts';
import { cadastrarComprovante, deletarComprovantes } from '../../src/data/comprovantes.ts';
import { cadastrarEntrada, deletarEntradas, inativarEntradas, informarRendimentoEntrada } from '../../src/data/entradas.ts';
import { cadastrarFatura, deletarFaturas, pagarFaturas } from '../../src/data/faturas.ts';
import { cadastrarFeriado, deletarFeriados } from '../../src/data/feriados.ts';
import { importarCsv } from '../../src/data/importacao.ts';
import { cadastrarInvestimento, deletarInvestimentos, informarRendimentoInvestimento } from '../../src/data/investimentos.ts';
import { cadastrarLancamento, cancelarLancamentos, deletarLancamentos, informarPagamentoLancamento, pagarLancamentos } from '../../src/data/lancamentos.ts';
import type { MutationOutcome } from '../../src/data/mutate.ts';
import { listEntries } from '../../src/data/outbox.ts';
import { pullAll } from '../../src/data/pull-all.ts';
import { cadastrarRecebivel, cancelarRecebiveis, deletarRecebiveis, informarPagamentoRecebivel, pagarRecebiveis } from '../../src/data/recebiveis.ts';
import { cadastrarUsuario, editarUsuario } from '../../src/data/usuarios.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { rowsFromBody } from '../../src/data/wire.ts';
import { caminho, MUTACOES } from '../../src/domain/mutacoes.ts';
import type { NomeMutacao } from '../../src/domain/mutacoes.ts';
import { usarServidorReal } from './real-server.ts';

// Noon in São Paulo on a weekday: the action's day is the device's, and it is the server's too.
const HOJE = new Date('2026-03-06T15:00:00Z');

const real = usarServidorReal({ hoje: HOJE });

/** Made online before the write, through the client: every step must reach the server. */
async function online(outcome: Promise<MutationOutcome>): Promise<void> {
  expect(await outcome).toMatchObject({ kind: 'synced' });
}

async function local(table: CollectionName, pick: (row: LocalRow) => boolean): Promise<LocalRow> {
  const row = (await real.db.rows(table).toArray()).find(pick);
  if (!row) throw new Error(`no local ${table} row`);
  return row;
}

const porDescricao = (descricao: string) => (row: LocalRow) => row.descricao === descricao;
const tag = () => uuidv7().slice(-8);

async function novoBanco(credito = false): Promise<string> {
  const id = uuidv7();
  await online(cadastrarBanco({
    id, banco: `Banco ${tag()}`, possui_cartao: credito, credito, debito: false, ...(credito ? { vencimento: 10 } : {}),
  }));
  return id;
}

async function novoLancamento(descricao: string, extra: Record<string, unknown> = {}): Promise<LocalRow> {
  await online(cadastrarLancamento({
    status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: await novoBanco(), data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: '',
    tipo_lancamento: 'Pagamento', observacao: '', descricao, valor: '150.00', ...extra,
  }));
  return local('lancamentos', porDescricao(descricao));
}

async function novoRecebivel(descricao: string): Promise<LocalRow> {
  await online(cadastrarRecebivel({
    descricao, status: 'Pagar', data_pagamento: '', valor: '300.00', data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', observacao: '',
  }));
  return local('recebiveis', porDescricao(descricao));
}

async function novaFatura(descricao: string): Promise<LocalRow> {
  await online(cadastrarFatura({
    descricao, status: 'Pagar', data_pagamento: '', banco: await novoBanco(true), valor: '500.00', vencimento: '2026-03-15',
  }));
  return local('faturas', porDescricao(descricao));
}

async function novaEntrada(descricao: string): Promise<LocalRow> {
  await online(cadastrarEntrada({ descricao, valor: '1000.00', data: '2026-03-01', tipo_lancamento: 'Reserva' }));
  return local('entradas', porDescricao(descricao));
}

async function novoInvestimento(descricao: string): Promise<LocalRow> {
  await online(cadastrarInvestimento({ descricao, valor: '2000.00', data: '2026-02-01', banco: await novoBanco(), status: 'Ativo' }));
  return local('investimentos', porDescricao(descricao));
}

const usuario = (login: string) => ({ name: `Usuária ${login}`, email: `${login}@fluxo.test`, login, password: 'senha-boa-123', status: true });

/** What a scenario does offline; the returned promise is the client data function's outcome. */
type Acao = () => Promise<MutationOutcome>;

interface Cenario {
  /** Online preparation through the client; returns the offline write. */
  preparar(): Promise<Acao>;
  /**
   * Where the server, by design, completes what the device cannot know (a receipt's stored file
   * names, the postings an import creates): those rows are compared after the pull only.
   */
  completadoPeloServidor?: { tabela: CollectionName; motivo: string };
  /** Extra checks on the server's rows after the sync (cents, days). */
  conferir?(servidor: Estado): void;
}

/*
 * Writes that arrived in the same session as this test (issues 16, 17, 19, 21) and have no scenario
 * here yet. Each names where it is proven against the real server today (its area's own data test
 * through the client and the real app) or, where no such test drives it, its API test. Issue 12
 * stays open until each has a scenario in CENARIOS; a NEW write must be added to one of the two
 * lists (typecheck and the first test below refuse a write in neither).
 */
const SEM_CENARIO = {
  cadastrarOperacao: 'tests/data/acoes-real-real.server.test.ts',
  deletarOperacoes: 'tests/api/acoes.test.ts (API only)',
  cadastrarFundo: 'tests/data/acoes-real-real.server.test.ts',
  editarFundo: 'tests/api/fundos.test.ts (API only; no screen sends it yet)',
  movimentoFundo: 'tests/data/acoes-real-real.server.test.ts',
  cadastrarHistorico: 'tests/data/historicos-real-real.server.test.ts',
  editarHistorico: 'tests/data/historicos-real-real.server.test.ts',
  deletarHistoricos: 'tests/data/historicos-real-real.server.test.ts',
  importarExtrato: 'tests/data/extratos.test.ts',
  conciliar: 'tests/data/extratos.test.ts',
  cadastrarLembrete: 'tests/data/lembretes-real-real.server.test.ts',
  editarLembrete: 'tests/api/lembretes.test.ts (API only)',
  deletarLembretes: 'tests/api/lembretes.test.ts (API only)',
  concluirLembretes: 'tests/data/lembretes-real-real.server.test.ts',
  marcarNotificacoesLidas: 'tests/api/lembretes.test.ts (API only)',
  desmarcarNotificacoes: 'tests/api/lembretes.test.ts (API only)',
  cadastrarObservacao: 'tests/data/lembretes-real-real.server.test.ts',
  editarObservacao: 'tests/api/observacoes.test.ts (API only)',
  deletarObservacoes: 'tests/api/observacoes.test.ts (API only)',
  editarRegraFatura: 'tests/api/automacao.test.ts (API only; an online-only Gestor screen, decision 282)',
  executarAutomacao: 'tests/api/automacao.test.ts (API only; the run happens after the answer)',
  // Server-only tables (no device rows to compare); the screen's writes: tests/e2e/telegram.spec.ts.
  configurarTelegram: 'tests/api/telegram.test.ts (server-only)',
  vincularTelegram: 'tests/api/telegram.test.ts (server-only)',
  assinarTelegram: 'tests/api/telegram.test.ts (server-only)',
  deletarTelegramChats: 'tests/api/telegram.test.ts (server-only)',
  reenviarTelegram: 'tests/api/telegram.test.ts (server-only)',
} as const satisfies Partial<Record<NomeMutacao, string>>;

const CENARIOS: Record<Exclude<NomeMutacao, keyof typeof SEM_CENARIO>, Cenario> = {
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
      return () => deletarLancamentos([String(row.id_titulo)]);
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
};

type Estado = Map<CollectionName, Map<string, LocalRow>>;

/** Set by each side at its own clock: not part of the write's result. */
const CARIMBOS = new Set(['created_at', 'updated_at']);

function comparavel(row: LocalRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!CARIMBOS.has(k) && v !== undefined) out[k] = v;
  return out;
}

async function estadoLocal(): Promise<Estado> {
  const estado: Estado = new Map();
  for (const name of COLLECTIONS) estado.set(name, new Map((await real.db.rows(name).toArray()).map((r) => [r.id, comparavel(r) as LocalRow])));
  return estado;
}

async function estadoServidor(): Promise<Estado> {
  const estado: Estado = new Map();
  for (const name of COLLECTIONS) {
    const res = await real.server.call({ method: 'GET', url: COLLECTION_SPECS[name].path });
    expect(res.statusCode, name).toBe(200);
    const rows = rowsFromBody(name, res.json());
    // A money column arrives as a wire decimal and is held in cents: one the collection does not
    // list as money would stay a string on the device (and sum as text).
    for (const row of rows) {
      for (const [field, value] of Object.entries(row)) {
        if (typeof value === 'string' && /^-?\d+\.\d\d$/.test(value)) expect.fail(`${name}.${field} = "${value}" is money not listed in COLLECTION_SPECS`);
      }
      for (const field of COLLECTION_SPECS[name].money) if (field in row && row[field] !== null) expect(typeof row[field], `${name}.${field}`).toBe('number');
    }
    estado.set(name, new Map(rows.map((r) => [r.id, comparavel(r) as LocalRow])));
  }
  return estado;
}

function esperarIguais(device: Estado, servidor: Estado, ignorar: CollectionName | null): void {
  for (const name of COLLECTIONS) {
    if (name === ignorar) continue;
    const mine = [...device.get(name)!.values()].sort((a, b) => a.id.localeCompare(b.id));
    const theirs = [...servidor.get(name)!.values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(mine, name).toEqual(theirs);
  }
}

describe('every write definition on the real server', () => {
  it('has a scenario for every entry of MUTACOES (add one for your new write)', () => {
    expect([...Object.keys(CENARIOS), ...Object.keys(SEM_CENARIO)].sort()).toEqual(Object.keys(MUTACOES).sort());
    for (const onde of Object.values(SEM_CENARIO)) expect(existsSync(onde.split(' ')[0]!), onde).toBe(true);
  });

  for (const nome of Object.keys(CENARIOS) as (keyof typeof CENARIOS)[]) {
    it(`${nome}: the device's optimistic rows are the server's after the sync`, { timeout: 60_000 }, async () => {
      const cenario = CENARIOS[nome];
      // A device that has synced once (what reads the local lists waits for the first pull).
      expect(await pullAll(real.db)).toBe('ok');
      const acao = await cenario.preparar();
      expect(await pullAll(real.db)).toBe('ok');

      real.server.offline = true;
      expect(await acao()).toMatchObject({ kind: 'queued' });
      const entries = await listEntries(real.db);
      // The scenario made the write it is named for.
      const def = MUTACOES[nome];
      expect(entries.map((e) => e.method)).toContain(def.method);
      expect(entries.some((e) => e.path === def.path || (def.path.includes(':') && e.path === caminho(def, { id: e.path.split('/').pop()! })))).toBe(true);
      const otimista = await estadoLocal();

      real.server.offline = false;
      expect(await real.sincronizar()).toEqual([]);
      const servidor = await estadoServidor();
      esperarIguais(otimista, servidor, cenario.completadoPeloServidor?.tabela ?? null);
      cenario.conferir?.(servidor);

      // And a pull leaves the device equal to the server, including what the server completed.
      expect(await pullAll(real.db)).toBe('ok');
      esperarIguais(await estadoLocal(), await estadoServidor(), null);
    });
  }
});
