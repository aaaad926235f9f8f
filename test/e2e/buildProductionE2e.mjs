#!/usr/bin/env node
// The production build the real-extension e2e runs on (dist-prod-e2e; playwright.real-extension.config.ts):
// the test extension's id, the API on the preview server (the specs answer /api/** with page routes),
// and the chat widget of a fake vendor (real-chat.spec.ts routes both fake hosts).
import { EXTENSION_ID } from '../bench/builds.mjs';
import { viteBuild } from '../bundle/viteBuild.mjs';

const port = process.env.REAL_E2E_PORT ?? '4406';
viteBuild('production', 'dist-prod-e2e', {
  logLevel: 'warn',
  env: {
    VITE_EXTENSION_IDS: EXTENSION_ID,
    VITE_API_BASE_URL: `http://127.0.0.1:${port}/api`,
    VITE_APP_ORIGIN: `http://127.0.0.1:${port}`,
    VITE_CHAT_FRAME_ORIGIN: 'https://chat.reachly.test',
    VITE_CHAT_WIDGET_URL: 'https://widget.chat-vendor.test/loader.js',
    VITE_CHAT_WIDGET_SOURCES:
      "connect-src https://api.chat-vendor.test wss://relay.chat-vendor.test; frame-src https://widget.chat-vendor.test; img-src https://widget.chat-vendor.test; style-src https://widget.chat-vendor.test 'unsafe-inline'; font-src https://widget.chat-vendor.test",
  },
});
