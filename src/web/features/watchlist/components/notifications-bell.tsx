import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/unread-count';

const BellIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The top navigation's bell for a signed-in user: unread notifications as a badge, to /notifications. */
export function NotificationsBell() {
  const { signedIn } = useSession();
  const unread = useUnreadCount().data?.unread ?? 0;
  if (!signedIn) return null;
  return (
    <Link
      to={paths.notifications}
      className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100"
      aria-label={`Notifications, ${unread} unread`}
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
