// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { type WalletBalance, adjustByStaff, getBalance, lockWallet, moveWallet } from './service';
export { createPlayer } from './welcome';
