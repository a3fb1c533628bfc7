/**
 * Messages one invocation sends at most. Workers Free allows 50 subrequests per invocation,
 * each D1 query one of them: a message takes a claim, a mark and (counted cautiously) its SMTP
 * connection, so ten stay well inside with the post's or the run's own queries. Cut off by the
 * limit half-way, a run could leave a sent message marked `sending`, sent again 20 minutes
 * later; capped, a backlog (SMTP down for an hour) drains at ten a minute instead.
 */
export const MAX_SENDS_PER_RUN = 10
