/* One uploaded file read into memory under a byte cap and a line cap (decision 399), counted as
   the upload streams in: a file past either cap is refused at the chunk that passes it, before
   the rest is read (the refusal ends the request; the client's remaining bytes are not read). */
import type { Readable } from 'node:stream';
import { ContadorLinhas, IMPORTACAO_MAX_LINHAS } from '../../src/domain/limites-importacao.ts';

export type Excesso = 'bytes' | 'linhas';

/** The file's bytes, or the cap it passed. */
export async function lerLimitado(file: Readable, maxBytes: number, maxLinhas = IMPORTACAO_MAX_LINHAS): Promise<Buffer | Excesso> {
  const contador = new ContadorLinhas();
  const pedacos: Buffer[] = [];
  let total = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) return descartar(file, 'bytes');
    if (contador.contar(chunk.toString('latin1')).excede(maxLinhas)) return descartar(file, 'linhas');
    pedacos.push(chunk);
  }
  return Buffer.concat(pedacos, total);
}

function descartar(file: Readable, excesso: Excesso): Excesso {
  file.destroy();
  return excesso;
}
