// Payment proofs (comprovantes): the upload form, stored file names and how they are shown.
// Decisions on names and sizes: docs/decisions/012-comprovantes.md.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { dateInput, field, optionalText, requiredText } from './validation.ts';
import { optionalId } from './id-inputs.ts';
import { aliases } from './cross-rules.ts';

/** Total upload limit per request (SPEC §9). */
export const MAX_UPLOAD_BYTES = 300 * 1024 * 1024;
export const MAX_NOME_ARQUIVO = 150;
/** Stored names are joined with this in `comprovante`, so it never appears inside a name. */
export const SEPARADOR_ARQUIVOS = ';';

export interface Comprovante {
  id: string;
  descricao: string;
  data: string;
  /** id_titulo of the linked posting, if any. */
  lancamento: string | null;
  descricao_lancamento: string | null;
  /** Stored file names separated by ';'. */
  comprovante: string;
}

/** A receipt as the list carries it (GET /api/comprovantes): the linked id_titulo is `lancamento_titulo`. */
export interface ComprovanteListado extends Omit<Comprovante, 'lancamento'> {
  lancamento_titulo: string | null;
}

/** What validation needs of a file: a browser File and a parsed multipart part both fit. */
export interface ArquivoInfo {
  name: string;
  size: number;
}

function isArquivo(value: unknown): value is ArquivoInfo {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as { name?: unknown; size?: unknown };
  return typeof file.name === 'string' && typeof file.size === 'number' && file.size >= 0;
}

export function tamanhoTotal(arquivos: readonly ArquivoInfo[]): number {
  return arquivos.reduce((sum, file) => sum + file.size, 0);
}

export function excedeLimite(arquivos: readonly ArquivoInfo[]): boolean {
  return tamanhoTotal(arquivos) > MAX_UPLOAD_BYTES;
}

function arquivosInput() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const list: unknown[] = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const files = list.filter(isArquivo);
      if (files.length === 0 || files.length !== list.length) {
        addIssue({ message: msg.comprovante.arquivoObrigatorio });
        return NEVER;
      }
      if (excedeLimite(files)) {
        addIssue({ message: msg.comprovante.tamanhoExcedido });
        return NEVER;
      }
      return files;
    }),
  );
}

/**
 * cadastrarComprovante: descricao, data, lancamento (optional), arquivo[] (or
 * `arquivo`). The output keeps the original file objects.
 */
export const NovoComprovanteSchema = v.pipe(
  field(),
  aliases({ 'arquivo[]': 'arquivo', arquivos: 'arquivo' }),
  v.object(
    {
      id: optionalId(),
      descricao: requiredText(msg.comprovante.descricaoObrigatoria, 255),
      data: dateInput(msg.comprovante.dataObrigatoria),
      lancamento: optionalText(255),
      arquivo: arquivosInput(),
    },
    msg.comum.dadosInvalidos,
  ),
);
export type NovoComprovante = v.InferOutput<typeof NovoComprovanteSchema>;

/** Stored names of a proof. */
export function listarArquivos(comprovante: string | null | undefined): string[] {
  return (comprovante ?? '').split(SEPARADOR_ARQUIVOS).filter((name) => name !== '');
}

export function juntarArquivos(nomes: readonly string[]): string {
  return nomes.join(SEPARADOR_ARQUIVOS);
}

/** The shown name drops the first two '_' parts when there are at least three ("id_ts_nota.pdf" → "nota.pdf"). */
export function nomeExibido(fileName: string): string {
  const parts = fileName.split('_');
  return parts.length >= 3 ? parts.slice(2).join('_') : fileName;
}

function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/**
 * A safe file name: no directories, no '..', no control or reserved characters, no ';' (the
 * list separator), extension kept when shortened. Never empty.
 */
export function sanitizarNomeArquivo(name: string, maxLength = MAX_NOME_ARQUIVO): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = [...base.normalize('NFC')]
    .filter((ch) => !isControl(ch))
    .join('')
    .replace(/[<>:"|?*;]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (clean === '') clean = 'arquivo';
  if (clean.length <= maxLength) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  // By code points: a cut through an emoji's surrogate pair would leave half a character.
  return [...clean.slice(0, maxLength - ext.length)].filter((ch) => ch.length === 2 || !/[\ud800-\udfff]/.test(ch)).join('').trimEnd() + ext;
}

/**
 * The name a file is stored under: two prefixes without '_' (e.g. the proof id and the file id)
 * before the sanitized original, so nomeExibido gives the original back.
 */
export function nomeArmazenado(prefixo1: string, prefixo2: string, original: string): string {
  const clean = (part: string) => part.replace(/[^A-Za-z0-9-]/g, '');
  const prefixo = `${clean(prefixo1)}_${clean(prefixo2)}_`;
  return prefixo + cortarBytes(sanitizarNomeArquivo(original), MAX_NOME_ARMAZENADO_BYTES - bytesUtf8(prefixo));
}

/**
 * A stored name's most UTF-8 bytes: file systems hold 255 bytes per name, and 150 characters
 * like 'ç' or an emoji are 300–600 bytes (such an upload failed and could never be downloaded).
 */
export const MAX_NOME_ARMAZENADO_BYTES = 240;

function bytesUtf8(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** `name` cut by whole characters to at most `max` UTF-8 bytes, its extension kept. */
function cortarBytes(name: string, max: number): string {
  if (bytesUtf8(name) <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  let out = '';
  for (const ch of name.slice(0, name.length - ext.length)) {
    if (bytesUtf8(out + ch + ext) > max) break;
    out += ch;
  }
  return out.trimEnd() + ext;
}

function decimalBR(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

/** '512 bytes', '1,50 KB', '2,00 MB' (binary units, two decimals, pt-BR comma). */
export function formatarTamanho(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${decimalBR(bytes / 1024)} KB`;
  return `${decimalBR(bytes / (1024 * 1024))} MB`;
}

export function chaveBuscaComprovante(row: Pick<Comprovante, 'descricao' | 'descricao_lancamento'>): (string | null)[] {
  return [row.descricao, row.descricao_lancamento];
}
