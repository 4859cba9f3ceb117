/** npm run dev: API with reload on :API_PORT (3001) and the Vite dev server proxying to it. */
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '5173';
const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false server/main.ts',
      env: { PORT: apiPort, PUBLIC_URL: `http://localhost:${webPort}` },
      prefixColor: 'magenta',
    },
    {
      name: 'web',
      command: 'vite',
      env: { API_PORT: apiPort, WEB_PORT: webPort },
      prefixColor: 'cyan',
    },
  ],
  { killOthersOn: ['failure', 'success'] },
);
await result.catch(() => process.exit(1));
