/* Issue 22 item 1's "storage that does not pay IndexedDB's per-record cost (packed pages …) —
   measure" (decision 368): in Chromium, on one fresh origin, stores N payable-shaped rows three
   ways and times each until its last transaction completed:
   - per record: one record per row in a store with the payables' five indexes (what the worker
     does today, 5,000 rows a transaction);
   - packed objects: 1,000 rows per record (an array, structured-clone), no index;
   - packed JSON: 1,000 rows per record as one JSON string, no index.
   Then reads everything back each way. Raw IndexedDB (no Dexie), so only the storage differs.
   Usage: BENCH_SIZES=100000 BENCH_REPS=2 node --import tsx bench/armazenamento-ab.ts */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { NAME_SHIM } from './browser-probe.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-session.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const reps = Number(process.env.BENCH_REPS ?? 2);

const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><title>armazenamento</title>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  for (let rep = 0; rep < reps; rep++) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    await page.evaluate(NAME_SHIM);
    const result = await page.evaluate(async (n: number) => {
      const row = (i: number) => ({
        id: `0192${String(i).padStart(12, '0')}-7000-8000-000000000000`, id_titulo: `t${Math.floor(i / 12)}`,
        descricao: `Compra ${i} no cartão`, status: i % 3 ? 'Pagar' : 'Pago', data: `2025-${String((i % 12) + 1).padStart(2, '0')}-05`,
        vencimento: `2025-${String((i % 12) + 1).padStart(2, '0')}-20`, data_pagamento: i % 3 ? null : '2025-01-10',
        pagamento: 'Boleto', tipo_compra: 'Compra', banco_id: `b${i % 20}`, banco: null, categoria_id: i % 4 ? `c${i % 30}` : null,
        categoria: null, valor: 120.5, valor_parcela: 10.04, valor_pago: 0, quant_parcela: 12, parcela: `${(i % 12) + 1}/12`,
        metodo: 'Parcelado', tipo: 'Com Vencimento', observacao: '', historico_id: null, fatura_id: null, arquivo: null,
        version: 1, created_at: '2025-01-05T12:00:00.000Z', updated_at: '2025-01-05T12:00:00.000Z', linha_digitavel: null,
      });
      const rows = Array.from({ length: n }, (_, i) => row(i));
      const open = (name: string, upgrade: (db: IDBDatabase) => void) => new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name, 1);
        req.onupgradeneeded = () => upgrade(req.result);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('open'));
      });
      const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('tx'));
      });
      const readAll = (db: IDBDatabase, store: string) => new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result as unknown[]);
        req.onerror = () => reject(req.error ?? new Error('read'));
      });
      const out: Record<string, number> = {};
      const stamp = Date.now();

      const perRecord = await open(`por-registro-${stamp}`, (db) => {
        const s = db.createObjectStore('lancamentos', { keyPath: 'id' });
        for (const index of ['id_titulo', 'banco_id', 'categoria_id', 'data', 'vencimento']) s.createIndex(index, index);
      });
      let t0 = performance.now();
      for (let i = 0; i < n; i += 5000) {
        const tx = perRecord.transaction('lancamentos', 'readwrite');
        const store = tx.objectStore('lancamentos');
        for (const r of rows.slice(i, i + 5000)) store.put(r);
        await done(tx);
      }
      out.perRecordStore = performance.now() - t0;
      t0 = performance.now();
      out.perRecordRows = (await readAll(perRecord, 'lancamentos')).length;
      out.perRecordRead = performance.now() - t0;

      for (const kind of ['packedObjects', 'packedJson'] as const) {
        const db = await open(`${kind}-${stamp}`, (d) => { d.createObjectStore('paginas', { keyPath: 'n' }); });
        t0 = performance.now();
        for (let i = 0; i < n; i += 5000) {
          const tx = db.transaction('paginas', 'readwrite');
          const store = tx.objectStore('paginas');
          for (let p = i; p < Math.min(n, i + 5000); p += 1000) {
            const page = rows.slice(p, p + 1000);
            store.put({ n: p / 1000, rows: kind === 'packedJson' ? JSON.stringify(page) : page });
          }
          await done(tx);
        }
        out[`${kind}Store`] = performance.now() - t0;
        t0 = performance.now();
        const pages = (await readAll(db, 'paginas')) as { rows: unknown[] | string }[];
        out[`${kind}Rows`] = pages.reduce((sum, p) => sum + (typeof p.rows === 'string' ? (JSON.parse(p.rows) as unknown[]).length : p.rows.length), 0);
        out[`${kind}Read`] = performance.now() - t0;
      }
      return out;
    }, size);
    const ms = (v: number | undefined) => `${Math.round(v ?? 0).toLocaleString('en-US')} ms`;
    console.log(`rep ${rep + 1}, ${size.toLocaleString('en-US')} rows:`);
    console.log(`  per record, 5 indexes: store ${ms(result.perRecordStore)}, read ${ms(result.perRecordRead)} (${result.perRecordRows} rows)`);
    console.log(`  packed objects:        store ${ms(result.packedObjectsStore)}, read ${ms(result.packedObjectsRead)} (${result.packedObjectsRows} rows)`);
    console.log(`  packed JSON:           store ${ms(result.packedJsonStore)}, read+parse ${ms(result.packedJsonRead)} (${result.packedJsonRows} rows)`);
    await page.context().close();
  }
} finally {
  await browser.close();
  server.close();
}
