import { describe, expect, it } from 'vitest';
import { accountPhoto } from '@/lib/session/extensionUser';
import type { User } from '@/lib/session/api';

const user = (photo: string | null, accountPhotoUrl: string | null = null): User => ({
  id: 1,
  email: 'alex@example.com',
  details: { firstName: 'Alex', lastName: 'Morgan', photo },
  linkedinAccount: {
    id: 'ACoA1',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex@example.com',
    photo: accountPhotoUrl,
  },
});
const fromExtension = (id: string, photo: string | null) => ({ linkedinAccount: { id, photo } });

describe('the user plus data merged from the extension (getUser)', () => {
  it("keeps the server's photo, then the linked account's", () => {
    expect(accountPhoto(user('https://a/server.jpg'), fromExtension('ACoA1', 'https://a/ext.jpg'))).toBe(
      'https://a/server.jpg',
    );
    expect(
      accountPhoto(user(null, 'https://a/account.jpg'), fromExtension('ACoA1', 'https://a/ext.jpg')),
    ).toBe('https://a/account.jpg');
  });

  it("fills a missing photo from the extension's view of the same LinkedIn account only", () => {
    expect(accountPhoto(user(null), fromExtension('ACoA1', 'https://a/ext.jpg'))).toBe('https://a/ext.jpg');
    expect(accountPhoto(user(null), fromExtension('ACoOTHER', 'https://a/ext.jpg'))).toBeUndefined();
    expect(accountPhoto(user(null), null)).toBeUndefined();
    expect(accountPhoto(null, fromExtension('ACoA1', 'https://a/ext.jpg'))).toBeUndefined();
  });
});
