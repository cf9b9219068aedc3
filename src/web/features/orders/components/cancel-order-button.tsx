import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Order } from '../../../../contract/orders';
import { Button, Modal } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatTotal } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';

/**
 * 'Cancel order' with a confirmation that says what happens to the money. When it is done the
 * button goes (the order is Canceled), so focus moves to `onDone`'s choice, not to the page's top.
 */
export function CancelOrderButton({
  order,
  context,
  onDone,
}: {
  order: Order;
  /** Tells screen readers which order the button cancels: "placed Aug 15, 2026, 9:05:07 AM". */
  context?: string;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const { t } = useLingui();
  const amount = formatTotal(order.totalPrice);
  const close = () => {
    if (!cancel.isPending) setOpen(false);
  };
  // mutateAsync, not mutate's callbacks: a canceled order loses this button (and its observer)
  // as soon as the cache shows it Canceled, and mutate's callbacks would then never run.
  const confirm = async () => {
    try {
      const canceled = await cancel.mutateAsync(order.orderId);
      const refund = formatTotal(canceled.totalPrice);
      toast.success(t`Your order was canceled. ${refund} will be refunded to your card.`, {
        title: t`SUCCESS`,
        duration: 5000,
      });
    } catch (err) {
      toast.error(errorMessage(err, t`The order could not be canceled. Please try again.`), {
        title: t`ERROR`,
        duration: 5000,
      });
    }
    setOpen(false);
    // After the dialog has handed focus back (to a button that is gone once canceled).
    if (onDone) setTimeout(onDone);
  };

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        <Trans>Cancel order</Trans>
        {context && <span className="sr-only"> {context}</span>}
      </Button>
      <Modal
        open={open}
        title={t`Cancel this order?`}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
              <Trans>Keep order</Trans>
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
              <Trans>Yes, cancel order</Trans>
            </Button>
          </>
        }
      >
        <p className="text-stone-700">
          <Trans>Your payment of {amount} will be refunded to your card.</Trans>
        </p>
      </Modal>
    </>
  );
}
