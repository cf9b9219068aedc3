import { useParams } from 'react-router';
import { AddMarketScreen } from '../../features/markets/components/add-market-screen';
import { MarketDetailsScreen } from '../../features/markets/components/market-details-screen';
import { NearbyMarketsScreen } from '../../features/markets/components/nearby-markets-screen';

export const NearbyMarketsPage = () => <NearbyMarketsScreen />;
export const MarketDetailsPage = () => <MarketDetailsScreen id={useParams().id ?? ''} />;
export const AddMarketPage = () => <AddMarketScreen />;
