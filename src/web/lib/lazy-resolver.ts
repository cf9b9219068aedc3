import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose schema (and zod with it) loads when the form is first checked, not with
 * its screen: a screen that shows a form beside what it reads fetches no zod until someone fills
 * the form in (decision record 020). A load that fails is tried again on the next check.
 */
export function lazyResolver<In extends FieldValues, Out>(
  load: () => Promise<Resolver<In, unknown, Out>>,
): Resolver<In, unknown, Out> {
  let resolver: Promise<Resolver<In, unknown, Out>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
