import { describe, expect, it, vi } from 'vitest';
import {
  CSV_FORMAT_INVALID,
  CSV_MAX_ROWS,
  MAX_LISTED_PROBLEMS,
  parseQueueCsv,
  readQueueCsv,
} from '@/features/campaign-detail/csv';
import { ImportNotConfirmedError, importInParts, type ImportProgress } from '@/features/campaign-detail/api';
import { importProgressText } from '@/features/campaign-detail/components/CsvImport';
import { world } from '@/mocks/world/store';
import type { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';
import { startSimulation } from './simulation';

describe('queue CSV import', () => {
  it('reads id and status (and optional names) from a good file', () => {
    const result = parseQueueCsv('id,status,firstName,lastName\r\n12,0,Ada,Lovelace\r\n13, 3 ,,\r\n\r\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { id: 12, status: 0, firstName: 'Ada', lastName: 'Lovelace' },
        { id: 13, status: 3, firstName: '', lastName: '' },
      ],
      problems: [],
      problemCount: 0,
      total: 2,
    });
  });

  it('accepts the columns in any order, with spaces around the header names', () => {
    expect(parseQueueCsv(' status , id \n1,7\n')).toEqual({
      ok: true,
      rows: [{ id: 7, status: 1 }],
      problems: [],
      problemCount: 0,
      total: 1,
    });
  });

  it('refuses a file without the id and status columns', () => {
    expect(parseQueueCsv('name,email\nAda,ada@example.com\n')).toEqual({
      ok: false,
      message: CSV_FORMAT_INVALID,
    });
    expect(parseQueueCsv('id,state\n1,0\n')).toEqual({ ok: false, message: CSV_FORMAT_INVALID });
    expect(parseQueueCsv('')).toEqual({ ok: false, message: CSV_FORMAT_INVALID });
  });

  it('says so when the file has a header but no rows', () => {
    expect(parseQueueCsv('id,status\n')).toEqual({
      ok: false,
      message: `${CSV_FORMAT_INVALID}: the file has no rows`,
    });
  });

  it('refuses a file papaparse cannot read, naming the line', () => {
    const quote = parseQueueCsv('id,status\n1,0\n2,"0\n');
    expect(quote).toEqual({
      ok: false,
      message: expect.stringMatching(/^Error parsing csv: .+ \(line 3\)$/),
    });
  });

  it('keeps the good rows and lists every bad one with its line and reason', () => {
    const result = parseQueueCsv('id,status\n1,0\n0,1\nabc,2\n4,7\n5,\n6,1\n7\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { id: 1, status: 0 },
        { id: 6, status: 1 },
      ],
      problems: [
        { line: 3, reason: 'id must be a whole number of 1 or more' },
        { line: 4, reason: 'id must be a whole number' },
        { line: 5, reason: 'status must be between 0 and 6' },
        { line: 6, reason: 'status is empty' },
        { line: 8, reason: 'Too few fields: expected 2 fields but parsed 1' },
      ],
      problemCount: 5,
      total: 7,
    });
  });

  it('counts blank lines and line breaks inside quotes in the line numbers', () => {
    const result = parseQueueCsv(
      'id,status,firstName\r\n\r\n1,0,"Ada\r\nLovelace"\r\n\r\n  \r\n2,9,Bob\r\n3,1,Cy',
    );
    expect(result.ok && result.problems).toEqual([{ line: 7, reason: 'status must be between 0 and 6' }]);
    expect(result.ok && result.rows.map((r) => r.id)).toEqual([1, 3]);
  });

  it('reads a big file with every bad row listed', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `${i + 1},${i % 250 === 0 ? 9 : 0}`);
    const result = parseQueueCsv(`id,status\n${lines.join('\n')}\n`);
    expect(result.ok && result.rows).toHaveLength(4_980);
    expect(result.ok && result.problems.map((p) => p.line)).toEqual(
      Array.from({ length: 20 }, (_, i) => i * 250 + 2),
    );
  });

  it('lists the first 200 bad rows and counts the rest', () => {
    const lines = Array.from({ length: 1_000 }, (_, i) => `${i + 1},9`);
    const result = parseQueueCsv(`id,status\n${lines.join('\n')}\n`);
    expect(result.ok && result.problems).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(result.ok && result.problems.at(-1)?.line).toBe(201);
    expect(result.ok && result.problemCount).toBe(1_000);
  });

  it('refuses a file of more than 100,000 rows with a clear message', () => {
    const lines = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `${i + 1},0`);
    expect(parseQueueCsv(`id,status\n${lines.join('\n')}\n`)).toEqual({
      ok: false,
      message:
        'CSV cannot be imported: the file has more than 100,000 rows. Split it into files of at most 100,000 rows.',
    });
    const atCap = parseQueueCsv(`id,status\n${lines.slice(0, CSV_MAX_ROWS).join('\n')}\n`);
    expect(atCap.ok && atCap.rows).toHaveLength(CSV_MAX_ROWS);
  });

  it('says so when the picked file cannot be read', async () => {
    const file = new File(['id,status\n1,0\n'], 'queue.csv', { type: 'text/csv' });
    vi.spyOn(file, 'text').mockRejectedValue(new DOMException('The file was moved', 'NotReadableError'));
    expect(await readQueueCsv(file)).toEqual({
      ok: false,
      message: 'The file could not be read: The file was moved',
    });
  });

  it('refuses what is not a CSV before reading it', async () => {
    const image = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
    expect(await readQueueCsv(image)).toEqual({ ok: false, message: CSV_FORMAT_INVALID });
    const csv = new File(['id,status\n3,1\n'], 'queue.csv', { type: 'text/csv' });
    expect(await readQueueCsv(csv)).toEqual({
      ok: true,
      rows: [{ id: 3, status: 1 }],
      problems: [],
      problemCount: 0,
      total: 1,
    });
  });
});

