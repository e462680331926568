// The page "Buy credits" opens (Settings > Advanced): checked here before it is stored, so the
// refusal says exactly what is wrong. An https address; http only for this computer (a local
// test page on localhost or 127.0.0.1).

/** What is wrong with an address typed for the credits page. */
export type CreditsPageProblem = 'empty' | 'not_address' | 'not_https';

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Null when `value` may be the credits page, else why not. */
export function creditsPageProblem(value: string): CreditsPageProblem | null {
  const text = value.trim();
  if (text === '') return 'empty';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not_address';
  }
  if (url.protocol === 'https:') return url.hostname === '' ? 'not_address' : null;
  if (url.protocol === 'http:') return LOCAL_HOSTS.includes(url.hostname) ? null : 'not_https';
  return 'not_https';
}
