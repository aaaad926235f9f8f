import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { ProfileFormSchema, TagsFormSchema } from '@/features/lists/api';
import { neutralise, profilesToCsv } from '@/features/lists/csv';
import { ProfileSchema } from '@/lib/extension/contract/shared/entities';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('tags and notes', () => {
  it('trims and lower-cases tags (spec 001 section 5) and drops repeated ones', () => {
    expect(ProfileFormSchema.parse({ notes: '', tags: [' vip ', 'VIP', 'Lead', 'lead'] }).tags).toEqual([
      'vip',
      'lead',
    ]);
  });
  it('the tags dialog needs at least one tag; a tag over 50 characters is refused', () => {
    expect(messages(TagsFormSchema.safeParse({ tags: [] }))).toEqual(['Choose at least one tag']);
    expect(messages(TagsFormSchema.safeParse({ tags: ['x'.repeat(51)] }))).toEqual([
      'A tag can have at most 50 characters',
    ]);
  });
  it('notes are limited to 5000 characters, as in the messenger (the same updateProfile call)', () => {
    expect(ProfileFormSchema.safeParse({ notes: 'x'.repeat(5000), tags: [] }).success).toBe(true);
    expect(ProfileFormSchema.safeParse({ notes: 'x'.repeat(5001), tags: [] }).success).toBe(false);
    expect(ProfileFormSchema.parse({ notes: 'ok', tags: ['a', ' a '] })).toEqual({
      notes: 'ok',
      tags: ['a'],
    });
  });
});

describe('CSV download', () => {
  it('neutralises cells that would run as formulas', () => {
    expect(neutralise('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(neutralise('+49 30 123')).toBe("'+49 30 123");
    expect(neutralise('-1')).toBe("'-1");
    expect(neutralise('@cmd')).toBe("'@cmd");
    expect(neutralise('Plain text')).toBe('Plain text');
    expect(neutralise(null)).toBe('');
    expect(neutralise(['a', 'b'])).toBe('a, b');
  });
  it('writes one row per profile under a header, with quoted commas and neutralised notes', () => {
    const profile = ProfileSchema.parse({
      id: 1,
      profileId: 'p1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      occupation: 'Engineer, analyst',
      publicIdentifier: 'ada',
      distance: 1,
      tags: ['vip', 'lead'],
      notes: '=HYPERLINK("http://x")',
    });
    const csv = profilesToCsv([profile]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Headline',
      'Company',
      'Location',
      'Connection',
      'Profile URL',
      'Tags',
      'Notes',
      'Hidden',
    ]);
    expect(rows[1]).toEqual([
      'Ada',
      'Lovelace',
      'Engineer, analyst',
      '',
      '',
      '1',
      'https://www.linkedin.com/in/ada/',
      'vip, lead',
      `'=HYPERLINK("http://x")`,
      'no',
    ]);
  });
});
