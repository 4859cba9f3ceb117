import { ZStudioImageUpload } from '../console-studio';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-badges';
import {
  ZConsoleBadgeCreated,
  ZConsoleBadgeParams,
  ZConsoleBadgeWrite,
  ZConsoleBadgesReply,
} from '../retention';

// The catalogue is content: editors write it, as they write topics; analysts read it.
const writers = ['admin', 'editor'] as const;
const readers = ['admin', 'editor', 'analyst'] as const;

export const consoleBadgesEndpoints = declareEndpoints('console', routes, {
  consoleBadges: {
    access: 'console',
    roles: readers,
    summary: 'The badge catalogue, retired badges included, with how many players earned each',
    reply: ZConsoleBadgesReply,
    refusals: [403],
  },
  createBadge: {
    access: 'console',
    roles: writers,
    summary:
      'Add a badge: names and descriptions in both languages, a rule, a threshold, a picture',
    body: ZConsoleBadgeWrite,
    reply: ZConsoleBadgeCreated,
    refusals: [403, 422],
  },
  updateBadge: {
    access: 'console',
    roles: writers,
    summary: 'Edit or retire a badge; who earned it keeps it',
    params: ZConsoleBadgeParams,
    body: ZConsoleBadgeWrite,
    reply: ZConsoleBadgeCreated,
    refusals: [403, 404, 422],
  },
  uploadBadgeImage: {
    access: 'console',
    roles: writers,
    summary:
      'Give a badge its picture: multipart/form-data with a PNG or JPEG of at most 2 MiB in "image", re-encoded as WebP and served by this site',
    params: ZConsoleBadgeParams,
    form: ZStudioImageUpload,
    reply: ZConsoleBadgeCreated,
    refusals: [403, 404, 415, 422],
  },
});
