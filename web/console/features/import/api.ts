import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partsOf } from '@contract/endpoint';
import { importContent, templateCsv, templateXlsx } from '@contract/routes/console-import';
import { call } from '../../api/client';

/** The templates download through plain links: the session cookie goes with a GET. */
export const templateLinks = {
  csv: partsOf(templateCsv).path,
  xlsx: partsOf(templateXlsx).path,
} as const;

export const useImportFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file);
      return call(importContent, { body, query: { dry_run: dryRun ? '1' : '0' } });
    },
    onSuccess: (_data, { dryRun }) => {
      // A real import added topics and an audit row.
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
};
