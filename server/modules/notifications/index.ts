// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export {
  broadcastNewTopic,
  broadcastNewTournament,
  deliveryTime,
  newTournamentKey,
  withdrawBroadcast,
} from './broadcast';
export { registerBroadcastJobs, registerNotificationJobs } from './daily-update';
export { type Notice, notifyPlayer, playerName, replaceNotice, withdrawNotice } from './service';
export {
  createPromotion,
  endPromotion,
  listConsolePromotions,
  type PromotionChange,
  updatePromotion,
} from './promotions';
