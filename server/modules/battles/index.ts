// Public entry: other modules import only what this names (see .dependency-cruiser.mjs). Live
// battles build on the engine, wallet, users, friends and notifications; none of them imports this.
export { attachBattleSockets } from './socket';
export { type BattleHub } from './hub';
export { battleRoutes } from './routes';
