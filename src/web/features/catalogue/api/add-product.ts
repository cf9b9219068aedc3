import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductInput, ProductSchema } from '../../../../contract/catalogue';
import { NEW_ENTITY_ID } from '../../../../contract/common';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** POST /api/markets/addProduct (admin) */
const addProduct = (product: ProductInput) =>
  api('/api/markets/addProduct', { method: 'POST', body: { ...product, id: NEW_ENTITY_ID }, schema: ProductSchema });

export function useAddProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
