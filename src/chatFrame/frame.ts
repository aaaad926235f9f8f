import { CHAT_CLOSE, CHAT_READY, readIdentity, type ChatIdentity } from '@/lib/chatMessages';

export interface ChatFrameSettings {
  /** The only parent whose messages count (VITE_APP_ORIGIN). */
  appOrigin: string;
  widgetUrl: string;
  integrity?: string | undefined;
}

/** This origin holds only the chat, so its storage is the vendor's: a different user starts with none of it. */
const USER_KEY = 'reachly.chat.user';

function forgetOtherUser(win: Window, id: number): void {
  try {
    if (win.localStorage.getItem(USER_KEY) === String(id)) return;
    win.localStorage.clear();
    win.sessionStorage.clear();
    win.localStorage.setItem(USER_KEY, String(id));
  } catch {
    // Storage blocked (third-party storage settings): the vendor has none to leak either.
  }
}

function loadWidget(win: Window, identity: ChatIdentity, settings: ChatFrameSettings): void {
  (win as unknown as { chatWidgetSettings: ChatIdentity }).chatWidgetSettings = identity;
  const script = win.document.createElement('script');
  script.src = settings.widgetUrl;
  if (settings.integrity) {
    script.integrity = settings.integrity;
    script.crossOrigin = 'anonymous';
  }
  script.referrerPolicy = 'no-referrer';
  script.async = true;
  win.document.head.append(script);
}

/**
 * The chat frame's whole job: tell the app it is ready, take the identity from the app's window
 * and origin only, and then load the vendor's widget once. Escape asks the app to close the panel.
 */
export function startChatFrame(win: Window, settings: ChatFrameSettings): () => void {
  let started = false;
  const onMessage = (event: MessageEvent) => {
    if (started || event.source !== win.parent || event.origin !== settings.appOrigin) return;
    const identity = readIdentity(event.data);
    if (!identity) return;
    started = true;
    forgetOtherUser(win, identity.id);
    loadWidget(win, identity, settings);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') win.parent.postMessage({ type: CHAT_CLOSE }, settings.appOrigin);
  };
  win.addEventListener('message', onMessage);
  win.addEventListener('keydown', onKey);
  win.parent.postMessage({ type: CHAT_READY }, settings.appOrigin);
  return () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('keydown', onKey);
  };
}
