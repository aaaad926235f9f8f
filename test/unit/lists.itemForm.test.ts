import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_REQUIRED,
  ITEM_NAME_REQUIRED,
  KEYWORDS_REQUIRED,
  ListItemFormSchema,
  listItemFormValues,
  toListItem,
} from '@/lib/lists/listItemForm';

// The one rule set of a saved-list item (Lists › Saved lists and the messenger's canned responses).

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('list item form (spec 001 section 5)', () => {
  const blank = { name: '', subject: '', message: '', keywords: '' };
  it('needs a name and, for canned responses and messages, a description', () => {
    expect(messages(ListItemFormSchema.safeParse({ ...blank, listType: 'cannedResponses' }))).toEqual([
      ITEM_NAME_REQUIRED,
      DESCRIPTION_REQUIRED,
    ]);
    expect(
      messages(ListItemFormSchema.safeParse({ ...blank, listType: 'messages', name: 'Hi', message: '  ' })),
    ).toEqual([DESCRIPTION_REQUIRED]);
  });
  it('needs keywords for a keyword list, and blank space is not a name', () => {
    expect(messages(ListItemFormSchema.safeParse({ ...blank, listType: 'keywords', name: '   ' }))).toEqual([
      ITEM_NAME_REQUIRED,
      KEYWORDS_REQUIRED,
    ]);
  });
  it('builds the item the extension stores for each list type', () => {
    const stored = (form: Partial<typeof blank> & { listType: string }, id?: number) =>
      toListItem(ListItemFormSchema.parse({ ...blank, ...form }), id);
    expect(stored({ listType: 'keywords', name: ' Rivals ', keywords: 'Acme\nGlobex\n' })).toEqual({
      name: 'Rivals',
      data: { keywords: 'Acme\nGlobex' },
    });
    expect(
      stored({ listType: 'messages', name: 'Intro', subject: 'Hello', message: 'Hi {FIRST_NAME}' }, 7),
    ).toEqual({ id: 7, name: 'Intro', data: { subject: 'Hello', message: 'Hi {FIRST_NAME}' } });
    expect(stored({ listType: 'cannedResponses', name: 'Call', message: 'Book a call' })).toEqual({
      name: 'Call',
      data: { message: 'Book a call' },
    });
  });
});

describe('the form of an item being edited', () => {
  it('starts from the item, whatever its list type', () => {
    const item = { id: 3, name: 'Intro', data: { subject: 'Hello', message: 'Hi {FIRST_NAME}' } };
    expect(listItemFormValues('messages', item)).toEqual({
      listType: 'messages',
      name: 'Intro',
      subject: 'Hello',
      message: 'Hi {FIRST_NAME}',
      keywords: '',
    });
    expect(listItemFormValues('keywords')).toEqual({
      listType: 'keywords',
      name: '',
      subject: '',
      message: '',
      keywords: '',
    });
  });

  it('a canned response edited in the messenger keeps to the same rules and gives the same item', () => {
    const form = listItemFormValues('cannedResponses', {
      id: 9,
      name: 'Call',
      data: { message: 'Book a call' },
    });
    expect(messages(ListItemFormSchema.safeParse({ ...form, name: ' ', message: '' }))).toEqual([
      ITEM_NAME_REQUIRED,
      DESCRIPTION_REQUIRED,
    ]);
    expect(messages(ListItemFormSchema.safeParse({ ...form, name: 'x'.repeat(101) }))).toEqual([
      'At most 100 characters',
    ]);
    expect(toListItem(ListItemFormSchema.parse(form), 9)).toEqual({
      id: 9,
      name: 'Call',
      data: { message: 'Book a call' },
    });
  });
});
