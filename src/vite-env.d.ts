/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCKS?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_BRAND_SHORT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
