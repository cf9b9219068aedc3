import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PriceNairaSchema } from '../../../contract/common';
import { priceMessage } from './messages';

/** Stands in for `i18n._`: says which message it was asked for. */
const translate = (descriptor: MessageDescriptor | string) =>
  `translated: ${typeof descriptor === 'string' ? descriptor : descriptor.message}`;

describe("a price's messages from the contract", () => {
  it.each([Number.NaN, -1, 2e9, 19.999, 1e-9])('%s: the contract’s message is one of the catalogues’', (value) => {
    const result = PriceNairaSchema.safeParse(value);
    const message = result.error?.issues[0]?.message;
    expect(message).toBeDefined();
    expect(priceMessage(translate, message)).toBe(`translated: ${message}`);
  });

  it('shows any other text as it came, and nothing as nothing', () => {
    expect(priceMessage(translate, 'The server’s own words.')).toBe('The server’s own words.');
    expect(priceMessage(translate, undefined)).toBeUndefined();
  });
});
