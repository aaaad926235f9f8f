import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-node';
import { safeHref, safeUrl, linkedinProfileUrl, linkedinThreadUrl, UnsafeUrlError } from '@/lib/safeUrl';
import type { Plan } from '@/features/subscriptions/api';
import { startCheckout } from '@/features/subscriptions/checkout';
import { signInWithGoogle, type PopupHost } from '@/features/auth/api';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { installBridge } from '@/lib/extension/client';
import { scriptedTransport } from '../integration/support/scriptedTransport';

const PRODUCTION = { allowLocal: false, origin: 'https://app.reachly.example' };
const DEV = { allowLocal: true, origin: 'http://127.0.0.1:5173' };

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://checkout.stripe.com/1234',
  'http://checkout.stripe.com/pay', // not https
  'https://linkedin.com@evil.io/in/x', // userinfo: the host is evil.io
  'https://checkout.stripe.com:pw@evil.io/', // userinfo with a password
  'https://user:pass@checkout.stripe.com/pay', // credentials on an allowed host
  'https://linkedin.com.evil.io/in/x',
  'https://www.linkedin.com.evil.io/',
  'https://evil-linkedin.com/',
  'https://evillinkedin.com/',
  'https://xn--linkedn-nfb.com/', // an IDN look-alike
  'https://lіnkedin.com/', // Cyrillic і, turned into xn-- by the parser
  'https://stripe.com.evil.io/',
  'https://checkout.stripe.com.evil.io/',
  'https://accounts.google.com.evil.io/o/oauth2',
  'https://evil.io/?https://accounts.google.com/',
  'https://evil.io#https://checkout.airwallex.com/',
  '//evil.io/path',
  '/relative/path',
  'https://checkout.stripe.com:8443/pay', // an unusual port
  'https://checkout.stripe.com./pay', // trailing dot
  '',
  'not a url',
  `https://checkout.stripe.com/${'a'.repeat(5000)}`,
];

describe('safeUrl: one check for every address the app opens', () => {
  it.each(HOSTILE)('refuses %j for every purpose in production', (url) => {
    for (const purpose of ['checkout', 'google-sign-in', 'linkedin'] as const) {
      expect(() => safeUrl(url, purpose, PRODUCTION)).toThrow(UnsafeUrlError);
      expect(safeHref(url, purpose, PRODUCTION)).toBeUndefined();
    }
  });

  it('accepts each purpose’s own https hosts only', () => {
    expect(safeUrl('https://checkout.stripe.com/c/pay/cs_1', 'checkout', PRODUCTION)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(safeUrl('https://checkout-demo.airwallex.com/#/standard/checkout', 'checkout', PRODUCTION)).toBe(
      'https://checkout-demo.airwallex.com/#/standard/checkout',
    );
    expect(safeUrl('https://accounts.google.com/o/oauth2/v2/auth?x=1', 'google-sign-in', PRODUCTION)).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
    );
    expect(safeUrl('https://www.linkedin.com/in/jane/', 'linkedin', PRODUCTION)).toBe(
      'https://www.linkedin.com/in/jane/',
    );
    // A host allowed for one purpose is not allowed for another.
    expect(() => safeUrl('https://www.linkedin.com/in/jane/', 'checkout', PRODUCTION)).toThrow(
      UnsafeUrlError,
    );
    expect(() => safeUrl('https://mail.google.com/', 'google-sign-in', PRODUCTION)).toThrow(UnsafeUrlError);
    expect(() => safeUrl('https://checkout.stripe.com/', 'google-sign-in', PRODUCTION)).toThrow(
      UnsafeUrlError,
    );
  });

  it('says clearly why an address was refused', () => {
    expect(() => safeUrl('javascript:alert(1)', 'checkout', PRODUCTION)).toThrow(
      'The checkout page was not opened: it is not a secure (https) address.',
    );
    expect(() => safeUrl('https://linkedin.com.evil.io/', 'linkedin', PRODUCTION)).toThrow(
      'The LinkedIn page was not opened: linkedin.com.evil.io is not a trusted address for it.',
    );
    expect(() => safeUrl('https://linkedin.com@evil.io/', 'linkedin', PRODUCTION)).toThrow(
      'The LinkedIn page was not opened: the address hides a user name or password.',
    );
  });

  it('dev and preview builds also open the simulated pages on localhost, and nothing else', () => {
    expect(safeUrl('/sim-checkout.html?gateway=stripe', 'checkout', DEV)).toBe(
      'http://127.0.0.1:5173/sim-checkout.html?gateway=stripe',
    );
    expect(safeUrl('http://localhost:4173/sim-google-oauth.html', 'google-sign-in', DEV)).toBe(
      'http://localhost:4173/sim-google-oauth.html',
    );
    for (const url of HOSTILE.filter((u) => !['/relative/path', 'not a url', ''].includes(u)))
      expect(() => safeUrl(url, 'checkout', DEV)).toThrow(UnsafeUrlError);
    expect(() => safeUrl('javascript:alert(1)//localhost', 'checkout', DEV)).toThrow(UnsafeUrlError);
  });

  it('profile and inbox links keep a hostile identifier inside one path segment on linkedin.com', () => {
    expect(linkedinProfileUrl('jane-doe-1')).toBe('https://www.linkedin.com/in/jane-doe-1/');
    expect(linkedinProfileUrl('../../@evil.io/x?y#z')).toBe(
      'https://www.linkedin.com/in/..%2F..%2F%40evil.io%2Fx%3Fy%23z/',
    );
    expect(new URL(linkedinProfileUrl('@evil.io')!).hostname).toBe('www.linkedin.com');
    expect(linkedinProfileUrl(null)).toBeUndefined();
    expect(linkedinThreadUrl('2-abc/../x')).toBe('https://www.linkedin.com/messaging/thread/2-abc%2F..%2Fx/');
  });
});

