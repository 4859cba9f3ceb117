import {
  ZConsolePromotionsListReply,
  ZPromotionCreate,
  ZPromotionEndRequest,
  ZPromotionParams,
  ZPromotionReply,
  ZPromotionUpdate,
} from '../console-promotions';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-promotions';

const editors = ['admin', 'editor'] as const;

export const consolePromotionsEndpoints = declareEndpoints('console', routes, {
  listPromotions: {
    access: 'console',
    roles: [...editors, 'analyst'],
    summary:
      'Every promotion, the latest start first, with its delivery time, and the operator time zone',
    reply: ZConsolePromotionsListReply,
    refusals: [403],
  },
  createPromotion: {
    access: 'console',
    roles: editors,
    summary:
      'Create a promotion in English and Myanmar for an audience and a window; one starting outside 08:00-24:00 operator time is delivered at 08:00',
    body: ZPromotionCreate,
    reply: ZPromotionReply,
    refusals: [403, 422],
  },
  updatePromotion: {
    access: 'console',
    roles: editors,
    summary: 'Change the named fields of a promotion, with the reason',
    params: ZPromotionParams,
    body: ZPromotionUpdate,
    reply: ZPromotionReply,
    refusals: [403, 404, 422],
  },
  endPromotion: {
    access: 'console',
    roles: editors,
    summary: 'End a promotion now (one not started yet is never shown), with the reason',
    params: ZPromotionParams,
    body: ZPromotionEndRequest,
    reply: ZPromotionReply,
    refusals: [403, 404, 422],
  },
});
