/**
 * The demo venues of /locations (SPEC §2, decisions §13): downloaded only when the locations
 * cannot be loaded, then shown under the notice that they are demo data; when they cannot be
 * downloaded either, the failure is shown alone with its retry.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoLocation } from '@domain/demo';
import { renderApp, setupAppTests } from './renderApp';

/** How often the demo venues' module was asked for, and whether its download fails. */
const chunk = vi.hoisted(() => ({ loads: 0, fails: false }));

vi.mock('@app/content/demoLocations', async (load) => {
  chunk.loads += 1;
  if (chunk.fails) throw new Error('The demo venues could not be downloaded.');
  return load();
});

const { server } = setupAppTests();

const DEMO_NOTICE = /^Showing demo data/;
const refuseLocations = () =>
  server.use(
    http.get('*/api/v1/locations/locations/', () =>
      HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
    ),
  );

// In this order: a module once downloaded stays for the file, so the failed download comes first.
describe('the demo venues of /locations', () => {
  it('are not downloaded when the locations load', async () => {
    await renderApp('/locations', { as: 'member' });
    await screen.findAllByRole('button', { name: /^Book Now/ }, { timeout: 15_000 });
    expect(screen.queryByText(DEMO_NOTICE)).toBeNull();
    expect(chunk.loads).toBe(0);
  }, 30_000);

  it('give way to the failure alone, with its retry, when they cannot be downloaded', async () => {
    chunk.fails = true;
    refuseLocations();
    await renderApp('/locations', { as: 'member' });
    await screen.findByRole('heading', { name: 'Failed to load locations' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTICE)).toBeNull();
    expect(screen.queryByText(demoLocation('lekki').name)).toBeNull();
    expect(chunk.loads).toBeGreaterThan(0);
  }, 30_000);

  it('are shown under the demo notice when the locations cannot be loaded', async () => {
    chunk.fails = false;
    refuseLocations();
    await renderApp('/locations', { as: 'member' });
    await screen.findByText(DEMO_NOTICE, {}, { timeout: 15_000 });
    expect(screen.getByText('Failed to load locations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    for (const key of ['lekki', 'wuse', 'ibadan'] as const)
      expect(screen.getAllByText(demoLocation(key).name).length).toBeGreaterThan(0);
  }, 30_000);
});
