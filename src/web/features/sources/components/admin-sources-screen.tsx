import { type FormEvent, useState } from 'react';
import type { ImportSummary } from '../../../../contract/catalogue';
import type { AdminSource, SourceImport } from '../../../../contract/sources';
import { Button, Card, type Column, Modal, QueryState, Select, Table } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber, lagosDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminSources, useImportPrices, useRefreshSource, useSwitchSource } from '../api/admin-sources';
import { freshness } from './freshness';

/** The sources whose files the import takes (the pipeline's adapters). */
const FILE_SOURCES = [
  { key: 'wfp', label: 'WFP market prices (HDX CSV)' },
  { key: 'nbs', label: 'NBS state, zone or national averages (CSV)' },
];

const STATUS: Record<SourceImport['status'], { text: string; className: string }> = {
  running: { text: 'Running', className: 'text-stone-700' },
  done: { text: 'Done', className: 'text-green-700' },
  'not-modified': { text: 'Nothing new', className: 'text-stone-700' },
  failed: { text: 'Failed', className: 'text-red-700' },
};

const count = (n: number) => formatNumber(n);

const importColumns: Column<SourceImport>[] = [
  { header: 'When', cell: (i) => <span className="whitespace-nowrap tabular-nums">{lagosDateTime(i.startedAt)}</span> },
  { header: 'File or URL', cell: (i) => <span className="block w-48 break-all">{i.origin}</span> },
  {
    header: 'Status',
    cell: (i) => (
      <span className={`font-semibold ${STATUS[i.status].className}`}>
        {STATUS[i.status].text}
        {i.message && <span className="block max-w-56 text-xs font-normal text-stone-600">{i.message}</span>}
      </span>
    ),
  },
  { header: 'New', numeric: true, cell: (i) => count(i.rowsNew) },
  { header: 'Updated', numeric: true, cell: (i) => count(i.rowsUpdated) },
  { header: 'Unchanged', numeric: true, cell: (i) => count(i.rowsUnchanged) },
  {
    header: 'Rejected',
    numeric: true,
    cell: (i) =>
      i.rowsRejected === 0 ? (
        '0'
      ) : (
        <details className="text-left">
          <summary className="cursor-pointer text-right">{count(i.rowsRejected)}</summary>
          <ul className="mt-1 max-h-48 w-64 overflow-y-auto text-xs text-stone-700">
            {i.rejected.map((r) => (
              <li key={r.line}>
                Line {r.line}: {r.reason}
              </li>
            ))}
            {i.rowsRejected > i.rejected.length && <li>… and {count(i.rowsRejected - i.rejected.length)} more</li>}
          </ul>
        </details>
      ),
  },
];

/** Switching a source off (or on again), after the admin has read what it does. */
function SourceSwitch({ source }: { source: AdminSource }) {
  const [asking, setAsking] = useState(false);
  const switchSource = useSwitchSource();
  const next = !source.enabled;
  const confirm = () =>
    switchSource.mutate(
      { key: source.key, enabled: next },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(`${source.name} is switched ${next ? 'on' : 'off'}.`);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <>
      <Button
        variant={source.enabled ? 'secondary' : 'primary'}
        size="sm"
        aria-label={`${source.enabled ? 'Switch off' : 'Switch on'} ${source.name}`}
        onClick={() => setAsking(true)}
      >
        {source.enabled ? 'Switch off' : 'Switch on'}
      </Button>
      <Modal
        open={asking}
        title={`Switch ${source.name} ${next ? 'on' : 'off'}?`}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button variant={next ? 'primary' : 'danger'} loading={switchSource.isPending} onClick={confirm}>
              {next ? 'Switch on' : 'Switch off'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-stone-700">
          {next
            ? 'Its prices count again in every list, comparison and chart.'
            : 'Its prices stop counting in every list, comparison, alert and chart. Nothing is deleted: switch it on again to count them again.'}
        </p>
      </Modal>
    </>
  );
}

/** The sources that fetch their own file (a feed): WFP's CSV on HDX. */
const FEED_SOURCES = new Set(['wfp']);

/** Fetches a feed now rather than at the daily run; the result joins the history. */
function RefreshButton({ source }: { source: AdminSource }) {
  const refresh = useRefreshSource();
  const run = () =>
    refresh.mutate(source.key, {
      onSuccess: (run) =>
        run.status === 'failed'
          ? toast.error(`The refresh failed: ${run.message ?? 'see the history'}`)
          : toast.success(
              run.status === 'not-modified'
                ? `${source.name}: nothing new since the last refresh.`
                : `${source.name}: ${count(run.rowsNew)} new prices.`,
            ),
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <Button variant="secondary" size="sm" loading={refresh.isPending} disabled={!source.enabled} onClick={run}>
      Fetch new prices now
    </Button>
  );
}

function SourcePanel({ source }: { source: AdminSource }) {
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            {source.name}{' '}
            <span className={`text-sm font-medium ${source.enabled ? 'text-green-700' : 'text-amber-800'}`}>
              ({source.enabled ? 'on' : 'off'})
            </span>
          </h2>
          <p className="text-sm text-stone-600">
            {source.publisher} · {freshness(source)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {FEED_SOURCES.has(source.key) && <RefreshButton source={source} />}
          <SourceSwitch source={source} />
        </div>
      </div>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-stone-700">Imports</h3>
      {source.imports.length === 0 ? (
        <p className="text-sm text-stone-600">No imports yet.</p>
      ) : (
        <Table
          caption={`Imports of ${source.name}`}
          columns={importColumns}
          rows={source.imports}
          rowKey={(i) => i.id}
          keyboardScroll
        />
      )}
    </Card>
  );
}

const summaryText = (s: ImportSummary) =>
  `${count(s.pricesRecorded)} new prices, ${count(s.pricesUpdated)} updated, ${count(s.pricesUnchanged)} unchanged, ` +
  `${count(s.rowsSkipped.length)} lines rejected.`;

/** The admin's upload of a source's price file; the result shows in the source's history too. */
function ImportForm() {
  const [source, setSource] = useState(FILE_SOURCES[0]!.key);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const importPrices = useImportPrices();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError('Choose a CSV file to import.');
      return;
    }
    setError(undefined);
    importPrices.mutate(
      { source, file },
      {
        onSuccess: (summary) => toast.success(`Imported ${file.name}: ${summaryText(summary)}`),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">Import a price file</h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select label="Source" value={source} onChange={(e) => setSource(e.target.value)} className="sm:w-80">
          {FILE_SOURCES.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </Select>
        <div>
          <label htmlFor="import-file" className="mb-1 block text-sm font-medium text-stone-700">
            CSV file (up to 20 MB)
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
          Import
        </Button>
      </form>
      {error && (
        <p id="import-file-error" role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      {importPrices.data && !error && (
        <p role="status" className="mt-2 text-sm text-green-800">
          {summaryText(importPrices.data)}
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
  return (
    <section className="min-w-0 space-y-6">
      <h1 className="text-2xl font-bold">Price sources</h1>
      <ImportForm />
      <QueryState query={sources} loading="Loading the price sources...">
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
