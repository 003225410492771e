/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off' builds the app for a real backend: no mock worker, no mock code in the bundle. */
  readonly VITE_API_MOCK?: string;
  /** Where the API lives; the same origin's /api/v1 when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** The demo's mock profile: 'spec' serves SPEC §7's operations alone (mocks/profile.ts). */
  readonly MOCK_PROFILE?: string;
}

/** The build's id (vite.config.ts): the commit it was built from. */
declare const __BUILD_ID__: string;
