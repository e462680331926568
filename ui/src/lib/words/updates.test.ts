// The words of updates: what a check found, an install's stages and sizes, and the update errors'
// words (what happened, why, what to do), in English, in other languages' plurals, and all from
// the catalogue in the pseudo-locale.
import { describe, expect, it } from 'vitest';
import { downloadedWords, releasedWords, stagePercent, stageWords, statusWords } from './updates';
import { errorWords } from '../errors';
import { ipcErrorData, type IpcErrorParams } from '../backend/backend';
import type { ErrorCode } from '../bindings';
import { setLocale } from '../i18n/index.svelte';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

const OFFER = { version: '0.2.0', notes: null, date: '2026-12-01T09:30:00Z' };
const words = (code: ErrorCode, params: IpcErrorParams = {}) => errorWords(ipcErrorData(code, 'a sentence for the log', params));

describe('in English', () => {
  it('says what a check found: the newest already, an older release refused, or a newer one', () => {
    expect(statusWords({ status: 'up_to_date', offered: '0.1.0' }, '0.1.0')).toBe('Dubdeck 0.1.0 is the newest version.');
    expect(statusWords({ status: 'older', offered: '0.0.9' }, '0.1.0')).toBe(
      'The release offered (0.0.9) is older than this version (0.1.0): nothing to install.',
    );
    expect(statusWords({ status: 'available', offer: OFFER }, '0.1.0')).toBe('Dubdeck 0.2.0 is available.');
    expect(releasedWords(OFFER.date)).toBe('Released Dec 1, 2026.');
    expect(releasedWords(null)).toBeNull();
    expect(releasedWords('not a date')).toBeNull();
  });

  it('says each stage of an install, and for how many jobs it waits', () => {
    expect(stageWords('0.2.0', null)).toBe('Starting the install of Dubdeck 0.2.0…');
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 1 })).toBe(
      'Waiting for 1 job under way to finish. The install starts by itself once it is done.',
    );
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 3 })).toBe(
      'Waiting for 3 jobs under way to finish. The install starts by itself once they are done.',
    );
    expect(stageWords('0.2.0', { stage: 'downloading', received: 0, total: null })).toBe('Downloading Dubdeck 0.2.0…');
    expect(stageWords('0.2.0', { stage: 'installing' })).toBe('Installing Dubdeck 0.2.0…');
    expect(stageWords('0.2.0', { stage: 'restarting' })).toBe('Dubdeck 0.2.0 is installed. Dubdeck restarts into it now.');
  });

  it('sizes the download, with its whole size when the server says it, and its share for the bar', () => {
    expect(downloadedWords({ stage: 'downloading', received: 12_400_000, total: 30_000_000 })).toBe('12.4 MB of 30.0 MB');
    expect(downloadedWords({ stage: 'downloading', received: 820_000, total: null })).toBe('820 KB downloaded');
    expect(downloadedWords({ stage: 'installing' })).toBeNull();
    expect(stagePercent({ stage: 'downloading', received: 12_400_000, total: 30_000_000 })).toBe(41);
    expect(stagePercent({ stage: 'downloading', received: 5, total: null })).toBeNull();
    expect(stagePercent({ stage: 'waiting_for_jobs', jobs: 2 })).toBeNull();
    expect(stagePercent(null)).toBeNull();
    expect(stagePercent({ stage: 'installing' })).toBe(100);
  });

  it('words each update error: what happened, why, and what to do', () => {
    expect(words('update_unreachable', { detail: 'error sending request: connection refused' })).toBe(
      'Dubdeck could not get the newest release from the updates address (error sending request: connection refused). Check your connection and the updates address in Settings › Updates, then try again.',
    );
    expect(words('update_unreachable')).toBe(
      'Dubdeck could not get the newest release from the updates address. Check your connection and the updates address in Settings › Updates, then try again.',
    );
    expect(words('update_not_offered', { value: 'linux-x86_64-deb' })).toBe(
      "The release offered has no package for this kind of installation (linux-x86_64-deb), so nothing was installed. Check for updates again later, or download the installer from Dubdeck's releases page.",
    );
    expect(words('update_not_offered')).toBe(
      "The release offered has no package that Dubdeck can install, so nothing was installed. Check for updates again later, or download the installer from Dubdeck's releases page.",
    );
    expect(words('update_signature_invalid')).toBe(
      "The downloaded update does not carry Dubdeck's signature, so it was not installed: it may have been damaged or changed on the way. Nothing on this computer changed. Try again later, or download the installer from Dubdeck's releases page.",
    );
    expect(words('update_install_failed', { detail: 'dpkg: error processing package dubdeck' })).toBe(
      "The update could not be installed (dpkg: error processing package dubdeck), so Dubdeck stays as it was. Try again; if it fails again, download the installer from Dubdeck's releases page and run it yourself.",
    );
    expect(words('update_unsupported')).toBe(
      "This copy of Dubdeck cannot update itself, because it was not installed from a package that updates (it runs from a folder, or as an AppImage). Download the installer from Dubdeck's releases page and install the new version with it.",
    );
    expect(words('update_insecure', { value: 'http://updates.example.com/latest.json' })).toBe(
      'http://updates.example.com/latest.json is a plain http address, and this build of Dubdeck takes updates only over https://, so it did not look there. Set an https:// updates address in Settings › Updates, or use the default.',
    );
    expect(words('update_insecure')).toMatch(/^The updates address is plain http, /);
    // The shell's log is never shown.
    for (const code of ['update_unreachable', 'update_install_failed', 'update_unsupported'] as const) {
      expect(words(code)).not.toContain('a sentence for the log');
    }
  });

  it('follows the language, with its plural forms for the jobs waited for', async () => {
    await setLocale('ru');
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 1 })).toMatch(/пока идёт 1 задание, .* оно завершится/);
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 3 })).toMatch(/пока идут 3 задания,/);
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 5 })).toMatch(/пока идут 5 заданий,/);
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 21 })).toMatch(/пока идёт 21 задание,/);
    expect(statusWords({ status: 'up_to_date', offered: '0.1.0' }, '0.1.0')).toBe('Dubdeck 0.1.0 — новейшая версия.');
    await setLocale('ja');
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 2 })).toBe(
      '実行中のジョブ 2 件の完了を待っています。完了すると、インストールが自動で始まります。',
    );
    expect(words('update_unsupported')).toMatch(/^この Dubdeck は/);
    await setLocale('fr');
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 1 })).toMatch(/^En attente de la fin de 1 tâche en cours\./);
    expect(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs: 2 })).toMatch(/^En attente de la fin de 2 tâches en cours\./);
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

  it('words every status, stage and size from the catalogue', () => {
    expectWorded(statusWords({ status: 'up_to_date', offered: '0.1.0' }, '0.1.0'));
    expectWorded(statusWords({ status: 'older', offered: '0.0.9' }, '0.1.0'));
    expectWorded(statusWords({ status: 'available', offer: OFFER }, '0.1.0'));
    expectWorded(releasedWords(OFFER.date), ['Dec 1, 2026']);
    expectWorded(stageWords('0.2.0', null));
    for (const jobs of [1, 2, 5]) expectWorded(stageWords('0.2.0', { stage: 'waiting_for_jobs', jobs }));
    for (const stage of [{ stage: 'installing' }, { stage: 'restarting' }, { stage: 'downloading', received: 1, total: 2 }] as const) {
      expectWorded(stageWords('0.2.0', stage));
    }
    expectWorded(downloadedWords({ stage: 'downloading', received: 12_400_000, total: 30_000_000 }));
    expectWorded(downloadedWords({ stage: 'downloading', received: 12_400_000, total: null }));
  });

  it('words every update error, with and without its params', () => {
    const codes = ['update_unreachable', 'update_not_offered', 'update_signature_invalid', 'update_install_failed', 'update_unsupported', 'update_insecure'] as const;
    for (const code of codes) {
      expectWorded(words(code), [code]);
      expectWorded(words(code, { value: 'http://updates.example.com/x', detail: 'the server said no' }), [
        'http://updates.example.com/x',
        'the server said no',
      ]);
    }
  });
});
