import { z } from 'zod';
import { PriceNairaSchema } from '../../../contract/common';

/**
 * A price as typed, checked with the contract's rule and messages (at least 1 kobo, at most 2
 * decimals, float noise allowed): 19.99 passes, 19.999 and 0.001 do not. Text that is no number is
 * NaN, so it gets the contract's "Must be a number."
 */
const price = z.string().trim().min(1, { message: '*Price is required' }).transform(Number).pipe(PriceNairaSchema);

/** The admin's add product form (spec §2 and §5); the picture is checked apart (it is uploaded first). */
export const AddProductForm = z.object({
  name: z.string().trim().min(1, { message: '*Name is required' }),
  price,
  unit: z.string().trim().max(30),
  description: z.string().trim().min(1, { message: '*Description is required' }),
  marketId: z.string().min(1, { message: '*Choose a market' }),
  categoryId: z.string().min(1, { message: '*Choose a category' }),
  isFeatured: z.boolean(),
});
export type AddProductFormInput = z.input<typeof AddProductForm>;
export type AddProductFormValues = z.output<typeof AddProductForm>;

/** The admin's edit on product details: a new price (joins the history), description and featured flag. */
export const EditProductForm = z.object({ price, description: z.string(), isFeatured: z.boolean() });
export type EditProductFormInput = z.input<typeof EditProductForm>;
export type EditProductFormValues = z.output<typeof EditProductForm>;
