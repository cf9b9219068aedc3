import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { ImportSummary } from '../../../../contract/catalogue';
import type { AdminSource, SourceImport } from '../../../../contract/sources';
import { Button, Card, Modal, QueryState, RejectedLine, Select, Table, type Column } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber, lagosDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminSources, useImportPrices, useRefreshSource, useSwitchSource } from '../api/admin-sources';
import { freshness } from './freshness';

/** The sources whose files the import takes (the pipeline's adapters). */
const FILE_SOURCES: Array<{ key: string; label: MessageDescriptor }> = [
  { key: 'wfp', label: msg`WFP market prices (HDX CSV)` },
  { key: 'nbs', label: msg`NBS state, zone or national averages (CSV)` },
];

const STATUS: Record<SourceImport['status'], { text: MessageDescriptor; className: string }> = {
  running: { text: msg({ message: 'Running', comment: "An import's state" }), className: 'text-stone-700' },
  done: { text: msg({ message: 'Done', comment: "An import's state" }), className: 'text-green-700' },
  'not-modified': { text: msg({ message: 'Nothing new', comment: "An import's state" }), className: 'text-stone-700' },
  failed: { text: msg({ message: 'Failed', comment: "An import's state" }), className: 'text-red-700' },
};

const count = (n: number) => formatNumber(n);

function useImportColumns(): Column<SourceImport>[] {
  const { t, i18n } = useLingui();
  return [
    {
      header: t`When`,
      cell: (i) => <span className="whitespace-nowrap tabular-nums">{lagosDateTime(i.startedAt)}</span>,
    },
    { header: t`File or URL`, cell: (i) => <span className="block w-48 break-all">{i.origin}</span> },
    {
      header: t`Status`,
      cell: (i) => (
        <span className={`font-semibold ${STATUS[i.status].className}`}>
          {i18n._(STATUS[i.status].text)}
          {i.message && <span className="block max-w-56 text-xs font-normal text-stone-600">{i.message}</span>}
        </span>
      ),
    },
    {
      header: t({ message: 'New', comment: 'Lines of an import: new prices' }),
      numeric: true,
      cell: (i) => count(i.rowsNew),
    },
    {
      header: t({ message: 'Updated', comment: 'Lines of an import: changed prices' }),
      numeric: true,
      cell: (i) => count(i.rowsUpdated),
    },
    {
      header: t({ message: 'Unchanged', comment: 'Lines of an import: prices already known' }),
      numeric: true,
      cell: (i) => count(i.rowsUnchanged),
    },
    {
      header: t({ message: 'Rejected', comment: 'Lines of an import: refused' }),
      numeric: true,
      cell: (i) =>
        i.rowsRejected === 0 ? (
          '0'
        ) : (
          <details className="text-left">
            <summary className="cursor-pointer text-right">{count(i.rowsRejected)}</summary>
            <ul className="mt-1 max-h-48 w-64 overflow-y-auto text-xs text-stone-700">
              {i.rejected.map((r) => (
                <RejectedLine key={r.line} line={r.line} reason={r.reason} />
              ))}
              {i.rowsRejected > i.rejected.length && <MoreLines count={i.rowsRejected - i.rejected.length} />}
            </ul>
          </details>
        ),
    },
  ];
}

function MoreLines({ count: more }: { count: number }) {
  const shown = count(more);
  return (
    <li>
      <Trans comment="After a list of refused lines: how many more there are">… and {shown} more</Trans>
    </li>
  );
}

/** Switching a source off (or on again), after the admin has read what it does. */
function SourceSwitch({ source }: { source: AdminSource }) {
  const [asking, setAsking] = useState(false);
  const switchSource = useSwitchSource();
  const next = !source.enabled;
  const { t } = useLingui();
  const { name } = source;
  const confirm = () =>
    switchSource.mutate(
      { key: source.key, enabled: next },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(next ? t`${name} is switched on.` : t`${name} is switched off.`);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <>
      <Button
        variant={source.enabled ? 'secondary' : 'primary'}
        size="sm"
        aria-label={source.enabled ? t`Switch off ${name}` : t`Switch on ${name}`}
        onClick={() => setAsking(true)}
      >
        {source.enabled ? t`Switch off` : t`Switch on`}
      </Button>
      <Modal
        open={asking}
        title={next ? t`Switch ${name} on?` : t`Switch ${name} off?`}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant={next ? 'primary' : 'danger'} loading={switchSource.isPending} onClick={confirm}>
              {next ? t`Switch on` : t`Switch off`}
            </Button>
          </>
        }
      >
        <p className="text-sm text-stone-700">
          {next ? (
            <Trans>Its prices count again in every list, comparison and chart.</Trans>
          ) : (
            <Trans>
              Its prices stop counting in every list, comparison, alert and chart. Nothing is deleted: switch it on
              again to count them again.
            </Trans>
          )}
        </p>
      </Modal>
    </>
  );
}

