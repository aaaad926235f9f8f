import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LinkedText, splitLinks } from '@/features/messenger/linkify';
import { draftStore } from '@/features/messenger/drafts';
import { openDrafts } from '@/lib/draftAccount';

describe('message text', () => {
  it('splits e-mail addresses and URLs from the text around them', () => {
    expect(splitLinks('Mail jo@ex.com or see https://ex.com/a?b=1.')).toEqual([
      { kind: 'text', text: 'Mail ' },
      { kind: 'email', text: 'jo@ex.com', href: 'mailto:jo@ex.com' },
      { kind: 'text', text: ' or see ' },
      { kind: 'url', text: 'https://ex.com/a?b=1', href: 'https://ex.com/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('www.example.org')).toEqual([
      { kind: 'url', text: 'www.example.org', href: 'https://www.example.org' },
    ]);
    expect(splitLinks('plain words')).toEqual([{ kind: 'text', text: 'plain words' }]);
  });

  it('shows markup as text and only the addresses as links', () => {
    const { container } = render(
      <p>
        <LinkedText
          text={
            '<b>bold</b> <img src=x onerror="alert(1)"> https://ex.com/x"onmouseover=alert(1) <a href="javascript:alert(1)">click</a>'
          }
        />
      </p>,
    );
    // What must not exist has no role to find it by: the markup itself is checked.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('b, img, script')).toBeNull();
    expect(container).toHaveTextContent('<b>bold</b> <img src=x onerror="alert(1)">');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://ex.com/x');
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
  });
});

describe('composer drafts', () => {
  it('keeps one draft per conversation and forgets an emptied one', () => {
    openDrafts(1);
    draftStore.set('conv-1', 'Hello there');
    draftStore.set('conv-2', 'Other');
    expect(draftStore.get('conv-1')).toBe('Hello there');
    expect(draftStore.get('conv-2')).toBe('Other');
    draftStore.set('conv-1', '');
    expect(draftStore.get('conv-1')).toBe('');
    expect(localStorage.getItem('reachly.messenger.draft.conv-1')).toBeNull();
  });
});
