/**
 * Stand-ins for parts of axios the client never uses, in the app's production build
 * (vite.config.ts). First, two statics of axios's default export: `axios.CancelToken`, the
 * cancellation API axios has deprecated since 0.22 (the client cancels with an `AbortSignal`), and
 * `axios.HttpStatusCode`, a table of status names the client never reads (0.9 KB gzipped of every
 * member page); below, three paths no request of the client takes (1.1 KB). Development,
 * Storybook's dev server and the tests keep axios whole; `tests/axiosExtras.test.ts` checks that
 * the app uses none of them, and each stand-in says what is missing if it is ever reached.
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

/**
 * Stands in for axios's `formDataToJSON` (its `formToJSON`, and the request transform that turns
 * a FormData sent as JSON into an object): the client sends its one form, the avatar's, as
 * multipart, and never asks for a FormData as JSON.
 */
export function formDataToJSONNotInThisBuild(): never {
  throw new Error('axios.formToJSON is not in this build: send a FormData as multipart.');
}

/**
 * Stands in for axios's `progressEventReducer`, which only a request with `onUploadProgress` or
 * `onDownloadProgress` calls; the client passes neither.
 */
export function progressEventReducer(): never {
  throw new Error('Upload and download progress events are not in this build.');
}

const accept = () => true as const;

/**
 * Stands in for axios's option checks (helpers/validator.js), which warn of a misspelt option
 * name or reject a mistyped transitional flag in the request's configuration. The client's
 * configuration is fixed in `client.ts` and typed; development and the tests keep the checks.
 */
export const NO_OPTION_CHECKS = {
  assertOptions: (): void => {},
  validators: {
    transitional: () => accept,
    spelling: () => accept,
    boolean: accept,
    function: accept,
  },
};
