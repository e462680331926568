// The update errors' words (what happened, why, what to do), in English and all from the
// catalogue in the pseudo-locale.
import { describe, expect, it } from 'vitest';
import { errorWords } from '../errors';
import { ipcErrorData, type IpcErrorParams } from '../backend/backend';
import type { ErrorCode } from '../bindings';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

const words = (code: ErrorCode, params: IpcErrorParams = {}) => errorWords(ipcErrorData(code, 'a sentence for the log', params));

describe('in English', () => {
  it('words each update error: what happened, why, and what to do', () => {
    expect(words('update_unreachable', { detail: 'error sending request: connection refused' })).toBe(
      'Dubdeck could not get the newest release from the updates address (error sending request: connection refused). Check your connection and the updates address in Settings > Updates, then try again.',
    );
    expect(words('update_unreachable')).toBe(
      'Dubdeck could not get the newest release from the updates address. Check your connection and the updates address in Settings > Updates, then try again.',
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
      'http://updates.example.com/latest.json is a plain http address, and this build of Dubdeck takes updates only over https://, so it did not look there. Set an https:// updates address in Settings > Updates, or use the default.',
    );
    expect(words('update_insecure')).toMatch(/^The updates address is plain http, /);
    // The shell's log is never shown.
    for (const code of ['update_unreachable', 'update_install_failed', 'update_unsupported'] as const) {
      expect(words(code)).not.toContain('a sentence for the log');
    }
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

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
