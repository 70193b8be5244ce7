/* A free TCP port on 127.0.0.1, for a test that starts a server process of its own. */
import { createServer } from 'node:net';

export function portaLivre(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}
