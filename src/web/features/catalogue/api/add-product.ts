import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSchema } from '../../../../contract/catalogue';
import type { ProductInput } from '../../../../contract/catalogue';
import { NEW_ENTITY_ID } from '../../../../contract/common.constants';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** POST /api/markets/addProduct (admin) */
const addProduct = (product: ProductInput) =>
  api('/api/markets/addProduct', {
    method: 'POST',
    body: { ...product, id: NEW_ENTITY_ID },
    schema: typed<typeof ProductSchema>(),
  });

export function useAddProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
