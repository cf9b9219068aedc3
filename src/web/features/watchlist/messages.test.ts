import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ThresholdSchema } from '../../../contract/watchlist';
import { thresholdMessage } from './messages';

/** Stands in for `i18n._`: says which message it was asked for. */
const translate = (descriptor: MessageDescriptor | string) =>
  `translated: ${typeof descriptor === 'string' ? descriptor : descriptor.message}`;

describe("a threshold's messages from the contract", () => {
  it.each([Number.NaN, 0, -3, 2e9, 19.999, 1e-9])('%s: the contract’s message is one of the catalogues’', (value) => {
    const result = ThresholdSchema.safeParse(value);
    const message = result.error?.issues[0]?.message;
    expect(message).toBeDefined();
    expect(thresholdMessage(translate, message)).toBe(`translated: ${message}`);
  });

  it('shows any other text as it came, and nothing as nothing', () => {
    expect(thresholdMessage(translate, 'Not found.')).toBe('Not found.');
    expect(thresholdMessage(translate, undefined)).toBeUndefined();
  });
});
