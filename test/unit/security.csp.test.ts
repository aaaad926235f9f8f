import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy, readHeadersFile } from '@/build/security';

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

  it('the chat widget adds only its frame origin to frame-src, never a script', () => {
    const csp = contentSecurityPolicy({
      VITE_CHAT_WIDGET_URL: 'https://widget.example.com/loader.js',
      VITE_CHAT_WIDGET_SOURCES: 'connect-src wss://relay.example.com',
      VITE_CHAT_FRAME_ORIGIN: 'https://chat.reachly.example',
      VITE_APP_ORIGIN: 'https://app.reachly.example',
      VITE_TUTORIAL_VIDEO_URL: 'https://video.example.com/embed/1',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://video.example.com https://chat.reachly.example',
    );
    expect(directive(contentSecurityPolicy({}), 'frame-src')).toBe("frame-src 'none'");
  });

  it('public/_headers (what the host and vite preview serve) forbids framing and sniffing, pins https and popups', () => {
    expect(readHeadersFile('public/_headers')).toEqual({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=31536000',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });

  it('a later block replaces or detaches (`! Name`) the global headers for its path only', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(
      file,
      [
        '/*',
        '  X-Frame-Options: DENY',
        '  Referrer-Policy: no-referrer',
        '/chat-frame/',
        '  ! X-Frame-Options',
        '  Referrer-Policy: same-origin',
        '',
      ].join('\n'),
    );
    expect(readHeadersFile(file)).toEqual({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' });
    expect(readHeadersFile(file, '/chat-frame/')).toEqual({ 'Referrer-Policy': 'same-origin' });
    expect(readHeadersFile(file, '/login')).toEqual({
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
