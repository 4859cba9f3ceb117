/**
 * Socket.IO's path and the live battles' namespace (interfaces.md "Live battles"). Zod-free, so
 * the web app's socket names them without loading the schemas (battle-events.ts re-exports them).
 */
export const BATTLE_NAMESPACE = '/battle';
export const BATTLE_SOCKET_PATH = '/socket.io/';
