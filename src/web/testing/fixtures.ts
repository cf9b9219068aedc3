import type { Product } from '../../contract/catalogue';
import { sessionChanged } from '../lib/session';
import { fakeToken } from './fetch-mock';

/** Signs a person in as the app keeps a session (tokens and role in storage), then tells the app. */
export function signIn(userId: string, role: 'user' | 'admin' = 'user') {
  localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role, UserId: userId }));
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('role', role);
  sessionChanged();
}

/** Monday market's Rice (local) as the catalogue answers it, with any field changed. */
export const sampleProduct = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  name: 'Rice (local)',
  price: 3371.67,
  description: 'Retail price from the WFP market survey',
  imageUrl: null,
  marketId: '0190c0de-0000-7000-8000-000000000004',
  marketName: 'Monday',
  categoryId: '0190c0de-0000-7000-8000-000000000005',
  categoryName: 'cereals and tubers',
  commodityId: '0190c0de-0000-7000-8000-000000000006',
  unit: '2.7 KG',
  unitPrice: { amount: 1248.77, per: 'kg' },
  priceObservedAt: '2026-08-15T00:00:00.000Z',
  previousPrice: null,
  isFeatured: false,
  ...over,
});
