/**
 * The customer-chat widget, behind one small adapter. Only a production build with
 * VITE_CHAT_WIDGET_URL (https) and VITE_CHAT_WIDGET_INTEGRITY (its sha384-… hash) loads the
 * vendor's script, pinned by that hash (the CSP allows that one file only); without the hash
 * nothing loads. Dev, preview and tests load nothing.
 */
export interface ChatIdentity {
  id: number;
  email: string;
}

let booted: ChatIdentity | null = null;

export function bootChatWidget(identity: ChatIdentity): void {
  if (booted?.id === identity.id) return;
  booted = identity;
  const production = import.meta.env.PROD && !__SIMULATED__;
  const url = production ? import.meta.env.VITE_CHAT_WIDGET_URL : undefined;
  const integrity = production ? import.meta.env.VITE_CHAT_WIDGET_INTEGRITY : undefined;
  if (!url || !integrity || !url.startsWith('https://')) return;
  const w = window as unknown as { chatWidgetSettings?: ChatIdentity };
  w.chatWidgetSettings = { id: identity.id, email: identity.email };
  const script = document.createElement('script');
  script.src = url;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  script.referrerPolicy = 'no-referrer';
  script.async = true;
  document.head.append(script);
}
