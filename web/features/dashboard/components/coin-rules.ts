/**
 * Prices shown in the coin-usage help. They mirror the server's default game rules
 * (server/config.ts: tryAgainCoins, fiftyFiftyCoins, getAnswerGems); no endpoint exposes them yet.
 */
export const coinRules = {
  tryAgainCoins: 20,
  fiftyFiftyCoins: 50,
  revealAnswerGems: 1,
} as const;
