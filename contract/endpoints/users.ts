import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/users';
import { ZEmptyReply } from '../envelope';
import { ZSettingsReply, ZSettingsRequest, ZSwitchLanguageRequest } from '../settings';
import { ZAvatarReply, ZAvatarUpload, ZUpdateProfileRequest, ZUserReply } from '../users';

export const usersEndpoints = declareEndpoints('Users', routes, {
  currentUser: {
    access: 'player',
    summary: 'The signed-in player: profile, wallet and win/draw/loss',
    reply: ZUserReply,
    refusals: [404],
  },
  updateProfile: {
    access: 'player',
    summary: "Change the player's name and email",
    body: ZUpdateProfileRequest,
    reply: ZUserReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  updateAvatar: {
    access: 'player',
    summary:
      'Replace the avatar: multipart/form-data with a PNG or JPEG of at most 1048576 bytes in "image"',
    form: ZAvatarUpload,
    reply: ZAvatarReply,
    refusals: [400, 404, 415, 422, 429],
    limit: 'game-write',
  },
  settings: {
    access: 'player',
    summary: 'Which broadcast notifications the player gets',
    reply: ZSettingsReply,
    refusals: [404],
  },
  saveSettings: {
    access: 'player',
    summary: 'Set the three notification toggles',
    body: ZSettingsRequest,
    reply: ZSettingsReply,
    refusals: [400, 404, 422, 429],
    limit: 'game-write',
  },
  switchLanguage: {
    access: 'player',
    summary: "Remember the player's language",
    body: ZSwitchLanguageRequest,
    reply: ZEmptyReply,
    refusals: [400, 404, 422],
  },
});
