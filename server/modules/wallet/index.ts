// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { getBalance, lockWallet, moveWallet, openWallet, type WalletBalance } from './service';
