import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackChange } from '@contract/console-events';
import { listConsolePacks, updateConsolePack } from '@contract/routes/console-events';
import { call } from '../../api/client';

export const usePacks = () =>
  useQuery({
    queryKey: ['console', 'packs'],
    queryFn: async () => (await call(listConsolePacks)).packs,
  });

export const useSavePack = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackChange & { reason: string }) =>
      call(updateConsolePack, { params: { id }, body }),
    // The list and the audit log moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
};
