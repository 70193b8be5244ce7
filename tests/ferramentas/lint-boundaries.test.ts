/* The layer boundaries are enforced by lint, not by review (issue 12): a Dexie import in a
   feature and an import cycle (the one mutation.ts ⇄ mutation-batch.ts once had) are errors. */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

async function rules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('refuses a dexie (or ky) import in src/features', { timeout: 120_000 }, async () => {
    const found = await rules("import Dexie from 'dexie';\nimport ky from 'ky';\nexport const x = [Dexie, ky];\n", 'src/features/home/home-page.tsx');
    expect(found.filter((r) => r === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuses Node builtins in src/domain, with or without the node: prefix, and dexie-react-hooks outside src/data', { timeout: 120_000 }, async () => {
    const node = "import { readFileSync } from 'fs';\nimport { createHash } from 'crypto';\nimport { join } from 'node:path';\nexport const x = [readFileSync, createHash, join];\n";
    expect((await rules(node, 'src/domain/money.ts')).filter((r) => r === 'no-restricted-imports')).toHaveLength(3);
    const hooks = "import { useLiveQuery } from 'dexie-react-hooks';\nexport const x = useLiveQuery;\n";
    expect(await rules(hooks, 'src/features/home/home-page.tsx')).toContain('no-restricted-imports');
    expect(await rules(hooks, 'src/data/consultas.ts')).toEqual([]);
  });

  it('refuses an import cycle', { timeout: 120_000 }, async () => {
    // mutation.ts imports mutation-batch.ts; this would make mutation-batch.ts import it back.
    const code = "import { runMutation } from './mutation.ts';\nexport const again = runMutation;\n";
    expect(await rules(code, 'server/lib/mutation-batch.ts')).toContain('import-x/no-cycle');
  });

  it('refuses `as unknown as` in src, server and sw', { timeout: 120_000 }, async () => {
    const code = "const n = 1;\nexport const s = n as unknown as string;\n";
    expect(await rules(code, 'src/data/wire.ts')).toContain('no-restricted-syntax');
    expect(await rules(code, 'server/db/client.ts')).toContain('no-restricted-syntax');
  });

  it('refuses src/ui importing src/data or src/features (decision 306)', { timeout: 120_000 }, async () => {
    const data = "import { useConsulta } from '../data/consultas.ts';\nexport const x = useConsulta;\n";
    expect(await rules(data, 'src/ui/list-card.tsx')).toContain('no-restricted-imports');
    const comum = "import { RendimentoList } from '../features/comum/rendimento-list.tsx';\nexport const x = RendimentoList;\n";
    expect(await rules(comum, 'src/ui/list-card.tsx')).toContain('no-restricted-imports');
  });

  it('lets a feature import the shared widgets of features/comum, not another feature (decision 306)', { timeout: 120_000 }, async () => {
    const comum = "import { DescricaoField } from '../comum/cadastro-fields.tsx';\nexport const x = DescricaoField;\n";
    expect(await rules(comum, 'src/features/faturas/cadastro-fatura-modal.tsx')).toEqual([]);
    const outra = "import { BancosPage } from '../bancos/bancos-page.tsx';\nexport const x = BancosPage;\n";
    expect(await rules(outra, 'src/features/faturas/cadastro-fatura-modal.tsx')).toContain('no-restricted-imports');
  });

  it('refuses barrels and re-exports in src and sw (decision 345)', { timeout: 120_000 }, async () => {
    const all = "export * from './acoes-posicoes.ts';\n";
    expect(await rules(all, 'src/domain/historico-escolar.ts')).toContain('no-restricted-syntax');
    const named = "export { notifyUnauthorized } from './unauthorized.ts';\nexport type { Transport } from './transport.ts';\n";
    expect((await rules(named, 'src/data/api.ts')).filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
    // Drizzle's one schema object stays assembled from its parts.
    expect(await rules("export * from './schema-acesso.ts';\n", 'server/db/schema.ts')).toEqual([]);
  });
});
