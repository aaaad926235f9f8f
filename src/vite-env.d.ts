/// <reference types="vite/client" />

declare const __SIMULATED__: boolean;
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** Production only: the comma-separated extension ids the app may talk to (each 32 letters a-p). */
  readonly VITE_EXTENSION_IDS?: string;
  /** Production only: the customer-chat vendor's script. */
  readonly VITE_CHAT_WIDGET_URL?: string;
  /** Production only: the widget script's subresource-integrity hash (sha384-…); without it the widget does not load. */
  readonly VITE_CHAT_WIDGET_INTEGRITY?: string;
  /** Production only: the tutorial video embedded in the 800x510 dialog. */
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
}

/** faker's `en` cut at build time to the definitions the simulated world uses (src/build/demoLocale.ts). */
declare module 'virtual:demo-locale' {
  const definitions: Record<string, Record<string, unknown>>;
  export default definitions;
}
