import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../msw-node';
import { VerifyEmailSearchSchema } from '@/app/search';
import { verifyEmail } from '@/features/auth/signUpApi';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests } from '@/mocks/world/store';

// Spec 000: /verifyEmail posts "the page's query parameters": all of them, not only token and email.

describe('the verification link', () => {
  beforeAll(() => {
    resetWorldForTests(buildScenario('signed-out'));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  it('keeps every plain parameter of the link, as text, and leaves the app’s own out', () => {
    expect(
      VerifyEmailSearchSchema.parse({
        token: ' abc ',
        email: 'a@example.com',
        code: 'X7',
        uid: 42,
        fresh: true,
        connectTo: 'abcdefghijklmnopabcdefghijklmnop',
        'bad name': 'x',
        nested: { a: 1 },
        long: 'x'.repeat(501),
      }),
    ).toEqual({ token: 'abc', email: 'a@example.com', code: 'X7', uid: '42', fresh: 'true' });
    expect(VerifyEmailSearchSchema.parse('not an object')).toEqual({});
  });

  it('posts them all to the server', async () => {
    let body: unknown;
    const seen = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/user/verifyEmail'))
        void request
          .clone()
          .json()
          .then((b) => (body = b));
    };
    server.events.on('request:start', seen);
    await verifyEmail({ token: 'nope', email: 'someone@example.com', code: 'X7' }).catch(() => undefined);
    server.events.removeListener('request:start', seen);
    await expect.poll(() => body).toEqual({ token: 'nope', email: 'someone@example.com', code: 'X7' });
  });
});
