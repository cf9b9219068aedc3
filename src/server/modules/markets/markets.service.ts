import { type Area, areaKeyOf } from '../../../contract/areas.js';
import type {
  Market,
  MarketInput,
  MarketPricing,
  MarketSearchQuery,
  NearbyMarket,
  NearbyQuery,
  TravelTime,
} from '../../../contract/markets.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { haversineKm, type LatLng } from '../../lib/geo.js';
import { uuidv7 } from '../../lib/ids.js';
import { searchWords } from '../../lib/search.js';
import type { AreaRow, MarketsRepository, ShownMarketRow, SurveyedMarket } from './markets.repository.js';
import type { TravelTimeProvider } from './travel/travel-times.js';

const toMarket = (r: ShownMarketRow): Market => ({
  id: r.id,
  name: r.name,
  address: r.address,
  latitude: r.latitude,
  longitude: r.longitude,
  openingHours: r.openingHours,
  state: r.state,
  lga: r.lga,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

const toArea = (r: AreaRow): Area => ({ key: r.key, name: r.name, kind: r.kind, zone: r.zone });

/** Other names sources and shoppers use for an area. */
const AREA_ALIASES: Record<string, string> = {
  'federal-capital-territory': 'fct',
  abuja: 'fct',
  'fct-abuja': 'fct',
  nassarawa: 'nasarawa',
  'cross-rivers': 'cross-river',
  nation: 'national',
  nigeria: 'national',
};

export interface MarketsDeps {
  repo: MarketsRepository;
  /** How priced each market is (the catalogue answers, above this module: handed over as a function). */
  pricing: (marketIds: string[]) => Promise<Map<string, MarketPricing>>;
  travel: TravelTimeProvider;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}

const UNPRICED: MarketPricing = { newestPriceAt: null, recentPrices: 0, currentPrices: 0 };

export function createMarketsService({ repo, pricing, travel, clock, log }: MarketsDeps) {
  // The areas are data of a migration: read once, the first time they are asked for (inside the
  // asker's transaction when it is in one: PGlite's one connection is held by it).
  let areaRows: Promise<AreaRow[]> | undefined;
  const allAreas = (tx?: Db) => (areaRows ??= (tx ? repo.within(tx) : repo).areas());

  /** The area a name or key means (any case, NBS's spelling or a usual other one). */
  async function findArea(text: string, tx?: Db): Promise<AreaRow | undefined> {
    const key = areaKeyOf(text);
    const wanted = AREA_ALIASES[key] ?? key;
    return (await allAreas(tx)).find((a) => a.key === wanted);
  }

  return {
    /** The nation, its zones, and the states with the FCT, by name. */
    areas: async (): Promise<Area[]> => (await allAreas()).map(toArea),

    /** The area a name or key means, or undefined. */
    area: async (text: string): Promise<Area | undefined> => {
      const found = await findArea(text);
      return found && toArea(found);
    },

    /** Each of these names (a price source's) as an area key, inside the caller's transaction; a name no area has is left out. */
    async areasNamed(tx: Db, names: string[]): Promise<Map<string, string>> {
      const found = await Promise.all(names.map(async (n) => [n, (await findArea(n, tx))?.key] as const));
      return new Map(found.filter((f): f is readonly [string, string] => f[1] !== undefined));
    },

    /** The state a point is in, roughly: the state whose capital is nearest. */
    async stateAt(here: LatLng): Promise<Area> {
      const states = (await allAreas()).filter(
        (a) => a.kind === 'state' && a.latitude !== null && a.longitude !== null,
      );
      const nearest = states
        .map((a) => ({ a, km: haversineKm(here, { latitude: a.latitude!, longitude: a.longitude! }) }))
        .sort((x, y) => x.km - y.km)[0];
      if (!nearest) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'No state is known yet.' });
      return toArea(nearest.a);
    },

    /**
     * The markets near a point, nearest first, each with its travel time in minutes from one batch
     * call to the routing provider (when the provider fails the list still answers, with null times)
     * and how recently it is priced.
     */
    async nearby(q: NearbyQuery): Promise<NearbyMarket[]> {
      const here = { latitude: q.latitude, longitude: q.longitude };
      const markets = (await repo.nearby(here, q.radiusKm, q.limit)).map((row) => ({
        row,
        distanceKm: round2(row.distanceM / 1000),
      }));
      let legs: Array<{ seconds: number } | null> = markets.map(() => null);
      const priced = await pricing(markets.map((m) => m.row.id));
      try {
        legs = await travel.legs(
          here,
          markets.map((m) => m.row),
        );
      } catch (err) {
        log.warn({ err }, 'travel times: the provider failed; nearby markets answer without them');
      }
      return markets.map((m, i) => {
        const seconds = legs[i]?.seconds;
        return {
          ...toMarket(m.row),
          distanceKm: m.distanceKm,
          estimatedTime: typeof seconds === 'number' ? round2(seconds / 60) : null,
          pricing: priced.get(m.row.id) ?? UNPRICED,
        };
      });
    },

    /** The spec's getTravelTime: one origin, one destination, in the distance-matrix shape. */
    async travelTime(origin: LatLng, destination: LatLng): Promise<TravelTime> {
      let leg: { seconds: number; metres: number } | null | undefined;
      try {
        [leg] = await travel.legs(origin, [destination]);
      } catch (err) {
        log.warn({ err }, 'travel times: the provider failed');
        throw new AppError(
          'BAD_GATEWAY',
          /*i18n*/ { id: 'The travel-time service is not answering. Please try again later.' },
        );
      }
      if (!leg) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no route between these two places.' });
      const minutes = Math.round(leg.seconds / 60);
      return {
        rows: [
          {
            elements: [
              {
                status: 'OK',
                duration: { value: Math.round(leg.seconds), text: `${minutes} min` },
                distance: { value: Math.round(leg.metres), text: `${round2(leg.metres / 1000)} km` },
              },
            ],
          },
        ],
      };
    },

    async market(id: string): Promise<Market> {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no market with this id.' });
      return toMarket(row);
    },

    /** Markets by name, LGA or state, best matches first; `total` for X-Total-Count. */
    async search(q: MarketSearchQuery): Promise<{ items: Market[]; total: number }> {
      const { rows, total } = await repo.search(searchWords(q.search), q, q.limit, q.offset);
      return { items: rows.map(toMarket), total };
    },

    places: () => repo.places(),

    /** An admin adds a market; the id is always the server's, whatever the body says. */
    async add(input: MarketInput): Promise<Market> {
      const row = await repo.insert({
        id: uuidv7(clock.now().getTime()),
        name: input.name,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        openingHours: input.openingHours,
        state: input.state ?? '',
        lga: input.lga ?? '',
      });
      return toMarket(row);
    },

    /** An admin changes a market. */
    async update(id: string, input: MarketInput): Promise<Market> {
      const row = await repo.update(id, {
        name: input.name,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        openingHours: input.openingHours,
        ...(input.state !== undefined && { state: input.state }),
        ...(input.lga !== undefined && { lga: input.lga }),
        updatedAt: clock.now(),
      });
      if (!row) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no market with this id.' });
      return toMarket(row);
    },

    /** Markets by id, for the comparison's answers. */
    findMany: async (ids: string[]): Promise<Market[]> => (await repo.findMany(ids)).map(toMarket),

    /** The `limit` markets nearest a point, nearest first, whatever the distance (no travel times). */
    nearest: async (here: LatLng, limit: number): Promise<Market[]> =>
      (await repo.nearby(here, 20_000, limit)).map(toMarket),

    /** Road distances in km between every two of `points`, in one provider call. Throws when it cannot answer. */
    roadKm: (points: LatLng[]) => travel.distances(points),

    /**
     * The markets a price source names (the price pipeline's step "resolve markets"), inside its
     * transaction: new ones are added, known ones (found by the source's own id) renamed or moved
     * as the source now says. Answers the counts and each of the source's ids as a market id.
     */
    async placeSurveyed(tx: Db, source: string, surveyed: SurveyedMarket[], now: Date) {
      const q = repo.within(tx);
      const { created, updated } = await q.upsertSurveyed(source, surveyed, now);
      const found = await q.surveyed(
        source,
        surveyed.map((m) => m.ref),
      );
      const ids = new Map(found.map((m) => [m.sourceRef!, m.id]));
      return { created, updated, marketOf: (ref: string) => ids.get(ref)! };
    },
  };
}

export type MarketsService = ReturnType<typeof createMarketsService>;
