import { haversineKm, type LatLng } from '../../../lib/geo.js';

/** One origin to many destinations: seconds and metres by road, or null where there is no route. */
interface TravelLeg {
  seconds: number;
  metres: number;
}

/** A routing engine (or an estimate of one). Throws when it cannot answer at all. */
export interface TravelTimeProvider {
  legs(origin: LatLng, destinations: LatLng[]): Promise<Array<TravelLeg | null>>;
  /** Road km between every two points, in one request; null where there is no route. */
  distances(points: LatLng[]): Promise<Array<Array<number | null>>>;
}

export interface EstimatorSettings {
  /** Roads are longer than the straight line: distance by road ≈ straight line × this. */
  detourFactor: number;
  /** Average speed on those roads, km/h. */
  speedKmh: number;
}

/**
 * The offline stand-in for a routing engine: the straight-line distance times a detour factor,
 * driven at an average town speed. Defaults: 1.3 (typical for road networks) and 25 km/h (town
 * traffic); both set by TRAVEL_DETOUR_FACTOR and TRAVEL_SPEED_KMH.
 */
export function createTravelEstimator({ detourFactor, speedKmh }: EstimatorSettings): TravelTimeProvider {
  return {
    async legs(origin, destinations) {
      return destinations.map((d) => {
        const km = haversineKm(origin, d) * detourFactor;
        return { metres: Math.round(km * 1000), seconds: Math.round((km / speedKmh) * 3600) };
      });
    },
    async distances(points) {
      return points.map((a) => points.map((b) => haversineKm(a, b) * detourFactor));
    },
  };
}

/**
 * OSRM's table service (`/table/v1/driving/{lng,lat;…}?sources=0&annotations=duration,distance`):
 * one request for every destination. A non-"Ok" answer, a timeout or a network error throws.
 */
export function createOsrmProvider(baseUrl: string, timeoutMs = 3_000): TravelTimeProvider {
  const base = baseUrl.replace(/\/+$/, '');
  /** GET the table service for these points; a non-"Ok" answer, a timeout or a network error throws. */
  async function table(points: LatLng[], query: string) {
    const coords = points.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');
    const res = await fetch(`${base}/table/v1/driving/${coords}?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`OSRM answered ${res.status}`);
    const body = (await res.json()) as {
      code?: string;
      durations?: (number | null)[][];
      distances?: (number | null)[][];
    };
    if (body.code !== 'Ok') throw new Error(`OSRM answered code ${body.code}`);
    return body;
  }
  return {
    async legs(origin, destinations) {
      if (destinations.length === 0) return [];
      const body = await table([origin, ...destinations], 'sources=0&annotations=duration,distance');
      const durations = body.durations?.[0];
      if (!Array.isArray(durations)) throw new Error('OSRM answered without durations');
      const distances = body.distances?.[0] ?? [];
      return destinations.map((_, i) => {
        const seconds = durations[i + 1];
        if (typeof seconds !== 'number') return null;
        const metres = distances[i + 1];
        return { seconds, metres: typeof metres === 'number' ? metres : 0 };
      });
    },

    /** Every point to every point in one request (no `sources`), distances only. */
    async distances(points) {
      if (points.length === 0) return [];
      const rows = (await table(points, 'annotations=distance')).distances;
      if (!Array.isArray(rows) || rows.length !== points.length) throw new Error('OSRM answered without distances');
      return rows.map((row) => points.map((_, j) => (typeof row[j] === 'number' ? row[j] / 1000 : null)));
    },
  };
}
