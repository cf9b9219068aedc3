import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useAddToCartCall } from './api/add-to-cart';

const CART_TOAST_MS = 5000;

/**
 * The Add buttons (spec §2, §8): one unit of the product, with the spec's toasts. A visitor is
 * warned rather than sent away. The server says what happened, a new item or one more of an item
 * already there, and its words are the success toast either way.
 */
export function useAddToCart(): (product: { id: string; name: string }) => void {
  const { signedIn } = useSession();
  const { mutate } = useAddToCartCall();
  const { t } = useLingui();
  return useCallback(
    (product) => {
      if (!signedIn) {
        toast.warning(t`User is not logged in or userId is null.`, { title: t`WARNING`, duration: CART_TOAST_MS });
        return;
      }
      // One toast per product: adding it again says the new quantity in the toast already there.
      const id = `add-to-cart:${product.id}`;
      mutate(
        { productId: product.id },
        {
          onSuccess: ({ message }) => toast.success(message, { title: t`SUCCESS`, duration: CART_TOAST_MS, id }),
          onError: (err) =>
            toast.error(
              // A product gone from sale meanwhile, in the server's words; anything else the spec's.
              err instanceof ApiError && err.status === 404
                ? err.message
                : t`Failed to add product to cart. Please try again.`,
              { title: t`ERROR`, duration: CART_TOAST_MS, id },
            ),
        },
      );
    },
    [signedIn, mutate, t],
  );
}
