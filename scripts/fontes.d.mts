// Types of scripts/fontes.mjs (plain JavaScript, so `npm start` runs on node alone).
export interface Alvo {
  saida: string;
  script: string;
  entradas: string[];
}
export const ARQUIVO_HASH: string;
export const ALVOS: Alvo[];
export function hashDasFontes(raiz: string, entradas: string[]): string;
export function construirSeMudou(raiz: string, alvo: Alvo): string | null;
export function guardarHash(raiz: string, alvo: Alvo, hash: string): void;
