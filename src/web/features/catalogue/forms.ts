import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { PriceNairaSchema } from '../../../contract/common';

/**
 * The admin's forms, their own messages in the language of `_` (the screen's `useLingui()._`: a
 * new one when the language changes). The price's other messages are the contract's, in English:
 * `priceMessage` (messages.ts) shows them in the active language.
 */
type Translate = I18n['_'];

/**
 * A price as typed, checked with the contract's rule and messages (at least 1 kobo, at most 2
 * decimals, float noise allowed): 19.99 passes, 19.999 and 0.001 do not. Text that is no number is
 * NaN, so it gets the contract's "Must be a number."
 */
const price = (_: Translate) =>
  z
    .string()
    .trim()
    .min(1, { message: _(msg`*Price is required`) })
    .transform(Number)
    .pipe(PriceNairaSchema);

/** The admin's add product form (spec §2 and §5); the picture is checked apart (it is uploaded first). */
export const addProductForm = (_: Translate) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, { message: _(msg`*Name is required`) }),
    price: price(_),
    unit: z.string().trim().max(30),
    description: z
      .string()
      .trim()
      .min(1, { message: _(msg`*Description is required`) }),
    marketId: z.string().min(1, { message: _(msg`*Choose a market`) }),
    categoryId: z.string().min(1, { message: _(msg`*Choose a category`) }),
    isFeatured: z.boolean(),
  });
export type AddProductFormInput = z.input<ReturnType<typeof addProductForm>>;
export type AddProductFormValues = z.output<ReturnType<typeof addProductForm>>;

/** The admin's edit on product details: a new price (joins the history), description and featured flag. */
export const editProductForm = (_: Translate) =>
  z.object({ price: price(_), description: z.string(), isFeatured: z.boolean() });
export type EditProductFormInput = z.input<ReturnType<typeof editProductForm>>;
export type EditProductFormValues = z.output<ReturnType<typeof editProductForm>>;
