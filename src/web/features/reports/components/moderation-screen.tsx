import { useState } from 'react';
import type { ModerationReport, ReportState } from '../../../../contract/reports';
import { Button, Card, EmptyState, Input, Modal, QueryState, Select } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber, formatPrice, lagosDate, observedOn } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecide, useModerationQueue, useReportPhoto } from '../api/moderation';
import { useDecideProposal, useMarketProposals } from '../api/market-proposals';
import type { MarketProposal } from '../../../../contract/reports';
import { useReportItems } from '../api/report-choices';
import { useMakePicture } from '../api/make-picture';
import { reportLine, StateBadge } from './report-state';

/** The photo's thumbnail; tapped, the photo at full size (fetched only then). */
function Photo({ report }: { report: ModerationReport }) {
  const [open, setOpen] = useState(false);
  const photo = useReportPhoto(report.id, report.hasPhoto);
  const full = useReportPhoto(report.id, open, 'full');
  if (!report.hasPhoto) return <p className="text-xs text-stone-500">No photo</p>;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Photo sent with the report of ${report.itemName}: show it full size`}
        className="rounded-lg"
      >
        {photo.data ? (
          <img
            src={photo.data}
            alt=""
            width={160}
            height={120}
            className="h-18 w-24 rounded-lg bg-stone-100 object-cover sm:h-30 sm:w-40"
          />
        ) : (
          <div className="h-18 w-24 rounded-lg bg-stone-100 sm:h-30 sm:w-40" />
        )}
      </button>
      <Modal open={open} title={`${report.itemName} at ${report.marketName}`} onClose={() => setOpen(false)}>
        {full.data ? (
          <img
            src={full.data}
            alt={`Photo sent with the report of ${report.itemName}`}
            className="max-h-[70vh] w-full rounded-lg object-contain"
          />
        ) : (
          <p className="text-sm text-stone-600">
            {full.isError ? 'The photo could not be loaded.' : 'Loading the photo…'}
          </p>
        )}
      </Modal>
    </>
  );
}

/** Approve (merging a new item into a catalogue item) or reject with a reason. */
function Decision({ report }: { report: ModerationReport }) {
  const decide = useDecide();
  const items = useReportItems();
  const [reason, setReason] = useState('');
  const [commodityId, setCommodityId] = useState('');
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: report.id, decision, ...(reason && { reason }), ...(commodityId && { commodityId }) },
      {
        onSuccess: () => toast.success(decision === 'approve' ? 'Approved: its price counts.' : 'Rejected.'),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <div className="mt-3 space-y-3">
      {!report.commodityId && (
        <Select label="This new item is" value={commodityId} onChange={(e) => setCommodityId(e.target.value)}>
          <option value="">Choose the catalogue item to merge it into</option>
          {(items.data ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </Select>
      )}
      <Input
        label="Reason (shown to the reporter; needed to reject)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {report.state !== 'confirmed' && (
          <Button
            loading={decide.isPending && decide.variables?.decision === 'approve'}
            onClick={() => send('approve')}
          >
            Approve
          </Button>
        )}
        {report.state !== 'rejected' && (
          <Button
            variant="danger"
            loading={decide.isPending && decide.variables?.decision === 'reject'}
            onClick={() => send('reject')}
          >
            Reject
          </Button>
        )}
      </div>
    </div>
  );
}

/** How far a correction moves a market, in metres (an equirectangular approximation: metres apart, not continents). */
function metresMoved(p: MarketProposal): number {
  if (!p.was) return 0;
  const rad = Math.PI / 180;
  const x = (p.longitude - p.was.longitude) * rad * Math.cos(((p.latitude + p.was.latitude) / 2) * rad);
  const y = (p.latitude - p.was.latitude) * rad;
  return Math.round(Math.hypot(x, y) * 6_371_000);
}

/** A confirmed report's photo made the picture of the product it priced. */
function MakePicture({ report }: { report: ModerationReport }) {
  const make = useMakePicture();
  return (
    <Button
      variant="secondary"
      loading={make.isPending}
      onClick={() =>
        make.mutate(report.id, {
          onSuccess: () => toast.success(`The photo is the picture of ${report.itemName} at ${report.marketName} now.`),
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    >
      Use the photo as the product's picture
    </Button>
  );
}

/**
 * A proposed market (where, what its proposer said) or a correction to a known one (what changes),
 * to approve (listed, or changed) or reject with a reason.
 */
function Proposal({ proposal: p }: { proposal: MarketProposal }) {
  const correction = p.kind === 'correction';
  const decide = useDecideProposal();
  const [reason, setReason] = useState('');
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: p.id, decision, ...(reason && { reason }) },
      {
        onSuccess: () =>
          toast.success(
            decision === 'reject' ? 'Rejected.' : correction ? `${p.name} is corrected.` : `${p.name} is listed.`,
          ),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <Card>
      <h3 className="font-semibold text-stone-900">{correction ? `A correction to ${p.name}` : p.name}</h3>
      <p className="text-sm text-stone-700">
        {p.address}
        {p.lga || p.state ? ` · ${[p.lga, p.state].filter(Boolean).join(', ')}` : ''}
      </p>
      {correction && p.was && (
        <ul className="mt-1 list-inside list-disc text-sm text-stone-800">
          {p.openingHours !== p.was.openingHours && (
            <li>
              Opening hours: {p.was.openingHours} → <span className="font-medium">{p.openingHours}</span>
            </li>
          )}
          {metresMoved(p) > 0 && <li>Its place moves {formatNumber(metresMoved(p))} m</li>}
        </ul>
      )}
      <p className="text-sm text-stone-600">
        {correction ? '' : `${p.openingHours} · `}
        <a
          href={`https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=17/${p.latitude}/${p.longitude}`}
          target="_blank"
          rel="noopener noreferrer external"
          className="underline"
        >
          its place on the map
        </a>
      </p>
      <div className="mt-3 space-y-3">
        <Input
          label={`Reason for ${p.name} (needed to reject)`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => send('approve')}
            loading={decide.isPending && decide.variables?.decision === 'approve'}
          >
            {correction ? 'Make the correction' : 'Add the market'}
          </Button>
          <Button
            variant="danger"
            onClick={() => send('reject')}
            loading={decide.isPending && decide.variables?.decision === 'reject'}
          >
            Reject
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Markets shoppers proposed and corrections they suggested, waiting for a decision. */
function Proposals() {
  const proposals = useMarketProposals();
  if (!proposals.data?.length) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">Proposed markets and corrections</h2>
      <ul className="mt-3 space-y-4">
        {proposals.data.map((p) => (
          <li key={p.id}>
            <Proposal proposal={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The moderation queue (moderators and admins): each waiting report with its photo, why it waits,
 * the reporter's record and the item's recent prices at the market, to approve or reject.
 */
export function ModerationScreen() {
  const [state, setState] = useState<ReportState>('pending');
  const queue = useModerationQueue(state);
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">Moderation</h1>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Select label="Reports" value={state} onChange={(e) => setState(e.target.value as ReportState)}>
          <option value="pending">Waiting for a decision</option>
          <option value="confirmed">Confirmed</option>
          <option value="rejected">Rejected</option>
        </Select>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {state === 'pending'
          ? 'Price reports waiting for a decision, the oldest first.'
          : `${state === 'confirmed' ? 'Confirmed' : 'Rejected'} reports, the oldest first: a decision can be undone.`}
      </p>
      <QueryState
        query={queue}
        loading="Loading the queue..."
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="mt-4">
            <EmptyState title={state === 'pending' ? 'Nothing waits for a decision.' : `No ${state} reports.`} />
          </div>
        }
      >
        {(list) => (
          <ul className="mt-4 space-y-4">
            {list.map((r) => (
              <li key={r.id}>
                <Card>
                  <div className="flex flex-wrap items-start gap-4">
                    <Photo report={r} />
                    <div className="min-w-48 flex-1">
                      <div className="flex items-start justify-between gap-2">
                        <h2 className="font-semibold text-stone-900">
                          {r.itemName} at {r.marketName}
                        </h2>
                        <StateBadge state={r.state} />
                      </div>
                      <p className="text-sm text-stone-800">{reportLine(r)}</p>
                      <p className="text-sm text-stone-600">
                        Seen {observedOn(`${r.observedOn}T12:00:00+01:00`)} · reporter: {r.reporter.confirmed}{' '}
                        confirmed, {r.reporter.rejected} rejected
                      </p>
                      {r.reason && <p className="mt-1 text-sm text-amber-900">{r.reason}</p>}
                      {r.note && <p className="mt-1 text-sm text-stone-700">“{r.note}”</p>}
                      {r.flags.length > 0 && (
                        <p className="mt-1 text-sm text-red-800">
                          Flagged: {r.flags.map((f) => f.reason.replace('-', ' ')).join(', ')}
                        </p>
                      )}
                      {r.recentPrices.length > 0 && (
                        <p className="mt-1 text-xs text-stone-600">
                          The market's price of its pack:{' '}
                          {r.recentPrices
                            .map((p) => `${formatPrice(p.priceNaira)} (${lagosDate(p.observedAt)})`)
                            .join('; ')}
                        </p>
                      )}
                    </div>
                  </div>
                  {r.state === 'confirmed' && r.hasPhoto && (
                    <div className="mt-3">
                      <MakePicture report={r} />
                    </div>
                  )}
                  <Decision report={r} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Proposals />
    </section>
  );
}
