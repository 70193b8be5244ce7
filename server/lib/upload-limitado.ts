/* One uploaded file read into memory under a byte cap, a line cap and a time bound (decision 399),
   counted as the upload streams in: a file past either cap is refused at the chunk that passes it,
   before the rest is read, and an upload still arriving at the deadline is cut (the refusal ends
   the request; the client's remaining bytes are not read). */
import type { Readable } from 'node:stream';
import { ContadorLinhas, IMPORTACAO_MAX_LINHAS } from '../../src/domain/limites-importacao.ts';

export type Excesso = 'bytes' | 'linhas' | 'prazo';

/** The file's bytes, or the bound it passed. */
export async function lerLimitado(file: Readable, maxBytes: number, prazoMs: number, maxLinhas = IMPORTACAO_MAX_LINHAS): Promise<Buffer | Excesso> {
  const contador = new ContadorLinhas();
  const pedacos: Buffer[] = [];
  let total = 0;
  let expirou = false;
  const timer = setTimeout(() => {
    expirou = true;
    file.destroy();
  }, prazoMs);
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) return descartar(file, 'bytes');
      if (contador.contar(chunk.toString('latin1')).excede(maxLinhas)) return descartar(file, 'linhas');
      pedacos.push(chunk);
    }
  } catch (error) {
    if (expirou) return 'prazo';
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return expirou ? 'prazo' : Buffer.concat(pedacos, total);
}

function descartar(file: Readable, excesso: Excesso): Excesso {
  file.destroy();
  return excesso;
}
