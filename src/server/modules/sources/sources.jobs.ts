import { isAppError } from '../../lib/app-error.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { SourcesService } from './sources.service.js';

const SOURCES_JOBS = { refreshWfp: 'sources.refresh-wfp' } as const;

/** Daily at 03:15 UTC (04:15 in Lagos): WFP's CSV on HDX is asked for anything new. */
const REFRESH_WFP_CRON = '15 3 * * *';

/**
 * The jobs of sources: WFP's daily refresh, only when its feed is configured (WFP_FEED_URL). A
 * refresh that fails is kept in the source's import history with why (the Sources page), and the
 * next day's asks again; a source switched off, or being refreshed by an admin, is left alone.
 */
export function registerSourcesJobs(jobs: JobQueue, sources: SourcesService): void {
  if (!sources.feeds().includes('wfp')) return;
  jobs.work(SOURCES_JOBS.refreshWfp, async () => {
    try {
      await sources.refreshFeed('wfp');
    } catch (err) {
      if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
    }
  });
  jobs.schedule(SOURCES_JOBS.refreshWfp, REFRESH_WFP_CRON);
}
