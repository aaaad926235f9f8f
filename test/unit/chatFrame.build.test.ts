import { describe, expect, it } from 'vitest';
import { chatFrameConfig, chatFrameCsp, chatFrameHeadersBlock, type ChatFrameEnv } from '@/build/chatFrame';

const ENV: ChatFrameEnv = {
  VITE_CHAT_WIDGET_URL: 'https://widget.vendor.example/loader.js?v=3',
  VITE_CHAT_WIDGET_SOURCES:
    "connect-src https://api.vendor.example wss://*.relay.vendor.example; style-src https://widget.vendor.example 'unsafe-inline'; img-src https://img.vendor.example",
  VITE_CHAT_FRAME_ORIGIN: 'https://chat.reachly.example',
  VITE_APP_ORIGIN: 'https://app.reachly.example',
};

describe('the chat frame build settings', () => {
  it('no chat variable: no chat frame', () => {
    expect(chatFrameConfig({})).toBeNull();
  });

  it("the frame's CSP names its own script, the loader file and the listed hosts, and nothing else", () => {
    expect(chatFrameCsp(chatFrameConfig(ENV)!).split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self' https://widget.vendor.example/loader.js",
      'connect-src https://api.vendor.example wss://*.relay.vendor.example',
      "style-src https://widget.vendor.example 'unsafe-inline'",
      "font-src 'none'",
      'img-src https://img.vendor.example',
      "frame-src 'none'",
      "media-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
    ]);
  });

  it('only the app may frame the chat page', () => {
    expect(chatFrameHeadersBlock(chatFrameConfig(ENV)!)).toBe(
      [
        '/chat-frame/',
        '  ! Content-Security-Policy',
        '  ! X-Frame-Options',
        '  Content-Security-Policy: frame-ancestors https://app.reachly.example',
        '',
      ].join('\n'),
    );
  });

  it.each<[string, ChatFrameEnv, string]>([
    ['no frame origin', { ...ENV, VITE_CHAT_FRAME_ORIGIN: undefined }, 'VITE_CHAT_FRAME_ORIGIN must be'],
    [
      'an http frame origin',
      { ...ENV, VITE_CHAT_FRAME_ORIGIN: 'http://chat.reachly.example' },
      'VITE_CHAT_FRAME_ORIGIN',
    ],
    [
      'a frame origin with a path',
      { ...ENV, VITE_CHAT_FRAME_ORIGIN: 'https://chat.reachly.example/x' },
      'no path',
    ],
    [
      'the app origin as the frame',
      { ...ENV, VITE_CHAT_FRAME_ORIGIN: 'https://app.reachly.example' },
      'must differ',
    ],
    ['no app origin', { ...ENV, VITE_APP_ORIGIN: undefined }, 'VITE_APP_ORIGIN'],
    [
      'an http widget',
      { ...ENV, VITE_CHAT_WIDGET_URL: 'http://widget.vendor.example/l.js' },
      'VITE_CHAT_WIDGET_URL',
    ],
    ['only an integrity hash', { VITE_CHAT_WIDGET_INTEGRITY: 'sha384-abc' }, 'VITE_CHAT_WIDGET_URL'],
    ['a malformed hash', { ...ENV, VITE_CHAT_WIDGET_INTEGRITY: 'md5-abc' }, 'VITE_CHAT_WIDGET_INTEGRITY'],
    [
      'an unknown directive',
      { ...ENV, VITE_CHAT_WIDGET_SOURCES: 'worker-src https://a.example' },
      '"worker-src"',
    ],
    ['a wildcard', { ...ENV, VITE_CHAT_WIDGET_SOURCES: 'connect-src *' }, '"*" in connect-src'],
    ['a bare scheme', { ...ENV, VITE_CHAT_WIDGET_SOURCES: 'img-src https:' }, '"https:" in img-src'],
    ['unsafe-eval', { ...ENV, VITE_CHAT_WIDGET_SOURCES: "script-src 'unsafe-eval'" }, '"\'unsafe-eval\'"'],
    ['inline script', { ...ENV, VITE_CHAT_WIDGET_SOURCES: "script-src 'unsafe-inline'" }, 'script-src'],
    [
      'plain http',
      { ...ENV, VITE_CHAT_WIDGET_SOURCES: 'connect-src http://a.example' },
      '"http://a.example"',
    ],
  ])('%s fails the build', (_name, env, message) => {
    expect(() => chatFrameConfig(env)).toThrow(message);
  });
});
