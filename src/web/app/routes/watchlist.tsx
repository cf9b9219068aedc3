import { PaidRange } from '../../features/reports/components/paid-range';
import { NotificationsScreen } from '../../features/watchlist/components/notifications-screen';
import { WatchlistScreen } from '../../features/watchlist/components/watchlist-screen';

export const WatchlistPage = () => <WatchlistScreen paidRange={(p, shown) => <PaidRange item={p} among={shown} />} />;
export const NotificationsPage = () => <NotificationsScreen />;
