// The words of a job's failure and of its passing notices (`locales/<language>/jobs.ftl`), typed
// over the contract's unions (FailureCode, Notice): a code added in Rust without words here fails
// `npm run check` (see words.check.ts). Every function formats its words when it is called.
import type { FailureCode, JobFailure, JobRow, Notice } from '../bindings';
import { baseName, cause, detail, mediaProblemWords, named, toolWords } from '../errors';
import { formatDuration, secondsUntil } from '../format';
import { t } from '../i18n/index.svelte';

/** What a failure's words may say of the job. */
export type FailureRow = Pick<JobRow, 'kind' | 'title' | 'format' | 'durationMs' | 'voiceName'>;

type FailureWordsTable = {
  [C in FailureCode]: (f: Extract<JobFailure, { code: C }>, row: FailureRow) => string;
};

/** Why a job failed, by its code, with each code's own parameters: what, why, what to do. */
export const FAILURE_WORDS = {
  input_rejected: (f) => (f.detail ? t('failure-input-rejected-detail', { detail: f.detail }) : t('failure-input-rejected')),
  input_missing: (f) => {
    const input = { named: named(f.path), file: baseName(f.path ?? '') };
    if (f.foundBytes != null && f.expectedBytes != null) return t('failure-input-changed', input);
    return t('failure-input-missing', { ...input, detail: cause({ io: f.io ?? null, detail: f.reason ?? null }) });
  },
  unauthorized: () => t('failure-unauthorized'),
  not_enough_credits: (f) =>
    f.balance != null
      ? t('failure-not-enough-credits-balance', { needed: f.needed ?? 0, balance: f.balance })
      : t('failure-not-enough-credits', { needed: f.needed ?? 0 }),
  voice_not_found: (_f, row) => t('failure-voice-not-found', { named: named(row.voiceName), voice: row.voiceName ?? '' }),
  remote_not_found: () => t('failure-remote-not-found'),
  remote_failed: (f, row) => {
    if (f.reason) return t('failure-remote-failed-reason', { reason: f.reason });
    const durationMs = row.durationMs ?? f.durationMs ?? null;
    const known = [row.format ?? f.format ?? null, durationMs !== null ? formatDuration(durationMs) : null].filter(Boolean).join(', ');
    const kind = row.kind === 'training' ? 'training' : 'file';
    return known ? t('failure-remote-failed-known', { kind, known }) : t('failure-remote-failed', { kind });
  },
  invalid_request: (f) =>
    f.field ? t('failure-invalid-field', { field: f.field }) : t('failure-invalid-request', { detail: detail(f.detail) }),
  upload_failed: (f) =>
    f.addresses != null && f.files != null
      ? t('failure-upload-addresses', { addresses: f.addresses, files: f.files })
      : t('failure-upload-failed', { detail: storageDetail(f.status, f.detail) }),
  upload_expired: () => t('failure-upload-expired'),
  download_failed: (f) =>
    f.expectedBytes != null && f.receivedBytes != null
      ? t('failure-download-short', { received: f.receivedBytes, expected: f.expectedBytes })
      : t('failure-download-failed', { detail: storageDetail(f.status, f.detail) }),
  media_failed: (f) => {
    if (f.tool) return t('error-media-tool-missing', { reason: toolWords(f.tool) });
    const why = f.problem ? detail(mediaProblemWords(f.problem)) : cause({ io: f.io ?? null, detail: f.reason ?? null });
    return t('failure-media-failed', { named: named(f.path), file: baseName(f.path ?? ''), detail: why });
  },
  output_failed: (f) => {
    const why = cause({ io: f.io ?? null, detail: f.reason ?? null });
    return f.path
      ? t('failure-output-failed-path', { path: f.path, detail: why })
      : t('failure-output-failed', { detail: why });
  },
  network: () => t('failure-network'),
  server_error: (f) => {
    if (f.location) return t('failure-redirected', { location: f.location });
    return f.status != null ? t('failure-server-error-status', { status: String(f.status) }) : t('failure-server-error');
  },
  interrupted: () => t('failure-interrupted'),
  internal: (f) => t('failure-internal', { detail: detail(f.detail) }),
} satisfies FailureWordsTable;

/** A storage's answer as a parenthesis: its HTTP status and its own words, when it gave them. */
function storageDetail(status: number | null | undefined, words: string | null | undefined): string {
  const said = [status != null ? t('failure-http-status', { status: String(status) }) : null, words?.trim() || null].filter(Boolean).join(': ');
  return detail(said);
}

/** Why a job failed, in plain words, with what to do. */
export function failureWords(f: JobFailure, row: FailureRow): string {
  // The table is indexed by the failure's own code, so the variant matches its function.
  const words = (FAILURE_WORDS as Record<string, ((f: JobFailure, row: FailureRow) => string) | undefined>)[f.code];
  return words ? words(f, row) : t('failure-unknown', { code: String(f.code) });
}

/** Why a try failed, in a few words (the notice of a try that will be repeated). */
export const FAILURE_CAUSE = {
  input_rejected: () => t('failure-cause-input-rejected'),
  input_missing: () => t('failure-cause-input-missing'),
  unauthorized: () => t('failure-cause-unauthorized'),
  not_enough_credits: () => t('failure-cause-not-enough-credits'),
  voice_not_found: () => t('failure-cause-voice-not-found'),
  remote_not_found: () => t('failure-cause-remote-not-found'),
  remote_failed: () => t('failure-cause-remote-failed'),
  invalid_request: () => t('failure-cause-invalid-request'),
  upload_failed: () => t('failure-cause-upload-failed'),
  upload_expired: () => t('failure-cause-upload-expired'),
  download_failed: () => t('failure-cause-download-failed'),
  media_failed: () => t('failure-cause-media-failed'),
  output_failed: () => t('failure-cause-output-failed'),
  network: () => t('failure-cause-network'),
  server_error: () => t('failure-cause-server-error'),
  interrupted: () => t('failure-cause-interrupted'),
  internal: () => t('failure-cause-internal'),
} satisfies Record<FailureCode, () => string>;

type NoticeWordsTable = {
  [C in Notice['code']]: (n: Extract<Notice, { code: C }>, now: number) => string | null;
};

/** A job's passing condition, while it lasts (null once its time is past). */
export const NOTICE_WORDS = {
  rate_limited: (n, now) =>
    Date.parse(n.until) > now ? t('notice-rate-limited', { seconds: secondsUntil(n.until, now) }) : null,
  retrying: (n, now) => {
    if (!(Date.parse(n.nextAt) > now)) return null;
    const cause = (FAILURE_CAUSE as Record<string, (() => string) | undefined>)[n.reasonCode];
    return t('notice-retrying', {
      cause: cause ? cause() : t('failure-cause-unknown'),
      seconds: secondsUntil(n.nextAt, now),
      attempt: n.attempt + 1,
      of: n.of,
    });
  },
} satisfies NoticeWordsTable;

/** The words of a job's notice at `now`, or null when it has passed (or is unknown). */
export function noticeWords(n: Notice, now: number): string | null {
  const words = (NOTICE_WORDS as Record<string, ((n: Notice, now: number) => string | null) | undefined>)[n.code];
  return words ? words(n, now) : null;
}
