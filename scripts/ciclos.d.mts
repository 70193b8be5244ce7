/** Every circle of imports under `pastas` (relative to `raiz`), type-only imports included; each circle as its files, sorted. */
export function ciclos(raiz: string, pastas: readonly string[]): string[][];
