import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, jobFailure as failure, makeJobRow, sampleJobs, stageMeaning } from '../backend/fake';
import type { JobRow } from '../bindings';
import { progressWords } from '../stores/jobs.svelte';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The library's rows, with times relative to now (built per test: the clock moves). */
function makeRows(): JobRow[] {
  return [
    makeJobRow({ id: 'dub:up', title: 'upload.mp3', state: 'uploading', step: 'upload', bytesDone: 450_000, bytesTotal: 1_000_000 }),
    makeJobRow({ id: 'dub:pre', title: 'pre.wav', state: 'preprocessing', step: 'preprocess', stateSince: ago(42_000) }),
    makeJobRow({
      id: 'dub:rate',
      title: 'rate.mp3',
      state: 'processing',
      step: 'generate',
      notice: { code: 'rate_limited', until: ahead(12_000) },
    }),
    makeJobRow({ id: 'dub:ask', title: 'ask.mp3', state: 'awaiting_approval', step: 'confirm', status: 'approval', requiredCredits: 40 }),
    makeJobRow({
      id: 'dub:credits',
      title: 'credits.mp3',
      state: 'waiting_credits',
      step: 'confirm',
      status: 'credits',
      requiredCredits: 40,
      failure: failure('not_enough_credits', { needed: 40, balance: 25 }),
    }),
    makeJobRow({
      id: 'dub:done',
      title: 'done.mp3',
      voiceName: 'Cleo Stone 3',
      voiceId: 'v0003',
      state: 'done',
      step: 'finished',
      status: 'done',
      creditsUsed: 40,
      outputPath: '/home/user/Music/Dubdeck/done (Cleo Stone 3).mp3',
    }),
    makeJobRow({
      id: 'dub:net',
      title: 'net.mp3',
      state: 'failed',
      step: 'upload',
      status: 'failed',
      failure: failure('network', {}),
    }),
    makeJobRow({
      id: 'dub:gone',
      title: 'gone.mp3',
      voiceName: 'Old Voice',
      state: 'failed',
      step: 'upload',
      status: 'failed',
      failure: failure('voice_not_found', {}),
      // The shell's decision for this failure: Retry can't bring the voice back.
      actions: { ...stageMeaning('dub', 'failed').actions, retry: false },
    }),
    makeJobRow({
      id: 'training:t1',
      kind: 'training',
      title: 'My studio voice',
      voiceName: 'My studio voice',
      state: 'training',
      step: 'generate',
      durationMs: null,
      format: null,
      stateSince: ago(65_000),
    }),
  ];
}


async function openJobs(rows: JobRow[] = makeRows()) {
  const backend = new FakeBackend({
    signedIn: true,
    jobs: rows,
    lastVoice: { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null },
  });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: /^Jobs/ }));
  const list = rows.length > 0 ? await screen.findByRole('list', { name: 'Jobs' }) : document.body;
  return { backend, user, list };
}

const row = (list: HTMLElement, title: string) => within(list).getByRole('article', { name: title });
const currentStep = (article: HTMLElement) => article.querySelector('[aria-current="step"]')?.textContent?.trim();

