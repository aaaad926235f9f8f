import { http, HttpResponse, type JsonBodyType } from 'msw';
import { updateWorld, world } from '../world/store';
import type { ServerUser, World } from '../world/types';
import { activeProfile } from '../extension/profiles/active';
import { accountIdFromWire, specAccount, specPlanSettings } from '../extension/profiles/spec';
import { now as clockNow } from '@/lib/time/clock';

// The provider's HTTP server (spec 000 section 7), backed by the simulated world's user store.
const API = '*/api';

const reply = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const failure = (message: string, status = 400) => reply({ success: false, message }, status);

export const publicUser = (u: ServerUser) => ({
  id: u.id,
  email: u.email,
  name: `${u.details.firstName} ${u.details.lastName}`.trim(),
  details: u.details,
  planId: u.planId,
  linkedinAccount: u.linkedinAccount,
});

function userFromRequest(request: Request, w: World): ServerUser | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  const id = token ? w.server.tokens[token] : undefined;
  return id === undefined ? undefined : w.server.users.find((u) => u.id === id);
}

const newToken = () => `tok-${Math.random().toString(36).slice(2)}${clockNow().toString(36)}`;

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await request.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;
export const GOOGLE_CODE_PREFIX = 'sim-google-';

const findUser = (w: World, email: string) =>
  w.server.users.find((u) => u.email.toLowerCase() === email.toLowerCase());

/** 'jane.doe@x.com' -> Jane Doe: the name Google would hand over. */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const parts = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return { firstName: parts[0] ?? 'Google', lastName: parts.slice(1).join(' ') || 'User' };
}

/** The QA faults' latency applies to the server too, so pending states can be seen. */
const latency = async () => {
  const ms = world().faults.latencyMs;
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
};

