import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../../../contract/catalogue';
import { WATCHLIST_TEXT } from '../../../../contract/watchlist.constants';
import { loginPath, paths } from '../../../app/paths';
import { Button, Input } from '../../../components/ui';
import { ApiError, showFieldErrors } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddToWatchlist } from '../api/add-to-watchlist';
import { type ThresholdFormValues, useThresholdForm } from '../forms';

const TOAST_MS = 5000;
const toWatchlist = { label: 'View your watchlist', to: paths.watchlist };

/**
 * The product details' Threshold Price and 'Add to Watchlist' (spec §2, §5, §8): a visitor goes
 * to login first; the threshold is checked with the contract's rules before anything is sent.
 */
export function AddToWatchlist({ product }: { product: Product }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToWatchlist();
  const { register, handleSubmit, setError, reset, formState } = useThresholdForm('');
  // A ref, not state: two clicks (or Enter twice) in one frame both see it at once.
  const busy = useRef(false);

  const submit = async ({ thresholdPrice }: ThresholdFormValues) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await add.mutateAsync({ productId: product.id, thresholdPrice });
      reset();
      toast.success(WATCHLIST_TEXT.added, { duration: TOAST_MS, link: toWatchlist });
    } catch (err) {
      showFieldErrors(err, ['thresholdPrice'], setError);
      // The server's own message when it sent one (a problem body); the spec's words otherwise.
      toast.error(err instanceof ApiError && err.code ? err.message : WATCHLIST_TEXT.addFailed, { duration: TOAST_MS });
    } finally {
      busy.current = false;
    }
  };

  return (
    <form
      className="mt-4 flex max-w-md items-start gap-3"
      noValidate
      onSubmit={(e) => {
        // Spec §5: adding needs a login; the visitor comes back here afterwards.
        if (!signedIn) {
          e.preventDefault();
          return void navigate(loginPath(location));
        }
        void handleSubmit(submit)(e);
      }}
    >
      <Input
        label="Threshold Price (N)"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        className="min-w-0 flex-1"
        hint="We tell you when the price is at or below it."
        {...register('thresholdPrice')}
        error={formState.errors.thresholdPrice?.message}
      />
      <Button type="submit" variant="secondary" className="mt-6 shrink-0" loading={add.isPending}>
        Add to Watchlist
      </Button>
    </form>
  );
}
