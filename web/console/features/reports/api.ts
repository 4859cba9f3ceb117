import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QuestionEdit } from '@contract/console-reports';
import {
  dismissQuestionReports,
  fixQuestion,
  listQuestionReports,
  retireQuestion,
} from '@contract/routes/console-content';
import { call } from '../../api/client';

const PER_PAGE = 20;

const reportsQuery = (page: number) =>
  queryOptions({
    queryKey: ['console', 'question-reports', page],
    queryFn: () => call(listQuestionReports, { query: { page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
export const useReports = (page: number) => useQuery(reportsQuery(page));

export type Review =
  | { action: 'retire' | 'dismiss'; id: number; reason: string }
  | { action: 'fix'; id: number; reason: string; edit: QuestionEdit };

export const useReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) => {
      const params = { id: review.id };
      if (review.action === 'fix')
        return call(fixQuestion, { params, body: { reason: review.reason, edit: review.edit } });
      const route = review.action === 'retire' ? retireQuestion : dismissQuestionReports;
      return call(route, { params, body: { reason: review.reason } });
    },
    // The queue lost a question, and the audit log gained a row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
};
