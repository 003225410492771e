/**
 * Stand in for two statics of axios's default export in the app's production build
 * (vite.config.ts): `axios.CancelToken`, the cancellation API axios has deprecated since 0.22 (the
 * client cancels with an `AbortSignal`), and `axios.HttpStatusCode`, a table of status names the
 * client never reads. Together they were 0.9 KB gzipped of every member page. Development,
 * Storybook's dev server and the tests keep axios whole; `tests/axiosExtras.test.ts` checks the
 * app names neither.
 */
export default class CancelTokenNotInThisBuild {
  constructor() {
    throw new Error(
      'axios.CancelToken is not in this build: cancel a request with an AbortSignal.',
    );
  }

  static source(): never {
    return new CancelTokenNotInThisBuild() as never;
  }
}

/** The stand-in for `axios.HttpStatusCode`: no names. */
export const NO_STATUS_NAMES: Readonly<Record<string, number>> = Object.freeze({});