describe('importing a big file in parts', () => {
  it('sends 500 rows per call and counts the rows sent', async () => {
    startSimulation();
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ id: 900_000 + i, status: 0 }));
    const progress: ImportProgress[] = [];
    const result = await importInParts(3, rows, (p) => progress.push(p), { actionKey: 'import-1' });
    expect(result).toEqual({ imported: 1_200, skipped: 0 });
    expect(progress).toEqual([
      { sent: 0, total: 1_200 },
      { sent: 500, total: 1_200 },
      { sent: 1_000, total: 1_200 },
      { sent: 1_200, total: 1_200 },
    ]);
    expect(importProgressText(progress[2]!)).toBe('Importing: 1,000 of 1,200 rows sent');
    expect(world().queues['3']?.filter((i) => i.id >= 900_000)).toHaveLength(1_200);
  });

  it('a part that times out is "not confirmed yet" with the queue read again; Try again sends the rest with the same keys', async () => {
    // An extension that keeps replies by key, whose answer to the second part is late the first time.
    const done = new Map<string, number>();
    let lateOnce = true;
    const sent: string[] = [];
    installBridge({
      act: async (_remotes: unknown, _name: string, key: string, _id: number, part: unknown[]) => {
        sent.push(key);
        if (!done.has(key)) done.set(key, part.length);
        if (key.endsWith(':500') && lateOnce) {
          lateOnce = false;
          throw new ExtensionError(
            'timeout',
            'importCampaignMembers',
            'The extension did not answer in time',
          );
        }
        return { imported: part.length, skipped: 0 };
      },
      call: async () => ({
        campaign: null,
        items: [],
        total: 40 + [...done.values()].reduce((a, b) => a + b, 0),
      }),
    } as unknown as ExtensionBridge);
    try {
      const rows = Array.from({ length: 1_200 }, (_, i) => ({ id: 800_000 + i, status: 0 }));
      const run = { actionKey: 'import-2' };
      const error = await importInParts(3, rows, () => undefined, run).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportNotConfirmedError);
      const unconfirmed = error as ImportNotConfirmedError;
      expect(unconfirmed.message).toBe(
        'The import is not confirmed yet: the extension did not answer in time. The queue was read again: it holds 1,040 items. Try again sends the rest of the file; rows already in are not added twice.',
      );
      expect([unconfirmed.resumeFrom, unconfirmed.imported]).toEqual([500, 500]);

      const again = await importInParts(3, rows, () => undefined, {
        ...run,
        from: unconfirmed.resumeFrom,
        imported: unconfirmed.imported,
      });
      expect(again).toEqual({ imported: 1_200, skipped: 0 });
      expect(sent).toEqual(['import-2:0', 'import-2:500', 'import-2:500', 'import-2:1000']);
    } finally {
      installBridge(undefined);
    }
  });
});
