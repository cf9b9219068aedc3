import { useParams } from 'react-router';
import { useCart } from '../../features/cart/api/cart';
import { CartComparisonScreen } from '../../features/comparison/components/cart-comparison-screen';
import { ProductComparisonScreen } from '../../features/comparison/components/product-comparison-screen';
import { useSession } from '../../lib/session';

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
  if (loadingCart || isCart) return <CartComparisonScreen userId={userId} cart={cart.data} />;
  return <ProductComparisonScreen productId={id} />;
}
