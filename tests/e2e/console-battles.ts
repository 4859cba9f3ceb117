import type { Envelope } from '@contract/envelope';
import { DEV_OPERATOR_SECRET } from '../../server/config';
import { mintAccessToken } from '../../server/modules/auth/mint';
import { connectBattle } from '../helpers/battle-client';
import { baseURL, uniqueMsisdn } from './fixtures';

/** A player signed in through the operator's token, as the microsite does: their bearer token. */
async function newPlayer(name: string) {
  const msisdn = uniqueMsisdn();
  const access = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn, name });
  const res = await fetch(`${baseURL()}/api/check-token?token=${access}`);
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (!res.ok) throw new Error(`check-token: ${res.status} ${body.message}`);
  return { msisdn, token: body.data.token };
}

/**
 * Two new players meet in the 200-coin queue through the battle sockets, as the players' app
 * would: a live battle with both stakes in escrow, for the console to show. The sockets stay open
 * (the battle plays on by itself) until `close`.
 */
export async function stakedBattle(names: [string, string]) {
  const a = await newPlayer(names[0]);
  const b = await newPlayer(names[1]);
  const [ca, cb] = [
    await connectBattle(baseURL(), a.token),
    await connectBattle(baseURL(), b.token),
  ];
  for (const c of [ca, cb]) {
    const ack = await c.send('queue:join', { stake: 200 });
    if (ack.status_code !== 200) throw new Error(`queue:join: ${ack.message}`);
  }
  const matched = await ca.next('battle:matched');
  return {
    a,
    b,
    battleId: matched.battle_id,
    close: () => {
      ca.close();
      cb.close();
    },
  };
}
