/* The demo's rows (issue 13, decision 210), built in memory: a small company's year — four banks,
   categories mapped to DRE lines, twelve months of payables (fixed monthly bills, instalment
   groups, card purchases, cash and Pix spending), receivables, the card bills those purchases add
   up to, receipts with small files, entradas and investments. Deterministic for a given "today":
   the same date always yields the same rows and ids. seed-demo.ts loads them. */
import { proximoDiaUtil } from '../../src/domain/calendario.ts';
import { vencimentoCredito } from '../../src/domain/credito.ts';
import { nomeArmazenado } from '../../src/domain/comprovante.ts';
import { addDays, addMonthsClamped, isISODate } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import { splitCents } from '../../src/domain/money.ts';
import type { Pagamento, TipoCompra } from '../../src/domain/listas.ts';
import type * as s from './schema.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface Demo {
  hoje: string;
  bancos: Insert<typeof s.bancos>[];
  categorias: Insert<typeof s.categorias>[];
  lancamentos: Insert<typeof s.lancamentos>[];
  recebiveis: Insert<typeof s.recebiveis>[];
  pagamentos: Insert<typeof s.pagamentos>[];
  faturas: Insert<typeof s.faturas>[];
  comprovantes: Insert<typeof s.comprovantes>[];
  arquivos: (Insert<typeof s.comprovanteArquivos> & { conteudo: Buffer })[];
  entradas: Insert<typeof s.entradas>[];
  investimentos: Insert<typeof s.investimentos>[];
  movimentacoes: Insert<typeof s.movimentacoes>[];
}

