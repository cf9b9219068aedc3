import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategorySchema } from '../../../../contract/catalogue';
import { NEW_ENTITY_ID } from '../../../../contract/common.constants';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** POST /api/markets/AddCategory (admin) */
const addCategory = (name: string) =>
  api('/api/markets/AddCategory', {
    method: 'POST',
    body: { id: NEW_ENTITY_ID, name },
    schema: typed<typeof CategorySchema>(),
  });

export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
