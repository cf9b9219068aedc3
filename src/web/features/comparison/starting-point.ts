import { type Point, rememberedPlace, useDeviceLocation } from '../../lib/location';

export interface StartingPoint {
  at: Point | null;
  /** Where the trips start, in words ("your location", or the area picked). */
  label: string;
  /** The browser is still asking the shopper for their position. */
  asking: boolean;
}

/** Where trips start: the device, else the area picked on Markets; says which. */
export function useStartingPoint(): StartingPoint {
  const device = useDeviceLocation();
  if (device.state === 'found') return { at: device.at, label: 'your location', asking: false };
  const place = rememberedPlace();
  if (place) return { at: place, label: place.label, asking: false };
  return { at: null, label: '', asking: device.state === 'asking' };
}
