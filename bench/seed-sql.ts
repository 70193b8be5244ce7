/* Set-based SQL of the fixture generator: every row comes from generate_series and deterministic
   hashes of its ordinal (hashint8), so the same size always yields the same data and 100,000
   payables are written by one INSERT … SELECT in seconds on PGlite and PostgreSQL alike. */
import {
  CLIENTES, FORNECEDORES, ITENS, OBSERVACOES, PREFIXOS, RECEBIVEIS_PREFIXOS,
} from './seed-words.ts';

export interface SeedBanks {
  /** All bank ids, and the ids and due days of those with a credit card. */
  all: string[];
  credit: { id: string; vencimento: number }[];
  categorias: string[];
}

export function lit(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(',')}]::text[]`;
}

/** One element of `values`, chosen by the non-negative integer expression `r`. */
function pick(values: readonly string[], r: string): string {
  return `(${textArray(values)})[1 + (${r}) % ${values.length}]`;
}

/** Independent pseudo-random non-negative integers r1…rN of the ordinal `i`. */
function hashes(i: string, n: number, salt: number): string {
  return Array.from({ length: n }, (_, k) => `abs(hashint8((${i})::bigint * 97 + ${salt * 16 + k}))::bigint AS r${k + 1}`).join(', ');
}

/** A UUIDv7-shaped id: the creation time in ms up front (ids sort by time), then hashed bits. */
function uuid7(msExpr: string, keyExpr: string): string {
  const m = `md5(${keyExpr})`;
  return `(lpad(to_hex(${msExpr}), 12, '0') || '7' || substr(${m}, 1, 3) || '8' || substr(${m}, 4, 15))::uuid`;
}

/** Date `d`'s month + 1, on day `dia` clamped to that month's length (the credit rule). */
function creditDue(d: string, dia: string): string {
  const next = `(date_trunc('month', ${d}) + interval '1 month')`;
  const days = `extract(day from ${next} + interval '1 month' - interval '1 day')::int`;
  return `(${next}::date + (LEAST(${dia}, ${days}) - 1))`;
}

/** Instalment groups of 1–24 rows whose sizes add up to exactly `rows` (the last one is cut). */
function groupsCte(rows: number, salt: number, parcelado: number, sizes: readonly number[]): string {
  return `base AS (SELECT i, ${hashes('i', 8, salt)} FROM generate_series(1, ${rows}) AS i),
  sized AS (SELECT *, CASE WHEN r1 % 100 < ${100 - parcelado} THEN 1
                         ELSE (ARRAY[${sizes.join(',')}])[1 + r2 % ${sizes.length}] END AS q0 FROM base),
  grupos AS (SELECT *, LEAST(q0, ${rows} - (c - q0))::int AS q
             FROM (SELECT *, sum(q0) OVER (ORDER BY i) AS c FROM sized) s WHERE c - q0 < ${rows})`;
}

export function lancamentosSql(rows: number, today: string, banks: SeedBanks): string {
  const allIds = `ARRAY[${banks.all.map(lit).join(',')}]::uuid[]`;
  const creditIds = `ARRAY[${banks.credit.map((b) => lit(b.id)).join(',')}]::uuid[]`;
  const creditDays = `ARRAY[${banks.credit.map((b) => b.vencimento).join(',')}]::int[]`;
  const cats = `ARRAY[${banks.categorias.map(lit).join(',')}]::uuid[]`;
  const t = `DATE ${lit(today)}`;
  return `INSERT INTO lancamentos (id, id_titulo, descricao, pagamento, tipo_compra, banco_id, quant_parcela,
    parcela, valor, valor_parcela, valor_pago, data, status, tipo, vencimento, data_pagamento, categoria_id,
    observacao, metodo, created_at, updated_at)
  WITH ${groupsCte(rows, 1, 38, [2, 2, 2, 3, 3, 3, 4, 5, 6, 6, 10, 10, 12, 18, 24])},
  g AS (
    SELECT i, q, r2, r3, r4, r5, r6, r7, r8,
      (${t} - (r3 % 1095)::int) AS data,
      CASE WHEN q > 1 THEN (CASE WHEN r4 % 10 < 6 THEN 'Crédito' ELSE 'Boleto' END)
           ELSE ${pick(['Pix', 'Pix', 'Boleto', 'Boleto', 'Débito', 'Crédito', 'Crédito', 'Espécie'], 'r4')} END AS pagamento,
      CASE WHEN r5 % 20 = 0 THEN 100000 + r6 % 4900000 ELSE 990 + r6 % 150000 END AS valor,
      1 + (r5 % ${banks.credit.length}) AS kc
    FROM grupos),
  g2 AS (
    SELECT g.*,
      CASE WHEN pagamento = 'Crédito' THEN (${creditIds})[kc] ELSE (${allIds})[1 + r7 % ${banks.all.length}] END AS banco_id,
      CASE WHEN pagamento = 'Crédito' THEN 'Com Vencimento'
           WHEN q = 1 AND pagamento IN ('Pix', 'Espécie', 'Débito') AND r6 % 2 = 0 THEN 'Sem Vencimento'
           ELSE 'Com Vencimento' END AS tipo,
      CASE WHEN pagamento = 'Crédito' THEN ${creditDue('data', `(${creditDays})[kc]`)}
           ELSE data + (r6 % 40)::int END AS venc1,
      CASE WHEN r8 % 100 < 3 THEN 'Cancelado' WHEN r8 % 100 = 3 THEN 'D.P.C' END AS fim,
      (extract(epoch FROM data)::bigint * 1000 + 39600000 + r5 % 36000000) AS ms
    FROM g),
  linhas AS (
    SELECT g2.*, p,
      CASE WHEN tipo = 'Com Vencimento' THEN (venc1 + (p - 1) * interval '1 month')::date END AS vencimento,
      valor / q + CASE WHEN p <= valor % q THEN 1 ELSE 0 END AS valor_parcela
    FROM g2 CROSS JOIN LATERAL generate_series(1, g2.q) AS p),
  st AS (
    SELECT linhas.*, COALESCE(vencimento, data) AS ref,
      CASE WHEN fim = 'D.P.C' THEN 'D.P.C'
           WHEN COALESCE(vencimento, data) < ${t} AND (r2 + p) % 20 <> 0 THEN 'Pago'
           WHEN fim = 'Cancelado' THEN 'Cancelado'
           ELSE 'Pagar' END AS status
    FROM linhas)
  SELECT ${uuid7('ms', `i::text || ':' || p::text`)}, ${uuid7('ms', `'t' || i::text`)},
    ${pick(PREFIXOS, 'r2')} || ' ' || ${pick(ITENS, 'r3 / 7')} || ' - ' || ${pick(FORNECEDORES, 'r4 / 11')},
    pagamento, ${pick(['Compra', 'Compra', 'Compra', 'Serviço', 'Serviço', 'Pagamento', 'Outros'], 'r8 / 3')},
    banco_id, q, p, valor, valor_parcela, CASE WHEN status = 'Pago' THEN valor_parcela ELSE 0 END,
    data, status, tipo, vencimento,
    CASE WHEN status = 'Pago' THEN GREATEST(data, ref - (r7 % 4)::int) END,
    CASE WHEN r8 % 100 < 85 THEN (${cats})[1 + r7 % ${banks.categorias.length}] END,
    CASE WHEN r6 % 4 = 0 THEN ${pick(OBSERVACOES, 'r4 / 5')} || ' ' || (1000 + r3 % 90000)::text END,
    CASE WHEN q > 1 THEN 'Parcelado' WHEN r2 % 10 < 8 THEN 'À vista' ELSE 'Indefinido' END,
    to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
  FROM st`;
}

export function recebiveisSql(rows: number, today: string): string {
  const t = `DATE ${lit(today)}`;
  return `INSERT INTO recebiveis (id, id_titulo, descricao, quant_parcela, parcela, valor, valor_parcela, valor_pago,
    data, status, tipo, vencimento, data_pagamento, observacao, metodo, created_at, updated_at)
  WITH ${groupsCte(rows, 2, 30, [2, 3, 3, 4, 6, 6, 10, 12])},
  g AS (
    SELECT i, q, r2, r3, r4, r5, r6, r7, r8,
      (${t} - (r3 % 1095)::int) AS data,
      20000 + r6 % 2000000 AS valor,
      CASE WHEN q = 1 AND r4 % 5 = 0 THEN 'Sem Vencimento' ELSE 'Com Vencimento' END AS tipo
    FROM grupos),
  linhas AS (
    SELECT g.*, p, (extract(epoch FROM data)::bigint * 1000 + 39600000 + r5 % 36000000) AS ms,
      CASE WHEN tipo = 'Com Vencimento' THEN (data + 30 + (p - 1) * interval '1 month')::date END AS vencimento,
      valor / q + CASE WHEN p <= valor % q THEN 1 ELSE 0 END AS valor_parcela
    FROM g CROSS JOIN LATERAL generate_series(1, g.q) AS p),
  st AS (
    SELECT linhas.*, COALESCE(vencimento, data) AS ref,
      CASE WHEN r8 % 100 < 2 THEN 'Cancelado'
           WHEN COALESCE(vencimento, data) < ${t} AND (r2 + p) % 12 <> 0 THEN 'Pago'
           ELSE 'Pagar' END AS status
    FROM linhas)
  SELECT ${uuid7('ms', `'r' || i::text || ':' || p::text`)}, ${uuid7('ms', `'rt' || i::text`)},
    ${pick(RECEBIVEIS_PREFIXOS, 'r2')} || ' - ' || ${pick(CLIENTES, 'r3 / 7')},
    q, p, valor, valor_parcela, CASE WHEN status = 'Pago' THEN valor_parcela ELSE 0 END,
    data, status, tipo, vencimento, CASE WHEN status = 'Pago' THEN GREATEST(data, ref + (r7 % 5)::int) END,
    CASE WHEN r6 % 5 = 0 THEN ${pick(OBSERVACOES, 'r4 / 5')} END,
    CASE WHEN q > 1 THEN 'Parcelado' WHEN r2 % 10 < 8 THEN 'À vista' ELSE 'Indefinido' END,
    to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
  FROM st`;
}

/** Monthly card bills of the banks with credit, newest months first, going back in time. */
export function faturasSql(rows: number, today: string, banks: SeedBanks, nomes: Map<string, string>): string {
  const creditIds = `ARRAY[${banks.credit.map((b) => lit(b.id)).join(',')}]::uuid[]`;
  const creditDays = `ARRAY[${banks.credit.map((b) => b.vencimento).join(',')}]::int[]`;
  const creditNames = textArray(banks.credit.map((b) => nomes.get(b.id) ?? ''));
  const n = banks.credit.length;
  const t = `DATE ${lit(today)}`;
  return `INSERT INTO faturas (id, descricao, banco_id, valor, status, vencimento, data_pagamento, created_at, updated_at)
  WITH f AS (
    SELECT k, ${hashes('k', 3, 3)}, 1 + (k % ${n}) AS b,
      ${creditDue(`(date_trunc('month', ${t}) - ((k / ${n}) - 1) * interval '1 month')::date`, `(${creditDays})[1 + (k % ${n})]`)} AS vencimento
    FROM generate_series(0, ${rows - 1}) AS k),
  s AS (
    SELECT f.*, CASE WHEN r1 % 100 < 2 THEN 'Cancelado' WHEN r1 % 100 = 2 THEN 'D.P.C'
                     WHEN vencimento < ${t} THEN 'Pago' ELSE 'Pagar' END AS status,
      (extract(epoch FROM vencimento)::bigint * 1000 - 864000000 + r3 % 3600000) AS ms
    FROM f)
  SELECT ${uuid7('ms', `'f' || k::text`)}, 'Fatura ' || (${creditNames})[b] || ' ' || to_char(vencimento, 'MM/YYYY'),
    (${creditIds})[b], 50000 + r2 % 1500000, status, vencimento,
    CASE WHEN status = 'Pago' THEN vencimento - (r3 % 5)::int END, to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
  FROM s`;
}

