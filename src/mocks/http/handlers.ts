import { http, HttpResponse, type JsonBodyType } from 'msw';
import { updateWorld, world } from '../world/store';
import type { ServerUser, World } from '../world/types';

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

const newToken = () => `tok-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await request.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const handlers = [
  http.get(`${API}/user/me`, ({ request }) => {
    const user = userFromRequest(request, world());
    if (!user) return failure('Your session has expired. Please log in again.', 401);
    return reply({ success: true, result: publicUser(user) });
  }),

  http.get(`${API}/app/option`, ({ request }) => {
    const keys = new URL(request.url).searchParams.get('keys');
    if (keys !== 'planSettings') return failure('Unknown option');
    return reply({ success: true, result: { planSettings: world().server.planSettings } });
  }),

  http.post(`${API}/user/me/track`, () => reply({ success: true })),

  http.post(`${API}/user/login`, async ({ request }) => {
    const b = await body(request);
    const email = str(b.login).toLowerCase();
    const user = world().server.users.find((u) => u.email.toLowerCase() === email);
    if (!user || user.password !== b.password) return failure('Invalid email or password', 400);
    if (!user.verified) return failure('Please verify your email address before logging in', 403);
    const token = newToken();
    updateWorld((w) => void (w.server.tokens[token] = user.id));
    return reply({ success: true, message: 'Logged in', result: { token, isSignUp: user.isSignUp } });
  }),

  http.post(`${API}/user/register`, async ({ request }) => {
    const b = await body(request);
    const email = str(b.email).toLowerCase();
    const details = (b.details ?? {}) as Record<string, unknown>;
    if (!email || !str(b.password)) return failure('Email and password are required');
    if (world().server.users.some((u) => u.email.toLowerCase() === email)) return failure('A user with this email already exists', 409);
    updateWorld((w) => {
      w.server.users.push({
        id: w.server.nextUserId++,
        email,
        password: String(b.password),
        verified: false,
        details: { firstName: str(details.firstName), lastName: str(details.lastName), photo: null },
        planId: 1,
        linkedinAccount: null,
        isSignUp: true,
      });
      w.server.verificationLinks.push({ email, token: newToken(), createdAt: Date.now() });
    });
    return reply({ success: true, message: 'Registration successful' });
  }),

  http.post(`${API}/user/verifyEmail`, async ({ request }) => {
    const b = await body(request);
    const link = world().server.verificationLinks.find((l) => l.token === str(b.token) && l.email === str(b.email).toLowerCase());
    if (!link) return failure('This verification link is invalid or has expired');
    updateWorld((w) => {
      const user = w.server.users.find((u) => u.email === link.email);
      if (user) user.verified = true;
      w.server.verificationLinks = w.server.verificationLinks.filter((l) => l !== link);
    });
    return reply({ success: true, message: 'Email verified' });
  }),

  http.post(`${API}/user/requestPasswordReset`, async ({ request }) => {
    const email = str((await body(request)).email).toLowerCase();
    if (!email) return failure('Email is required');
    if (!world().server.users.some((u) => u.email === email)) return failure('No account uses this email address', 404);
    updateWorld((w) => void w.server.resetTokens.push({ email, token: newToken(), used: false }));
    return reply({ success: true, message: 'Reset link sent' });
  }),

  http.post(`${API}/user/resetPassword`, async ({ request }) => {
    const b = await body(request);
    const entry = world().server.resetTokens.find((t) => t.token === str(b.token) && t.email === str(b.email).toLowerCase());
    if (!entry || entry.used) return failure('This reset link is invalid or has already been used');
    if (!str(b.newPassword)) return failure('A new password is required');
    updateWorld((w) => {
      const user = w.server.users.find((u) => u.email === entry.email);
      if (user) user.password = String(b.newPassword);
      const stored = w.server.resetTokens.find((t) => t.token === entry.token);
      if (stored) stored.used = true;
    });
    return reply({ success: true, message: 'Password reset' });
  }),

  http.get(`${API}/oauth/google/url`, () => reply({ success: true, result: `${location.origin}/sim-google-oauth.html` })),

  http.post(`${API}/oauth/google/callback`, async ({ request }) => {
    const code = str((await body(request)).code);
    if (!code.startsWith('sim-google-')) return failure('Google sign-in failed: invalid code');
    const email = code.replace('sim-google-', '') || 'alex.morgan@example.com';
    const existing = world().server.users.find((u) => u.email === email);
    const token = newToken();
    const isSignUp = !existing;
    updateWorld((w) => {
      let user = w.server.users.find((u) => u.email === email);
      if (!user) {
        user = { id: w.server.nextUserId++, email, password: '', verified: true, details: { firstName: 'Google', lastName: 'User', photo: null }, planId: 1, linkedinAccount: null, isSignUp: true };
        w.server.users.push(user);
      }
      w.server.tokens[token] = user.id;
    });
    return reply({ success: true, message: 'Logged in', result: { token, isSignUp } });
  }),

  http.post(`${API}/user/me/assignLinkedinAccount`, async ({ request }) => {
    const w = world();
    const user = userFromRequest(request, w);
    if (!user) return failure('Your session has expired. Please log in again.', 401);
    const b = await body(request);
    if (!str(b.id) || !str(b.email)) return failure('The LinkedIn account is incomplete');
    if (user.linkedinAccount && user.linkedinAccount.id !== str(b.id)) return failure('A different LinkedIn account is already assigned to this user');
    if (w.server.users.some((u) => u.id !== user.id && u.linkedinAccount?.id === str(b.id))) {
      return failure('This LinkedIn account is already assigned to another user');
    }
    const isSignUp = user.isSignUp;
    updateWorld((x) => {
      const u = x.server.users.find((y) => y.id === user.id)!;
      u.linkedinAccount = { id: str(b.id), firstName: str(b.firstName), lastName: str(b.lastName), email: str(b.email), photo: null };
      u.isSignUp = false;
    });
    return reply({ success: true, message: 'Account assigned', result: { isSignUp } });
  }),
];
