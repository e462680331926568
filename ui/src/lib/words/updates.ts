// The words of updates (Settings > Updates and the notice of the quiet check at start), from
// locales/<language>/updates.ftl: what a check found and where an install is. The errors' words
// are errors.ts's (the update_* codes).
import { CONTRACT, type ErrorCode, type UpdateStage, type UpdateStatus } from '../bindings';
import { formatBytes, formatDate } from '../format';
import { t } from '../i18n/index.svelte';
import { unknownValue } from '../errors';

/**
 * Dubdeck's releases page: where its installers are, for a copy that cannot update itself (the
 * shell names it: src-tauri/src/project.rs).
 */
export const RELEASES_PAGE = CONTRACT.links.releasesPage;

/** The failures whose way out is the installer from the releases page (shown under their words). */
export const POINTS_TO_RELEASES: readonly ErrorCode[] = ['update_not_offered', 'update_signature_invalid', 'update_install_failed', 'update_unsupported'];

/** What a check found, in a sentence: up to date, older (refused), or the version available. */
export function statusWords(status: UpdateStatus, current: string): string {
  switch (status.status) {
    case 'available':
      return t('updates-available', { version: status.offer.version });
    case 'up_to_date':
      return t('updates-up-to-date', { version: current });
    case 'older':
      return t('updates-older', { offered: status.offered, current });
    default:
      return unknownValue(status, '');
  }
}

/** When a release was published ("Released Dec 1, 2026."), or null when it does not say. */
export function releasedWords(date: string | null): string | null {
  const day = date ? formatDate(date) : '';
  return day ? t('updates-released', { date: day }) : null;
}

/** Where an install of `version` is, in a sentence (null: asked for, no stage heard yet). */
export function stageWords(version: string, stage: UpdateStage | null): string {
  if (stage === null) return t('updates-stage-starting', { version });
  switch (stage.stage) {
    case 'waiting_for_jobs':
      return t('updates-stage-waiting', { jobs: stage.jobs });
    case 'downloading':
      return t('updates-stage-downloading', { version });
    case 'installing':
      return t('updates-stage-installing', { version });
    case 'restarting':
      return t('updates-stage-restarting', { version });
    case 'failed':
      // Said by the failure's own words (errors.ts), not as a stage.
      return '';
    default:
      return unknownValue(stage, '');
  }
}

/** How much is downloaded ("12.4 MB of 30 MB"), or null when nothing is downloading. */
export function downloadedWords(stage: UpdateStage | null): string | null {
  if (stage?.stage !== 'downloading') return null;
  const received = formatBytes(stage.received);
  return stage.total !== null && stage.total > 0
    ? t('updates-downloaded-of', { received, total: formatBytes(stage.total) })
    : t('updates-downloaded', { received });
}

/**
 * How far an install is, in percent, for its progress bar: the download's share while it
 * downloads (null when its size is unknown, or before it starts: the bar then says no number),
 * whole once installing.
 */
export function stagePercent(stage: UpdateStage | null): number | null {
  if (stage === null) return null;
  switch (stage.stage) {
    case 'downloading':
      return stage.total !== null && stage.total > 0 ? Math.max(0, Math.min(100, Math.floor((stage.received / stage.total) * 100))) : null;
    case 'installing':
    case 'restarting':
      return 100;
    default:
      return null;
  }
}
