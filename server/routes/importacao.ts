/* Card CSV import ('Import. Lança.Crédito', SPEC §7): csv_file → one Crédito payable per line,
   all or nothing, every bad line reported. Parsing with papaparse; line rules in the domain
   (src/domain/importacao.ts); decisions in docs/decisions/051-importacao-cartao.md. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARTAO_MAX_BYTES, CARTAO_MAX_MB, IMPORTACAO_MAX_LINHAS } from '../../src/domain/limites-importacao.ts';
import { lerCsv } from '../../src/domain/csv-leitura.ts';
import { decodificar } from '../../src/domain/decodificar-bytes.ts';
import { uuidv7 } from 'uuidv7';
import { aprovacaoAoSalvar } from '../../src/domain/alcada.ts';
import { validarCabecalho, validarImportacao } from '../../src/domain/importacao.ts';
import type { ErroImportacao } from '../../src/domain/importacao.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { validate } from '../../src/domain/validation.ts';
import { formParts, multipartFailure, readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { lerLimitado } from '../lib/upload-limitado.ts';
import { lerConfigAlcada } from '../repositories/alcada.ts';
import { insertLancamentosImportados, selectBancosImportacao } from '../repositories/importacao.ts';
import { perfilDe } from './alcadas.ts';

/** Bad lines reported at most; beyond that the answer would be megabytes the screen cannot show. */
const MAX_ERROS = 1000;
const FILE_FIELDS = ['csv_file', 'csv_file[]'];

interface CsvUpload { name: string; bytes: Buffer }

function recusa(message: string, linhas: ErroImportacao[] = [], status = 422): HttpError {
  return new HttpError(status, message, {
    status: 'error', linhas_com_erro: linhas.slice(0, MAX_ERROS), total_erros: linhas.length,
    errors: { csv_file: [message] },
  });
}

/** The csv_file part into memory, refused (413) at the chunk that passes the byte or line cap
    (decision 399); other parts are drained. */
async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload | null> {
  if (!request.isMultipart()) {
    await readForm(request);
    return null;
  }
  let upload: CsvUpload | null = null;
  try {
    // One byte past the cap, so the plugin's truncation is seen as "too large" by lerLimitado.
    for await (const part of formParts(request, { limits: { fileSize: CARTAO_MAX_BYTES + 1 } })) {
      if (part.type !== 'file') continue;
      if (upload || !FILE_FIELDS.includes(part.fieldname) || part.filename === '') {
        part.file.resume();
        continue;
      }
      const bytes = await lerLimitado(part.file, CARTAO_MAX_BYTES, request.server.importacaoPrazoLeituraMs);
      if (bytes === 'bytes') throw recusa(msg.importacao.arquivoGrande(CARTAO_MAX_MB), [], 413);
      if (bytes === 'linhas') throw recusa(msg.importacao.linhasDemais(IMPORTACAO_MAX_LINHAS), [], 413);
      if (bytes === 'prazo') throw recusa(msg.importacao.envioLento(Math.round(request.server.importacaoPrazoLeituraMs / 60_000)), [], 408);
      upload = { name: part.filename, bytes };
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw recusa(msg.importacao.arquivoGrande(CARTAO_MAX_MB), [], 413);
    throw multipartFailure(error);
  }
  return upload;
}

export async function importacaoRoutes(app: FastifyInstance) {
  rotaMutacao(app, MUTACOES.importarCartao, (request, reply) => app.importacaoComVaga(reply, async () => {
    const upload = await readCsvUpload(request);
    const parsed = validate(MUTACOES.importarCartao.schema, { csv_file: upload ? { name: upload.name, size: upload.bytes.length } : null });
    if (!parsed.ok || !upload) throw recusa(parsed.ok ? msg.importacao.arquivoObrigatorio : parsed.message);
    const text = decodificar(upload.bytes);
    if (text === null) throw recusa(msg.importacao.arquivoNaoCsv);
    if (text.trim() === '') throw recusa(msg.importacao.arquivoVazio);
    const lido = lerCsv(text);
    if (!lido.ok) throw recusa(lido.message);
    const { headers, records } = lido;
    const cabecalho = validarCabecalho(headers);
    if (cabecalho) throw recusa(cabecalho);

    const fingerprint = { csv_file: upload.name, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
    return runMutation(request, reply, fingerprint, async (tx) => {
      const resultado = validarImportacao(records, await selectBancosImportacao(tx));
      if (!resultado.ok) throw recusa(resultado.message, resultado.erros);
      // Each line faces the alçada like a purchase typed on the Cadastro (decision 439).
      const alcada = { perfil: perfilDe(request), config: await lerConfigAlcada(tx) };
      await insertLancamentosImportados(tx, resultado.lancamentos.map((l) => {
        if (l.vencimento === null) throw new Error('validarImportacao gave a posting without vencimento');
        return {
          id: uuidv7(), descricao: l.descricao, banco_id: l.banco, valor: l.valor, data: l.data, vencimento: l.vencimento,
          pagamento: l.pagamento, tipo_compra: l.tipo_lancamento, status: l.status, tipo: l.tipo, metodo: l.metodo,
          aprovacao: aprovacaoAoSalvar({ ...alcada, valor: l.valor }),
        };
      }));
      const n = resultado.lancamentos.length;
      return { status: 201, body: { status: 'success', linhas_importadas: n, message: msg.importacao.sucesso(n) } };
    });
  }));
}
