import { CHAT_CLOSE, CHAT_READY, frameMessageType, identityMessage, type ChatIdentity } from './chatMessages';

/**
 * The customer-chat widget (spec 000 §1), kept away from the token: the vendor's script runs only
 * in chat-frame/ on its own origin (VITE_CHAT_FRAME_ORIGIN), in a sandboxed iframe. The app posts
 * that frame the user's id and e-mail, to that origin only, when the frame says it is ready.
 * A "Chat with us" button in the bottom-right corner opens and closes the panel; logout removes it.
 * Only a production build with the chat configured has it; dev, preview and tests have none.
 */

export type { ChatIdentity };

export interface ChatWidgetSettings {
  frameOrigin: string;
}

/**
 * allow-same-origin: the frame keeps its own (chat-only) origin, where the vendor keeps its
 * conversation; that origin holds no token and is not one the extension answers. Without
 * allow-top-navigation it cannot move the app's page.
 */
export const CHAT_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export function chatWidgetSettings(): ChatWidgetSettings | null {
  if (!import.meta.env.PROD || __SIMULATED__) return null;
  const { VITE_CHAT_FRAME_ORIGIN: frameOrigin, VITE_CHAT_WIDGET_URL: widget } = import.meta.env;
  return frameOrigin && widget ? { frameOrigin } : null;
}

const PANEL_ID = 'reachly-chat-panel';

function chatElements(frameOrigin: string) {
  const root = document.createElement('div');
  root.dataset.chatWidget = '';
  Object.assign(root.style, { position: 'fixed', right: '16px', bottom: '16px', zIndex: '1250' });

  const panel = document.createElement('div');
  panel.id = PANEL_ID;
  panel.hidden = true;
  Object.assign(panel.style, {
    position: 'fixed',
    right: '16px',
    bottom: '72px',
    width: 'min(380px, calc(100vw - 32px))',
    height: 'min(560px, calc(100vh - 96px))',
    borderRadius: '8px',
    overflow: 'hidden',
    background: '#fff',
    boxShadow: '0 6px 24px rgba(0, 0, 0, 0.25)',
  });
  const frame = document.createElement('iframe');
  frame.title = 'Customer chat';
  frame.src = `${frameOrigin}/chat-frame/`;
  frame.setAttribute('sandbox', CHAT_FRAME_SANDBOX);
  frame.referrerPolicy = 'no-referrer';
  Object.assign(frame.style, { border: '0', width: '100%', height: '100%' });
  panel.append(frame);

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Chat with us';
  button.setAttribute('aria-controls', PANEL_ID);
  button.setAttribute('aria-expanded', 'false');
  Object.assign(button.style, {
    font: '500 15px/1 system-ui, sans-serif',
    padding: '12px 18px',
    borderRadius: '22px',
    border: '0',
    color: '#fff',
    background: '#1565c0',
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
    cursor: 'pointer',
  });
  root.append(panel, button);
  return { root, panel, frame, button };
}

let current: { id: number; email: string; shutdown: () => void } | null = null;

/** Starts the widget for this person (once; another person replaces it). */
export function bootChatWidget(identity: ChatIdentity, settings = chatWidgetSettings()): void {
  if (!settings) return;
  if (current?.id === identity.id && current.email === identity.email) return;
  shutdownChatWidget();
  const { root, panel, frame, button } = chatElements(settings.frameOrigin);

  let isOpen = false;
  const setOpen = (open: boolean) => {
    isOpen = open;
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) frame.focus();
    else button.focus();
  };
  button.addEventListener('click', () => setOpen(!isOpen));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen) setOpen(false);
  });
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== settings.frameOrigin) return;
    const type = frameMessageType(event.data);
    if (type === CHAT_READY)
      frame.contentWindow?.postMessage(identityMessage(identity), settings.frameOrigin);
    if (type === CHAT_CLOSE && isOpen) setOpen(false);
  };
  window.addEventListener('message', onMessage);
  // Last in the page, so last in the tab order.
  document.body.append(root);
  current = {
    ...identity,
    shutdown: () => {
      window.removeEventListener('message', onMessage);
      root.remove();
    },
  };
}

/** Removes the widget and its frame (logout, or another person signing in). */
export function shutdownChatWidget(): void {
  current?.shutdown();
  current = null;
}
