/* Payment proofs (SPEC §7): list, upload with files, delete, download. Files stream to a
   temporary name and are kept only by the transaction that records them, so a refused or
   replayed upload stores nothing (docs/decisions/050-comprovante-uploads.md). */
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { isUUID } from '../../src/domain/coerce.ts';
import { nomeArmazenado, nomeExibido } from '../../src/domain/comprovante.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Tx } from '../db/client.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import {
  discardFiles, keepFiles, receiveUpload, removeStaleTemps, resolveStored, storedFileSize, uploadLimitBytes,
} from '../lib/uploads.ts';
import type { ReceivedUpload } from '../lib/uploads.ts';
import {
  comprovantesByIds, deleteComprovantes, findArquivo, findVinculo, insertComprovante,
} from '../repositories/comprovantes.ts';
import type { VinculoLancamento } from '../repositories/comprovantes.ts';

const FILE_FIELDS = ['arquivo', 'arquivo[]', 'arquivos', 'arquivos[]'];

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which the grammar forbids. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

function contentDisposition(shown: string): string {
  const ascii = shown.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(shown)}`;
}

/** SPEC §3 sends the linked posting's title: its id_titulo, or (older clients) its description. */
async function vinculoDe(tx: Tx, lancamento: string | null): Promise<VinculoLancamento | null> {
  if (lancamento === null) return null;
  const ref = isUUID(lancamento) ? { idTitulo: lancamento.toLowerCase() } : { descricao: lancamento };
  const vinculo = await findVinculo(tx, ref);
  if (!vinculo) {
    throw new HttpError(422, msg.comprovante.lancamentoNaoEncontrado, { errors: { lancamento: [msg.comprovante.lancamentoNaoEncontrado] } });
  }
  return vinculo;
}

async function readUpload(app: FastifyInstance, request: Parameters<typeof receiveUpload>[0]): Promise<ReceivedUpload> {
  if (!request.isMultipart()) return { fields: await readForm(request), files: [] };
  return receiveUpload(request, { dataDir: app.config.dataDir, fileFields: FILE_FIELDS, limit: uploadLimitBytes() });
}

export async function comprovantesRoutes(app: FastifyInstance) {
  await removeStaleTemps(app.config.dataDir);

  app.get('/api/comprovantes', (request) => pull(request, pullDe('comprovantes', request)));

  // File clean-up runs in onSend: after the transaction's outcome is known (runMutation sends
  // only after COMMIT; any failure sends a 4xx/5xx) and before the client gets the answer.
  const uploads = new WeakMap<FastifyRequest, { temps: string[]; kept: string[] }>();
  const removals = new WeakMap<FastifyRequest, string[]>();

  rotaMutacao(app, MUTACOES.cadastrarComprovante, async (request, reply) => {
    const upload = await readUpload(app, request);
    const state = { temps: upload.files.map((f) => f.tempPath), kept: [] as string[] };
    uploads.set(request, state);
    const arquivos = upload.files.map((f) => ({ name: f.nomeOriginal, size: f.tamanho }));
    const input = parseOr422(MUTACOES.cadastrarComprovante.schema, { ...upload.fields, arquivo: arquivos });
    const id = input.id ?? uuidv7();
    // A replay (same key, same fields, same files by name, size and bytes) answers from the store.
    const fingerprint = upload.files.map((f) => ({ name: f.nomeOriginal, size: f.tamanho, sha256: f.sha256 }));
    return runMutation(request, reply, { ...upload.fields, arquivo: fingerprint }, async (tx) => {
      const vinculo = await vinculoDe(tx, input.lancamento);
      const prefixo = id.replace(/-/g, '').slice(-12);
      const now = Date.now();
      const rows = upload.files.map((f, i) => ({
        id: uuidv7(), nome: nomeArmazenado(prefixo, `${now}-${i + 1}`, f.nomeOriginal),
        nomeOriginal: f.nomeOriginal, tamanho: f.tamanho, mime: f.mime || null,
      }));
      const inserted = await insertComprovante(tx, {
        id, descricao: input.descricao, data: input.data,
        lancamentoTitulo: vinculo?.idTitulo ?? null, descricaoLancamento: vinculo?.descricao ?? null,
      }, rows);
      if (!inserted) throw new HttpError(409, msg.comum.registroDuplicado);
      state.kept = await keepFiles(app.config.dataDir, rows.map((row, i) => ({ tempPath: state.temps[i]!, nome: row.nome })));
      const [comprovante] = await comprovantesByIds(tx, [id]);
      return { status: 201, body: { message: msg.comprovante.cadastrado, comprovante } };
    });
  }, {
    onSend: async (request, reply, payload) => {
      const state = uploads.get(request);
      if (state && reply.statusCode >= 400) await discardFiles(state.kept);
      if (state) await discardFiles(state.temps);
      return payload;
    },
  });

  rotaMutacao(app, MUTACOES.deletarComprovantes, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarComprovantes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const deleted = await deleteComprovantes(tx, ids);
      removals.set(request, deleted.nomes);
      return { body: { message: msg.comum.excluidos, ids: deleted.ids } };
    });
  }, {
    onSend: async (request, reply, payload) => {
      const nomes = removals.get(request);
      if (nomes && reply.statusCode < 400) {
        await discardFiles(nomes.map((nome) => resolveStored(app.config.dataDir, nome)).filter((p): p is string => p !== null));
      }
      return payload;
    },
  });

  app.get('/api/download-comprovante/:filename', async (request, reply) => {
    const { filename } = request.params as { filename: string };
    const notFound = new HttpError(404, msg.comprovante.arquivoNaoEncontrado);
    // Only names recorded in the database are served, and only from inside the uploads dir.
    const path = resolveStored(app.config.dataDir, filename);
    if (!path) throw notFound;
    const arquivo = await findArquivo(app.db, filename);
    const size = arquivo ? await storedFileSize(path) : null;
    if (!arquivo || size === null) throw notFound;
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', size)
      .header('Content-Disposition', contentDisposition(nomeExibido(arquivo.nome)))
      .header('Cache-Control', 'private, no-store')
      .send(createReadStream(path));
  });
}
