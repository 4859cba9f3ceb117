import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReportType } from '@contract/gameplay';
import { reportQuestion } from '@contract/routes/gameplay';
import { api } from '@web/api/client';
import { retryTransient } from '@web/api/retry-policy';

interface ReportVariables {
  questionId: number;
  type: z.infer<typeof ZReportType>;
}

/** POST v2.0/question/report: a repeat answers "Already reported", so retrying is safe. */
export function useReportQuestion() {
  return useMutation({
    mutationFn: async ({ questionId, type }: ReportVariables) =>
      api.call(reportQuestion, {
        body: {
          question_id: questionId,
          type,
        },
      }),
    retry: retryTransient(2),
  });
}
