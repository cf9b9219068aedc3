import { Trans, useLingui } from '@lingui/react/macro';
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
import { flagReason } from './flag-reasons';
import { reportLine, StateBadge } from './report-state';

/** The photo's thumbnail; tapped, the photo at full size (fetched only then). */
function Photo({ report }: { report: ModerationReport }) {
  const [open, setOpen] = useState(false);
  const photo = useReportPhoto(report.id, report.hasPhoto);
  const full = useReportPhoto(report.id, open, 'full' as const);
  const { t } = useLingui();
  const { itemName, marketName } = report;
  if (!report.hasPhoto)
    return (
      <p className="text-xs text-stone-500">
        <Trans>No photo</Trans>
      </p>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t`Photo sent with the report of ${itemName}: show it full size`}
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
      <Modal open={open} title={t`${itemName} at ${marketName}`} onClose={() => setOpen(false)}>
        {full.data ? (
          <img
            src={full.data}
            alt={t`Photo sent with the report of ${itemName}`}
            className="max-h-[70vh] w-full rounded-lg object-contain"
          />
        ) : (
          <p className="text-sm text-stone-600">
            {full.isError ? t`The photo could not be loaded.` : t`Loading the photo…`}
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
  const { t } = useLingui();
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: report.id, decision, ...(reason && { reason }), ...(commodityId && { commodityId }) },
      {
        onSuccess: () => toast.success(decision === 'approve' ? t`Approved: its price counts.` : t`Rejected.`),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <div className="mt-3 space-y-3">
      {!report.commodityId && (
        <Select label={t`This new item is`} value={commodityId} onChange={(e) => setCommodityId(e.target.value)}>
          <option value="">{t`Choose the catalogue item to merge it into`}</option>
          {(items.data ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </Select>
      )}
      <Input
        label={t`Reason (shown to the reporter; needed to reject)`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {report.state !== 'confirmed' && (
          <Button
            loading={decide.isPending && decide.variables?.decision === 'approve'}
            onClick={() => send('approve')}
          >
            <Trans>Approve</Trans>
          </Button>
        )}
        {report.state !== 'rejected' && (
          <Button
            variant="danger"
            loading={decide.isPending && decide.variables?.decision === 'reject'}
            onClick={() => send('reject')}
          >
            <Trans>Reject</Trans>
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
  const { t } = useLingui();
  const { itemName, marketName } = report;
  return (
    <Button
      variant="secondary"
      loading={make.isPending}
      onClick={() =>
        make.mutate(report.id, {
          onSuccess: () => toast.success(t`The photo is the picture of ${itemName} at ${marketName} now.`),
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    >
      <Trans>Use the photo as the product's picture</Trans>
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
  const { t } = useLingui();
  const { name } = p;
  const moved = formatNumber(metresMoved(p));
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: p.id, decision, ...(reason && { reason }) },
      {
        onSuccess: () =>
          toast.success(
            decision === 'reject' ? t`Rejected.` : correction ? t`${name} is corrected.` : t`${name} is listed.`,
          ),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <Card>
      <h3 className="font-semibold text-stone-900">{correction ? t`A correction to ${name}` : name}</h3>
      <p className="text-sm text-stone-700">
        {p.address}
        {p.lga || p.state ? ` · ${[p.lga, p.state].filter(Boolean).join(', ')}` : ''}
      </p>
      {correction && p.was && (
        <ul className="mt-1 list-inside list-disc text-sm text-stone-800">
          {p.openingHours !== p.was.openingHours && (
            <OpeningHoursChange was={p.was.openingHours} now={p.openingHours} />
          )}
          {metresMoved(p) > 0 && (
            <li>
              <Trans>Its place moves {moved} m</Trans>
            </li>
          )}
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
          <Trans>its place on the map</Trans>
        </a>
      </p>
      <div className="mt-3 space-y-3">
        <Input
          label={t`Reason for ${name} (needed to reject)`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => send('approve')}
            loading={decide.isPending && decide.variables?.decision === 'approve'}
          >
            {correction ? <Trans>Make the correction</Trans> : <Trans>Add the market</Trans>}
          </Button>
          <Button
            variant="danger"
            onClick={() => send('reject')}
            loading={decide.isPending && decide.variables?.decision === 'reject'}
          >
            <Trans>Reject</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function OpeningHoursChange({ was, now }: { was: string; now: string }) {
  return (
    <li>
      <Trans>
        Opening hours: {was} → <span className="font-medium">{now}</span>
      </Trans>
    </li>
  );
}

/** Markets shoppers proposed and corrections they suggested, waiting for a decision. */
function Proposals() {
  const proposals = useMarketProposals();
  if (!proposals.data?.length) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">
        <Trans>Proposed markets and corrections</Trans>
      </h2>
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

function ItemAt({ item, market }: { item: string; market: string }) {
  return (
    <Trans>
      {item} at {market}
    </Trans>
  );
}

/** When the price was seen, and the reporter's record. */
function Seen({ report }: { report: ModerationReport }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time, not a text
  const day = observedOn(`${report.observedOn}T12:00:00+01:00`);
  const { confirmed, rejected } = report.reporter;
  return (
    <p className="text-sm text-stone-600">
      <Trans>
        Seen {day} · reporter: {confirmed} confirmed, {rejected} rejected
      </Trans>
    </p>
  );
}

/** Why shoppers flagged a report. */
function Flagged({ reasons }: { reasons: string[] }) {
  const { i18n } = useLingui();
  const named = reasons.map((r) => flagReason(i18n, r)).join(', ');
  return (
    <p className="mt-1 text-sm text-red-800">
      <Trans>Flagged: {named}</Trans>
    </p>
  );
}

/** The market's own recent prices of the item's pack. */
function RecentPrices({ prices }: { prices: ModerationReport['recentPrices'] }) {
  const list = prices.map((p) => `${formatPrice(p.priceNaira)} (${lagosDate(p.observedAt)})`).join('; ');
  return (
    <p className="mt-1 text-xs text-stone-600">
      <Trans>The market's price of its pack: {list}</Trans>
    </p>
  );
}

/**
 * The moderation queue (moderators and admins): each waiting report with its photo, why it waits,
 * the reporter's record and the item's recent prices at the market, to approve or reject.
 */
export function ModerationScreen() {
  const [state, setState] = useState<ReportState>('pending' as const);
  const queue = useModerationQueue(state);
  const { t, i18n } = useLingui();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">
        <Trans>Moderation</Trans>
      </h1>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Select label={t`Reports`} value={state} onChange={(e) => setState(e.target.value as ReportState)}>
          <option value="pending">{t`Waiting for a decision`}</option>
          <option value="confirmed">{t({ message: 'Confirmed', comment: "A price report's state: it counts" })}</option>
          <option value="rejected">{t({ message: 'Rejected', comment: "A price report's state: refused" })}</option>
        </Select>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {state === 'pending' ? (
          <Trans>Price reports waiting for a decision, the oldest first.</Trans>
        ) : state === 'confirmed' ? (
          <Trans>Confirmed reports, the oldest first: a decision can be undone.</Trans>
        ) : (
          <Trans>Rejected reports, the oldest first: a decision can be undone.</Trans>
        )}
      </p>
      <QueryState
        query={queue}
        loading={t`Loading the queue...`}
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="mt-4">
            <EmptyState
              title={
                state === 'pending'
                  ? t`Nothing waits for a decision.`
                  : state === 'confirmed'
                    ? t`No confirmed reports.`
                    : t`No rejected reports.`
              }
            />
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
                          <ItemAt item={r.itemName} market={r.marketName} />
                        </h2>
                        <StateBadge state={r.state} />
                      </div>
                      <p className="text-sm text-stone-800">{reportLine(i18n, r)}</p>
                      <Seen report={r} />
                      {r.reason && <p className="mt-1 text-sm text-amber-900">{r.reason}</p>}
                      {r.note && <p className="mt-1 text-sm text-stone-700">“{r.note}”</p>}
                      {r.flags.length > 0 && <Flagged reasons={r.flags.map((f) => f.reason)} />}
                      {r.recentPrices.length > 0 && <RecentPrices prices={r.recentPrices} />}
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
