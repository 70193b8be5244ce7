/* Reads a Server-Sent Events stream from a listening test server, frame by frame. */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface SseFrame {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next frame named `event` (frames of other names are skipped); rejects after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<SseFrame>;
  /** Every frame received so far, in order. */
  readonly frames: readonly SseFrame[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const frames: SseFrame[] = [];
      let read = 0;
      let buffer = '';
      let wake: (() => void) | null = null;
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => { endedResolve = r; });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) frames.push({ event, data: data.join('\n') });
          cut = buffer.indexOf('\n\n');
        }
        wake?.();
      });
      res.on('end', () => { endedResolve(); wake?.(); });
      res.on('close', () => { endedResolve(); wake?.(); });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        ended,
        next: async (event, timeoutMs = 5000) => {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            while (read < frames.length) {
              const frame = frames[read++]!;
              if (frame.event === event) return frame;
            }
            if (res.complete || res.destroyed) throw new Error(`stream ended before a '${event}' frame`);
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no '${event}' frame within ${timeoutMs} ms`);
            await new Promise<void>((r) => {
              const timer = setTimeout(r, left);
              wake = () => { clearTimeout(timer); wake = null; r(); };
            });
          }
        },
        close: () => { req.destroy(); },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
