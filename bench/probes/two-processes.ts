/* Two servers on one DATA_DIR (docs/SECURITY.md, "Banco embutido"): starts one, then a second on
   the same folder and another port, and reports whether the second refused to start (exit code
   and message) or ran (then both are stopped).
     node --import tsx bench/probes/two-processes.ts
   127.0.0.1 only (PROBE_PORT and PROBE_PORT+1); bounded by the 3-minute start timeout. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT, startServer, stopServer } from './lib.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-two-'));
const first = await startServer({ DATA_DIR: dataDir });
let outcome: string;
try {
  const second = await startServer({ DATA_DIR: dataDir }, PORT + 1);
  outcome = 'the second process STARTED on the same DATA_DIR (both running)';
  await stopServer(second);
} catch (error) {
  const [head, ...rest] = (error as Error).message.split('\n');
  outcome = `the second process was refused, ${head!.replace('server ', '')} ${rest.join(' ').trim()}`;
}
await stopServer(first);
rmSync(dataDir, { recursive: true, force: true });
console.log(outcome);
