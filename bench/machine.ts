/* The machine a run measured: results are only comparable on the same one. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  postgres: string | null;
  os: string;
  /** 1-minute load average at the start: above the core count, others were using the CPU. */
  loadAtStart: number;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1]!.trim();
  } catch { /* not Linux */ }
  return cpus()[0]?.model ?? 'desconhecido';
}

function osName(): string {
  try {
    const m = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'));
    if (m) return m[1]!;
  } catch { /* not Linux */ }
  return process.platform;
}

export function chromiumVersion(path: string): string {
  try {
    const out = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /Chromium [\d.]+/.exec(out)?.[0] ?? out.trim();
  } catch {
    return 'ausente';
  }
}

export function describeMachine(chromiumPath: string, postgres: string | null): Machine {
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(chromiumPath),
    postgres,
    os: osName(),
    loadAtStart: Math.round(loadavg()[0]! * 100) / 100,
  };
}
