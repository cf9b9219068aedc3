import type { FieldValues, Resolver } from 'react-hook-form';

/** What `load` gives, loaded on the first call and kept; a load that fails is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

/**
 * A form's resolver whose schema (and zod with it) loads when the form is first checked, not with
 * its screen: a screen that shows a form beside what it reads fetches no zod until someone fills
 * the form in (decision record 020). A load that fails is tried again on the next check.
 */
export function lazyResolver<In extends FieldValues, Out>(
  load: () => Promise<Resolver<In, unknown, Out>>,
): Resolver<In, unknown, Out> {
  const resolver = loadOnce(load);
  return async (values, context, options) => (await resolver())(values, context, options);
}