/** The sources that fetch their own file (a feed): WFP's CSV on HDX. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a source's key, not a text
const FEED_SOURCES = new Set(['wfp']);

/** Fetches a feed now rather than at the daily run; the result joins the history. */
function RefreshButton({ source }: { source: AdminSource }) {
  const refresh = useRefreshSource();
  const { t } = useLingui();
  const { name } = source;
  const run = () =>
    refresh.mutate(source.key, {
      onSuccess: (run) => {
        const why = run.message ?? t`see the history`;
        const added = run.rowsNew;
        if (run.status === 'failed') toast.error(t`The refresh failed: ${why}`);
        else if (run.status === 'not-modified') toast.success(t`${name}: nothing new since the last refresh.`);
        else toast.success(t`${name}: ${plural(added, { one: '# new price', other: '# new prices' })}.`);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <Button variant="secondary" size="sm" loading={refresh.isPending} disabled={!source.enabled} onClick={run}>
      <Trans>Fetch new prices now</Trans>
    </Button>
  );
}

function SourcePanel({ source }: { source: AdminSource }) {
  const { t, i18n } = useLingui();
  const importColumns = useImportColumns();
  const { name } = source;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            {source.name}{' '}
            <span className={`text-sm font-medium ${source.enabled ? 'text-green-700' : 'text-amber-800'}`}>
              (
              {source.enabled
                ? t({ message: 'on', comment: 'A source switched on' })
                : t({ message: 'off', comment: 'A source switched off' })}
              )
            </span>
          </h2>
          <p className="text-sm text-stone-600">
            {source.publisher} · {freshness(i18n, source)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {FEED_SOURCES.has(source.key) && <RefreshButton source={source} />}
          <SourceSwitch source={source} />
        </div>
      </div>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-stone-700">
        <Trans>Imports</Trans>
      </h3>
      {source.imports.length === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>No imports yet.</Trans>
        </p>
      ) : (
        <Table
          caption={t`Imports of ${name}`}
          columns={importColumns}
          rows={source.imports}
          rowKey={(i) => i.id}
          keyboardScroll
        />
      )}
    </Card>
  );
}

const summaryText = (i18n: I18n, s: ImportSummary) => {
  const recorded = count(s.pricesRecorded);
  const updated = count(s.pricesUpdated);
  const unchanged = count(s.pricesUnchanged);
  const rejected = count(s.rowsSkipped.length);
  return i18n._(msg`${recorded} new prices, ${updated} updated, ${unchanged} unchanged, ${rejected} lines rejected.`);
};

/** The admin's upload of a source's price file; the result shows in the source's history too. */
function ImportForm() {
  const [source, setSource] = useState(FILE_SOURCES[0]!.key);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const importPrices = useImportPrices();
  const { t, i18n } = useLingui();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError(t`Choose a CSV file to import.`);
      return;
    }
    setError(undefined);
    importPrices.mutate(
      { source, file },
      {
        onSuccess: (summary) => {
          const fileName = file.name;
          const text = summaryText(i18n, summary);
          toast.success(t`Imported ${fileName}: ${text}`);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">
        <Trans>Import a price file</Trans>
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select label={t`Source`} value={source} onChange={(e) => setSource(e.target.value)} className="sm:w-80">
          {FILE_SOURCES.map((s) => (
            <option key={s.key} value={s.key}>
              {i18n._(s.label)}
            </option>
          ))}
        </Select>
        <div>
          <label htmlFor="import-file" className="mb-1 block text-sm font-medium text-stone-700">
            <Trans>CSV file (up to 20 MB)</Trans>
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'import-file-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block min-h-10 text-sm file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:text-brand-800"
          />
        </div>
        <Button type="submit" loading={importPrices.isPending}>
          <Trans>Import</Trans>
        </Button>
      </form>
      {error && (
        <p id="import-file-error" role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      {importPrices.data && !error && (
        <p role="status" className="mt-2 text-sm text-green-800">
          {summaryText(i18n, importPrices.data)}
        </p>
      )}
    </Card>
  );
}

/**
 * Sources (admin): each price source with its import history (when, file or URL, lines new,
 * unchanged and rejected with their reasons), a switch that stops its prices counting without
 * deleting them, and the upload of a price file.
 */
export function AdminSourcesScreen() {
  const sources = useAdminSources();
  const { t } = useLingui();
  return (
    <section className="min-w-0 space-y-6">
      <h1 className="text-2xl font-bold">
        <Trans>Price sources</Trans>
      </h1>
      <ImportForm />
      <QueryState query={sources} loading={t`Loading the price sources...`}>
        {(list) => (
          <div className="space-y-6">
            {list.map((source) => (
              <SourcePanel key={source.key} source={source} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
