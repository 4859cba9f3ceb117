import { AVATAR_MAX_BYTES } from '@contract/users';
import { usersEndpoints as e } from '@contract/endpoints/users';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { registerUploads, uploadedFile } from '../../lib/upload';
import { updateAvatar } from './avatar';
import { getUserReply, switchLanguage, updateProfile } from './service';
import { getSettings, saveSettings } from './settings';

export const userRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    await registerUploads(app);

    register(app, ctx, e.currentUser, async ({ user }) => ok(await getUserReply(ctx, user)));

    register(app, ctx, e.updateProfile, async ({ user, body }) =>
      ok(await updateProfile(ctx, user, body), 'Profile updated'),
    );

    register(app, ctx, e.updateAvatar, async ({ req, user }) => {
      const { bytes } = await uploadedFile(req, 'image', AVATAR_MAX_BYTES);
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
