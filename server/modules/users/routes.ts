import multipart from '@fastify/multipart';
import { ZEmptyReply } from '@contract/envelope';
import { ZSettingsReply, ZSettingsRequest, ZSwitchLanguageRequest } from '@contract/settings';
import {
  AVATAR_MAX_BYTES,
  ZAvatarReply,
  ZAvatarUpload,
  ZUpdateProfileRequest,
  ZUserReply,
} from '@contract/users';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { AppError, fieldError } from '../../lib/errors';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { updateAvatar } from './avatar';
import { getUserReply, switchLanguage, updateProfile } from './service';
import { getSettings, saveSettings } from './settings';

const tags = ['Users'];

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

export const userRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
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

    app.get(
      '/user',
      {
        schema: {
          tags,
          summary: 'The signed-in player: profile, wallet and win/draw/loss',
          response: replies(ZUserReply, 404),
        },
      },
      async (req) => ok(await getUserReply(ctx, userOf(req))),
    );

    app.post(
      '/user',
      {
        schema: {
          tags,
          summary: "Change the player's name and email",
          body: ZUpdateProfileRequest,
          response: replies(ZUserReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => ok(await updateProfile(ctx, userOf(req), req.body), 'Profile updated'),
    );

    app.post(
      '/user/update-avatar',
      {
        schema: {
          tags,
          summary:
            'Replace the avatar: multipart/form-data with a PNG or JPEG of at most 1048576 bytes in "image"',
          consumes: ['multipart/form-data'],
          body: ZAvatarUpload,
          response: replies(ZAvatarReply, 400, 404, 415, 422, 429),
        },
        // The body schema documents the form; the handler reads and checks the file stream.
        validatorCompiler: () => () => true,
        config: writeLimit,
      },
      async (req) => {
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
        return ok(await updateAvatar(ctx, userOf(req), bytes), 'Avatar updated');
      },
    );

    app.get(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Which broadcast notifications the player gets',
          response: replies(ZSettingsReply, 404),
        },
      },
      async (req) => ok({ settings: await getSettings(ctx, userOf(req)) }),
    );

    app.post(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Set the three notification toggles',
          body: ZSettingsRequest,
          response: replies(ZSettingsReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok({ settings: await saveSettings(ctx, userOf(req), req.body) }, 'Settings saved'),
    );

    app.post(
      '/switch-user-language',
      {
        schema: {
          tags,
          summary: "Remember the player's language",
          body: ZSwitchLanguageRequest,
          response: replies(ZEmptyReply, 400, 404, 422),
        },
      },
      async (req) => {
        await switchLanguage(ctx, userOf(req), req.body.language);
        return ok(null, 'Language updated');
      },
    );
  };
