/* The part of a Dexie Collection and of `where(field)` the code uses, over a packed list's rows in
   memory (paginas.ts): a scan, not an index (decision 450). Reads hand out copies, as Dexie does. */
import type { LocalRow } from '../wire.ts';

export const copia = <T>(row: T): T => structuredClone(row);

/** What a view needs of its list: the shared rows in memory, and a delete. */
export interface FonteDaConsulta<T extends LocalRow> {
  linhas(): Promise<readonly T[]>;
  bulkDelete(ids: readonly string[]): Promise<void>;
}

/** A filtered view of a packed list. */
export class Consulta<T extends LocalRow> {
  constructor(private readonly tabela: FonteDaConsulta<T>, private readonly test: (row: T) => boolean) {}

  /** The matching rows themselves, shared: read only (a reader that maps them at once, as the bell, needs no copies). */
  async achadas(): Promise<readonly T[]> {
    return (await this.tabela.linhas()).filter(this.test);
  }

  async toArray(): Promise<T[]> {
    return (await this.achadas()).map(copia);
  }

  async first(): Promise<T | undefined> {
    const row = (await this.tabela.linhas()).find(this.test);
    return row ? copia(row) : undefined;
  }

  async count(): Promise<number> {
    return (await this.achadas()).length;
  }

  async primaryKeys(): Promise<string[]> {
    return (await this.achadas()).map((row) => row.id);
  }

  async delete(): Promise<number> {
    const ids = await this.primaryKeys();
    await this.tabela.bulkDelete(ids);
    return ids.length;
  }
}

export interface Onde<T extends LocalRow> {
  equals(value: unknown): Consulta<T>;
  anyOf(values: readonly unknown[]): Consulta<T>;
  /** Dexie's bounds: strings compare as IndexedDB keys do (code points); null/undefined are not in an index. */
  between(lower: string, upper: string, includeLower?: boolean, includeUpper?: boolean): Consulta<T>;
  above(lower: string): Consulta<T>;
}

/** Dexie's `where(field)` on `fonte`'s rows. */
export function onde<T extends LocalRow>(fonte: FonteDaConsulta<T>, field: string): Onde<T> {
  const valor = (row: T) => row[field];
  const filtro = (test: (row: T) => boolean) => new Consulta(fonte, test);
  return {
    equals: (value) => filtro((row) => valor(row) === value),
    anyOf: (values) => {
      const set = new Set(values);
      return filtro((row) => set.has(valor(row)));
    },
    between: (lower, upper, includeLower = true, includeUpper = false) => filtro((row) => {
      const v = valor(row);
      if (typeof v !== 'string') return false;
      return (includeLower ? v >= lower : v > lower) && (includeUpper ? v <= upper : v < upper);
    }),
    above: (lower) => filtro((row) => typeof valor(row) === 'string' && (valor(row) as string) > lower),
  };
}
