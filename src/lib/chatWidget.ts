/**
 * The customer-chat widget, behind one small adapter. Only a production build with
 * VITE_CHAT_WIDGET_URL loads the vendor's script; dev, preview and tests load nothing.
 */
export interface ChatIdentity {
  id: number;
  email: string;
}

let booted: ChatIdentity | null = null;

export function bootChatWidget(identity: ChatIdentity): void {
  if (booted?.id === identity.id) return;
  booted = identity;
  const url = import.meta.env.PROD && !__SIMULATED__ ? import.meta.env.VITE_CHAT_WIDGET_URL : undefined;
  if (!url) return;
  const w = window as unknown as { chatWidgetSettings?: ChatIdentity };
  w.chatWidgetSettings = { id: identity.id, email: identity.email };
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.append(script);
}

/** Who the widget was booted for (dev tools and tests read this). */
export const chatWidgetIdentity = (): ChatIdentity | null => booted;
