import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../msw-node';
import { loginWithPassword } from '@/features/auth/api';
import { assignLinkedinAccount } from '@/features/auth/assignAccount';
import { registerUser, requestPasswordReset, resetPassword, verifyEmail } from '@/features/auth/signUpApi';
import { ApiError } from '@/lib/http/client';
import { fetchMe } from '@/lib/session/api';
import { tokenStore } from '@/lib/storage';
import { buildScenario } from '@/mocks/scenarios';
import { resetWorldForTests, world } from '@/mocks/world/store';
import { DEMO_ACCOUNT, DEMO_PASSWORD, OTHER_ACCOUNT } from '@/mocks/world/seed/account';

// The simulated provider server's user store (spec 000 section 7), through the app's own calls.

const DEMO_EMAIL = 'alex.morgan@example.com';
const newUser = {
  firstName: 'Nora',
  lastName: 'Newman',
  email: 'nora.newman@example.com',
  password: 'S3cret-pass',
};

const rejection = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetWorldForTests(buildScenario('unassigned'));
});

describe('log in', () => {
  it('answers a token for the right password', async () => {
    const login = await loginWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.isSignUp).toBe(false);
    expect(world().server.tokens[login.token]).toBe(1);
  });

  it("fails a wrong password or an unknown address with the server's message", async () => {
    for (const values of [
      { email: DEMO_EMAIL, password: 'wrong' },
      { email: 'nobody@example.com', password: DEMO_PASSWORD },
    ]) {
      const e = await rejection(loginWithPassword(values));
      expect(e).toBeInstanceOf(ApiError);
      expect(e.message).toBe('Invalid email or password');
    }
  });
});

describe('sign up and verify', () => {
  it('creates an unverified user with a verification link; verifying enables the login once', async () => {
    await expect(registerUser(newUser)).resolves.toBe(
      'Registration successful. Please check your inbox for verification email',
    );
    const user = world().server.users.find((u) => u.email === newUser.email)!;
    expect(user).toMatchObject({
      verified: false,
      isSignUp: true,
      linkedinAccount: null,
      details: { firstName: 'Nora', lastName: 'Newman' },
    });

    expect((await rejection(loginWithPassword(newUser))).message).toMatch(
      /^Please verify your email address/,
    );

    const link = world().server.verificationLinks.find((l) => l.email === newUser.email)!;
    await verifyEmail({ token: link.token, email: newUser.email });
    expect(world().server.users.find((u) => u.email === newUser.email)!.verified).toBe(true);
    expect((await rejection(verifyEmail({ token: link.token, email: newUser.email }))).message).toBe(
      'This verification link is invalid or has already been used',
    );

    const login = await loginWithPassword(newUser);
    expect(login.isSignUp).toBe(true);
  });

  it('refuses a taken address, a short password and missing names', async () => {
    expect((await rejection(registerUser({ ...newUser, email: DEMO_EMAIL.toUpperCase() }))).message).toBe(
      'An account with this email address already exists',
    );
    expect((await rejection(registerUser({ ...newUser, password: 'short' }))).message).toBe(
      'Password must be at least 8 characters',
    );
    expect((await rejection(registerUser({ ...newUser, firstName: ' ' }))).message).toBe(
      'First name and last name are required',
    );
    expect(world().server.users.filter((u) => u.email === newUser.email)).toHaveLength(0);
  });

  it('does not verify with a wrong token or without parameters', async () => {
    await registerUser(newUser);
    expect((await rejection(verifyEmail({ token: 'nope', email: newUser.email }))).message).toMatch(
      /invalid/,
    );
    expect((await rejection(verifyEmail({}))).message).toMatch(/invalid/);
  });
});

describe('password reset', () => {
  it('a reset token works once and sets the new password', async () => {
    expect((await rejection(requestPasswordReset('nobody@example.com'))).message).toBe(
      'No account uses this email address',
    );
    await requestPasswordReset(DEMO_EMAIL);
    const entry = world().server.resetTokens.find((t) => t.email === DEMO_EMAIL && !t.used)!;

    const mismatch = await rejection(
      resetPassword(
        { token: entry.token, email: DEMO_EMAIL },
        { newPassword: 'N3w-password', confirmPassword: 'other-pass' },
      ),
    );
    expect(mismatch.message).toBe('Passwords do not match!');

    await resetPassword(
      { token: entry.token, email: DEMO_EMAIL },
      { newPassword: 'N3w-password', confirmPassword: '' },
    );
    const again = await rejection(
      resetPassword(
        { token: entry.token, email: DEMO_EMAIL },
        { newPassword: 'Other-pass1', confirmPassword: '' },
      ),
    );
    expect(again.message).toBe('This password reset link is invalid or has already been used');

    expect((await rejection(loginWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD }))).message).toBe(
      'Invalid email or password',
    );
    await expect(loginWithPassword({ email: DEMO_EMAIL, password: 'N3w-password' })).resolves.toMatchObject({
      isSignUp: false,
    });
  });
});

describe('assign the LinkedIn account', () => {
  async function signUpAndLogIn() {
    await registerUser(newUser);
    const link = world().server.verificationLinks.find((l) => l.email === newUser.email)!;
    await verifyEmail({ token: link.token, email: newUser.email });
    tokenStore.set((await loginWithPassword(newUser)).token);
  }

  it('links the account, answers isSignUp for the first sign-up, and the user then carries it', async () => {
    await signUpAndLogIn();
    await expect(assignLinkedinAccount(DEMO_ACCOUNT)).resolves.toMatchObject({ isSignUp: true });
    const me = await fetchMe();
    expect(me.linkedinAccount).toMatchObject({ id: DEMO_ACCOUNT.id, email: DEMO_ACCOUNT.email });
    // Once linked, it cannot be changed; a later login is no longer a first sign-up.
    expect((await rejection(assignLinkedinAccount(OTHER_ACCOUNT))).message).toBe(
      'A different LinkedIn account is already assigned to this user',
    );
    await expect(loginWithPassword(newUser)).resolves.toMatchObject({ isSignUp: false });
  });

  it('refuses an account another user holds', async () => {
    resetWorldForTests(buildScenario('signed-out'));
    await signUpAndLogIn();
    expect((await rejection(assignLinkedinAccount(DEMO_ACCOUNT))).message).toBe(
      'This LinkedIn account is already assigned to another user',
    );
  });
});
