import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { LANGUAGES } from '../../../../contract/languages';
import { Button, buttonClass, Card, QueryState } from '../../../components/ui';
import { useLogout } from '../api/logout';
import { useProfile } from '../api/profile';
import { paths } from '../../../app/paths';

/** Profile: the signed-in user's details and language, Log Out and My Orders. */
export function ProfileScreen() {
  const profile = useProfile();
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useLingui();

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">
        <Trans>My profile</Trans>
      </h1>
      <QueryState query={profile} loading={t`Loading user profile`}>
        {(me) => {
          const pendingEmail = me.pendingEmail;
          const rows: Array<[string, string, string | undefined]> = [
            [t`First name`, me.firstName, undefined],
            [t`Last name`, me.lastName, undefined],
            [t`Email`, me.email, undefined],
            [t`Username`, me.userName, undefined],
            me.language
              ? [t`Language`, LANGUAGES[me.language].name, LANGUAGES[me.language].tag]
              : [t`Language`, t`Not chosen yet (e-mails in English)`, undefined],
          ];
          return (
            <>
              <dl className="mt-4 divide-y divide-stone-100">
                {rows.map(([label, value, lang]) => (
                  <div key={label} className="flex justify-between gap-4 py-3">
                    <dt className="text-stone-600">{label}</dt>
                    <dd className="font-medium break-all" lang={lang}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              {pendingEmail && (
                <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  <Trans>Waiting for you to confirm {pendingEmail}: open the link we sent there.</Trans>
                </p>
              )}
            </>
          );
        }}
      </QueryState>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.editProfile} className={buttonClass('secondary')}>
          <Trans>Edit profile</Trans>
        </Link>
        <Link to={paths.userOrders} className={buttonClass('secondary')}>
          <Trans>My Orders</Trans>
        </Link>
        <Button
          variant="danger"
          loading={logout.isPending}
          onClick={async () => {
            await logout.mutateAsync();
            navigate(paths.dashboard);
          }}
        >
          <Trans>Log Out</Trans>
        </Button>
      </div>
    </Card>
  );
}
