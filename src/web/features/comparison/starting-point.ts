import { type Point, rememberedPlace, useDeviceLocation } from '../../lib/location';

export interface StartingPoint {
  at: Point | null;
  /** The area picked on Markets that trips start from ("Wuse, Abuja"); null from the device's location. */
  place: string | null;
  /** The browser is still asking the shopper for their position. */
  asking: boolean;
}

/** Where trips start: the device, else the area picked on Markets; says which. */
export function useStartingPoint(): StartingPoint {
  const device = useDeviceLocation();
  if (device.state === 'found') return { at: device.at, place: null, asking: false };
  const place = rememberedPlace();
  if (place) return { at: place, place: place.label, asking: false };
  return { at: null, place: null, asking: device.state === 'asking' };
}
