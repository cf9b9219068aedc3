import { Trans } from '@lingui/react/macro';

/** What a screen of the shopper's own data says when the session names nobody (a token without its user id). */
export function NoUserAlert() {
  return (
    <p role="alert" className="mt-4 text-red-700">
      <Trans>Your session does not say who you are. Please log out and log in again.</Trans>
    </p>
  );
}
