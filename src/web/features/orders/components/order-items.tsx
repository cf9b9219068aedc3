import { useLingui } from '@lingui/react/macro';
import type { OrderItem } from '../../../../contract/orders';
import { type Column, Table, PhoneOrWide } from '../../../components/ui';
import { formatPrice } from '../../../lib/format';

function useColumns(): Column<OrderItem>[] {
  const { t } = useLingui();
  return [
    { header: t`Product`, cell: (i) => <span className="font-medium">{i.productName}</span> },
    { header: t`Market`, cell: (i) => i.marketName },
    { header: t`Quantity`, numeric: true, cell: (i) => i.quantity },
    { header: t`Price`, numeric: true, cell: (i) => formatPrice(i.price) },
  ];
}

const keyOf = (i: OrderItem) => `${i.productId}-${i.marketName}-${i.price}`;

/**
 * The lines of an order: what was bought, where, how many and the unit price paid. A phone gets
 * one line per item; wider screens the table.
 */
export function OrderItemsTable({ items, caption }: { items: OrderItem[]; caption: string }) {
  const columns = useColumns();
  return (
    <>
      <PhoneOrWide
        phone={
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" aria-label={caption}>
            {items.map((i) => (
              <li key={keyOf(i)} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="block font-medium">{i.productName}</span>
                  <span className="block text-stone-600">{i.marketName}</span>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block">
                    {i.quantity} × {formatPrice(i.price)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        }
        wide={<Table columns={columns} rows={items} rowKey={keyOf} caption={caption} />}
      />
    </>
  );
}
