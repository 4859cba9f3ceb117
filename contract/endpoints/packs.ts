import { declareEndpoints } from '../endpoint';
import { ZEmptyReply } from '../envelope';
import * as routes from '../routes/packs';
import {
  ZCancelAgreementRequest,
  ZCreateAgreementRequest,
  ZCreatePaymentRequest,
  ZGhooriCancelRequest,
  ZPaymentCallback,
  ZPaymentCallbackReply,
  ZPaymentReply,
  ZPaymentStatusParams,
  ZPaymentStatusReply,
  ZPurchaseHistoryReply,
  ZPurchaseHistoryRequest,
  ZTournamentPacksReply,
  ZUnsubscribeReply,
  ZUnsubscribeRequest,
} from '../packs';

export const packsEndpoints = declareEndpoints('Packs and payments', routes, {
  tournamentPacks: {
    access: 'player',
    summary: 'Packs and bundles on sale, each with is_subscribed for the player',
    reply: ZTournamentPacksReply,
    refusals: [],
  },
  createPayment: {
    access: 'player',
    summary:
      'Start buying a pack with its provider: errorCode "00" opens url in a new tab, else redirectUrl',
    body: ZCreatePaymentRequest,
    reply: ZPaymentReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  createAgreement: {
    access: 'player',
    summary: "Pay a wallet pack and make an agreement with the payer's wallet number",
    body: ZCreateAgreementRequest,
    reply: ZPaymentReply,
    refusals: [400, 404, 409, 422, 429],
    limit: 'game-write',
  },
  cancelAgreement: {
    access: 'player',
    summary: "Cancel the player's mobile-wallet agreement (remove payment account)",
    body: ZCancelAgreementRequest,
    reply: ZEmptyReply,
    refusals: [400, 404, 422],
  },
  unsubscribeTelenor: {
    access: 'player',
    summary:
      'Unsubscribe from a pack by slug: stops its renewal, the paid period runs to its end (only when renewing)',
    body: ZUnsubscribeRequest,
    reply: ZUnsubscribeReply,
    refusals: [400, 404, 409, 422],
  },
  cancelGhooriSubscription: {
    access: 'player',
    summary:
      'Cancel a bundle subscription by bundle id: stops its renewal, the paid period runs to its end',
    body: ZGhooriCancelRequest,
    reply: ZUnsubscribeReply,
    refusals: [400, 404, 409, 422],
  },
  purchaseHistory: {
    access: 'player',
    summary: "The player's confirmed purchases of the last week or month",
    body: ZPurchaseHistoryRequest,
    reply: ZPurchaseHistoryReply,
    refusals: [400, 422],
  },
  paymentStatus: {
    access: 'player',
    summary: 'A payment as the return page polls it (pending until the provider confirms)',
    params: ZPaymentStatusParams,
    reply: ZPaymentStatusReply,
    refusals: [404, 422],
  },
  paymentCallback: {
    access: 'payment-callback',
    summary: 'Signed payment callback from a provider (the sandbox outside production)',
    body: ZPaymentCallback,
    reply: ZPaymentCallbackReply,
    refusals: [400, 401, 404, 409, 422],
  },
});
