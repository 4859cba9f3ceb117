import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  StudioTopic,
  ZCategoryWrite,
  ZQuestionBankQuery,
  ZQuestionWrite,
  ZStudioQuestionsQuery,
  ZStudioTopicsQuery,
  ZTopicWrite,
} from '@contract/console-studio';
import { retireQuestion } from '@contract/routes/console-content';
import {
  createCategory,
  createQuestion,
  createTopic,
  publishTopic,
  questionBank,
  studioCategories,
  studioQuestion,
  studioTopic,
  studioTopics,
  topicQuestions,
  unpublishTopic,
  updateCategory,
  updateQuestion,
  updateTopic,
  uploadQuestionImage,
  uploadTopicCover,
  zawgyiCheck,
} from '@contract/routes/console-studio';
import { call } from '../../api/client';

const contentKey = ['console', 'content'] as const;

const categoriesQuery = () =>
  queryOptions({
    queryKey: [...contentKey, 'categories'],
    queryFn: async () => (await call(studioCategories)).categories,
  });
export const useCategories = () => useQuery(categoriesQuery());

export const useTopics = (query: z.input<typeof ZStudioTopicsQuery>) =>
  useQuery({
    queryKey: [...contentKey, 'topics', query],
    queryFn: () => call(studioTopics, { query }),
    placeholderData: keepPreviousData,
  });

/** The most topics the API sends in one page. */
const TOPICS_PAGE = 100;

/**
 * Every topic, page after page: a filter that lists topics must offer all of them, not the first
 * hundred.
 */
export const useAllTopics = () =>
  useQuery({
    queryKey: [...contentKey, 'topics', 'all'],
    queryFn: async (): Promise<StudioTopic[]> => {
      const topics: StudioTopic[] = [];
      for (let page = 1; ; page++) {
        const data = await call(studioTopics, { query: { page, per_page: TOPICS_PAGE } });
        topics.push(...data.topics);
        if (data.topics.length < TOPICS_PAGE || topics.length >= data.total) return topics;
      }
    },
  });

export const useTopic = (id: number) =>
  useQuery({
    queryKey: [...contentKey, 'topic', id],
    queryFn: () => call(studioTopic, { params: { id } }),
  });

export const useTopicQuestions = (id: number, query: z.input<typeof ZStudioQuestionsQuery>) =>
  useQuery({
    queryKey: [...contentKey, 'topic', id, 'questions', query],
    queryFn: () => call(topicQuestions, { params: { id }, query }),
    placeholderData: keepPreviousData,
  });

export const useQuestionBank = (query: z.input<typeof ZQuestionBankQuery>) =>
  useQuery({
    queryKey: [...contentKey, 'bank', query],
    queryFn: () => call(questionBank, { query }),
    placeholderData: keepPreviousData,
  });

export const useQuestion = (id: number | null) =>
  useQuery({
    queryKey: [...contentKey, 'question', id],
    queryFn: () => call(studioQuestion, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** Every studio write changes content and adds an audit row: the console's lists read again. */
function useContentWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

type Input<S extends z.ZodType> = z.input<S>;

export const useSaveCategory = () =>
  useContentWrite((v: { id: number | null; body: Input<typeof ZCategoryWrite> }) =>
    v.id === null
      ? call(createCategory, { body: v.body })
      : call(updateCategory, { params: { id: v.id }, body: v.body }),
  );

export const useSaveTopic = () =>
  useContentWrite((v: { id: number | null; body: Input<typeof ZTopicWrite> }) =>
    v.id === null
      ? call(createTopic, { body: v.body })
      : call(updateTopic, { params: { id: v.id }, body: v.body }),
  );

export const usePublish = () =>
  useContentWrite((v: { id: number; publish: boolean; reason: string }) =>
    call(v.publish ? publishTopic : unpublishTopic, {
      params: { id: v.id },
      body: { reason: v.reason },
    }),
  );

const imageForm = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return form;
};

export const useUploadCover = () =>
  useContentWrite((v: { id: number; file: File }) =>
    call(uploadTopicCover, { params: { id: v.id }, body: imageForm(v.file) }),
  );

export const useUploadQuestionImage = () =>
  useContentWrite((v: { id: number; file: File }) =>
    call(uploadQuestionImage, { params: { id: v.id }, body: imageForm(v.file) }),
  );

export const useSaveQuestion = () =>
  useContentWrite(
    (v: { id: number | null; topicId: number; body: Input<typeof ZQuestionWrite> }) =>
      v.id === null
        ? call(createQuestion, { params: { id: v.topicId }, body: v.body })
        : call(updateQuestion, { params: { id: v.id }, body: v.body }),
  );

export const useRetire = () =>
  useContentWrite((v: { id: number; reason: string }) =>
    call(retireQuestion, { params: { id: v.id }, body: { reason: v.reason } }),
  );

/** The server's reading of Myanmar texts: each as it will be stored (Zawgyi converted). */
export const checkZawgyi = (texts: string[]) => call(zawgyiCheck, { body: { texts } });
