import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { REPORT_RULES } from '../../../../contract/reports.constants';
import { Button, linkClass, RejectedLine } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useBulkReports } from '../api/bulk-reports';

function BulkResult({
  confirmed,
  pending,
  unchanged,
  rejected,
}: {
  confirmed: number;
  pending: number;
  unchanged: number;
  rejected: number;
}) {
  return (
    <p>
      <Trans>
        {confirmed} confirmed, {pending} waiting, {unchanged} sent before, {rejected} rejected.
      </Trans>
    </p>
  );
}

/** A file of reports, for admins and trusted contributors (market enumerators, shop owners). */
export function BulkReports() {
  const [file, setFile] = useState<File | null>(null);
  const send = useBulkReports();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) send.mutate(file);
  };
  const result = send.data;
  const trusted = REPORT_RULES.TRUSTED_AFTER;
  return (
    <details className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">
        <Trans>Send many reports at once (CSV)</Trans>
      </summary>
      <p className="mt-2 text-sm text-stone-700">
        <Trans>
          For admins and shoppers with {trusted} confirmed reports or more. Fill in the{' '}
          <a href="/api/price-reports/bulk/template" className={linkClass()} download>
            template
          </a>{' '}
          (ids from the market and item lists; up to 2,000 lines). Good lines are kept, bad ones listed by number;
          sending the same file again changes nothing.
        </Trans>
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor="bulk-file" className="mb-1 block text-sm font-medium text-stone-700">
            <Trans>CSV file</Trans>
          </label>
          <input
            id="bulk-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block min-h-10 text-sm file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:text-brand-800"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!file} loading={send.isPending}>
          <Trans>Send the file</Trans>
        </Button>
      </form>
      {send.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(send.error)}
        </p>
      )}
      {result && (
        <div role="status" className="mt-2 text-sm text-stone-800">
          <BulkResult
            confirmed={result.confirmed}
            pending={result.pending}
            unchanged={result.unchanged}
            rejected={result.rejected.length}
          />
          {result.rejected.length > 0 && (
            <ul className="mt-1 max-h-40 overflow-y-auto text-xs text-stone-700">
              {result.rejected.map((r) => (
                <RejectedLine key={r.line} line={r.line} reason={r.reason} />
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}
