/* Summarises a trace written by bench/trace.ts: the renderer main thread's tasks longer than
   TRACE_MIN_MS (default 30), each with its wall and CPU time, the trace events inside it by name
   (style, layout, paint, GC, script…) and, from the sampled CPU profile, the JS functions with the
   most self time inside the long tasks. Usage: node --import tsx bench/trace-summary.ts file.json */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number;
  args?: { name?: string; data?: { cpuProfile?: CpuChunk; timeDeltas?: number[] } }; id?: string;
}
interface CpuNode { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number } }
interface CpuChunk { nodes?: CpuNode[]; samples?: number[] }

/** The summary as text lines: long tasks, their events by name, the hottest JS functions. */
export function summarizeTrace(file: string, minMs: number): string {
  const out: string[] = [];
  const log = (...parts: unknown[]) => { out.push(parts.join(' ')); };
  const { traceEvents: all } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = all.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: trace-summary.ts file.json');
  console.log(summarizeTrace(file, Number(process.env.TRACE_MIN_MS ?? 30)));
}
