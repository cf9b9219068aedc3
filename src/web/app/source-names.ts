import { createContext, useContext } from 'react';

/** A price source's name by its key ('wfp' → 'WFP market prices'), for the line under every price. */
export type SourceName = (key: string) => string;

/** Until the names are known, a source goes by its key in capitals ('WFP'). */
const byKey: SourceName = (key) => key.toUpperCase();

/**
 * Every shown price says where it comes from: screens of any feature name a source through
 * `useSourceName`, and the app shell provides the hook that reads the names (GET /api/sources).
 * The context holds a hook, not the names, so only a screen that shows a price asks for them.
 */
const SourceNamesHook = createContext<() => SourceName>(() => byKey);

export const SourceNameProvider = SourceNamesHook.Provider;
export const useSourceName = (): SourceName => useContext(SourceNamesHook)();