/** A small deterministic generator (mulberry32), so "random" amounts repeat for a given today. */
function gerador(semente: number) {
  let a = semente >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

/** UUIDv7-shaped ids: a fixed time before `hoje` up front, then the ordinal, so ids sort by creation. */
function fabricaDeIds(hoje: string) {
  const base = Date.parse(`${addDays(hoje, -400)}T12:00:00Z`);
  let n = 0;
  return () => {
    n += 1;
    const hex = (base + n * 1000).toString(16).padStart(12, '0') + '7' + (n % 4096).toString(16).padStart(3, '0')
      + '8' + n.toString(16).padStart(15, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** Due dates are typed on business days, as a supplier's boleto or a bank's card bill is. */
const util = (iso: string) => proximoDiaUtil(iso);

const BANCOS = [
  { banco: 'Itaú Unibanco', possuiCartao: true, credito: true, debito: true, vencimento: 10 },
  { banco: 'Nubank', possuiCartao: true, credito: true, debito: false, vencimento: 7 },
  { banco: 'Banco do Brasil', possuiCartao: false, credito: false, debito: false, vencimento: null },
  { banco: 'Caixa Econômica Federal', possuiCartao: true, credito: false, debito: true, vencimento: null },
] as const;

const CATEGORIAS = [
  ['Aluguel', 'despesas_operacionais'], ['Folha de pagamento', 'custos'], ['Energia elétrica', 'despesas_operacionais'],
  ['Internet e telefonia', 'despesas_operacionais'], ['Fornecedores', 'custos'], ['Impostos e taxas', 'impostos'],
  ['Tarifas bancárias', 'resultado_financeiro'], ['Marketing', 'despesas_operacionais'],
  ['Software e licenças', 'despesas_operacionais'], ['Equipamentos', 'custos'], ['Alimentação', 'despesas_operacionais'],
  ['Devoluções', 'deducoes'],
] as const;

type Categoria = (typeof CATEGORIAS)[number][0];

export function construirDemo(hoje: string): Demo {
  if (!isISODate(hoje)) throw new Error(`data inválida: ${hoje}`);
  const id = fabricaDeIds(hoje);
  const r = gerador(20_260_311);
  const inicio = addMonthsClamped(`${hoje.slice(0, 7)}-01`, -12);
  const demo: Demo = {
    hoje, bancos: [], categorias: [], lancamentos: [], recebiveis: [], pagamentos: [], faturas: [],
    comprovantes: [], arquivos: [], entradas: [], investimentos: [], movimentacoes: [],
  };
  const banco = new Map<string, string>();
  for (const b of BANCOS) {
    const bancoId = id();
    banco.set(b.banco, bancoId);
    demo.bancos.push({ id: bancoId, ...b });
  }
  const categoria = new Map<string, string>();
  for (const [descricao, dreLinha] of CATEGORIAS) {
    const categoriaId = id();
    categoria.set(descricao, categoriaId);
    demo.categorias.push({ id: categoriaId, descricao, dreLinha });
  }

  // ---- payables -------------------------------------------------------------------------------
  interface Titulo {
    descricao: string; pagamento: Pagamento; tipoCompra: TipoCompra; banco: string; categoria: Categoria;
    valor: number; data: string; vencimentos: (string | null)[]; observacao?: string;
    /** Left open although overdue (the clerk's "vencidos"). */
    emAtraso?: boolean; status?: 'Cancelado' | 'D.P.C';
  }
  const titulos: Titulo[] = [];
  const mensal = (descricao: string, cat: Categoria, dia: number, min: number, max: number, pagamento: Pagamento = 'Boleto', nomeBanco = 'Banco do Brasil') => {
    for (let m = 0; m <= 13; m++) {
      const data = addMonthsClamped(inicio, m, 1);
      const venc = util(addMonthsClamped(data, 0, dia));
      titulos.push({ descricao: `${descricao} ${data.slice(5, 7)}/${data.slice(0, 4)}`, pagamento, tipoCompra: 'Pagamento', banco: nomeBanco, categoria: cat, valor: r.int(min, max), data, vencimentos: [venc] });
    }
  };
  mensal('Aluguel da sede', 'Aluguel', 5, 850_000, 850_000);
  mensal('Folha de pagamento', 'Folha de pagamento', 5, 3_200_000, 3_450_000, 'Pix', 'Itaú Unibanco');
  mensal('Conta de energia elétrica - Enel', 'Energia elétrica', 15, 68_000, 112_000);
  mensal('Internet fibra - Vivo', 'Internet e telefonia', 20, 24_990, 24_990, 'Pix');
  mensal('DAS Simples Nacional', 'Impostos e taxas', 20, 410_000, 560_000);
  mensal('Tarifa de manutenção de conta', 'Tarifas bancárias', 1, 6_990, 6_990, 'Débito', 'Caixa Econômica Federal');

  const parcelado = (descricao: string, cat: Categoria, mes: number, dia: number, q: number, valor: number, pagamento: Pagamento, nomeBanco: string) => {
    const data = addMonthsClamped(inicio, mes, dia);
    const b = BANCOS.find((x) => x.banco === nomeBanco)!;
    const primeiro = pagamento === 'Crédito' && b.vencimento ? vencimentoCredito(data, b.vencimento) : addDays(data, 30);
    titulos.push({ descricao, pagamento, tipoCompra: 'Compra', banco: nomeBanco, categoria: cat, valor, data,
      vencimentos: Array.from({ length: q }, (_, p) => util(addMonthsClamped(primeiro, p))) });
  };
  parcelado('Notebooks Dell Latitude (3 unidades)', 'Equipamentos', 1, 12, 10, 2_097_000, 'Boleto', 'Banco do Brasil');
  parcelado('Cadeiras ergonômicas - Tok&Stok', 'Equipamentos', 3, 8, 6, 539_400, 'Crédito', 'Itaú Unibanco');
  parcelado('Consultoria tributária - Contabilizei', 'Fornecedores', 5, 3, 12, 1_440_000, 'Boleto', 'Banco do Brasil');
  parcelado('Ar-condicionado da sala de reuniões', 'Equipamentos', 8, 21, 4, 459_600, 'Crédito', 'Nubank');
  parcelado('Licenças Microsoft 365 (anual)', 'Software e licenças', 10, 2, 12, 538_800, 'Crédito', 'Itaú Unibanco');
  parcelado('Reforma da recepção - Leroy Merlin', 'Fornecedores', 11, 14, 24, 3_120_000, 'Boleto', 'Banco do Brasil');

  const compras = [
    ['Material de escritório - Kalunga', 'Fornecedores'], ['Combustível - Ipiranga', 'Fornecedores'],
    ['Almoço com cliente - Restaurante Sabor Caseiro', 'Alimentação'], ['Anúncios Google Ads', 'Marketing'],
    ['Hospedagem do site', 'Software e licenças'], ['Cartuchos de impressão - Amazon', 'Fornecedores'],
    ['Café e lanches - Padaria São João', 'Alimentação'], ['Impulsionamento Instagram', 'Marketing'],
  ] as const;
  for (let k = 0; k < 48; k++) {
    const sorteada = addDays(inicio, r.int(0, daysIn(inicio, hoje) - 1));
    const data = util(sorteada) < hoje ? util(sorteada) : sorteada;
    const [descricao, cat] = r.pick(compras);
    const credito = k % 3 !== 0;
    const nomeBanco = credito ? (k % 2 ? 'Itaú Unibanco' : 'Nubank') : 'Caixa Econômica Federal';
    const b = BANCOS.find((x) => x.banco === nomeBanco)!;
    titulos.push({ descricao, pagamento: credito ? 'Crédito' : r.pick(['Pix', 'Espécie', 'Débito'] as const), tipoCompra: 'Compra', banco: nomeBanco,
      categoria: cat, valor: r.int(1_990, 89_000), data,
      vencimentos: [credito && b.vencimento ? util(vencimentoCredito(data, b.vencimento)) : null] });
  }
  // A boleto left open past its due date, one cancelled and one D.P.C, as a real year has.
  titulos.push({ descricao: 'Manutenção do elevador - Atlas Schindler', pagamento: 'Boleto', tipoCompra: 'Serviço', banco: 'Banco do Brasil', categoria: 'Fornecedores',
    valor: 127_500, data: addDays(hoje, -40), vencimentos: [util(addDays(hoje, -12))], emAtraso: true, observacao: 'Conferir boleto' });
  titulos.push({ descricao: 'Frete de mercadorias - Jadlog', pagamento: 'Boleto', tipoCompra: 'Serviço', banco: 'Banco do Brasil', categoria: 'Fornecedores',
    valor: 38_900, data: addDays(hoje, -20), vencimentos: [util(addDays(hoje, -3))], emAtraso: true });
  titulos.push({ descricao: 'Evento de fim de ano (cancelado)', pagamento: 'Boleto', tipoCompra: 'Serviço', banco: 'Banco do Brasil', categoria: 'Marketing',
    valor: 650_000, data: addDays(hoje, -60), vencimentos: [util(addDays(hoje, 20))], status: 'Cancelado' });
  titulos.push({ descricao: 'Devolução de mercadoria - Magazine Luiza', pagamento: 'Pix', tipoCompra: 'Outros', banco: 'Itaú Unibanco', categoria: 'Devoluções',
    valor: 45_000, data: addDays(hoje, -90), vencimentos: [util(addDays(hoje, -80))], status: 'D.P.C' });

  const comCartao = new Map<string, Map<string, number>>(); // bank → due month → cents
  for (const t of titulos) {
    const idTitulo = id();
    const q = t.vencimentos.length;
    const valores = splitCents(t.valor, q);
    t.vencimentos.forEach((vencimento, i) => {
      const ref = vencimento ?? t.data;
      const pago = !t.status && !t.emAtraso && ref < hoje;
      const rowId = id();
      const valorParcela = valores[i]!;
      demo.lancamentos.push({
        id: rowId, idTitulo, descricao: t.descricao, pagamento: t.pagamento, tipoCompra: t.tipoCompra,
        bancoId: banco.get(t.banco)!, quantParcela: q, parcela: i + 1, valor: t.valor, valorParcela,
        valorPago: pago ? valorParcela : 0, data: t.data, status: t.status ?? (pago ? 'Pago' : 'Pagar'),
        tipo: vencimento ? 'Com Vencimento' : 'Sem Vencimento', vencimento, dataPagamento: pago ? ref : null,
        dataCancelamento: t.status === 'Cancelado' ? addDays(hoje, -30) : null,
        categoriaId: categoria.get(t.categoria)!, observacao: t.observacao ?? null,
        metodo: q > 1 ? 'Parcelado' : 'À vista',
      });
      if (pago) demo.pagamentos.push({ id: id(), alvo: 'lancamento', alvoId: rowId, descricao: msg.pagamento.historicoPagamento, valor: valorParcela, data: ref });
      if (t.pagamento === 'Crédito' && vencimento) {
        const porMes = comCartao.get(t.banco) ?? new Map<string, number>();
        comCartao.set(t.banco, porMes);
        porMes.set(vencimento, (porMes.get(vencimento) ?? 0) + valorParcela);
      }
    });
  }

  // ---- card bills: what each card's purchases add up to on each due date ----------------------
  for (const [nomeBanco, porVencimento] of comCartao) {
    for (const [vencimento, valor] of [...porVencimento].sort(([a], [b]) => a.localeCompare(b))) {
      const pago = vencimento < hoje;
      demo.faturas.push({ id: id(), descricao: `Fatura ${nomeBanco} ${vencimento.slice(5, 7)}/${vencimento.slice(0, 4)}`, bancoId: banco.get(nomeBanco)!,
        valor, status: pago ? 'Pago' : 'Pagar', vencimento, dataPagamento: pago ? vencimento : null });
    }
  }

  // ---- receivables ----------------------------------------------------------------------------
  const clientes = [
    ['Mensalidade - Clínica São Lucas', 480_000, 10], ['Mensalidade - Escola Aprender', 320_000, 15],
    ['Manutenção mensal - Hotel Maré Alta', 195_000, 20],
  ] as const;
  const recebivel = (descricao: string, valor: number, data: string, vencimentos: string[], atraso = false) => {
    const idTitulo = id();
    const valores = splitCents(valor, vencimentos.length);
    vencimentos.forEach((vencimento, i) => {
      const pago = vencimento < hoje && !atraso;
      const rowId = id();
      demo.recebiveis.push({ id: rowId, idTitulo, descricao, quantParcela: vencimentos.length, parcela: i + 1, valor, valorParcela: valores[i]!,
        valorPago: pago ? valores[i]! : 0, data, status: pago ? 'Pago' : 'Pagar', tipo: 'Com Vencimento', vencimento,
        dataPagamento: pago ? vencimento : null, observacao: null, metodo: vencimentos.length > 1 ? 'Parcelado' : 'À vista' });
      if (pago) demo.pagamentos.push({ id: id(), alvo: 'recebivel', alvoId: rowId, descricao: msg.pagamento.historicoPagamento, valor: valores[i]!, data: vencimento });
    });
  };
  for (let m = 0; m <= 13; m++) {
    const data = addMonthsClamped(inicio, m, 1);
    for (const [descricao, valor, dia] of clientes) {
      recebivel(`${descricao} ${data.slice(5, 7)}/${data.slice(0, 4)}`, valor, data, [util(addMonthsClamped(data, 0, dia))]);
    }
  }
  const projeto = addMonthsClamped(inicio, 6, 10);
  recebivel('Projeto de implantação - Construtora Horizonte', 3_600_000, projeto,
    Array.from({ length: 6 }, (_, p) => util(addMonthsClamped(projeto, p + 1))));
  recebivel('Treinamento da equipe - Farmácia Saúde', 280_000, addDays(hoje, -35), [util(addDays(hoje, -6))], true);
  recebivel('Consultoria - Advocacia Ribeiro & Sá', 150_000, addDays(hoje, -10), [util(addDays(hoje, 4))]);

  // ---- receipts with small files ----------------------------------------------------------------
  const pagosComRecibo = demo.lancamentos.filter((l) => l.status === 'Pago' && l.pagamento !== 'Crédito').slice(-5);
  for (const l of pagosComRecibo) {
    const comprovanteId = id();
    demo.comprovantes.push({ id: comprovanteId, descricao: `Comprovante - ${l.descricao}`, data: l.dataPagamento!,
      lancamentoTitulo: l.idTitulo, descricaoLancamento: l.descricao });
    const nomeOriginal = `comprovante-${l.dataPagamento}.txt`;
    const conteudo = Buffer.from(`Comprovante de pagamento (demonstração)\n${l.descricao}\nValor: R$ ${(l.valorParcela / 100).toFixed(2).replace('.', ',')}\nData: ${l.dataPagamento}\n`, 'utf8');
    demo.arquivos.push({ id: id(), comprovanteId, nome: nomeArmazenado('demo', comprovanteId, nomeOriginal), nomeOriginal, tamanho: conteudo.length, mime: 'text/plain', conteudo });
  }

  // ---- entradas and investments -----------------------------------------------------------------
  const itau = banco.get('Itaú Unibanco')!;
  demo.entradas.push(
    { id: id(), descricao: 'Reserva de capital de giro', valorInicial: 5_000_000, valorFinal: 5_000_000, data: inicio, status: 'Ativo', tipo: 'Reserva', bancoId: itau },
    { id: id(), descricao: 'Aporte dos sócios', valorInicial: 2_000_000, valorFinal: 2_000_000, data: addMonthsClamped(inicio, 2, 3), status: 'Ativo', tipo: 'Entrante', bancoId: banco.get('Banco do Brasil')! },
    { id: id(), descricao: 'Reserva para o 13º salário', valorInicial: 1_500_000, valorFinal: 1_500_000, data: addMonthsClamped(inicio, 5, 1), status: 'Ativo', tipo: 'Reserva', bancoId: itau },
  );
  const cdb = id();
  demo.investimentos.push(
    { id: cdb, descricao: 'CDB Itaú 110% do CDI', valorInicial: 3_000_000, valorFinal: 3_000_000, data: inicio, bancoId: itau, status: 'Ativo' },
    { id: id(), descricao: 'Tesouro Selic', valorInicial: 1_000_000, valorFinal: 1_084_000, data: inicio, bancoId: banco.get('Banco do Brasil')!, status: 'Finalizado' },
  );
  let saldo = 3_000_000;
  for (let m = 1; m <= 12 && addMonthsClamped(inicio, m) < hoje; m++) {
    const rendimento = Math.round(saldo * 0.0095);
    saldo += rendimento;
    demo.movimentacoes.push({ id: id(), alvo: 'investimento', alvoId: cdb, descricao: 'Rendimento', valor: rendimento, data: addMonthsClamped(inicio, m) });
  }
  demo.investimentos[0]!.valorFinal = saldo;
  return demo;
}

function daysIn(de: string, ate: string): number {
  return Math.round((Date.parse(ate) - Date.parse(de)) / 86_400_000);
}

