import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSchema } from '../../../../contract/catalogue';
import type { ProductUpdate } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** PUT /api/markets/products/{id} (admin) */
const updateProduct = ({ id, changes }: { id: string; changes: ProductUpdate }) =>
  api(`/api/markets/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    schema: typed<typeof ProductSchema>(),
  });

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
