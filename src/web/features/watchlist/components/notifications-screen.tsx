import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../../../contract/watchlist';
import { href, paths } from '../../../app/paths';
import { buttonClass, cx, EmptyState, Pagination, QueryState } from '../../../components/ui';
import { lagosDayTime } from '../../../lib/format';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';

const PAGE_SIZE = 20;

function NotificationItem({ notification: n, unread }: { notification: Notification; unread: boolean }) {
  const markRead = useMarkRead();
  const title = n.title;
  return (
    <article
      className={cx(
        'rounded-xl border p-4',
        unread ? 'border-l-4 border-brand-700 bg-brand-50' : 'border-stone-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className={cx('text-base', unread ? 'font-bold' : 'font-semibold')}>{n.title}</h2>
        {unread && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            <Trans>
              New<span className="sr-only"> (unread)</span>
            </Trans>
          </span>
        )}
      </div>
      <p className="mt-1 text-stone-800">{n.body}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <time dateTime={n.createdAt} className="text-stone-600">
          {lagosDayTime(n.createdAt)}
        </time>
        {n.productId && (
          <Link
            to={href(paths.product, { productId: n.productId })}
            className={buttonClass('secondary', 'sm')}
            // Opening the screen marks everything read; this covers a mark that has not landed yet.
            onClick={() => !n.readAt && markRead.mutate(n.id)}
          >
            <Trans>
              See the product<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * The signed-in user's notifications, newest first. Opening the screen marks them read (once); the
 * ones that were unread stay marked "New" for this visit, so the shopper sees what came in.
 */
export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const notifications = useNotifications({ page, pageSize: PAGE_SIZE });
  const { mutate: markAllRead } = useMarkAllRead();
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(new Set());
  const marked = useRef(false);
  const items = notifications.isPlaceholderData ? undefined : notifications.data?.items;
  const { t } = useLingui();

  useEffect(() => {
    const unread = items?.filter((n) => !n.readAt).map((n) => n.id) ?? [];
    if (marked.current || unread.length === 0) return;
    marked.current = true;
    markAllRead(undefined, { onSuccess: () => setSeenUnread(new Set(unread)) });
  }, [items, markAllRead]);

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">
        <Trans>Notifications</Trans>
      </h1>
      <QueryState
        query={notifications}
        loading={t`Loading your notifications`}
        isEmpty={(p) => p.total === 0}
        empty={
          <div className="mt-4">
            <EmptyState title={t`No notifications yet.`}>
              <p>
                <Trans>Add a product to your watchlist and we tell you here when its price drops.</Trans>
              </p>
              <Link to={paths.watchlist} className={buttonClass('primary', 'md', 'mt-3')}>
                <Trans>My Watchlist</Trans>
              </Link>
            </EmptyState>
          </div>
        }
      >
        {(p) => (
          <>
            <ul className="mt-4 space-y-3" aria-label={t`Your notifications`}>
              {p.items.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} unread={!n.readAt || seenUnread.has(n.id)} />
                </li>
              ))}
            </ul>
            {p.totalPages > 1 && <Pagination page={p.page} totalPages={p.totalPages} onPageChange={setPage} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
