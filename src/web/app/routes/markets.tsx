import { AddMarketScreen } from '../../features/markets/components/add-market-screen';
import { NearbyMarketsScreen } from '../../features/markets/components/nearby-markets-screen';

export const NearbyMarketsPage = () => <NearbyMarketsScreen />;
export const AddMarketPage = () => <AddMarketScreen />;
