import { isApproved, type Booking, type Location, type User } from '@domain';
import { loading, type Remote } from '../../remote';
import { HomeDashboard } from './HomeDashboard';
import { HomeMarketing } from './HomeMarketing';
import type { HomeFigures, HomeSection, NewsItem } from './homeTypes';

export type { HomeFigures, HomeSection, NewsItem };

export interface HomeScreenProps {
  /** The signed-in member, or null for a visitor. */
  user: User | null;
  /** Dashboard data; the app loads them only for an approved member (SPEC §2 Home). */
  figures?: Remote<HomeFigures>;
  upcomingGames?: Remote<Booking[]>;
  newLocations?: Remote<Location[]>;
  news?: Remote<readonly NewsItem[]>;
  /** Offered beside a part of the dashboard that failed to load. */
  onRetry?: (section: HomeSection) => void;
}

/**
 * The home page (/): the marketing page for visitors and members awaiting approval, the
 * dashboard for approved members. It is laid under the transparent header, so both variants
 * open with a dark band tall enough to carry it.
 */
export function HomeScreen({
  user,
  figures = loading,
  upcomingGames = loading,
  newLocations = loading,
  news = loading,
  onRetry,
}: HomeScreenProps) {
  if (user && isApproved(user)) {
    return (
      <HomeDashboard
        user={user}
        figures={figures}
        upcomingGames={upcomingGames}
        newLocations={newLocations}
        news={news}
        onRetry={onRetry}
      />
    );
  }
  return <HomeMarketing user={user} />;
}

export { HomeRenderError, type HomeRenderErrorProps } from './HomeRenderError';
