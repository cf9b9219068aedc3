import { useParams } from 'react-router';
import type { ProductHit } from '../../../contract/catalogue';
import { AddCategoryScreen } from '../../features/catalogue/components/add-category-screen';
import { AddProductScreen } from '../../features/catalogue/components/add-product-screen';
import { CategoriesScreen } from '../../features/catalogue/components/categories-screen';
import { FeaturedStrip } from '../../features/catalogue/components/featured-strip';
import { ProductDetailsScreen } from '../../features/catalogue/components/product-details-screen';
import { ProductsInCategoryScreen } from '../../features/catalogue/components/products-in-category-screen';
import { SearchResultsScreen, SearchScreen } from '../../features/catalogue/components/search-screens';
import { StateAverage } from '../../features/price-history/components/state-average';
import { PaidRange } from '../../features/reports/components/paid-range';
import { ShoppersPaid } from '../../features/reports/components/shoppers-paid';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist';

/** Under each price of a list: what people paid (shoppers' reports). */
const paidRange = (p: ProductHit, shown: readonly ProductHit[]) => <PaidRange item={p} among={shown} />;

export const CategoriesPage = () => <CategoriesScreen marketId={useParams().id ?? ''} />;
export function ProductsInCategoryPage() {
  const { marketId = '', categoryId = '' } = useParams();
  return <ProductsInCategoryScreen marketId={marketId} categoryId={categoryId} paidRange={paidRange} />;
}
export const ProductDetailsPage = () => (
  <ProductDetailsScreen
    productId={useParams().productId ?? ''}
    watch={(p) => <AddToWatchlist product={p} />}
    stateAverage={(p) => <StateAverage state={p.marketState} commodityId={p.commodityId} name={p.name} />}
    shoppers={(p) => <ShoppersPaid marketId={p.marketId} marketName={p.marketName} commodityId={p.commodityId} />}
  />
);
export const FeaturedPage = () => <FeaturedStrip headingLevel={1} />;
export const SearchPage = () => <SearchScreen paidRange={paidRange} />;
export const SearchResultsPage = () => <SearchResultsScreen paidRange={paidRange} />;
export const AddCategoryPage = () => <AddCategoryScreen />;
export const AddProductPage = () => <AddProductScreen />;
