import { consoleStudioEndpoints as e } from '@contract/endpoints/console-studio';
import { STUDIO_IMAGE_MAX_BYTES } from '@contract/console-studio';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { uploadedFile } from '../../lib/upload';
import {
  createCategory,
  createQuestion,
  createTopic,
  listStudioCategories,
  listStudioTopics,
  listTopicQuestions,
  prepareContentImage,
  setQuestionImage,
  setTopicCover,
  setTopicPublished,
  studioQuestion,
  studioTopic,
  updateCategory,
  updateQuestion,
  updateTopic,
} from '../topics';
import { questionBank } from './question-bank';
import { checkZawgyi, shownQuestion, shownQuestions, STUDIO_REASON, studioWrite } from './studio';

/** The console's content studio: categories, topics and questions, their pictures, Zawgyi. */
export const consoleStudioRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.studioCategories, async () =>
      ok({ categories: await listStudioCategories(ctx.db) }),
    );
    register(app, ctx, e.createCategory, async ({ staff, body }) =>
      ok(
        await studioWrite(ctx, staff, {
          action: 'category.create',
          kind: 'category',
          reason: body.reason ?? STUDIO_REASON.create,
          change: (tx) => createCategory(tx, body),
        }),
        'Category created',
      ),
    );
    register(app, ctx, e.updateCategory, async ({ staff, params, body }) =>
      ok(
        await studioWrite(ctx, staff, {
          action: 'category.update',
          kind: 'category',
          reason: body.reason ?? STUDIO_REASON.update,
          change: (tx) => updateCategory(tx, params.id, body),
        }),
        'Category saved',
      ),
    );

    register(app, ctx, e.studioTopics, async ({ query }) =>
      ok(await listStudioTopics(ctx.db, query)),
    );
    register(app, ctx, e.studioTopic, async ({ params }) =>
      ok(await studioTopic(ctx.db, params.id)),
    );
    register(app, ctx, e.createTopic, async ({ staff, body }) =>
      ok(
        await studioWrite(ctx, staff, {
          action: 'topic.create',
          kind: 'topic',
          reason: body.reason ?? STUDIO_REASON.create,
          change: (tx) => createTopic(tx, body),
        }),
        'Topic created',
      ),
    );
    register(app, ctx, e.updateTopic, async ({ staff, params, body }) =>
      ok(
        await studioWrite(ctx, staff, {
          action: 'topic.update',
          kind: 'topic',
          reason: body.reason ?? STUDIO_REASON.update,
          change: (tx) => updateTopic(tx, params.id, body),
        }),
        'Topic saved',
      ),
    );
    for (const [endpoint, published] of [
      [e.publishTopic, true],
      [e.unpublishTopic, false],
    ] as const) {
      register(app, ctx, endpoint, async ({ staff, params, body }) =>
        ok(
          await studioWrite(ctx, staff, {
            action: published ? 'topic.publish' : 'topic.unpublish',
            kind: 'topic',
            reason: body.reason,
            change: (tx) =>
              setTopicPublished(tx, params.id, published, { timeZone: ctx.config.timezone }),
          }),
          published ? 'Topic published' : 'Topic unpublished',
        ),
      );
    }
    register(app, ctx, e.uploadTopicCover, async ({ req, staff, params }) => {
      await studioTopic(ctx.db, params.id);
      const store = await prepareContentImage(
        (await uploadedFile(req, 'image', STUDIO_IMAGE_MAX_BYTES)).bytes,
      );
      const topic = await studioWrite(ctx, staff, {
        action: 'topic.cover',
        kind: 'topic',
        reason: STUDIO_REASON.image,
        change: async (tx) => setTopicCover(tx, params.id, await store(tx)),
      });
      return ok({ image_url: topic.image_url }, 'Cover saved');
    });

    register(app, ctx, e.topicQuestions, async ({ params, query }) =>
      ok(shownQuestions(ctx, await listTopicQuestions(ctx.db, params.id, query))),
    );
    register(app, ctx, e.questionBank, async ({ query }) => ok(await questionBank(ctx.db, query)));
    register(app, ctx, e.studioQuestion, async ({ params }) =>
      ok(shownQuestion(ctx, await studioQuestion(ctx.db, params.id))),
    );
    register(app, ctx, e.createQuestion, async ({ staff, params, body }) =>
      ok(
        shownQuestion(
          ctx,
          await studioWrite(ctx, staff, {
            action: 'question.create',
            kind: 'question',
            reason: body.reason ?? STUDIO_REASON.create,
            change: (tx) => createQuestion(tx, params.id, body),
          }),
        ),
        'Question created',
      ),
    );
    register(app, ctx, e.updateQuestion, async ({ staff, params, body }) =>
      ok(
        shownQuestion(
          ctx,
          await studioWrite(ctx, staff, {
            action: 'question.update',
            kind: 'question',
            reason: body.reason ?? STUDIO_REASON.update,
            dropsQuestion: true,
            change: (tx) => updateQuestion(tx, params.id, body),
          }),
        ),
        'Question saved',
      ),
    );
    register(app, ctx, e.uploadQuestionImage, async ({ req, staff, params }) => {
      await studioQuestion(ctx.db, params.id);
      const store = await prepareContentImage(
        (await uploadedFile(req, 'image', STUDIO_IMAGE_MAX_BYTES)).bytes,
      );
      const question = await studioWrite(ctx, staff, {
        action: 'question.image',
        kind: 'question',
        reason: STUDIO_REASON.image,
        dropsQuestion: true,
        change: async (tx) => setQuestionImage(tx, params.id, await store(tx)),
      });
      return ok({ image_url: shownQuestion(ctx, question).image_url ?? '' }, 'Picture saved');
    });

    register(app, ctx, e.zawgyiCheck, async ({ body }) => ok(checkZawgyi(body.texts)));
  };
