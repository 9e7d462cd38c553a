/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MAIN_WEBSITE_URL?: string;
}

/** Set by vite.config.ts (and vitest.config.ts) from package.json and BUILD_ID. */
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