export const handlers = [
  http.get(`${API}/user/me`, ({ request }) => {
    const user = userFromRequest(request, world());
    if (!user) return failure('Your session has expired. Please log in again.', 401);
    const result = publicUser(user);
    if (activeProfile() !== 'spec') return reply({ success: true, result });
    // The server holds the account as the spec profile's extension gave it: its id a number.
    return reply({
      success: true,
      result: { ...result, linkedinAccount: specAccount(result.linkedinAccount) },
    });
  }),

  http.get(`${API}/app/option`, ({ request }) => {
    const keys = new URL(request.url).searchParams.get('keys');
    if (keys !== 'planSettings') return failure('Unknown option');
    const { planSettings } = world().server;
    return reply({
      success: true,
      result: { planSettings: activeProfile() === 'spec' ? specPlanSettings(planSettings) : planSettings },
    });
  }),

  http.post(`${API}/user/me/track`, () => reply({ success: true })),

  http.post(`${API}/user/login`, async ({ request }) => {
    await latency();
    const b = await body(request);
    const email = str(b.login).toLowerCase();
    if (!email || typeof b.password !== 'string' || !b.password)
      return failure('Email and password are required');
    const user = findUser(world(), email);
    if (!user || !user.password || user.password !== b.password)
      return failure('Invalid email or password', 400);
    if (!user.verified)
      return failure(
        'Please verify your email address before logging in. Check your inbox for the verification email.',
        403,
      );
    const token = newToken();
    updateWorld((w) => void (w.server.tokens[token] = user.id));
    return reply({ success: true, message: 'Login successful', result: { token, isSignUp: user.isSignUp } });
  }),

  http.post(`${API}/user/register`, async ({ request }) => {
    await latency();
    const b = await body(request);
    const email = str(b.email).toLowerCase();
    const password = typeof b.password === 'string' ? b.password : '';
    const details =
      typeof b.details === 'object' && b.details !== null ? (b.details as Record<string, unknown>) : {};
    const firstName = str(details.firstName);
    const lastName = str(details.lastName);
    if (!email || !password) return failure('Email and password are required');
    if (!EMAIL.test(email)) return failure('Please enter a valid email address');
    if (password.length < PASSWORD_MIN)
      return failure(`Password must be at least ${PASSWORD_MIN} characters`);
    if (!firstName || !lastName) return failure('First name and last name are required');
    if (findUser(world(), email)) return failure('An account with this email address already exists', 409);
    updateWorld((w) => {
      w.server.users.push({
        id: w.server.nextUserId++,
        email,
        password,
        verified: false,
        details: { firstName, lastName, photo: null },
        planId: 1,
        linkedinAccount: null,
        isSignUp: true,
      });
      // No mail is sent: the QA panel shows the link.
      w.server.verificationLinks.push({ email, token: newToken(), createdAt: clockNow() });
    });
    return reply({
      success: true,
      message: 'Registration successful. Please check your inbox for verification email',
    });
  }),

  http.post(`${API}/user/verifyEmail`, async ({ request }) => {
    await latency();
    const b = await body(request);
    const email = str(b.email).toLowerCase();
    const link = world().server.verificationLinks.find((l) => l.token === str(b.token) && l.email === email);
    if (!link) return failure('This verification link is invalid or has already been used');
    updateWorld((w) => {
      const user = findUser(w, link.email);
      if (user) user.verified = true;
      w.server.verificationLinks = w.server.verificationLinks.filter((l) => l.token !== link.token);
    });
    return reply({ success: true, message: 'Your email address is verified. You can login now' });
  }),

  http.post(`${API}/user/requestPasswordReset`, async ({ request }) => {
    await latency();
    const email = str((await body(request)).email).toLowerCase();
    if (!email) return failure('Email is required');
    if (!EMAIL.test(email)) return failure('Please enter a valid email address');
    if (!findUser(world(), email)) return failure('No account uses this email address', 404);
    // No mail is sent: the QA panel shows the link until it is used.
    updateWorld((w) => void w.server.resetTokens.push({ email, token: newToken(), used: false }));
    return reply({ success: true, message: 'Link to reset password has been sent to your email address' });
  }),

  http.post(`${API}/user/resetPassword`, async ({ request }) => {
    await latency();
    const b = await body(request);
    const email = str(b.email).toLowerCase();
    const newPassword = typeof b.newPassword === 'string' ? b.newPassword : '';
    const confirmPassword = typeof b.confirmPassword === 'string' ? b.confirmPassword : '';
    const entry = world().server.resetTokens.find((t) => t.token === str(b.token) && t.email === email);
    if (!entry || entry.used) return failure('This password reset link is invalid or has already been used');
    if (!newPassword) return failure('A new password is required');
    if (newPassword.length < PASSWORD_MIN)
      return failure(`Password must be at least ${PASSWORD_MIN} characters`);
    if (confirmPassword && confirmPassword !== newPassword) return failure('Passwords do not match!');
    updateWorld((w) => {
      const user = findUser(w, entry.email);
      if (user) {
        user.password = newPassword;
        // Following the link proves the address, as a verification link would.
        user.verified = true;
      }
      const stored = w.server.resetTokens.find((t) => t.token === entry.token);
      if (stored) stored.used = true;
    });
    return reply({ success: true, message: 'Password has been reset. You can now login with new password' });
  }),

  // Google sign-in: the "Google" page is ours (public/sim-google-oauth.html); it posts
  // `sim-google-<email>` back to the opener, and the callback signs that address in.
  http.get(`${API}/oauth/google/url`, async () => {
    await latency();
    return reply({ success: true, result: `${location.origin}/sim-google-oauth.html` });
  }),

  http.post(`${API}/oauth/google/callback`, async ({ request }) => {
    await latency();
    const code = str((await body(request)).code);
    const email = code.startsWith(GOOGLE_CODE_PREFIX)
      ? code.slice(GOOGLE_CODE_PREFIX.length).toLowerCase()
      : '';
    if (!EMAIL.test(email))
      return failure('Google sign-in failed: the authorisation code is invalid or has expired');
    const token = newToken();
    const isSignUp = updateWorld((w) => {
      let user = findUser(w, email);
      if (!user) {
        const { firstName, lastName } = namesFromEmail(email);
        user = {
          id: w.server.nextUserId++,
          email,
          password: '',
          verified: true,
          details: { firstName, lastName, photo: null },
          planId: 1,
          linkedinAccount: null,
          isSignUp: true,
        };
        w.server.users.push(user);
      }
      // Google has checked the address.
      user.verified = true;
      w.server.tokens[token] = user.id;
      return user.isSignUp;
    });
    return reply({ success: true, message: 'Login successful', result: { token, isSignUp } });
  }),

  http.post(`${API}/user/me/assignLinkedinAccount`, async ({ request }) => {
    await latency();
    const w = world();
    const user = userFromRequest(request, w);
    if (!user) return failure('Your session has expired. Please log in again.', 401);
    const b = await body(request);
    const account = {
      id: activeProfile() === 'spec' ? accountIdFromWire(w, b.id) : str(b.id),
      firstName: str(b.firstName),
      lastName: str(b.lastName),
      email: str(b.email),
    };
    if (!account.id || !account.email) return failure('The LinkedIn account is incomplete');
    if (user.linkedinAccount && user.linkedinAccount.id !== account.id)
      return failure('A different LinkedIn account is already assigned to this user');
    if (w.server.users.some((u) => u.id !== user.id && u.linkedinAccount?.id === account.id)) {
      return failure('This LinkedIn account is already assigned to another user');
    }
    const isSignUp = updateWorld((x) => {
      const u = x.server.users.find((y) => y.id === user.id)!;
      const first = u.isSignUp;
      u.linkedinAccount = { ...account, photo: null };
      u.isSignUp = false;
      return first;
    });
    return reply({ success: true, message: 'Linkedin account has been assigned', result: { isSignUp } });
  }),
];
