import { STUDIO_IMAGE_MAX_BYTES } from '@contract/console-studio';
import { consoleBadgesEndpoints as e } from '@contract/endpoints/console-badges';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { uploadedFile } from '../../lib/upload';
import { prepareContentImage } from '../topics';
import {
  assertBadgeExists,
  consoleBadges,
  createBadge,
  setBadgeImage,
  updateBadge,
} from './console-badges';

/** The console's badge catalogue (editors write, analysts read). */
export const consoleBadgesRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.consoleBadges, async () => ok({ badges: await consoleBadges(ctx.db) }));
    register(app, ctx, e.createBadge, async ({ staff, body }) =>
      ok(await createBadge(ctx, staff, body), 'Badge added'),
    );
    register(app, ctx, e.updateBadge, async ({ staff, params, body }) =>
      ok(await updateBadge(ctx, staff, params.id, body), 'Badge saved'),
    );
    // As the studio's pictures: the same size cap while reading, then the same re-encoding to
    // WebP (PNG or JPEG only, judged by the bytes), stored where the studio's uploads are, so the
    // badge's address names a row and a hash, served by this site under its CSP.
    register(app, ctx, e.uploadBadgeImage, async ({ req, staff, params }) => {
      await assertBadgeExists(ctx.db, params.id);
      const store = await prepareContentImage(
        (await uploadedFile(req, 'image', STUDIO_IMAGE_MAX_BYTES)).bytes,
      );
      return ok(await setBadgeImage(ctx, staff, params.id, store), 'Picture saved');
    });
  };
