import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

/** A point on the map, in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

export type DeviceLocation =
  | { state: 'asking' }
  | { state: 'found'; at: Point }
  /** `why` is a message (lib/i18n.ts), read in the active language where it is shown: `i18n._(why)`. */
  | { state: 'unavailable'; why: MessageDescriptor };

/** Asks the browser for the shopper's position once; says why when it cannot have it. */
export function useDeviceLocation(): DeviceLocation {
  const [location, setLocation] = useState<DeviceLocation>(() =>
    'geolocation' in navigator
      ? { state: 'asking' }
      : { state: 'unavailable', why: msg`Geolocation is not available.` },
  );
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (p) => setLocation({ state: 'found', at: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      (err) =>
        setLocation({
          state: 'unavailable',
          why:
            err.code === err.PERMISSION_DENIED
              ? msg`You did not share your location.`
              : msg`Your location is not available right now.`,
        }),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return location;
}

const PLACE_KEY = 'kasuwa.place';

/** The area a shopper without a shared location picked (a state and LGA), kept for this tab. */
export interface ChosenPlace extends Point {
  label: string;
}

export function rememberPlace(place: ChosenPlace) {
  sessionStorage.setItem(PLACE_KEY, JSON.stringify(place));
}

export function rememberedPlace(): ChosenPlace | null {
  try {
    const place = JSON.parse(sessionStorage.getItem(PLACE_KEY) ?? 'null') as ChosenPlace | null;
    return place && Number.isFinite(place.latitude) && Number.isFinite(place.longitude) ? place : null;
  } catch {
    return null;
  }
}

/**
 * Where the shopper is, when known without asking: the device's position if they have already
 * allowed it, else the area they picked on Markets; null otherwise (search works without it).
 */
export function useKnownLocation(): Point | null {
  const [at, setAt] = useState<Point | null>(() => rememberedPlace());
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions) return;
    let live = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state !== 'granted') return;
        navigator.geolocation.getCurrentPosition(
          (p) => live && setAt({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
          () => {},
          { timeout: 15_000, maximumAge: 5 * 60_000 },
        );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return at;
}
