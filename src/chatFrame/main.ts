import { startChatFrame } from './frame';

// Only built into production with a complete chat configuration (src/build/chatFrame.ts checks it).
const { VITE_APP_ORIGIN, VITE_CHAT_WIDGET_URL, VITE_CHAT_WIDGET_INTEGRITY } = import.meta.env;
if (VITE_APP_ORIGIN && VITE_CHAT_WIDGET_URL && window.parent !== window)
  startChatFrame(window, {
    appOrigin: VITE_APP_ORIGIN,
    widgetUrl: VITE_CHAT_WIDGET_URL,
    integrity: VITE_CHAT_WIDGET_INTEGRITY,
  });
