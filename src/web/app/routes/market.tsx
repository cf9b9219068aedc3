import { useParams } from 'react-router';
import { MarketDetailsScreen } from '../../features/markets/components/market-details-screen';

// A key screen's route module of its own: it loads only the market page's code, not the add-market
// form beside it (decision record 020).
export const MarketDetailsPage = () => <MarketDetailsScreen id={useParams().id ?? ''} />;
