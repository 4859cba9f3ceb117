import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@contract/users';
import { usersEndpoints as e } from '@contract/endpoints/users';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { AppError, fieldError } from '../../lib/errors';
import type { Routes } from '../../lib/plugin';
import { updateAvatar } from './avatar';
import { getUserReply, switchLanguage, updateProfile } from './service';
import { getSettings, saveSettings } from './settings';

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

export const userRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    // Only this plugin reads multipart; one file of at most 1 MiB and nothing else of size.
    await app.register(multipart, {
      limits: {
        fileSize: AVATAR_MAX_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 5,
        headerPairs: 50,
      },
    });

    register(app, ctx, e.currentUser, async ({ user }) => ok(await getUserReply(ctx, user)));

    register(app, ctx, e.updateProfile, async ({ user, body }) =>
      ok(await updateProfile(ctx, user, body), 'Profile updated'),
    );

    register(app, ctx, e.updateAvatar, async ({ req, user }) => {
      let bytes: Buffer | null = null;
      try {
        const part = await req.file();
        if (part?.fieldname === 'image') bytes = await part.toBuffer();
        else if (part) part.file.resume();
      } catch (err) {
        if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE'))
          throw fieldError('image', `must be at most ${AVATAR_MAX_BYTES} bytes`);
        if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE'))
          throw new AppError('unsupported_media_type', 'Send the image as multipart/form-data');
        if (hasCode(err, 'FST_FILES_LIMIT') || hasCode(err, 'FST_PARTS_LIMIT'))
          throw fieldError('image', 'must be the only file');
        // Anything else here is the parser refusing the body (no boundary, cut short…).
        throw new AppError('bad_request', 'Malformed multipart/form-data body');
      }
      if (!bytes || bytes.byteLength === 0) throw fieldError('image', 'is required');
      return ok(await updateAvatar(ctx, user, bytes), 'Avatar updated');
    });

    register(app, ctx, e.settings, async ({ user }) =>
      ok({ settings: await getSettings(ctx, user) }),
    );

    register(app, ctx, e.saveSettings, async ({ user, body }) =>
      ok({ settings: await saveSettings(ctx, user, body) }, 'Settings saved'),
    );

    register(app, ctx, e.switchLanguage, async ({ user, body }) => {
      await switchLanguage(ctx, user, body.language);
      return ok(null, 'Language updated');
    });
  };
