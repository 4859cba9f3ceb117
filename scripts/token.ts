/** npm run token -- 01712345678 [name]: prints a login URL with a fresh operator access token. */
import { loadConfig } from '../server/config';
import { mintAccessToken } from '../server/modules/auth/mint';

const [msisdn, ...nameParts] = process.argv.slice(2);
if (!msisdn || !/^\d{11}$/.test(msisdn)) {
  console.error('usage: npm run token -- 01712345678 [name]   (an 11-digit mobile number)');
  process.exit(2);
}
const config = loadConfig();
const token = await mintAccessToken(config.operatorTokenSecret, {
  msisdn,
  name: nameParts.join(' ') || undefined,
});
console.log(`${config.publicUrl}/login?access_token=${token}`);
