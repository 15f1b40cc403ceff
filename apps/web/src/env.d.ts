/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sentry DSN for the browser; monitoring is on only in production builds when this is set. */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
