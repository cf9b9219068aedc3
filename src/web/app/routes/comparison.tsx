import { useParams } from 'react-router';
import { useCart } from '../../features/cart/api/cart';
import { CartComparisonScreen } from '../../features/comparison/components/cart-comparison-screen';
import { ProductComparisonScreen } from '../../features/comparison/components/product-comparison-screen';
import { PaidRange } from '../../features/reports/components/paid-range';
import { useSession } from '../../lib/session';

type MarketItem = { marketId: string; commodityId: string };

/** Under an item's price at a market: what people paid (shoppers' reports). */
const paidRange = (item: MarketItem, shown: readonly MarketItem[]) => <PaidRange item={item} among={shown} />;

/**
 * /price-comparison/:id names the shopper's cart (from the cart) or a product (from product
 * details): the cart's comparison when the id is the signed-in shopper's cart, else the product's.
 */
export function PriceComparisonPage() {
  const id = useParams().cartId ?? '';
  const { signedIn, userId } = useSession();
  const cart = useCart();
  const loadingCart = signedIn && cart.isPending;
  const isCart = signedIn && cart.data?.cartId === id && userId !== null;
  if (loadingCart || isCart) return <CartComparisonScreen userId={userId} cart={cart.data} paidRange={paidRange} />;
  return <ProductComparisonScreen productId={id} paidRange={paidRange} />;
}
