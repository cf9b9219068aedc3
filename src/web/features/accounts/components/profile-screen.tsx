import { Link, useNavigate } from 'react-router';
import { Button, buttonClass, Card, QueryState } from '../../../components/ui';
import { useLogout } from '../api/logout';
import { useProfile } from '../api/profile';
import { paths } from '../../../app/paths';

/** Profile: the signed-in user's details, Log Out and My Orders. */
export function ProfileScreen() {
  const profile = useProfile();
  const logout = useLogout();
  const navigate = useNavigate();

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">My profile</h1>
      <QueryState query={profile} loading="Loading user profile">
        {(me) => (
          <>
            <dl className="mt-4 divide-y divide-stone-100">
              {[
                ['First name', me.firstName],
                ['Last name', me.lastName],
                ['Email', me.email],
                ['Username', me.userName],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-3">
                  <dt className="text-stone-600">{label}</dt>
                  <dd className="font-medium break-all">{value}</dd>
                </div>
              ))}
            </dl>
            {me.pendingEmail && (
              <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                Waiting for you to confirm {me.pendingEmail}: open the link we sent there.
              </p>
            )}
          </>
        )}
      </QueryState>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.editProfile} className={buttonClass('secondary')}>
          Edit profile
        </Link>
        <Link to={paths.userOrders} className={buttonClass('secondary')}>
          My Orders
        </Link>
        <Button
          variant="danger"
          loading={logout.isPending}
          onClick={async () => {
            await logout.mutateAsync();
            navigate(paths.dashboard);
          }}
        >
          Log Out
        </Button>
      </div>
    </Card>
  );
}
