/* The page's live stream (decision 190): signals pull, a cut stream reconnects with a growing
   delay and hands over to polling meanwhile, the server's `fim` reconnects at once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, SILENCE_MS, coalesce, isLiveConnected, pullAfterWrites, startLivePush } from '../../src/data/sync/live-push.ts';

class FakeSource {
  static all: FakeSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private handlers = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, handler: () => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close(): void {
    this.closed = true;
  }
  fire(type: string): void {
    if (type === 'error') this.onerror?.(new Event('error'));
    else (this.handlers.get(type) ?? []).forEach((h) => h());
  }
  static get last(): FakeSource {
    return FakeSource.all[FakeSource.all.length - 1]!;
  }
}

let stop: () => void = () => undefined;
const signals = vi.fn();

async function start(): Promise<void> {
  stop = startLivePush('u1', { onSignal: signals, createEventSource: (url) => new FakeSource(url) as unknown as EventSource });
  await vi.advanceTimersByTimeAsync(0); // the lock is granted in a microtask
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
  signals.mockClear();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('live stream', () => {
  it('opens one stream; ready and every change signal a pull; connected only once ready', async () => {
    await start();
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/api/eventos']);
    expect(isLiveConnected()).toBe(false);
    FakeSource.last.fire('pronto');
    expect(isLiveConnected()).toBe(true);
    expect(signals).toHaveBeenCalledTimes(1);
    FakeSource.last.fire('mudanca');
    FakeSource.last.fire('ping');
    expect(signals).toHaveBeenCalledTimes(2);
  });

  it('reconnects after a cut with a growing delay, polling meanwhile; ready again resets the delay', async () => {
    await start();
    FakeSource.last.fire('pronto');
    FakeSource.last.fire('error');
    expect(FakeSource.last.closed).toBe(true);
    expect(isLiveConnected()).toBe(false);
    await vi.advanceTimersByTimeAsync(1200); // first delay: 0.8–1.2 s
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.last.fire('error');
    await vi.advanceTimersByTimeAsync(1200);
    expect(FakeSource.all).toHaveLength(2); // second delay: 1.6–2.4 s
    await vi.advanceTimersByTimeAsync(1200);
    expect(FakeSource.all).toHaveLength(3);
    for (let i = 0; i < 8; i++) {
      FakeSource.last.fire('error');
      await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 1.2);
    }
    expect(FakeSource.all).toHaveLength(11); // never more than one attempt per capped delay
    FakeSource.last.fire('pronto');
    expect(isLiveConnected()).toBe(true);
    FakeSource.last.fire('error');
    await vi.advanceTimersByTimeAsync(1200);
    expect(FakeSource.all).toHaveLength(12);
  });

  it('treats a silent stream as cut, and reconnects at once when the server ends it', async () => {
    await start();
    FakeSource.last.fire('pronto');
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    FakeSource.last.fire('ping');
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    expect(FakeSource.all).toHaveLength(1);
    expect(isLiveConnected()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isLiveConnected()).toBe(false);
    expect(FakeSource.all[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1200);
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.last.fire('pronto');
    FakeSource.last.fire('fim');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.all).toHaveLength(3);
  });

  it('stops for good at sign-out', async () => {
    await start();
    FakeSource.last.fire('pronto');
    stop();
    expect(FakeSource.last.closed).toBe(true);
    expect(isLiveConnected()).toBe(false);
    FakeSource.last.fire('error');
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
  });

  it('one stream per user: a second start waits until the first stops', async () => {
    await start();
    const first = stop;
    const other = startLivePush('u1', { onSignal: signals, createEventSource: (url) => new FakeSource(url) as unknown as EventSource });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.all).toHaveLength(1);
    first();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.all).toHaveLength(2);
    stop = other;
  });
});

describe('coalesce', () => {
  it('runs once for requests that come together, and once more for a request during a run', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((r) => { release = r; }));
    const pulls = coalesce(run, 50);
    pulls.request();
    pulls.request();
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
    pulls.request();
    pulls.request();
    release();
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    pulls.cancel();
  });
});

describe('pullAfterWrites (decision 349)', () => {
  it('a signal folded into the pending after-write pull is not lost while another pull holds the lock', async () => {
    // The server: each commit raises its version; a pull sees the version at its snapshot.
    let version = 0;
    let seen = 0;
    // The pull lock (runPull waits for it): one pull at a time, each reading for 3 s.
    let lock: Promise<void> = Promise.resolve();
    const pullWithLock = () => {
      const run = lock.then(async () => {
        const snapshot = version;
        await new Promise((r) => setTimeout(r, 3000));
        seen = Math.max(seen, snapshot);
      });
      lock = run;
      return run;
    };
    const livePull = coalesce(pullWithLock, 50);
    const writes = pullAfterWrites(livePull, 1500);

    void pullWithLock(); // a pull already running (start-up, visibility…): snapshot before the commit
    writes.written(); // this tab's write accepted: a pull is pending
    await vi.advanceTimersByTimeAsync(500);
    version = 1; // another device marks a notification read
    writes.signal(); // its live signal, folded into the pending pull
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toBe(1);

    // With nothing pending, a signal pulls by itself.
    version = 2;
    writes.signal();
    await vi.advanceTimersByTimeAsync(4000);
    expect(seen).toBe(2);
    writes.cancel();
    livePull.cancel();
  });
});
