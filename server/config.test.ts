import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_OPERATOR_SECRET, loadConfig } from './config';

const productionEnv = {
  OPERATOR_TOKEN_SECRET: 'a-long-production-secret',
  MICROSITE_URL: 'https://operator.example/quiz',
};

describe('configuration', () => {
  it('uses the published development secret outside production', () => {
    const config = loadConfig({});
    expect(config.operatorTokenSecret).toBe(DEV_OPERATOR_SECRET);
    expect(config.port).toBe(3000);
    expect(config.rules.welcomeCoins).toBe(500);
  });

  it('refuses to start in production without a secret, or with the development one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...productionEnv, CONSOLE_PASSWORD_COST: '12' }),
    ).toThrow(/CONSOLE_PASSWORD_COST/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', OPERATOR_TOKEN_SECRET: DEV_OPERATOR_SECRET }),
    ).toThrow(/published/);
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv }).isProduction).toBe(true);
  });

  it('starts in production without MICROSITE_URL (interfaces.md requires only the secret), warning and linking to the app', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      OPERATOR_TOKEN_SECRET: 'a-long-production-secret',
      PUBLIC_URL: 'https://quiz.example',
    });
    expect(config.micrositeUrl).toBe('https://quiz.example');
    expect(config.warnings.join('\n')).toMatch(/MICROSITE_URL/);
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv }).micrositeUrl).toBe(
      'https://operator.example/quiz',
    );
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv }).warnings).toEqual([]);
    expect(loadConfig({}).micrositeUrl).toBe('http://localhost:3000/dev/microsite');
  });

  it('warns when a real secret runs outside production, where /dev/microsite signs with it', () => {
    expect(loadConfig({}).warnings).toEqual([]);
    const forgotten = loadConfig({ OPERATOR_TOKEN_SECRET: 'a-long-production-secret' });
    expect(forgotten.warnings.join('\n')).toMatch(/NODE_ENV=production/);
    // interfaces.md: outside production the microsite stays.
    expect(forgotten.micrositeUrl).toBe('http://localhost:3000/dev/microsite');
  });

  it('seeds demo players outside production only, unless asked for', () => {
    expect(loadConfig({}).seedDemoPlayers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv }).seedDemoPlayers).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ...productionEnv, SEED_DEMO_PLAYERS: '1' })
        .seedDemoPlayers,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO_PLAYERS: '0' }).seedDemoPlayers).toBe(false);
  });

  it('serves the API docs outside production only, unless told otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv, API_DOCS: '1' }).apiDocs).toBe(
      true,
    );
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('limits game writes per player per minute, configurably', () => {
    expect(loadConfig({}).gameWriteRateLimit).toBe(120);
    expect(loadConfig({ GAME_WRITE_RATE_LIMIT: '5' }).gameWriteRateLimit).toBe(5);
    expect(() => loadConfig({ GAME_WRITE_RATE_LIMIT: '0' })).toThrow(/GAME_WRITE_RATE_LIMIT/);
    expect(loadConfig({}).playerWriteRateLimit).toBe(60);
    expect(() => loadConfig({ PLAYER_WRITE_RATE_LIMIT: '0' })).toThrow(/PLAYER_WRITE_RATE_LIMIT/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OPERATOR_TIMEZONE: 'Mars/Base' })).toThrow(/OPERATOR_TIMEZONE/);
    expect(() => loadConfig({ GAME_RULES: '{"welcomeCoins":-1}' })).toThrow(/welcomeCoins/);
    expect(() => loadConfig({ GAME_RULES: '{"welcomeCoin":1000}' })).toThrow(
      /GAME_RULES: .*welcomeCoin/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-balancer' })).toThrow(/TRUST_PROXY: "my-balancer"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, nonsense' })).toThrow(/"nonsense"/);
    for (const ok of ['true', '2', '127.0.0.1', '10.0.0.0/8, loopback', '::1/128']) {
      expect(loadConfig({ TRUST_PROXY: ok }).trustProxy).toBeTruthy();
    }
  });

  it('renews a pack no earlier than half a day before its end (the shortest pack lasts a day)', () => {
    expect(loadConfig({ PAYMENT_RENEW_BEFORE_MINUTES: '720' }).paymentRenewBeforeMinutes).toBe(720);
    expect(() => loadConfig({ PAYMENT_RENEW_BEFORE_MINUTES: '1440' })).toThrow(
      /PAYMENT_RENEW_BEFORE_MINUTES/,
    );
  });

  it('refuses a free try-again, fifty-fifty or get-answer, naming the rule', () => {
    for (const rule of ['tryAgainCoins', 'fiftyFiftyCoins', 'getAnswerGems']) {
      expect(() => loadConfig({ GAME_RULES: JSON.stringify({ [rule]: 0 }) })).toThrow(rule);
      expect(loadConfig({ GAME_RULES: JSON.stringify({ [rule]: 1 }) }).rules).toMatchObject({
        [rule]: 1,
      });
    }
  });

  it('defaults every game-rule number to the one game-rules.md documents', () => {
    // A number added to the rules belongs in game-rules.md too, and then here. The 20 s question
    // timer is the questions.timer column's default, not a rule here.
    expect(loadConfig({}).rules).toEqual({
      welcomeCoins: 500,
      welcomeGems: 5,
      coinsPerCorrectAnswer: 5,
      tryAgainCoins: 20,
      fiftyFiftyCoins: 50,
      getAnswerGems: 1,
      topicGameQuestions: 10,
      answerGraceSeconds: 2,
      accessTokenMaxAgeSeconds: 600,
      sessionDays: 30,
      challengeExpiryHours: 24,
      challengeBets: [200, 500, 1000, 1500, 2000],
      reportsHoldQuestion: 5,
      fairPlayMinReadMs: 1000,
      fairPlayFastAnswers: 3,
      fairPlaySteadyAnswers: 5,
      fairPlaySteadyMs: 150,
      battleQuestions: 7,
      battleQuestionSeconds: 15,
      battleMatchedSeconds: 2,
      battleRevealSeconds: 2,
      battleBotWaitSeconds: 10,
      battleStakeWaitSeconds: 30,
      battleInviteSeconds: 60,
      battleBotCorrectShare: 0.6,
      battleBotAnswerSeconds: [3, 10],
      dailyRewardCoins: [20, 30, 40, 50, 60, 80, 150],
      dailyRewardGemsDay7: 1,
      streakFreezeEvery: 7,
      streakFreezesMax: 2,
    });
    expect(loadConfig({}).timezone).toBe('Asia/Dhaka');
  });

  it('lets operators override game-rule numbers', () => {
    expect(loadConfig({ GAME_RULES: '{"welcomeCoins":1000}' }).rules.welcomeCoins).toBe(1000);
  });
});
