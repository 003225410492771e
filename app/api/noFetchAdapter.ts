/**
 * Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in the app's production build
 * (vite.config.ts). axios picks the first adapter the environment supports, in the order xhr,
 * http, fetch; every browser has XMLHttpRequest, so the fetch adapter is never chosen, yet it and
 * its stream, multipart and signal helpers were 3.5 KB gzipped of every member page. Answering
 * `false` is how an adapter says the environment does not support it.
 */
export const getFetch = (): false => false;