const PLAN: Plan = {
  id: 7,
  name: 'Agency',
  billingCycle: 'monthly',
  price: 99,
  campaignsAllowed: 10,
  profileViewsPerDay: 100,
  connectionRequestsPerDay: 100,
  sendMessagesPerDay: 100,
  autoLikeShareCommentPerDay: 100,
  stripeProductId: 'prod_agency',
  airwallexProductId: 'awx_prod',
  airwallexPriceId: 'awx_price',
} as Plan;

describe('checkout addresses from the extension', () => {
  afterEach(() => installBridge(undefined));

  it.each([
    ['stripe', 'javascript:alert(1)'],
    ['stripe', 'https://checkout.stripe.com.evil.io/pay'],
    ['stripe', 'data:text/html,<h1>pay here</h1>'],
    ['airwallex', 'https://checkout.airwallex.com@evil.io/'],
    ['airwallex', 'https://xn--irwallex-8ya.com/checkout'],
  ])('a %s checkout at %s is refused with a clear error', async (gateway, hostile) => {
    const script = scriptedTransport({
      'payment-gateways.fetchEnabled': [gateway],
      'subscriptions.initiateStripeCheckout': hostile,
      'subscriptions.initiateAirwallexCheckout': { env: 'prod', checkoutUrl: hostile },
    });
    installBridge(new ExtensionBridge(script.transport));
    await expect(startCheckout(PLAN, 'http://127.0.0.1:5173')).rejects.toThrow(
      /^The checkout page was not opened: /,
    );
  });
});

describe('the Google sign-in address from the server', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());

  it.each(['javascript:alert(1)', 'https://accounts.google.com.evil.io/o/oauth2', 'https://evil.io/'])(
    'closes the popup without pointing it at %s',
    async (hostile) => {
      server.use(http.get('*/oauth/google/url', () => HttpResponse.json({ success: true, result: hostile })));
      const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { href: '' } };
      const host: PopupHost = {
        origin: window.location.origin,
        open: vi.fn(() => popup as unknown as Window),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
      await expect(signInWithGoogle(host)).rejects.toThrow(/^The Google sign-in page was not opened: /);
      expect(popup.location.href).toBe('');
      expect(popup.close).toHaveBeenCalled();
    },
  );
});
