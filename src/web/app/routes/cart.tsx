import { useParams } from 'react-router';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { PriceComparisonScreen } from '../../features/cart/components/price-comparison-screen';

export const CartPage = () => <CartScreen />;
export const PriceComparisonPage = () => <PriceComparisonScreen id={useParams().cartId ?? ''} />;
