/** The home dashboard's data shapes, apart from the screens that show them. */
/** The four dashboard figures, from the API (DESIGN §4.10). */
export interface HomeFigures {
  upcoming: number;
  completed: number;
  coins: number;
  locations: number;
}

/** One piece of editorial news; `date` is a Lagos calendar date, 'YYYY-MM-DD'. */
export interface NewsItem {
  id: string;
  title: string;
  date: string;
  summary: string;
}

/** Which part of the dashboard a retry is for. */
export type HomeSection = 'figures' | 'upcomingGames' | 'newLocations' | 'news';
