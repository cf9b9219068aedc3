import { Trans } from '@lingui/react/macro';

/** A line of an imported file that was refused, and why (a list item of an import's report). */
export function RejectedLine({ line, reason }: { line: number; reason: string }) {
  return (
    <li>
      <Trans comment="A line of an imported file that was refused, and why">
        Line {line}: {reason}
      </Trans>
    </li>
  );
}
