import { createContext, useContext } from 'react';

/** A price source's name by its key ('wfp' → 'WFP market prices'), for the line under every price. */
export type SourceName = (key: string) => string;

const SourceNameContext = createContext<SourceName>((key) => key.toUpperCase());

/**
 * Every shown price says where it comes from: screens of any feature name a source through this,
 * and the app shell provides the names the sources feature reads from GET /api/sources.
 */
export const SourceNameProvider = SourceNameContext.Provider;
export const useSourceName = () => useContext(SourceNameContext);
