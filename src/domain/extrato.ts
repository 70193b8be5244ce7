// A bank statement's import (issue 16): its size and name rules and the write's schema. The file
// itself is read by extrato-leitura.ts, apart: the schema is loaded with every write
// (mutacoes.ts) on every screen, the OFX and CSV readers only where a file is read.

import * as v from 'valibot';
import { isUUID } from './coerce.ts';
import { idInput } from './id-inputs.ts';
import { msg } from './messages.ts';
import { field } from './validation.ts';


/** A statement of 20,000 lines is a few MB; with the line cap (limites-importacao.ts, decision
    399) this keeps a whole file in memory safely. */
export const EXTRATO_MAX_MB = 10;
export const EXTRATO_MAX_BYTES = EXTRATO_MAX_MB * 1024 * 1024;

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
