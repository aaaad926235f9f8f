import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pinnedChatWidget, readHeadersFile } from '@/build/security';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('production Content-Security-Policy', () => {
  it('allows script and connections only from the app and the API base URL', () => {
    const csp = contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.example.com/v1/' });
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });

  it('a relative API base stays same-origin', () => {
    expect(directive(contentSecurityPolicy({ VITE_API_BASE_URL: '/api' }), 'connect-src')).toBe(
      "connect-src 'self'",
    );
  });

  it('the chat widget is allowed only as one https file pinned by an integrity hash', () => {
    const url = 'https://widget.example.com/loader.js?v=3';
    expect(pinnedChatWidget({ VITE_CHAT_WIDGET_URL: url })).toBeNull();
    expect(pinnedChatWidget({ VITE_CHAT_WIDGET_URL: url, VITE_CHAT_WIDGET_INTEGRITY: 'nope' })).toBeNull();
    expect(
      pinnedChatWidget({
        VITE_CHAT_WIDGET_URL: 'http://widget.example.com/x.js',
        VITE_CHAT_WIDGET_INTEGRITY: 'sha384-abc',
      }),
    ).toBeNull();
    const env = { VITE_CHAT_WIDGET_URL: url, VITE_CHAT_WIDGET_INTEGRITY: 'sha384-AbC+/9=' };
    expect(pinnedChatWidget(env)).toBe('https://widget.example.com/loader.js');
    expect(directive(contentSecurityPolicy(env), 'script-src')).toBe(
      "script-src 'self' https://widget.example.com/loader.js",
    );
  });

  it('public/_headers (what the host and vite preview serve) forbids framing and sniffing', () => {
    expect(readHeadersFile('public/_headers')).toEqual({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
