import type { UserProfile } from '../../contract/accounts';
import type { Cart } from '../../contract/cart';
import type { Product } from '../../contract/catalogue';
import { sessionChanged } from '../lib/session';
import { fakeToken } from './fetch-mock';

/** Signs a person in as the app keeps a session (tokens and role in storage), then tells the app. */
export function signIn(userId: string, role: 'user' | 'moderator' | 'admin' = 'user') {
  localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role, UserId: userId }));
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('role', role);
  sessionChanged();
}

/** Amina Bello's profile (the person `signIn` signs in) as the server answers it. */
export const sampleProfile = (id: string): UserProfile => ({
  id,
  firstName: 'Amina',
  lastName: 'Bello',
  email: 'amina@example.ng',
  userName: 'amina',
  role: 'user',
  pendingEmail: null,
  language: 'en',
});

/** Monday market's Rice (local) as the catalogue answers it, with any field changed. */
export const sampleProduct = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  name: 'Rice (local)',
  price: 3371.67,
  description: 'Retail price from the WFP market survey',
  imageUrl: null,
  marketId: '0190c0de-0000-7000-8000-000000000004',
  marketName: 'Monday',
  marketState: 'Borno',
  categoryId: '0190c0de-0000-7000-8000-000000000005',
  categoryName: 'cereals and tubers',
  commodityId: '0190c0de-0000-7000-8000-000000000006',
  unit: '2.7 KG',
  unitPrice: { amount: 1248.77, per: 'kg' },
  priceObservedAt: '2026-08-15T00:00:00.000Z',
  priceSource: 'wfp',
  priceAge: 'old',
  previousPrice: null,
  isFeatured: false,
  ...over,
});

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A cart (id …01) holding `quantity` of Monday market's Rice (local) (item …02, product …03). */
export const sampleCart = (quantity: number): Cart => ({
  cartId: ID(1),
  totalItems: quantity,
  totalPrice: 3371.67 * quantity,
  items: [
    {
      cartItemId: ID(2),
      cartId: ID(1),
      productId: ID(3),
      quantity,
      price: 3371.67,
      subtotal: 3371.67 * quantity,
      unitPrice: { amount: 1248.77, per: 'kg' },
      marketId: ID(4),
      marketName: 'Monday',
      imageData: null,
      product: sampleProduct(ID(3)),
    },
  ],
});
