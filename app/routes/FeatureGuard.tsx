import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@ui/Feedback/PageSpinner';
import { offeredFeaturesAtom, type Feature } from '../api/capabilities';

/**
 * Renders its child routes only where the server offers `feature` (app/api/capabilities.ts); a
 * page of a feature the server lacks is not there at all, so its address leads to the dashboard.
 * Until the server has said, the page frame shows its spinner.
 */
export default function FeatureGuard({ feature }: { feature: Feature }) {
  const features = useAtomValue(offeredFeaturesAtom);
  if (features === undefined) return <PageSpinner />;
  if (!features.has(feature)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
