import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../../../contract/catalogue';
import { loginPath, paths } from '../../../app/paths';
import { Button, Input } from '../../../components/ui';
import { ApiError, showFieldErrors } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddToWatchlist } from '../api/add-to-watchlist';
import { thresholdMessage } from '../messages';
import { useThresholdField } from '../threshold-field';
import type { ThresholdFormValues } from '../threshold-form';

const TOAST_MS = 5000;

/**
 * The product details' Threshold Price and 'Add to Watchlist' (spec §2, §5, §8): a visitor goes
 * to login first; the threshold is checked with the contract's rules before anything is sent.
 */
export function AddToWatchlist({ product }: { product: Product }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToWatchlist();
  const { t } = useLingui();
  // The field's messages follow the language.
  const { _ } = useLinguiContext();
  // A field of its own, not react-hook-form: every shopper's product page shows it (threshold-field.ts).
  const { field, error, handleSubmit, setError, reset } = useThresholdField();
  // A ref, not state: two clicks (or Enter twice) in one frame both see it at once.
  const busy = useRef(false);

  const submit = async ({ thresholdPrice }: ThresholdFormValues) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await add.mutateAsync({ productId: product.id, thresholdPrice });
      reset();
      toast.success(t`Product added to watchlist!`, {
        duration: TOAST_MS,
        link: { label: t`View your watchlist`, to: paths.watchlist },
      });
    } catch (err) {
      showFieldErrors(err, ['thresholdPrice'], setError);
      // The server's own message when it sent one (a problem body); the spec's words otherwise.
      toast.error(
        err instanceof ApiError && err.code
          ? err.message
          : t`An error occurred while adding the product to your watchlist.`,
        { duration: TOAST_MS },
      );
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
        label={t`Threshold Price (N)`}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        className="min-w-32 flex-1"
        hint={t`We tell you when the price is at or below it.`}
        {...field}
        error={thresholdMessage(_, error)}
      />
      <Button
        type="submit"
        variant="secondary"
        className="mt-6 h-auto! min-h-10 min-w-0 py-2 text-center"
        loading={add.isPending}
      >
        <Trans>Add to Watchlist</Trans>
      </Button>
    </form>
  );
}
