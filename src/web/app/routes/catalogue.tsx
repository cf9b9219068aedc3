import { useParams } from 'react-router';
import type { ProductHit } from '../../../contract/catalogue';
import { AddCategoryScreen } from '../../features/catalogue/components/add-category-screen';
import { AddProductScreen } from '../../features/catalogue/components/add-product-screen';
import { CategoriesScreen } from '../../features/catalogue/components/categories-screen';
import { FeaturedStrip } from '../../features/catalogue/components/featured-strip';
import { ProductsInCategoryScreen } from '../../features/catalogue/components/products-in-category-screen';
import { SearchResultsScreen, SearchScreen } from '../../features/catalogue/components/search-screens';
import { PaidRange } from '../../features/reports/components/paid-range';

/** Under each price of a list: what people paid (shoppers' reports). */
const paidRange = (p: ProductHit, shown: readonly ProductHit[]) => <PaidRange item={p} among={shown} />;

export const CategoriesPage = () => <CategoriesScreen marketId={useParams().id ?? ''} />;
export function ProductsInCategoryPage() {
  const { marketId = '', categoryId = '' } = useParams();
  return <ProductsInCategoryScreen marketId={marketId} categoryId={categoryId} paidRange={paidRange} />;
}
export const FeaturedPage = () => <FeaturedStrip headingLevel={1} />;
export const SearchPage = () => <SearchScreen paidRange={paidRange} />;
export const SearchResultsPage = () => <SearchResultsScreen paidRange={paidRange} />;
export const AddCategoryPage = () => <AddCategoryScreen />;
export const AddProductPage = () => <AddProductScreen />;
