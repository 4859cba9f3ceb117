import type { PlayerRoute } from '../endpoint';
import type { ZEmptyReply } from '../envelope';
import type * as Settings from '../settings';
import type * as S from '../users';

export const currentUser = 'GET /api/v2.0/user' as PlayerRoute<{ reply: typeof S.ZUserReply }>;
export const updateProfile = 'POST /api/v2.0/user' as PlayerRoute<{
  body: typeof S.ZUpdateProfileRequest;
  reply: typeof S.ZUserReply;
}>;
export const updateAvatar = 'POST /api/v2.0/user/update-avatar' as PlayerRoute<{
  form: typeof S.ZAvatarUpload;
  reply: typeof S.ZAvatarReply;
}>;
export const settings = 'GET /api/v2.0/settings' as PlayerRoute<{
  reply: typeof Settings.ZSettingsReply;
}>;
export const saveSettings = 'POST /api/v2.0/settings' as PlayerRoute<{
  body: typeof Settings.ZSettingsRequest;
  reply: typeof Settings.ZSettingsReply;
}>;
export const switchLanguage = 'POST /api/v2.0/switch-user-language' as PlayerRoute<{
  body: typeof Settings.ZSwitchLanguageRequest;
  reply: typeof ZEmptyReply;
}>;
