import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BellIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/unread-count';

/** The top navigation's bell for a signed-in user: unread notifications as a badge, to /notifications. */
export function NotificationsBell() {
  const { signedIn } = useSession();
  const unread = useUnreadCount().data?.unread ?? 0;
  const { t } = useLingui();
  if (!signedIn) return null;
  return (
    <Link
      to={paths.notifications}
      className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100"
      aria-label={t`Notifications, ${plural(unread, { one: '# unread', other: '# unread' })}`}
    >
      <BellIcon />
      {unread > 0 && (
        <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
