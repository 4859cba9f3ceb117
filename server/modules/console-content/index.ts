// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { consoleContentRoutes } from './routes';
export { consoleStudioRoutes } from './studio-routes';
