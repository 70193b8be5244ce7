/* Summarises a trace written by bench/trace.ts: the renderer main thread's tasks longer than
   TRACE_MIN_MS (default 30), each with its wall and CPU time, the trace events inside it by name
   (style, layout, paint, GC, script…) and, from the sampled CPU profile, the JS functions with the
   most self time inside the long tasks. Each long task also gets one attribution line (decision
   357): its wall time split into GC, script, style, layout, pre-paint, paint and compositor commit
   (exclusive times), its CPU, and "descheduled" when the CPU is under a quarter of the wall time
   (the machine's load, not the page). Then the frame tasks' CPU, the major GCs with the heap before
   and after, and the page's counters at the trace's start (a first download's garbage shows as
   hundreds of thousands of listeners). Usage: node --import tsx bench/trace-summary.ts file.json */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number;
  args?: {
    name?: string; src_func?: string; usedHeapSizeBefore?: number; usedHeapSizeAfter?: number;
    data?: { cpuProfile?: CpuChunk; timeDeltas?: number[]; jsEventListeners?: number; jsHeapSizeUsed?: number; nodes?: number };
  };
  id?: string;
}
interface CpuNode { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number } }
interface CpuChunk { nodes?: CpuNode[]; samples?: number[] }

/** The summary as text lines: long tasks, their events by name, the hottest JS functions. */
export function summarizeTrace(file: string, minMs: number): string {
  const out: string[] = [];
  const log = (...parts: unknown[]) => { out.push(parts.join(' ')); };
  const { traceEvents: all } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  // A browser-wide trace (BENCH_SYNC_TRACE) holds several renderers: the busiest one is the app's.
  const mains = all.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (m: TraceEvent) => all.reduce((k, e) => k + (e.pid === m.pid && e.tid === m.tid && e.ph === 'X' ? 1 : 0), 0);
  const main = mains.length > 1 ? mains.map((m) => ({ m, k: busy(m) })).sort((a, b) => b.k - a.k)[0]!.m : mains[0];
  if (!main) throw new Error('no CrRendererMain thread in the trace');
  const onMain = all.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const ms = (us: number) => (us / 1000).toFixed(1);
  // The scroll itself (the bench's marks), when the trace has them; one event per task.
  const mark = (name: string) => all.find((e) => e.name === name && e.pid === main.pid)?.ts;
  const from = mark('bench:todos:scroll') ?? 0;
  const to = mark('bench:todos:jump') ?? Infinity;
  const taskName = onMain.some((e) => e.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  const tasks = onMain.filter((e) => e.name === taskName && e.ts >= from && e.ts < to);
  if (from) log(`scroll window ${ms(to - from)} ms`);
  const long = tasks.filter((t) => (t.dur ?? 0) >= minMs * 1000);
  log(`${tasks.length} tasks, ${long.length} ≥ ${minMs} ms; longest ${ms(Math.max(0, ...tasks.map((t) => t.dur ?? 0)))} ms`);
  const cpu = tasks.filter((t) => (t.dur ?? 0) >= 5000).map((t) => t.tdur ?? 0).sort((a, b) => a - b);
  log(`tasks ≥ 5 ms: ${cpu.length}; CPU p50 ${ms(cpu[Math.floor(cpu.length / 2)] ?? 0)} p95 ${ms(cpu[Math.floor(cpu.length * 0.95)] ?? 0)} max ${ms(cpu.at(-1) ?? 0)} ms; main-thread CPU in them ${ms(cpu.reduce((a, b) => a + b, 0))} ms`);
  const totals = new Map<string, number>();
  for (const t of long.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 15)) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0));
    const byName = new Map<string, number>();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
    for (const [n, d] of byName) totals.set(n, (totals.get(n) ?? 0) + d);
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n} ${ms(d)}`).join(', ');
    log(`task ${ms(t.dur ?? 0)} ms (cpu ${ms(t.tdur ?? 0)}): ${top}`);
}
log('attributed (exclusive wall time by phase):');
for (const t of long.slice(0, 15)) log(attribution(t, onMain, from));
const frames = tasks.filter((t) => t.args?.src_func === 'ScheduledActionSendBeginMainFrame').map((t) => t.tdur ?? 0).sort((a, b) => a - b);
if (frames.length) log(`frame tasks ${frames.length}: CPU p50 ${ms(frames[Math.floor(frames.length / 2)] ?? 0)} p95 ${ms(frames[Math.floor(frames.length * 0.95)] ?? 0)} max ${ms(frames.at(-1) ?? 0)} ms`);
const mb = (b?: number) => ((b ?? 0) / 1e6).toFixed(0);
const gcs = onMain.filter((e) => e.name === 'MajorGC').map((e) => `${ms(e.ts - from)} ms: ${ms(e.dur ?? 0)} ms, ${mb(e.args?.usedHeapSizeBefore)} → ${mb(e.args?.usedHeapSizeAfter)} MB`);
log(`major GCs (time from the scroll's start): ${gcs.join('; ') || 'none'}`);
const counters = all.find((e) => e.name === 'UpdateCounters' && e.pid === main.pid)?.args?.data;
if (counters) log(`at the trace's start: ${counters.jsEventListeners} JS event listeners, ${mb(counters.jsHeapSizeUsed)} MB of JS heap, ${counters.nodes} DOM nodes`);
log('summed over those tasks:', [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, d]) => `${n} ${ms(d)}`).join(', '));

