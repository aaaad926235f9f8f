/// <reference types="vite/client" />

declare const __SIMULATED__: boolean;
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** Production only: the comma-separated extension ids the app may talk to (each 32 letters a-p). */
  readonly VITE_EXTENSION_IDS?: string;
  /** Production only: the customer-chat vendor's script, loaded in the chat frame only (src/build/chatFrame.ts). */
  readonly VITE_CHAT_WIDGET_URL?: string;
  /** Production only, optional: the widget script's subresource-integrity hash (sha384-…). */
  readonly VITE_CHAT_WIDGET_INTEGRITY?: string;
  /** Production only: what the widget loads besides its script, per CSP directive (the chat frame's CSP). */
  readonly VITE_CHAT_WIDGET_SOURCES?: string;
  /** Production only: the https origin, not the app's, that serves chat-frame/. */
  readonly VITE_CHAT_FRAME_ORIGIN?: string;
  /** Production only: the app's origin, the one parent the chat frame listens to. */
  readonly VITE_APP_ORIGIN?: string;
  /** Production only: the tutorial video embedded in the 800x510 dialog. */
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
}

/** faker's `en` cut at build time to the definitions the simulated world uses (src/build/demoLocale.ts). */
declare module 'virtual:demo-locale' {
  const definitions: Record<string, Record<string, unknown>>;
  export default definitions;
}
