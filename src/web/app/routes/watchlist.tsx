import { NotificationsScreen } from '../../features/watchlist/components/notifications-screen';
import { WatchlistScreen } from '../../features/watchlist/components/watchlist-screen';

export const WatchlistPage = () => <WatchlistScreen />;
export const NotificationsPage = () => <NotificationsScreen />;
