import { useParams } from 'react-router';
import { AddCategoryScreen } from '../../features/catalogue/components/add-category-screen';
import { AddProductScreen } from '../../features/catalogue/components/add-product-screen';
import { CategoriesScreen } from '../../features/catalogue/components/categories-screen';
import { FeaturedStrip } from '../../features/catalogue/components/featured-strip';
import { ProductDetailsScreen } from '../../features/catalogue/components/product-details-screen';
import { ProductsInCategoryScreen } from '../../features/catalogue/components/products-in-category-screen';
import { SearchResultsScreen, SearchScreen } from '../../features/catalogue/components/search-screens';
import { StateAverage } from '../../features/price-history/components/state-average';
import { ShoppersPaid } from '../../features/reports/components/shoppers-paid';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist';

export const CategoriesPage = () => <CategoriesScreen marketId={useParams().id ?? ''} />;
export function ProductsInCategoryPage() {
  const { marketId = '', categoryId = '' } = useParams();
  return <ProductsInCategoryScreen marketId={marketId} categoryId={categoryId} />;
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
export const SearchPage = () => <SearchScreen />;
export const SearchResultsPage = () => <SearchResultsScreen />;
export const AddCategoryPage = () => <AddCategoryScreen />;
export const AddProductPage = () => <AddProductScreen />;
