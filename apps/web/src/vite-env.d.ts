/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** support hotline shown to users (mobile page, error pages) */
  readonly VITE_SUPPORT_HOTLINE?: string;
  /** support email shown to users */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
