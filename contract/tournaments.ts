import { z } from 'zod';

const ZTournamentType = z.enum(['DAILY', 'MEGA']);
export type TournamentType = z.infer<typeof ZTournamentType>;

const ZTournamentCard = z.object({
  id: z.number().int(),
  type: ZTournamentType,
  name: z.string(),
  caption: z.string(),
  prize: z.string(),
  /** Seconds until the end; 0 once over. */
  time_left: z.number().int(),
  /** Empty when the tournament has no image: the client shows its default. */
  tournament_image: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type TournamentCard = z.infer<typeof ZTournamentCard>;

export const ZTournamentListReply = z.object({ tournaments: z.array(ZTournamentCard) });
