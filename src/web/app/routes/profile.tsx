import { Link, useNavigate } from 'react-router';
import { Button, buttonClass, Card, Spinner } from '../../components/ui';
import { useLogout } from '../../features/accounts/api/logout';
import { useProfile } from '../../features/accounts/api/profile';
import { errorMessage } from '../../lib/api-client';

/** Profile: the signed-in user's details, Log Out and My Orders. */
export function ProfilePage() {
  const profile = useProfile();
  const logout = useLogout();
  const navigate = useNavigate();

  const rows = profile.data
    ? [
        ['First name', profile.data.firstName],
        ['Last name', profile.data.lastName],
        ['Email', profile.data.email],
        ['Username', profile.data.userName],
      ]
    : [];

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">My profile</h1>
      {profile.isError ? (
        <p className="mt-4 text-red-700" role="alert">
          {errorMessage(profile.error)}
        </p>
      ) : !profile.data ? (
        <div className="mt-4">
          <Spinner label="Loading user profile" />
        </div>
      ) : (
        <>
          <dl className="mt-4 divide-y divide-stone-100">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-3">
                <dt className="text-stone-600">{label}</dt>
                <dd className="font-medium break-all">{value}</dd>
              </div>
            ))}
          </dl>
          {profile.data.pendingEmail && (
            <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Waiting for you to confirm {profile.data.pendingEmail}: open the link we sent there.
            </p>
          )}
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/edit-profile" className={buttonClass('secondary')}>
          Edit profile
        </Link>
        <Link to="/user-orders" className={buttonClass('secondary')}>
          My Orders
        </Link>
        <Button
          variant="danger"
          loading={logout.isPending}
          onClick={async () => {
            await logout.mutateAsync();
            navigate('/dashboard');
          }}
        >
          Log Out
        </Button>
      </div>
    </Card>
  );
}
