/**
 * Run before each journey file (vite.config.ts: `setupFiles`), in the worker that runs it: the
 * sites the file started (tests/e2e/browser.ts) close when it ends, so the next file of the worker
 * starts its own, on a fresh seed.
 */
import { afterAll } from 'vitest';
import { closeSites } from './browser';

afterAll(closeSites);
