import { CartScreen } from '../../features/cart/components/cart-screen';
import { PaidRange } from '../../features/reports/components/paid-range';

export const CartPage = () => <CartScreen paidRange={(p, shown) => <PaidRange item={p} among={shown} compact />} />;
