/* Supplier NF-e → contas a pagar (issue 34 item 2, PRODUCT "NF-e de fornecedor", decision 419):
   - POST /api/nfe/ler (multipart: arquivo, one or many XML or .zip): reads every note with the
     same domain code the device runs (src/domain/nfe-arquivos.ts) and says, per file, what it
     holds or why it cannot be read, and whether its chave was imported already. Writes nothing.
   - cadastrarNFe (multipart: arquivo — one XML —, banco, categoria, pagamento, ids):
     one payable group per note, its duplicatas as parcelas (amounts to the cent, due dates as
     written), the XML kept as the group's comprovante, the chave recorded so the same note is
     refused on any device. Idempotent through its Idempotency-Key like every write. */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { conferirBanco } from '../../src/domain/credito.ts';
import { nomeArmazenado } from '../../src/domain/comprovante.ts';
import { gerarLancamentos, NovoLancamentoSchema } from '../../src/domain/lancamento.ts';
import { msg } from '../../src/domain/messages.ts';
import { MSG_NFE } from '../../src/domain/messages-nfe.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { comValoresDaNFe, formularioDaNFe, lerArquivosNFe, parcelasDaNFe, problemaDaNFe } from '../../src/domain/nfe-arquivos.ts';
import { NFE_MAX_ARQUIVOS, NFE_MAX_BYTES_TOTAL } from '../../src/domain/nfe-limites.ts';
import type { ArquivoNFe } from '../../src/domain/nfe-arquivos.ts';
import type { NFeLida } from '../../src/domain/nfe.ts';
import { lancamentos } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { discardFiles, keepFiles, receiveUpload } from '../lib/uploads.ts';
import type { ReceivedUpload } from '../lib/uploads.ts';
import { comprovantesByIds, insertComprovante } from '../repositories/comprovantes.ts';
import { bancoPorId, categoriaPorId } from '../repositories/dados.ts';
import { insertLancamentos, lancamentosByTitulos } from '../repositories/lancamentos.ts';
import { chavesImportadas, liberarChave, registrarNFe } from '../repositories/nfe.ts';
import { idsEmUso } from '../repositories/titulos.ts';
import { aprovacaoDaCriacao } from './alcadas.ts';
import { semDuplicar } from './titulo-input.ts';

const FILE_FIELDS = ['arquivo', 'arquivo[]', 'arquivos', 'arquivos[]'];

/** A note as the API answers it: money as dot decimals (PRODUCT's keys). */
function nfeWire(nfe: NFeLida) {
  return {
    ...nfe,
    valor_total: toDecimal(nfe.valor_total),
    duplicatas: nfe.duplicatas.map((d) => ({ ...d, valor: toDecimal(d.valor) })),
    ibs: nfe.ibs === null ? null : toDecimal(nfe.ibs),
    cbs: nfe.cbs === null ? null : toDecimal(nfe.cbs),
  };
}

async function lidos(upload: ReceivedUpload): Promise<ArquivoNFe[]> {
  const arquivos = await Promise.all(upload.files.map(async (f) => ({ nome: f.nomeOriginal, bytes: new Uint8Array(await readFile(f.tempPath)) })));
  return lerArquivosNFe(arquivos);
}

function recusa(message: string, extra: Record<string, unknown> = {}, status = 422): HttpError {
  return new HttpError(status, message, { errors: { arquivo: [message] }, ...extra });
}

function receber(app: FastifyInstance, request: FastifyRequest, limit: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw recusa(MSG_NFE.arquivoObrigatorio);
  return receiveUpload(request, { dataDir: app.config.dataDir, fileFields: FILE_FIELDS, limit });
}

