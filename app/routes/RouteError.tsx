import { HomeRenderError } from '@ui/Screens/Home/HomeRenderError';

/** A page that fails to render (or to load its code) shows 'Error Loading Page' (SPEC §2). */
export function RouteError() {
  return <HomeRenderError onReload={() => window.location.reload()} />;
}
