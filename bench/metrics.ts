/* What the bench measures and the targets of the issue "Speed at 100,000 rows" (judged on this
   machine at every size; the issue states them at 100,000 payables). */

export type Unit = 'ms' | 'KB' | 'MB' | 'req/s' | 'count';

export interface Target {
  /** Which statistic the target constrains. */
  stat: 'median' | 'p95' | 'max';
  op: '<=' | '>=';
  limit: number;
}

export interface MetricDef {
  id: string;
  label: string;
  unit: Unit;
  targets: Target[];
  /** Targets that only apply to one variant (the API's PostgreSQL run). */
  variant?: 'pglite' | 'postgres';
}

const le = (limit: number, stat: Target['stat'] = 'median'): Target => ({ stat, op: '<=', limit });
const ge = (limit: number): Target => ({ stat: 'median', op: '>=', limit });

export const BROWSER_METRICS: MetricDef[] = [
  { id: 'sync.firstPull', label: 'First full pull after sign-in (Entrar → everything on the device, big lists packed: fluxo:pull:device)', unit: 'ms', targets: [le(10_000)] },
  { id: 'sync.firstPullIndexed', label: 'First full pull, every row also in its list\'s table (Entrar → fluxo:pull:all end)', unit: 'ms', targets: [] },
  { id: 'sync.firstSync', label: 'First sync as a user feels it (issue 36): Entrar → every row stored on the device and searchable', unit: 'ms', targets: [le(3_000)] },
  { id: 'sync.firstSyncLongTask', label: 'First sync (issue 36): longest main-thread task from Entrar to every row stored and searchable (0 = none over 50 ms)', unit: 'ms', targets: [le(50, 'max')] },
  { id: 'sync.reloadAfterSignIn', label: 'Reload right after the first sync looks done (issue 36): the list showed every row → reload → footer shows the full total', unit: 'ms', targets: [le(300)] },
  { id: 'sync.newestPage', label: 'First sign-in: Entrar → Lançamentos newest rows painted', unit: 'ms', targets: [le(1_000)] },
  { id: 'sync.searchable', label: 'First sign-in: Entrar → search covers all rows on Lançamentos', unit: 'ms', targets: [le(5_000)] },
  { id: 'sync.firstPullEngine', label: 'First full pull, engine measure (fluxo:pull:all)', unit: 'ms', targets: [] },
  { id: 'sync.deltaPull', label: 'Delta pull with nothing new (fluxo:pull:all)', unit: 'ms', targets: [le(100)] },
  { id: 'list.firstPaint', label: 'Lançamentos first paint after navigation', unit: 'ms', targets: [le(300)] },
  { id: 'list.reloadTotal', label: 'Lançamentos reloaded, every row on the device → footer shows the full total', unit: 'ms', targets: [le(300)] },
  { id: 'list.searchReady', label: 'Lançamentos: search covers all rows', unit: 'ms', targets: [] },
  { id: 'list.search', label: 'Search keystroke → rendered result', unit: 'ms', targets: [le(50), le(100, 'p95')] },
  { id: 'list.searchValor', label: 'Search by amount ("150", "99,9"): keystroke → rendered result', unit: 'ms', targets: [le(50), le(100, 'p95')] },
  { id: 'list.page', label: 'Page change (Ctrl+→)', unit: 'ms', targets: [le(16)] },
  { id: 'list.todos', label: 'Page size → Todos (Ctrl+↑)', unit: 'ms', targets: [] },
  { id: 'list.todosScroll', label: 'Scrolling Todos: longest task (0 = none over 50 ms)', unit: 'ms', targets: [le(50, 'max')] },
  { id: 'list.todosScrollFrameP95', label: 'Scrolling Todos: p95 frame interval', unit: 'ms', targets: [] },
  { id: 'list.todosJump', label: 'Todos: longest task when jumping to the end', unit: 'ms', targets: [] },
  { id: 'list.filter', label: 'Applying a filter (Filtrar → rendered)', unit: 'ms', targets: [le(100)] },
  { id: 'list.sort', label: 'Column-header sort (click → rendered first page)', unit: 'ms', targets: [le(100)] },
  { id: 'ciclo.editar.abrir', label: 'Editar: click on Editar (one row selected) → dialog painted (issue 31: Editar open and save ≤ 100 ms, each its own row)', unit: 'ms', targets: [le(100)] },
  { id: 'ciclo.editar.salvar', label: 'Editar: click on Salvar alterações → the row painted with its new description (issue 31: open and save ≤ 100 ms, each its own row)', unit: 'ms', targets: [le(100)] },
  { id: 'ciclo.pagar50', label: 'Pagar 50 selected rows with Data do pagamento = yesterday: click on Confirmar → all 50 rows painted Pago', unit: 'ms', targets: [le(200)] },
  { id: 'offline.shell', label: 'Offline cold start → app shell', unit: 'ms', targets: [le(500)] },
  { id: 'offline.rows', label: 'Offline cold start → first list rows', unit: 'ms', targets: [] },
  { id: 'drain.1000', label: 'Draining 1,000 queued mutations after reconnecting', unit: 'ms', targets: [le(5000)] },
  { id: 'live.change', label: 'Live change: saved by another user in a second browser → row on the open list', unit: 'ms', targets: [le(1000)] },
  { id: 'memory.heap', label: 'Tab JS heap with the payables loaded (after GC)', unit: 'MB', targets: [le(300)] },
  { id: 'painel.paint', label: 'Painel painted after in-app navigation', unit: 'ms', targets: [le(300)] },
  { id: 'painel.saldos', label: 'Painel: the balances of the 20 banks painted after in-app navigation (issue 32)', unit: 'ms', targets: [le(150)] },
  { id: 'painel.cold', label: 'Painel painted after a cold page load (figures kept on the device)', unit: 'ms', targets: [] },
  { id: 'painel.coldLive', label: 'Painel recomputed after a cold page load (every row read)', unit: 'ms', targets: [] },
  { id: 'relatorio.fluxo', label: 'Relatórios: 13-month Fluxo de caixa → table painted', unit: 'ms', targets: [le(500)] },
  { id: 'relatorio.dre', label: 'Relatórios: 13-month DRE gerencial → table painted', unit: 'ms', targets: [le(500)] },
  { id: 'csv.export', label: 'CSV export of every payable', unit: 'ms', targets: [le(3000)] },
  { id: 'csv.longTask', label: 'CSV export: longest task (0 = none over 50 ms)', unit: 'ms', targets: [le(200, 'max')] },
  { id: 'orcado.realizado', label: 'Relatórios: 12-month Orçado × realizado, navigation → table painted (issue 35)', unit: 'ms', targets: [le(500)] },
];

export const API_METRICS: MetricDef[] = [
  { id: 'api.list.rps', label: 'API small list, 64 connections: requests/s', unit: 'req/s', targets: [ge(2000)], variant: 'postgres' },
  { id: 'api.list.p50', label: 'API small list, 64 connections: p50 latency', unit: 'ms', targets: [] },
  { id: 'api.list.p99', label: 'API small list, 64 connections: p99 latency', unit: 'ms', targets: [le(50)], variant: 'postgres' },
  { id: 'api.mutation.rps', label: 'API mutation, 64 connections: requests/s', unit: 'req/s', targets: [] },
  { id: 'api.mutation.p50', label: 'API mutation, 64 connections: p50 latency', unit: 'ms', targets: [] },
  { id: 'api.mutation.p99', label: 'API mutation, 64 connections: p99 latency', unit: 'ms', targets: [] },
  { id: 'api.full', label: 'Full GET /api/lancamentos (gzip)', unit: 'ms', targets: [] },
];

export const BUNDLE_METRIC: MetricDef = { id: 'bundle.js', label: 'Initial JavaScript (gzip)', unit: 'KB', targets: [le(150)] };