export async function nfeRoutes(app: FastifyInstance) {
  app.post('/api/nfe/ler', (request, reply) => app.importacaoComVaga(reply, async () => {
    const upload = await receber(app, request, NFE_MAX_BYTES_TOTAL);
    try {
      if (upload.files.length === 0) throw recusa(MSG_NFE.arquivoObrigatorio);
      if (upload.files.length > NFE_MAX_ARQUIVOS) throw recusa(MSG_NFE.arquivosDemais(NFE_MAX_ARQUIVOS));
      const resultado = await lidos(upload);
      const importadas = await chavesImportadas(app.db, resultado.flatMap((r) => (r.ok ? [r.nfe.chave] : [])));
      const nfes = resultado.map((r) => (r.ok
        ? { arquivo: r.arquivo, ok: true, nfe: nfeWire(r.nfe), ja_importada: importadas.has(r.nfe.chave) }
        : { arquivo: r.arquivo, ok: false, erro: r.erro }));
      const primeira = resultado.find((r) => r.ok);
      const corpo = { nfes, lidas: nfes.filter((n) => n.ok).length, com_erro: nfes.filter((n) => !n.ok).length };
      // Nothing readable: a 422 naming the problem (the file's own when it was one file).
      if (!primeira?.ok) throw recusa(resultado.length === 1 && !resultado[0]!.ok ? resultado[0]!.erro : MSG_NFE.nenhumaLida, corpo);
      return { nfe: nfeWire(primeira.nfe), ...corpo };
    } finally {
      await discardFiles(upload.files.map((f) => f.tempPath));
    }
  }));

  // The kept XML is removed again if the answer is a refusal (the transaction rolled back).
  const uploads = new WeakMap<FastifyRequest, { temps: string[]; kept: string[] }>();

  rotaMutacao(app, MUTACOES.cadastrarNFe, (request, reply) => app.importacaoComVaga(reply, async () => {
    const upload = await receber(app, request, NFE_MAX_BYTES_TOTAL);
    const state = { temps: upload.files.map((f) => f.tempPath), kept: [] as string[] };
    uploads.set(request, state);
    const arquivos = upload.files.map((f) => ({ name: f.nomeOriginal, size: f.tamanho }));
    const input = parseOr422(MUTACOES.cadastrarNFe.schema, { ...upload.fields, arquivo: arquivos });
    const [lido] = await lidos(upload);
    if (!lido || !lido.ok) throw recusa(lido?.ok === false ? lido.erro : MSG_NFE.arquivoObrigatorio);
    if (lido.arquivo !== upload.files[0]!.nomeOriginal) throw recusa(MSG_NFE.umaPorVez);
    const nfe = lido.nfe;
    const problema = problemaDaNFe(nfe, input.pagamento);
    if (problema) throw new HttpError(422, problema, { errors: { pagamento: [problema] } });
    const quantidade = parcelasDaNFe(nfe).length;
    if (input.ids && input.ids.length !== quantidade) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { ids: [msg.comum.dadosInvalidos] } });
    const ids = { id_titulo: input.id_titulo ?? uuidv7(), ids: input.ids ?? Array.from({ length: quantidade }, () => uuidv7()) };
    const idComprovante = input.id_comprovante ?? uuidv7();
    const dados = parseOr422(NovoLancamentoSchema, formularioDaNFe(nfe, { banco: input.banco, categoria: input.categoria, pagamento: input.pagamento, ...ids }));
    const fingerprint = { ...upload.fields, arquivo: upload.files.map((f) => ({ name: f.nomeOriginal, size: f.tamanho, sha256: f.sha256 })) };

    return runMutation(request, reply, fingerprint, async (tx) => {
      const conferido = conferirBanco(await bancoPorId(tx, input.banco), input.pagamento);
      if (!conferido.ok) throw new HttpError(422, conferido.message, { errors: { banco: [conferido.message] } });
      const categoria = input.categoria ? await categoriaPorId(tx, input.categoria) : null;
      if (input.categoria && !categoria) throw new HttpError(422, msg.categoria.naoEncontrada, { errors: { categoria: [msg.categoria.naoEncontrada] } });
      // A chave whose group was deleted is free again; one whose group exists is this note, again.
      await liberarChave(tx, nfe.chave);
      if ((await chavesImportadas(tx, [nfe.chave])).size) throw recusa(MSG_NFE.jaImportada(nfe.numero, nfe.emitente_nome), {}, 409);
      if (await idsEmUso(tx, lancamentos, ids.id_titulo, ids.ids)) throw new HttpError(409, msg.lancamento.jaCadastrado);
      const geradas = comValoresDaNFe(gerarLancamentos(dados, { banco: conferido.value.banco, categoria: categoria?.descricao ?? null }, ids), nfe);
      // The alçada (decision 430): an Operador's note at or above the limit waits, as a typed payable would.
      const aprovacao = await aprovacaoDaCriacao(tx, request, nfe.valor_total);
      const rows = geradas.map((row) => ({ ...row, aprovacao }));
      await semDuplicar(msg.lancamento.jaCadastrado, () => insertLancamentos(tx, rows));
      const file = upload.files[0]!;
      const arquivo = { id: uuidv7(), nome: nomeArmazenado(idComprovante.replace(/-/g, '').slice(-12), `${Date.now()}-1`, file.nomeOriginal), nomeOriginal: file.nomeOriginal, tamanho: file.tamanho, mime: file.mime || 'application/xml' };
      const inserted = await insertComprovante(tx, {
        id: idComprovante, descricao: dados.descricao, data: nfe.emissao, lancamentoTitulo: ids.id_titulo, descricaoLancamento: dados.descricao,
      }, [arquivo]);
      if (!inserted) throw new HttpError(409, msg.comum.registroDuplicado);
      await semDuplicar(MSG_NFE.jaImportada(nfe.numero, nfe.emitente_nome), () => registrarNFe(tx, nfe, ids.id_titulo, idComprovante));
      state.kept = await keepFiles(app.config.dataDir, [{ tempPath: file.tempPath, nome: arquivo.nome }]);
      const [comprovante] = await comprovantesByIds(tx, [idComprovante]);
      return {
        status: 201,
        body: { message: MSG_NFE.cadastrada(nfe.numero), lancamentos: await lancamentosByTitulos(tx, [ids.id_titulo]), comprovante, nfe: nfeWire(nfe) },
      };
    });
  }), {
    onSend: async (request, reply, payload) => {
      const state = uploads.get(request);
      if (state && reply.statusCode >= 400) await discardFiles(state.kept);
      if (state) await discardFiles(state.temps);
      return payload;
    },
  });
}
