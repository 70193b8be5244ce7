// README.md's configuration table names every environment variable the server reads, and only
// those (issue 30 item 3). Pure: parses the source files, runs nothing.
// Read by the server at run time: everything under server/ (main, seeds, jobs, the Telegram bot)
// and src/domain, the only part of src the server imports (lint: "server imports only domain").
// A read is `process.env.X`, `process.env['X']`, `const { X } = process.env`, or the same on a
// parameter named `env` (config.ts and uploads.ts take `env: NodeJS.ProcessEnv = process.env`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['server', 'src/domain'];

/**
 * Variables read under server/ only by tests or benchmarks, so not for the README: none today.
 * Add `NAME: 'who reads it and why it is not configuration'` here rather than to the README.
 */
const ONLY_FOR_TESTS: Readonly<Record<string, string>> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `process.env` or an identifier `env`. */
function isEnv(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'env';
  return ts.isPropertyAccessExpression(node) && node.name.text === 'env'
    && ts.isIdentifier(node.expression) && node.expression.text === 'process';
}

const NAME = /^[A-Z][A-Z0-9_]*$/;

/** The environment variables one file reads, each with where. */
function envReads(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<string, string>();
  const add = (name: string, node: ts.Node) => {
    if (!NAME.test(name) || found.has(name)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.set(name, `${relative(ROOT, file)}:${line}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) add(node.name.text, node);
    if (ts.isElementAccessExpression(node) && isEnv(node.expression) && ts.isStringLiteralLike(node.argumentExpression)) {
      add(node.argumentExpression.text, node);
    }
    if (ts.isVariableDeclaration(node) && node.initializer && isEnv(node.initializer) && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) || ts.isStringLiteral(key)) add(key.text, element);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Variable names in the first table under README's `## Configuration` heading. */
function readmeTable(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.trim() === '## Configuration');
  if (start < 0) return [];
  const names: string[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const row = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line);
    if (row?.[1]) {
      inTable = true;
      names.push(row[1]);
    } else if (inTable && !line.startsWith('|')) {
      break;
    }
  }
  return names;
}

describe("README.md's configuration table", () => {
  const reads = new Map<string, string>();
  for (const dir of SCANNED) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      for (const [name, where] of envReads(file)) if (!reads.has(name)) reads.set(name, where);
    }
  }
  const table = readmeTable(readFileSync(join(ROOT, 'README.md'), 'utf8'));

  it('finds the reads and the table', () => {
    // config.ts's reads through its `env` parameter, and a direct process.env read elsewhere.
    expect(reads.get('DATA_DIR')).toMatch(/^server\/config\.ts:/);
    expect(reads.get('TELEGRAM_POLLING')).toMatch(/^server\/main\.ts:/);
    expect(table.length).toBeGreaterThan(10);
    expect(new Set(table).size, 'a variable is listed twice').toBe(table.length);
  });

  it('lists every variable the server reads', () => {
    const missing = [...reads].filter(([name]) => !table.includes(name) && !(name in ONLY_FOR_TESTS))
      .map(([name, where]) => `${name} (${where})`);
    expect(missing, 'read by the server, missing from README.md ## Configuration').toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    const stale = table.filter((name) => !reads.has(name));
    expect(stale, 'in README.md ## Configuration, read nowhere under server/ or src/domain').toEqual([]);
  });

  it('keeps test-only variables out of the table, and only ones still read', () => {
    for (const name of Object.keys(ONLY_FOR_TESTS)) {
      expect(reads.has(name), `${name} is no longer read: drop it from ONLY_FOR_TESTS`).toBe(true);
      expect(table, `${name} is test-only: not configuration`).not.toContain(name);
    }
  });
});
