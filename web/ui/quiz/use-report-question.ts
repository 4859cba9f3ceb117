import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReportType } from '@contract/gameplay';
import { api } from '@web/api/client';
import { retryTransient } from '@web/api/retry-policy';
import { contract } from '@web/api/contract';

interface ReportVariables {
  questionId: number;
  type: z.infer<typeof ZReportType>;
}

/** POST v2.0/question/report: a repeat answers "Already reported", so retrying is safe. */
export function useReportQuestion() {
  return useMutation({
    mutationFn: async ({ questionId, type }: ReportVariables) =>
      api.post('v2.0/question/report', contract('gameplay', 'ZReportReply'), {
        question_id: questionId,
        type,
      }),
    retry: retryTransient(2),
  });
}
