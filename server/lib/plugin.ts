import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Every routes.ts exports a function of the app context that returns one of these. */
export type Routes = FastifyPluginAsyncZod;
