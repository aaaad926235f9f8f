/// <reference types="vite/client" />

declare const __SIMULATED__: boolean;
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}
