import { describe, expect, it } from 'vitest';
import { buildScenario } from '@/mocks/scenarios';

// The demo world reads like a real account: English outreach threads and notes, not lorem ipsum,
// the same for the same seed, and the seeded thread that shows links and markup is still there.

const LOREM = /\b(lorem|ipsum|dolor|amet|consectetur|adipisci|tempora|voluptas|quia|aut)\b/i;

describe('demo data', () => {
  it('conversations and notes are plausible English, never lorem ipsum', () => {
    const world = buildScenario('default');
    const texts = world.conversations.flatMap((c) =>
      c.events.map((e) => e.eventContent.attributedBody?.text ?? ''),
    );
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expect(text).not.toMatch(LOREM);
    const notes = world.profiles.flatMap((p) => (p.notes ? [p.notes] : []));
    expect(notes.length).toBeGreaterThan(5);
    for (const note of notes) expect(note).not.toMatch(LOREM);

    const all = texts.join('\n');
    expect(all).toMatch(/thanks for connecting/i);
    expect(all).toMatch(/call next week|coffee|calendar invite/i);
    expect(all).toMatch(/Loved your talk! Slides: https:\/\/example\.com\/slides/);
  });

  it('addresses the contact by first name in the account holder’s messages', () => {
    const world = buildScenario('default');
    const named = world.conversations.filter((c) => {
      const first = c.participants[0]!.firstName;
      return c.events.some((e) => e.eventContent.attributedBody?.text?.includes(`, ${first}`));
    });
    expect(named.length).toBeGreaterThan(10);
  });

  it('is the same for the same seed', () => {
    const a = buildScenario('default');
    const b = buildScenario('default');
    // Times follow the clock; who said what does not.
    const threads = (w: typeof a) =>
      w.conversations.map((c) => [c.id, c.events.map((e) => [e.from, e.eventContent.attributedBody?.text])]);
    expect(threads(a)).toEqual(threads(b));
    expect(a.profiles.map((p) => p.notes)).toEqual(b.profiles.map((p) => p.notes));
  });
});
