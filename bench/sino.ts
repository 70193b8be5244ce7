/* Bench row of issue 17 (decision 242): the bell's computation at N payables (default 100,000)
   and the Lembretes list's derived rows, in Node on fake-indexeddb (the same Dexie schema and
   queries the browser runs; absolute times differ from Chromium's IndexedDB).
   node --import tsx bench/sino.ts [N] → prints median/p95 of 7 runs; also the whole-table scan
   the `vencimento` index avoids, for comparison. */
import 'fake-indexeddb/auto';
import { uuidv7 } from 'uuidv7';
import { FluxoDb } from '../src/data/db.ts';
import { calcularSino } from '../src/data/notificacoes.ts';
import { addDays } from '../src/domain/dates.ts';
import { vencimentosAutomaticos } from '../src/domain/notificacao.ts';
import { emitRows } from './emit.ts';

const N = Number(process.argv[2] ?? 100_000);
const HOJE = '2026-03-09';
const db = new FluxoDb(`bench-${uuidv7()}`);

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, p95 ${s[Math.ceil(s.length * 0.95) - 1]!.toFixed(1)} ms`;
}

async function time(fn: () => Promise<unknown>, runs = 7): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const t0 = performance.now();
for (let start = 0; start < N; start += 10_000) {
  const rows = [];
  for (let i = start; i < Math.min(N, start + 10_000); i++) {
    const id = uuidv7();
    rows.push({ id, id_titulo: id, descricao: `Conta ${i}`, status: i % 3 === 0 ? 'Pago' : 'Pagar', data: addDays(HOJE, -(i % 700)), vencimento: addDays(HOJE, (i % 730) - 365), banco_id: null, categoria_id: null });
  }
  await db.rows('lancamentos').bulkPut(rows);
}
const lembretes = Array.from({ length: 500 }, (_, i) => ({
  id: uuidv7(), titulo: `Lembrete ${i}`, descricao: null, data: addDays(HOJE, (i % 60) - 30), hora: null, antecedencia_dias: [0, 1, 2, 3, 7][i % 5]!,
  recorrencia: 'Nenhuma', dia_util: null, ajustar_dia_util: i % 2 === 0, destinatarios: [], vinculo_tipo: null, vinculo_id: null, status: 'Pendente',
}));
await db.rows('lembretes').bulkPut(lembretes);
console.log(`seeded ${N} payables + 500 reminders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

let count = 0;
const sino = await time(async () => { count = (await calcularSino(db, HOJE)).naoLidas.length; });
console.log(`bell (index on vencimento): ${stats(sino)} — ${count} unread`);
const scan = await time(async () => {
  const all = await db.lancamentos.toArray();
  vencimentosAutomaticos('lancamentos', all.map((r) => ({ id: r.id, vencimento: r.vencimento as string, status: String(r.status) })), HOJE);
}, 3);
console.log(`bell without the index (whole-table scan): ${stats(scan)}`);
emitRows({ samples: { 'sino.calc': sino, 'sino.scan': scan }, notes: { 'sino.calc': [`${count} não lidas; Node com fake-indexeddb (mesmo esquema Dexie), não o IndexedDB do Chromium`] } });
db.close();