// The sampled CPU profile: self time per function inside the long tasks.
const nodes = new Map<number, CpuNode>();
let time = 0;
const self = new Map<string, number>();
const chunks = all.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid).sort((a, b) => a.ts - b.ts);
const profile = all.find((e) => e.name === 'Profile' && e.pid === main.pid);
time = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
for (const c of chunks) {
  const data = c.args?.data;
  for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const samples = data?.cpuProfile?.samples ?? [];
  const deltas = data?.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const dt = deltas[i] ?? 0;
    time += dt;
    if (!long.some((t) => time >= t.ts && time < t.ts + (t.dur ?? 0))) return;
    const f = nodes.get(id)?.callFrame;
    const key = f ? `${f.functionName || '(anon)'} ${(f.url ?? '').split('/').pop() ?? ''}:${f.lineNumber ?? ''}` : '?';
    self.set(key, (self.get(key) ?? 0) + dt);
  });
}
log('JS self time in the long tasks (sampled):');
for (const [k, d] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) log(`  ${ms(d)} ms  ${k}`);
return out.join('\n');
}

const PHASES: Record<string, string> = {
  MajorGC: 'gc', MinorGC: 'gc', 'V8.GCIncrementalMarking': 'gc', 'V8.GCIncrementalMarkingStart': 'gc', 'V8.GC_MC_INCREMENTAL': 'gc', 'BlinkGC.AtomicPhase': 'gc',
  FunctionCall: 'script', EventDispatch: 'script', FireAnimationFrame: 'script', TimerFire: 'script', RunMicrotasks: 'script', 'v8.callFunction': 'script',
  UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'prepaint', Paint: 'paint', Layerize: 'paint', Commit: 'commit',
};

/** One long task's wall time by phase (each event's time minus the phases nested in it), its CPU,
 *  and whether the machine kept it waiting. A cppgc sweep task has no phase events: it is GC. */
function attribution(task: TraceEvent, onMain: TraceEvent[], from: number): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter((e) => e !== task && PHASES[e.name] && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end + 1)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = inside.map((e) => ({ e, self: e.dur ?? 0 }));
  const stack: typeof self = [];
  for (const x of self) {
    while (stack.length && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= x.e.ts) stack.pop();
    if (stack.length) stack.at(-1)!.self -= x.e.dur ?? 0;
    stack.push(x);
  }
  const byPhase = new Map<string, number>();
  for (const x of self) byPhase.set(PHASES[x.e.name]!, (byPhase.get(PHASES[x.e.name]!) ?? 0) + x.self);
  const ms = (us: number) => (us / 1000).toFixed(1);
  const parts = [...byPhase].filter(([, d]) => d >= 500).sort((a, b) => b[1] - a[1]).map(([n, d]) => `${n} ${ms(d)}`);
  const sweep = /Sweeper/.test(task.args?.src_func ?? '') ? ['gc (Blink heap sweep)'] : [];
  const cpu = task.tdur ?? 0;
  const waited = cpu < (task.dur ?? 0) / 4 ? '; descheduled (CPU < 1/4 of wall)' : '';
  return `  at ${ms(task.ts - from)} ms: wall ${ms(task.dur ?? 0)}, CPU ${ms(cpu)}: ${[...sweep, ...parts].join(', ') || 'no phase events'}${waited}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: trace-summary.ts file.json');
  console.log(summarizeTrace(file, Number(process.env.TRACE_MIN_MS ?? 30)));
}
