// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { consolePromotionsRoutes } from './routes';