describe('Jobs library', () => {
  it('shows every job with its stage timeline', async () => {
    const { list } = await openJobs();
    expect(within(list).getAllByRole('article')).toHaveLength(makeRows().length);
    expect(within(row(list, 'upload.mp3')).getByRole('list', { name: 'Stages' })).toHaveTextContent(
      'Upload Preprocess Confirm cost Generate Download',
    );
    expect(currentStep(row(list, 'upload.mp3'))).toBe('Upload');
    expect(currentStep(row(list, 'pre.wav'))).toBe('Preprocess');
    expect(currentStep(row(list, 'ask.mp3'))).toBe('Confirm cost');
    expect(currentStep(row(list, 'rate.mp3'))).toBe('Generate');
    expect(currentStep(row(list, 'done.mp3'))).toBeUndefined();
    // A training has its own steps.
    const training = row(list, 'My studio voice');
    expect(within(training).getByRole('list', { name: 'Stages' })).toHaveTextContent('Upload Confirm cost Train');
    expect(currentStep(training)).toBe('Train');
    expect(within(training).getByText(/Training · 1:0[5-7]/)).toBeInTheDocument();
  });

  it('shows percent and speed for transfers, live from progress events', async () => {
    const { backend, list } = await openJobs();
    const up = row(list, 'upload.mp3');
    expect(within(up).getByRole('progressbar', { name: 'Uploading progress' })).toHaveAttribute('aria-valuenow', '45');
    expect(within(up).getByText('Uploading · 45% of 1.0 MB')).toBeInTheDocument();
    backend.progress('dub:up', 600_000, 1_000_000);
    await new Promise((r) => setTimeout(r, 120));
    backend.progress('dub:up', 700_000, 1_000_000);
    await waitFor(() => expect(within(up).getByText(/Uploading · 70% of 1\.0 MB · \d+(\.\d)? (KB|MB)\/s/)).toBeInTheDocument());
    expect(within(up).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  });

  it('reads a transfer at 100% the service has not confirmed as finishing, its step not done', async () => {
    const { backend, list } = await openJobs();
    const up = row(list, 'upload.mp3');
    backend.progress('dub:up', 1_000_000, 1_000_000);
    await waitFor(() => expect(within(up).getByText('Finishing upload…')).toBeInTheDocument());
    expect(within(up).queryByText(/Uploading · 100%/)).toBeNull();
    expect(within(up).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Finishing upload…');
    // The service has not said the upload is over: Upload is still the step under way.
    expect(currentStep(up)).toBe('Upload');
    expect(up.querySelector('[data-step="upload"]')).toHaveAttribute('data-step-state', 'current');
    const now = Date.now();
    const down = makeJobRow({ id: 'y', state: 'downloading', bytesDone: 2048, bytesTotal: 2048, stateSince: new Date(now).toISOString() });
    expect(progressWords(down, now, 1000)).toBe('Finishing download…');
  });

  it('shows the elapsed time of service stages and waits for the service on rate limits', async () => {
    const { list } = await openJobs();
    expect(within(row(list, 'pre.wav')).getByText(/^Preprocessing · 4[2-4] s$/)).toBeInTheDocument();
    expect(within(row(list, 'rate.mp3')).getByText(/^Waiting for the service \(1[12] s\)$/)).toBeInTheDocument();
    const now = Date.now();
    const r = makeJobRow({
      id: 'x',
      stateSince: new Date(now).toISOString(),
      notice: { code: 'retrying', attempt: 2, of: 8, reasonCode: 'network', nextAt: new Date(now + 5000).toISOString() },
    });
    expect(progressWords(r, now, null)).toBe("Can't reach the voice service; trying again in 5 s (try 3 of 8)");
    // Once its time is past, a notice gives way to the row's own progress.
    expect(progressWords(r, now + 6000, null)).toBe('Uploading · 6 s');
  });

  it('asks to approve a cost above the limit: Approve generates, Discard stops', async () => {
    const { backend, user, list } = await openJobs();
    const ask = row(list, 'ask.mp3');
    expect(within(ask).getByText('Generate for 40 credits')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(backend.callsOf('approveJob')).toEqual([['dub:ask']]);
    await waitFor(() => expect(currentStep(row(list, 'ask.mp3'))).toBe('Generate'));
    expect(within(row(list, 'ask.mp3')).queryByRole('button', { name: 'Approve' })).toBeNull();

    backend.addJob(makeJobRow({ id: 'dub:ask2', title: 'ask2.mp3', state: 'awaiting_approval', step: 'confirm', status: 'approval', requiredCredits: 90 }));
    const second = await within(list).findByRole('article', { name: 'ask2.mp3' });
    expect(within(second).getByText('Generate for 90 credits')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(row(list, 'ask2.mp3')).getByText('Discarded')).toBeInTheDocument());
  });

  it('says plainly when credits are short, and Retry tries again', async () => {
    const { backend, user, list } = await openJobs();
    const credits = row(list, 'credits.mp3');
    expect(credits).toHaveTextContent('This needs 40 credits and the account has 25. Buy credits, then press Retry.');
    // "Buy credits" is a way there: the shell opens the credits page in the browser.
    await user.click(within(credits).getByRole('button', { name: 'Buy credits' }));
    expect(backend.callsOf('openCreditsPage')).toHaveLength(1);
    await user.click(within(credits).getByRole('button', { name: 'Retry' }));
    expect(backend.callsOf('retryJob')).toEqual([['dub:credits']]);
    await waitFor(() => expect(currentStep(row(list, 'credits.mp3'))).toBe('Generate'));
  });

  it('offers a done dub: open, show in folder, dub again with another voice, and the A/B player slot', async () => {
    const { backend, user, list } = await openJobs();
    const done = row(list, 'done.mp3');
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(done.querySelector('[data-slot="ab-player"]')).not.toBeNull();
    expect(within(done).getByText('/home/user/Music/Dubdeck/done (Cleo Stone 3).mp3')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Open' }));
    await user.click(within(done).getByRole('button', { name: 'Show in folder' }));
    expect(backend.callsOf('openResult')).toEqual([['dub:done', 'audio']]);
    expect(backend.callsOf('showResult')).toEqual([['dub:done', 'audio']]);
    await user.click(within(done).getByRole('button', { name: 'Dub again with another voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dub “done.mp3” again' });
    await user.click(await within(dialog).findByRole('button', { name: 'Blake Stone 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dub with Blake Stone 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsOf('dubAgain')).toEqual([['dub:done', 'v0002', 'Blake Stone 2', false]]);
    // The new dub is a row of its own, at the top.
    await waitFor(() => expect(within(list).getAllByRole('article', { name: 'done.mp3' })).toHaveLength(2));
  });

  it('says why a job failed, with Retry only where it can work', async () => {
    const { backend, user, list } = await openJobs();
    const net = row(list, 'net.mp3');
    expect(net).toHaveTextContent("Can't reach the voice service. Check your connection, then press Retry.");
    const gone = row(list, 'gone.mp3');
    expect(gone).toHaveTextContent('Old Voice is no longer available. Dub again with another voice.');
    expect(within(gone).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(net).getByRole('button', { name: 'Retry' }));
    expect(backend.callsOf('retryJob')).toEqual([['dub:net']]);
    await waitFor(() => expect(within(row(list, 'net.mp3')).queryByRole('button', { name: 'Retry' })).toBeNull());
  });

  it('removes a finished job, asking whether the result file goes too', async () => {
    const { backend, user, list } = await openJobs();
    expect(within(row(list, 'upload.mp3')).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(row(list, 'done.mp3')).getByRole('button', { name: 'Remove done.mp3 from the library' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove “done.mp3” from the library?' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Also delete the result file/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove and delete the file' }));
    await waitFor(() => expect(within(list).queryByRole('article', { name: 'done.mp3' })).toBeNull());
    expect(backend.callsOf('removeJob')).toEqual([['dub:done', true]]);
    // A failed job has no result file: no question about it.
    await user.click(within(row(list, 'net.mp3')).getByRole('button', { name: 'Remove net.mp3 from the library' }));
    const second = await screen.findByRole('alertdialog');
    expect(within(second).queryByRole('checkbox')).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(backend.callsOf('removeJob').at(-1)).toEqual(['dub:net', false]));
  });

  it('keeps focus in its dialogs, closes them with Escape and gives focus back to the button that opened them', async () => {
    const { backend, user, list } = await openJobs();
    const again = within(row(list, 'done.mp3')).getByRole('button', { name: 'Dub again with another voice' });
    await user.click(again);
    const dialog = await screen.findByRole('dialog', { name: 'Dub “done.mp3” again' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search voices to dub with' });
    await waitFor(() => expect(search).toHaveFocus());
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // "Choose a voice" is disabled until a voice is chosen: Shift+Tab from the search lands on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Choose a voice' })).toBeDisabled();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(search).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(again).toHaveFocus();

    const remove = within(row(list, 'done.mp3')).getByRole('button', { name: 'Remove done.mp3 from the library' });
    await user.click(remove);
    const ask = await screen.findByRole('alertdialog', { name: 'Remove “done.mp3” from the library?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    const confirm = within(ask).getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(within(ask).getByRole('checkbox', { name: /Also delete the result file/ })).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveFocus();
    expect(backend.callsOf('removeJob')).toEqual([]);
    expect(backend.callsOf('dubAgain')).toEqual([]);
  });

  it('filters, searches and groups through the library', async () => {
    const { backend, user, list } = await openJobs();
    await user.click(screen.getByRole('button', { name: /^Failed/ }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(backend.callsOf('jobs').at(-1)?.[0]).toMatchObject({ filter: 'failed', search: null, group: null });
    await user.click(screen.getByRole('button', { name: /^Waiting/ }));
    await waitFor(() =>
      expect(within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['ask.mp3', 'credits.mp3']),
    );
    await user.click(screen.getByRole('button', { name: /^All/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'cleo');
    await waitFor(() => expect(within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['done.mp3']));
    expect(backend.callsOf('jobs').at(-1)?.[0]).toMatchObject({ filter: 'all', search: 'cleo' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group jobs' }), 'voice');
    const group = await screen.findByRole('region', { name: 'Cleo Stone 3' });
    expect(within(group).getByRole('article', { name: 'done.mp3' })).toBeInTheDocument();
    expect(backend.callsOf('jobGroups').at(-1)?.[1]).toBe('voice');
  });

  it('follows the library live: new rows appear and changed rows move on, without polling', async () => {
    const { backend } = await openJobs([]);
    expect(screen.queryByRole('article')).toBeNull();
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    const jobsCalls = backend.callsOf('jobs').length;
    backend.addJob(makeJobRow({ id: 'dub:new', title: 'new.mp3', state: 'created' }));
    const fresh = await screen.findByRole('article', { name: 'new.mp3' });
    expect(currentStep(fresh)).toBe('Upload');
    backend.updateJob('dub:new', { state: 'downloading', step: 'download', bytesDone: 10, bytesTotal: 100 });
    await waitFor(() => expect(currentStep(screen.getByRole('article', { name: 'new.mp3' }))).toBe('Download'));
    backend.updateJob('dub:new', { state: 'done', step: 'finished', status: 'done', outputPath: '/out/new.mp3' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'new.mp3' })).getByRole('button', { name: 'Open' })).toBeInTheDocument());
    expect(backend.callsOf('jobs')).toHaveLength(jobsCalls);
  });

  it("shows the dev library (?jobs) with each row's own actions", async () => {
    const { list } = await openJobs(sampleJobs());
    expect(within(list).getAllByRole('article')).toHaveLength(sampleJobs().length);
    expect(within(row(list, 'Wedding toast.m4a')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row(list, 'Anthem demo.flac')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(row(list, 'Summer single.mp3')).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(within(row(list, 'Voice memo 12.ogg')).getByRole('button', { name: 'Dub again with another voice' })).toBeInTheDocument();
    expect(within(row(list, 'My studio voice')).queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
