import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_OPERATOR_SECRET, loadConfig } from './config';

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
      loadConfig({ NODE_ENV: 'production', OPERATOR_TOKEN_SECRET: DEV_OPERATOR_SECRET }),
    ).toThrow(/published/);
    expect(
      loadConfig({ NODE_ENV: 'production', OPERATOR_TOKEN_SECRET: 'a-long-production-secret' })
        .isProduction,
    ).toBe(true);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OPERATOR_TIMEZONE: 'Mars/Base' })).toThrow(/OPERATOR_TIMEZONE/);
    expect(() => loadConfig({ GAME_RULES: '{"welcomeCoins":-1}' })).toThrow(/welcomeCoins/);
  });

  it('lets operators override game-rule numbers', () => {
    expect(loadConfig({ GAME_RULES: '{"welcomeCoins":1000}' }).rules.welcomeCoins).toBe(1000);
  });
});
