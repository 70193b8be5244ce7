// Reading a bank statement file (issue 16): the bytes decoded by what they are (UTF-8, else
// Windows-1252; BOM dropped — an OFX header's CHARSET is not trusted, Brazilian banks get it
// wrong both ways), the format recognised, and each line read by extrato-ofx.ts or
// extrato-csv.ts. The browser (preview, offline) and the server (the judge) run this same code.

import * as v from 'valibot';
import { isUUID } from './coerce.ts';
import { decodificar } from './decodificar-bytes.ts';
import { lerCsvExtrato } from './extrato-csv.ts';
import { lerOfx, pareceOfx } from './extrato-ofx.ts';
import type { ExtratoLido } from './extrato-linha.ts';
import { IMPORTACAO_MAX_LINHAS, excedeLinhas } from './limites-importacao.ts';
import { idInput } from './id-inputs.ts';
import { msg } from './messages.ts';
import { field } from './validation.ts';


/** A statement of 20,000 lines is a few MB; with the line cap (limites-importacao.ts, decision
    399) this keeps a whole file in memory safely. */
export const EXTRATO_MAX_MB = 10;
export const EXTRATO_MAX_BYTES = EXTRATO_MAX_MB * 1024 * 1024;

export type LeituraExtrato = ExtratoLido | { ok: false; message: string };

/** The whole file: OFX (SGML or XML) or a known bank CSV. `hoje` drops future lines. */
export function lerExtrato(bytes: Uint8Array, hoje: string): LeituraExtrato {
  const text = decodificar(bytes);
  if (text === null) return { ok: false, message: msg.extratos.arquivoBinario };
  if (text.trim() === '') return { ok: false, message: msg.extratos.arquivoVazio };
  if (excedeLinhas(text)) return { ok: false, message: msg.importacao.linhasDemais(IMPORTACAO_MAX_LINHAS) };
  return pareceOfx(text) ? lerOfx(text, hoje) : lerCsvExtrato(text, hoje);
}

/** .ofx or .csv (or .txt, which some banks use for CSV). */
export function nomeDeExtrato(nome: string): boolean {
  return /\.(ofx|csv|txt)$/i.test(nome);
}

/** A file part as the server reads it (name and size) or a browser File. */
interface ArquivoLido { name: string; size: number }

function lerMapaIds(value: unknown): Record<string, string> | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  let parsed: unknown = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const out: Record<string, string> = {};
  for (const [chave, id] of Object.entries(parsed as Record<string, unknown>)) {
    if (chave.length > 600 || typeof id !== 'string' || !isUUID(id)) return undefined;
    out[chave] = id.toLowerCase();
  }
  return out;
}

/**
 * importarExtrato (multipart): arquivo, banco, previa ('1': only classify, nothing saved) and
 * ids — `{<chave>: <uuid>}`, the ids the device gave the new lines so its rows are the server's.
 */
export const ImportarExtratoSchema = v.object(
  {
    arquivo: v.pipe(
      field(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw: unknown = Array.isArray(dataset.value) ? dataset.value[0] : dataset.value;
        const file = raw as Partial<ArquivoLido> | null;
        if (typeof file !== 'object' || file === null || typeof file.name !== 'string' || typeof file.size !== 'number') {
          addIssue({ message: msg.extratos.arquivoObrigatorio });
          return NEVER;
        }
        if (!nomeDeExtrato(file.name)) {
          addIssue({ message: msg.extratos.arquivoTipo });
          return NEVER;
        }
        if (file.size > EXTRATO_MAX_BYTES) {
          addIssue({ message: msg.comprovante.tamanhoExcedido });
          return NEVER;
        }
        return file as ArquivoLido;
      }),
    ),
    banco: idInput(msg.extratos.bancoObrigatorio),
    previa: v.pipe(field(), v.transform((value) => value === '1' || value === 1 || value === true || value === 'true')),
    ids: v.pipe(
      field(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const ids = lerMapaIds(dataset.value);
        if (ids === undefined) {
          addIssue({ message: msg.comum.dadosInvalidos });
          return NEVER;
        }
        return ids ?? {};
      }),
    ),
  },
  msg.comum.dadosInvalidos,
);
export type ImportarExtrato = v.InferOutput<typeof ImportarExtratoSchema>;
