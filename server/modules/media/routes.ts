import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Routes } from '../../lib/plugin';
import { refusal } from '../../lib/replies';
import { notFound } from '../../lib/errors';
import { readAvatar } from '../users';
import { openPictureToken, PICTURE_PREFIX, PICTURE_TOKEN } from './picture-address';
import { pictureReader, type ReadUpload } from './pictures';
import { drawCover } from './service';
import { mediaVersion } from './versioned-url';

const ZSlug = z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'must be a slug ending in .svg');
const slugOf = (file: string) => file.replace(/\.svg$/, '');
// `?v=`: the hash of the drawing the URL was written for (versionedMediaUrl).
const ZVersion = z.object({ v: z.string().max(64).optional() });

const YEAR = 'public, max-age=31536000, immutable';
// A URL without a version (or an old one) may show a newer drawing tomorrow.
const DAY = 'public, max-age=86400';
const cacheFor = (svg: string, version: string | undefined) =>
  version !== undefined && version === mediaVersion(svg) ? YEAR : DAY;

/** An SVG drawn on the fly; its reply is the image itself, not the JSON envelope. */
const svgReplies = {
  200: { description: 'The image', content: { 'image/svg+xml': { schema: z.string() } } },
  422: refusal(422),
  500: refusal(500),
};

/**
 * Illustrations drawn by the app itself as SVG, so images work offline and cost a few hundred
 * bytes on 3G. Replies name them with the drawing's hash (versioned-url.ts): such a URL never
 * shows anything else, so it is cached for a year; a bare URL for a day. Question pictures (flags,
 * uploads) are served at sealed addresses (picture-address.ts).
 */
export const mediaRoutes =
  (ctx: AppContext, readUpload: ReadUpload): Routes =>
  async (app) => {
    const pictures = pictureReader(ctx, readUpload);
    // No /media/flags/<code>.svg: a flag is a question's picture, and that path names its answer.
    app.get(
      `${PICTURE_PREFIX}:token`,
      {
        schema: {
          tags: ['Media'],
          summary: "A question's picture at an address that does not name its subject",
          params: z.object({
            token: z.string().regex(PICTURE_TOKEN, 'must be an address from a question'),
          }),
          response: {
            200: {
              description: 'The image',
              content: {
                'image/svg+xml': { schema: z.string() },
                'image/webp': { schema: z.string() },
              },
            },
            404: refusal(404),
            422: refusal(422),
            500: refusal(500),
          },
        },
      },
      async (req, reply) => {
        const path = openPictureToken(ctx, req.params.token);
        if (path === null) throw notFound('Image');
        const picture = await pictures.questionPicture(path);
        return (
          reply
            .type(picture.type)
            .header('cache-control', picture.immutable ? YEAR : DAY)
            // Fastify sends a Buffer as it is; the document names the bytes a (binary) string.
            .send(picture.body as unknown as string)
        );
      },
    );

    // Uploaded pictures, stored as WebP and named <id>-<version>.webp: a new picture is a new
    // version and so a new URL, and this one never shows anything else.
    const uploaded = [
      {
        path: '/media/avatars/:file',
        summary: "A player's avatar (WebP); a new picture gets a new URL",
        id: 'user id',
        read: (id: number, version: string) => readAvatar(ctx, id, version),
      },
      {
        path: '/media/content/:file',
        summary: 'A topic cover, question or badge picture uploaded in the console (WebP)',
        id: 'image id',
        read: pictures.upload,
      },
    ];
    for (const { path, summary, id, read } of uploaded) {
      app.get(
        path,
        {
          schema: {
            tags: ['Media'],
            summary,
            params: z.object({
              file: z
                .string()
                .regex(/^\d{1,9}-[0-9a-f]{16}\.webp$/, `must be <${id}>-<version>.webp`),
            }),
            response: {
              200: { description: 'The image', content: { 'image/webp': { schema: z.string() } } },
              404: refusal(404),
              422: refusal(422),
              500: refusal(500),
            },
          },
        },
        async (req, reply) => {
          const [owner = '0', version = ''] = req.params.file.replace(/\.webp$/, '').split('-');
          const image = await read(Number(owner), version);
          return (
            reply
              .type('image/webp')
              .header('cache-control', YEAR)
              // Fastify sends a Buffer as it is; the document names the bytes a (binary) string.
              .send(image as unknown as string)
          );
        },
      );
    }

    app.get(
      '/media/:kind/:file',
      {
        schema: {
          tags: ['Media'],
          summary:
            'The cover of a topic, category or tournament (no words: the app writes the name)',
          params: z.object({
            kind: z.enum(['topics', 'categories', 'tournaments', 'defaults']),
            file: ZSlug,
          }),
          querystring: ZVersion,
          response: svgReplies,
        },
      },
      async (req, reply) => {
        const svg = drawCover(req.params.kind, slugOf(req.params.file));
        const { v } = req.query;
        return reply.type('image/svg+xml').header('cache-control', cacheFor(svg, v)).send(svg);
      },
    );
  };
