/**
 * The query layer of the app's pages (jotai-tanstack-query over @tanstack/query-core). Only pages
 * that read server data import it, so a visitor's first page downloads none of it.
 */
import {
  atomWithMutation as baseAtomWithMutation,
  atomWithQuery as baseAtomWithQuery,
} from 'jotai-tanstack-query';
import { atom, type Getter } from 'jotai';
import { tokenAtom } from '../state/session';
import { createQueryClient } from './queryClient';

/**
 * Each session has a cache of its own: a new token (a sign-in, a logout, a 401, a password
 * change) starts an empty one, so nothing one member's session fetched is shown in the next
 * (SPEC §4), and nobody has to remember to clear it.
 */
export const queryClientAtom = atom((get) => {
  get(tokenAtom);
  return createQueryClient();
});

const sessionQueryClient = (get: Getter) => get(queryClientAtom);

/** `atomWithQuery`, reading the session's cache. */
export const atomWithQuery = ((getOptions: never, getQueryClient = sessionQueryClient) =>
  baseAtomWithQuery(getOptions, getQueryClient)) as typeof baseAtomWithQuery;

/** `atomWithMutation`, reading the session's cache. */
export const atomWithMutation = ((getOptions: never, getQueryClient = sessionQueryClient) =>
  baseAtomWithMutation(getOptions, getQueryClient)) as typeof baseAtomWithMutation;
