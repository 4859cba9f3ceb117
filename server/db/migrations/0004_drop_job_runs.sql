-- Never used: scheduled work claims its runs with advisory locks and unique keys (server/jobs).
DROP TABLE IF EXISTS "job_runs";
