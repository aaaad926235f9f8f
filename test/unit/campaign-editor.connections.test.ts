import { describe, expect, it } from 'vitest';
import { ConnectionMatchesSchema } from '@/lib/extension/contract/campaignEditor';
import { connectionMatchesText } from '@/features/campaign-editor/copy';

// searchMyConnections [query]: the spec does not show the reply, so every plausible form is read
// into the names found and their count (the 'Filter connections' preview).

const ana = { id: 1, firstName: 'Ana', lastName: 'Ruiz', occupation: 'CTO' };
const ben = { firstName: 'Ben', lastName: 'Ode' };

describe('a searchMyConnections reply', () => {
  it.each([
    ['a bare list', [ana, ben]],
    ['a list under results', { results: [ana, ben] }],
    ['a list under profiles', { profiles: [ana, ben] }],
    ['a list under connections', { connections: [ana, ben] }],
    ['a list under data', { data: [ana, ben] }],
    ['a list under response.elements', { response: { elements: [ana, ben] } }],
  ])('reads %s', (_, reply) => {
    expect(ConnectionMatchesSchema.parse(reply)).toEqual({ names: ['Ana Ruiz', 'Ben Ode'], count: 2 });
  });

  it('counts by the total it names, when that is more than the list', () => {
    expect(ConnectionMatchesSchema.parse({ results: [ana], total: '12' })).toEqual({
      names: ['Ana Ruiz'],
      count: 12,
    });
    expect(ConnectionMatchesSchema.parse({ results: [ana, ben], total: 'many' }).count).toBe(2);
  });

  it('leaves out items that are not profiles, and counts a profile without a name', () => {
    expect(ConnectionMatchesSchema.parse([ana, 42, null, { id: 3 }, ' Cleo Park '])).toEqual({
      names: ['Ana Ruiz', 'Cleo Park'],
      count: 3,
    });
  });

  it('reads an empty list as no match', () => {
    expect(ConnectionMatchesSchema.parse([])).toEqual({ names: [], count: 0 });
    expect(ConnectionMatchesSchema.parse({ elements: [] })).toEqual({ names: [], count: 0 });
  });

  it.each([
    ['nothing', undefined],
    ['a flag', true],
    ['a text', 'ok'],
    ['an object with no list', { ok: true }],
    ['a single profile', ana],
  ])('fails on %s (malformed, never an empty match)', (_, reply) => {
    expect(ConnectionMatchesSchema.safeParse(reply).success).toBe(false);
  });
});

describe('the preview text', () => {
  it('names a few and counts all', () => {
    expect(
      connectionMatchesText('an', { names: ['Ana Ruiz', 'Ben Ode', 'Cleo Park', 'Dan Li'], count: 12 }),
    ).toBe('Matches 12 connections: Ana Ruiz, Ben Ode, Cleo Park, …');
    expect(connectionMatchesText('ana', { names: ['Ana Ruiz'], count: 1 })).toBe(
      'Matches 1 connection: Ana Ruiz',
    );
    expect(connectionMatchesText('x y', { names: ['', ''], count: 2 })).toBe('Matches 2 connections');
  });

  it('says when nothing matches', () => {
    expect(connectionMatchesText('xyz', { names: [], count: 0 })).toBe('No connection matches "xyz"');
  });
});
