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
  const amount = formatTotal(order.totalPrice);
  const close = () => {
    if (!cancel.isPending) setOpen(false);
  };
  // mutateAsync, not mutate's callbacks: a canceled order loses this button (and its observer)
  // as soon as the cache shows it Canceled, and mutate's callbacks would then never run.
  const confirm = async () => {
    try {
      const canceled = await cancel.mutateAsync(order.orderId);
      toast.success(`Your order was canceled. ${formatTotal(canceled.totalPrice)} will be refunded to your card.`, {
        title: 'SUCCESS',
        duration: 5000,
      });
    } catch (err) {
      toast.error(errorMessage(err, 'The order could not be canceled. Please try again.'), {
        title: 'ERROR',
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
        Cancel order{context && <span className="sr-only"> {context}</span>}
      </Button>
      <Modal
        open={open}
        title="Cancel this order?"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
              Yes, cancel order
            </Button>
          </>
        }
      >
        <p className="text-stone-700">Your payment of {amount} will be refunded to your card.</p>
      </Modal>
    </>
  );
}
