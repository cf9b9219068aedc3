import { CartScreen } from '../../features/cart/components/cart-screen';

export const CartPage = () => <CartScreen />;
