/**
 * Every machine code an error reply can carry in `data.code`. Clients translate by code and never
 * compare the human-readable `message`, which may change wording. A code, once published, keeps
 * its meaning; the HTTP status of each is fixed in server/lib/errors.ts. Plain data without zod,
 * so the web app's entry can check a code without loading zod (the schema is in ./errors.ts).
 */
export const ERROR_CODES = [
  // Malformed request: JSON that does not parse, a bad URL, a header Fastify refuses (400).
  'bad_request',
  // Missing bearer token on a signed-in route (401).
  'unauthorized',
  // The session behind the bearer token expired, was logged out or never existed (401).
  'session_expired',
  // The operator's access token: past `exp` / wrong signature or claims / already used (401).
  'token_expired',
  'token_invalid',
  'token_replayed',
  // Customer care blocked this player: sign-in is refused and their sessions have ended (401).
  'account_blocked',
  // Not enough coins or gems for what was asked; nothing was charged (402).
  'out_of_coin',
  'out_of_gem',
  // A topic, game, question, category, user… that does not exist or is not the player's (404).
  'not_found',
  // No API route with this method and path (404).
  'route_not_found',
  // The topic has no questions to play (404; the spec's "No Question Found.").
  'no_question_found',
  // Gameplay refusals (409): the game moved on, or the move was already made.
  'already_answered',
  // Today's daily reward was claimed already (409).
  'already_claimed',
  'question_not_served',
  'not_current_question',
  'not_answered_wrong',
  'already_tried_again',
  // A paid try-again answered with the option already answered wrongly: pick another (409).
  'option_already_tried',
  'answer_revealed',
  // Tournament refusals: before its start or after its end (409, no chance used), no active pack covering its type
  // (403), every chance played (409, "You can't play more"), a lifeline already used on the question (409).
  'tournament_not_open',
  'not_subscribed',
  'no_quota',
  'lifeline_used',
  // A reminder is set only while the start is more than 10 minutes away (409); the answers of an
  // attempt (with the right options) are shown only once its tournament has ended (409).
  'reminder_closed',
  'review_not_open',
  // Packs and payments: already holding the pack (409); unsubscribing a pack not held (409), or
  // held but not renewing (409: unsubscribed already, or a pack that never renews); the
  // pack is paid another way, e.g. a wallet pack without an agreement (409); the payment provider
  // cannot be reached now (503); a charge of this pack is already on its way (409).
  'already_subscribed',
  'pack_not_subscribed',
  'pack_not_renewing',
  'agreement_required',
  'payment_method_mismatch',
  'payment_unavailable',
  'payment_in_progress',
  // A provider callback: bad signature or too old (401); amount, currency or provider differ from
  // the payment's, or the transaction id belongs to another payment (409). Nothing is applied.
  'callback_signature_invalid',
  'callback_stale',
  'callback_mismatch',
  // Friends: the two are friends already (409); the action needs a friendship they do not have (403).
  'already_friends',
  'not_friends',
  // Challenges: no longer pending (answered, cancelled, expired or over) for accept, reject or
  // cancel, or over for play (409); the friend has not accepted yet, so nobody plays (409).
  'challenge_closed',
  'challenge_not_accepted',
  // A pending challenge to this friend exists already: one at a time, so a double tap bets once (409).
  'challenge_exists',
  // The topic (or, for a global challenge, all topics together) has fewer questions than the
  // challenge asks for; the message says how many there are (409).
  'not_enough_questions',
  // The game is over (its result was shown and counted); start a new one instead.
  'game_finished',
  // Live battles: the question is not open for answers (over, or not served yet) (409); the player
  // (or the friend) is already in a battle (409); the invitation was answered, withdrawn or has
  // expired (409); a socket event the server does not know (404).
  'question_closed',
  'battle_busy',
  'invite_closed',
  'unknown_event',
  // Body larger than the server accepts (413), or of a type it does not read (415).
  'payload_too_large',
  'unsupported_media_type',
  // Invalid fields; `data.errors` names each (422).
  'validation_failed',
  // Too many requests from this client or player; try again later (429).
  'rate_limited',
  // Unexpected failure; the message carries the request id, never details (500).
  'internal_error',
  // The server cannot answer now (database down, shutting down); try again shortly (503).
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
