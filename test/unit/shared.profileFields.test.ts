import { describe, expect, it } from 'vitest';
import { NotesSchema, TagListSchema, TagSchema } from '@/lib/schemas/profileFields';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('the profile tag and notes rules (one set for Lists and the messenger)', () => {
  it('a tag is trimmed and lower-cased (spec 001 section 5), 1 to 50 characters', () => {
    expect(TagSchema.parse('  VIP Lead ')).toBe('vip lead');
    expect(messages(TagSchema.safeParse('   '))).toEqual(['Enter a tag']);
    expect(messages(TagSchema.safeParse('x'.repeat(51)))).toEqual(['A tag can have at most 50 characters']);
    expect(TagSchema.parse('x'.repeat(50))).toHaveLength(50);
  });

  it('a tag list drops repeats that differ only in case or spaces, keeping the order', () => {
    expect(TagListSchema.parse([' vip ', 'VIP', 'lead', 'lead'])).toEqual(['vip', 'lead']);
  });

  it('notes have at most 5,000 characters wherever they are edited', () => {
    expect(NotesSchema.safeParse('x'.repeat(5000)).success).toBe(true);
    expect(messages(NotesSchema.safeParse('x'.repeat(5001)))).toEqual([
      'Notes can have at most 5000 characters',
    ]);
  });
});
