/**
 * What the client shows for a tournament without an image (`tournament_image: ''`). The `v` is
 * the hash of the server's drawing (server/modules/media/versioned-url.ts), so the media route
 * caches it for a year like every other cover; a test fails when the drawing changes and this
 * does not.
 */
export const DEFAULT_TOURNAMENT_IMAGE = '/media/defaults/tournament.svg?v=fAN_ZPgQheKh';
