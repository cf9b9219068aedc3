import { useParams } from 'react-router';
import { ProductDetailsScreen } from '../../features/catalogue/components/product-details-screen';
import { StateAverage } from '../../features/price-history/components/state-average';
import { ShoppersPaid } from '../../features/reports/components/shoppers-paid';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist';

// A key screen's route module of its own: it loads only the product page's code, not the
// catalogue's admin forms beside it (decision record 020).
export const ProductDetailsPage = () => (
  <ProductDetailsScreen
    productId={useParams().productId ?? ''}
    watch={(p) => <AddToWatchlist product={p} />}
    stateAverage={(p) => <StateAverage state={p.marketState} commodityId={p.commodityId} name={p.name} />}
    shoppers={(p) => <ShoppersPaid marketId={p.marketId} marketName={p.marketName} commodityId={p.commodityId} />}
  />
);
