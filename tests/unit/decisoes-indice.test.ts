// docs/decisions/README.md indexes every decision record (issue 30 item 2). Pure: reads files only.
// Fails when a record is missing from the index, a row names a record that does not exist, a
// record has no status, or a row's title, status or successors disagree with its record.
// A record's status is its `Status: …` line (or the first line under a `## Status` heading), cut
// at the first `(`, `;` or `. ` and lower-cased: `Status: done (issue 22). Code: …` → `done`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(import.meta.dirname, '../../docs/decisions');
const INDEX = 'README.md';
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
/** `| [002](002-sync-protocol.md) | Title | status | [121](121-….md), … |` */
const ROW = /^\|\s*\[(\d{3})\]\(([^)]+)\)\s*\|(.*)\|([^|]*)\|([^|]*)\|\s*$/;

interface Registro { file: string; title: string; status: string | null; successors: string[] }
interface Linha { number: string; file: string; title: string; status: string; successors: string[] }

/** The short status: `accepted`, `done`, `measured in parts`, `amended by 121, 141`… */
function shortStatus(text: string): string {
  const first = text.trim().split(/\(|;|\. /)[0] ?? '';
  return first.trim().replace(/\.$/, '').trim().toLowerCase();
}

/** Numbers a status names as successors (`amended by 131`, `superseded by 369`). */
function successorsOf(status: string | null): string[] {
  if (!status || !/^(amended|superseded) by /.test(status)) return [];
  return status.match(/\d{3}/g) ?? [];
}

function readStatus(lines: readonly string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const inline = /^Status:\s*(\S.*)$/.exec(line);
    if (inline?.[1]) return shortStatus(inline[1]);
    if (line.trim() === '## Status') {
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      return next && !next.startsWith('#') ? shortStatus(next) : null;
    }
  }
  return null;
}

function readRecords(): { records: Map<string, Registro>; duplicates: string[] } {
  const records = new Map<string, Registro>();
  const duplicates: string[] = [];
  for (const file of readdirSync(DIR).sort()) {
    const match = RECORD_FILE.exec(file);
    if (!match?.[1]) continue;
    const lines = readFileSync(join(DIR, file), 'utf8').split('\n');
    const title = (lines[0] ?? '').replace(/^# \d{3}(\.| —) /, '').trim();
    const status = readStatus(lines);
    if (records.has(match[1])) duplicates.push(file);
    records.set(match[1], { file, title, status, successors: successorsOf(status) });
  }
  return { records, duplicates };
}

function readIndex(): Linha[] {
  return readFileSync(join(DIR, INDEX), 'utf8').split('\n').flatMap((line): Linha[] => {
    const m = ROW.exec(line);
    if (!m) return [];
    const [, number = '', file = '', title = '', status = '', by = ''] = m;
    return [{
      number, file,
      title: title.trim().replace(/\\\|/g, '|'),
      status: status.trim(),
      successors: [...by.matchAll(/\[(\d{3})\]/g)].map((s) => s[1] ?? ''),
    }];
  });
}

describe('docs/decisions/README.md, the index of the decision records', () => {
  const { records, duplicates } = readRecords();
  const rows = readIndex();
  const byNumber = new Map(rows.map((r) => [r.number, r]));

  it('reads the records and the index', () => {
    expect(records.size).toBeGreaterThan(100);
    expect(rows.length).toBeGreaterThan(100);
    expect(duplicates, 'two record files share a number').toEqual([]);
    expect(rows.length, 'a record is listed twice').toBe(byNumber.size);
  });

  it('lists every record', () => {
    const missing = [...records.values()].filter((r) => !byNumber.has(r.file.slice(0, 3))).map((r) => r.file);
    expect(missing, 'records missing from docs/decisions/README.md').toEqual([]);
  });

  it('lists no record that does not exist, and links each row to its file', () => {
    const unknown = rows.filter((r) => records.get(r.number)?.file !== r.file).map((r) => `${r.number} → ${r.file}`);
    expect(unknown, 'rows naming no record file').toEqual([]);
  });

  it('every record has a status', () => {
    const without = [...records.values()].filter((r) => !r.status).map((r) => r.file);
    expect(without, 'records without a `Status:` line').toEqual([]);
  });

  it("each row's title, status and successors agree with its record", () => {
    const disagree: string[] = [];
    for (const row of rows) {
      const record = records.get(row.number);
      if (!record) continue;
      if (row.title !== record.title) disagree.push(`${row.number} title: index "${row.title}", record "${record.title}"`);
      if (row.status !== (record.status ?? '')) disagree.push(`${row.number} status: index "${row.status}", record "${record.status ?? ''}"`);
      const lost = record.successors.filter((n) => !row.successors.includes(n));
      if (lost.length > 0) disagree.push(`${row.number} successors missing from the index: ${lost.join(', ')}`);
    }
    expect(disagree).toEqual([]);
  });

  it('names only existing records as successors, each later than the record it amends', () => {
    const wrong: string[] = [];
    for (const record of records.values()) {
      for (const n of record.successors) if (!records.has(n)) wrong.push(`${record.file}: status names ${n}, which does not exist`);
    }
    for (const row of rows) {
      for (const n of row.successors) {
        if (!records.has(n)) wrong.push(`${row.number}: index names ${n}, which does not exist`);
        else if (n <= row.number) wrong.push(`${row.number}: index names ${n}, not a later record`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
