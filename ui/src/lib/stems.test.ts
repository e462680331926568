import { describe, expect, it } from 'vitest';
import { pairStems, pairWith, stemBase, stemRole, unpair, type StemDrop } from './stems';

describe('what a file name says it holds', () => {
  // Names as the separators write them, with the song's name each should come down to.
  it.each([
    // Ultimate Vocal Remover: batch number, song, bracketed stem, then the model when asked for.
    ['1_Song_(Vocals).wav', 'vocal', '1_Song'],
    ['Song_(Instrumental).flac', 'instrumental', 'Song'],
    ['1_Song_(Vocals)_UVR-MDX-NET-Voc_FT.wav', 'vocal', '1_Song'],
    ['1_Song_(Instrumental)_UVR-MDX-NET-Voc_FT.wav', 'instrumental', '1_Song'],
    ['Song_(Instrumental)_Kim_Vocal_2.wav', 'instrumental', 'Song'],
    ['1_Song_(Vocals)_UVR-MDX-NET-Inst_HQ_3.wav', 'vocal', '1_Song'],
    ['2_My Song_(Vocals)_5_HP-Karaoke-UVR.wav', 'vocal', '2_My Song'],
    ['2_My Song_(Instrumental)_5_HP-Karaoke-UVR.wav', 'instrumental', '2_My Song'],
    ['1_Song_(Vocals)_17_HP-Wind_Inst-UVR.wav', 'vocal', '1_Song'],
    ['1_Song_(No Vocals)_htdemucs_ft.wav', 'instrumental', '1_Song'],
    ['1_Song_(Inst)_MDX23C-8KFFT-InstVoc_HQ.wav', 'instrumental', '1_Song'],
    ['Song_(Vocals)_model_bs_roformer_ep_317_sdr_12.9755.flac', 'vocal', 'Song'],
    ['1_1_Song_(Vocals)_(No Reverb)_UVR-DeEcho-DeReverb.wav', 'vocal', '1_1_Song'],
    ['/music/Song (Piano Version) (Instrumental).wav', 'instrumental', 'Song (Piano Version)'],
    ['1_Song_(Drums)_htdemucs.wav', null, '1_Song'],
    ['1_Song_(Other)_Kim_Vocal_2.wav', null, '1_Song'],
    // Demucs and Spleeter: the folder names the song, the file the stem.
    ['separated/htdemucs/Song/vocals.wav', 'vocal', 'Song'],
    ['separated/htdemucs/Song/no_vocals.wav', 'instrumental', 'Song'],
    ['separated/htdemucs_6s/Song/other.wav', null, 'Song'],
    ['separated/htdemucs/Song/drums.mp3', null, 'Song'],
    ['separated/htdemucs/Song/bass.flac', null, 'Song'],
    ['out/Song/vocals.wav', 'vocal', 'Song'],
    ['out/Song/accompaniment.wav', 'instrumental', 'Song'],
    // Windows paths.
    ['C:\\Users\\me\\Music\\UVR\\1_Song_(Vocals).wav', 'vocal', '1_Song'],
    ['C:\\Users\\me\\separated\\htdemucs\\Song\\no_vocals.wav', 'instrumental', 'Song'],
    ['D:\\out\\Song\\accompaniment.wav', 'instrumental', 'Song'],
    // Hand-made names, any case, any separator.
    ['/music/Song - acapella.mp3', 'vocal', 'Song'],
    ['/music/Song (Acapella).wav', 'vocal', 'Song'],
    ['/music/Song a cappella.wav', 'vocal', 'Song'],
    ['/music/Song - instrumental.mp3', 'instrumental', 'Song'],
    ['/music/Song_inst.wav', 'instrumental', 'Song'],
    ['/music/Song (Karaoke).wav', 'instrumental', 'Song'],
    ['/music/Song (Karaoke Version).wav', 'instrumental', 'Song'],
    ['/music/Song - Vocal.wav', 'vocal', 'Song'],
    ['/music/Song_vox.wav', 'vocal', 'Song'],
    ['/music/Song [vocals].wav', 'vocal', 'Song'],
    ['/music/Song.Instrumental.wav', 'instrumental', 'Song'],
    ['/music/Song-backing track.wav', 'instrumental', 'Song'],
    ['/music/SONG_NO_VOCALS.WAV', 'instrumental', 'SONG'],
    ['/music/Song without vocals.mp3', 'instrumental', 'Song'],
    ['/music/Vocals - Song.wav', 'vocal', 'Song'],
    ['/music/Song - Instrumental - Remaster.wav', 'instrumental', 'Song - Remaster'],
    ['/music/Piano Man - instrumental.mp3', 'instrumental', 'Piano Man'],
    ['/music/Song - instrumental (2019).wav', 'instrumental', 'Song (2019)'],
    ['/music/Song (Backing Vocals).wav', null, 'Song'],
  ])('%s', (path, role, base) => {
    expect(stemRole(path)).toBe(role);
    expect(stemBase(path)).toBe(base);
  });

  it('reads whole words only, and "no vocals" as the backing', () => {
    for (const path of ['/m/Invocals.wav', '/m/instant.wav', '/m/Vocalise.wav', '/m/Instinct.mp3', '/m/Vox Populi.mp3', '/m/Song.mp3']) {
      expect(stemRole(path), path).toBeNull();
    }
    expect(stemBase('/m/Vox Populi.mp3')).toBe('Vox Populi');
    // "Vox" as the last word, or in brackets, is a marker.
    expect(stemRole('/m/Vox Populi (Instrumental).mp3')).toBe('instrumental');
    expect(stemRole('/m/Vox Populi (Vox).mp3')).toBe('vocal');
    for (const path of ['/m/no_vocals.wav', '/m/Song (No Vocals).wav', '/m/Song without vocals.wav', '/m/Song - no vox.wav']) {
      expect(stemRole(path), path).toBe('instrumental');
    }
  });
});

describe('pairing a drop', () => {
  it('pairs a whole album drop by song, keeping the drop order', () => {
    const drop = [
      '/uvr/1_Alpha_(Vocals)_UVR-MDX-NET-Voc_FT.wav',
      '/sep/htdemucs/Beta/no_vocals.wav',
      '/mix/Gamma.mp3',
      '/uvr/1_Alpha_(Instrumental)_UVR-MDX-NET-Voc_FT.wav',
      '/hand/03 - Delta - instrumental.wav',
      '/sep/htdemucs/Beta/vocals.wav',
      '/hand/Delta (Acapella).wav',
    ];
    expect(pairStems(drop)).toEqual({
      pairs: [
        { vocal: drop[0], instrumental: drop[3], name: '1_Alpha' },
        { vocal: drop[5], instrumental: drop[1], name: 'Beta' },
        { vocal: drop[6], instrumental: drop[4], name: 'Delta' },
      ],
      single: ['/mix/Gamma.mp3'],
    });
  });

  it('matches names in any case, with any separators and leading track numbers', () => {
    const { pairs, single } = pairStems([
      'C:\\stems\\01 - My Song (Vocals).wav',
      '/other/my_song_instrumental.flac',
      '/x/Another.wav',
    ]);
    expect(single).toEqual(['/x/Another.wav']);
    expect(pairs).toEqual([
      { vocal: 'C:\\stems\\01 - My Song (Vocals).wav', instrumental: '/other/my_song_instrumental.flac', name: '01 - My Song' },
    ]);
  });

  it('pairs one vocal and one instrumental dropped alone, whatever their names', () => {
    expect(pairStems(['/a/Backing - instrumental.wav', '/b/Take 3 vox.wav']).pairs).toEqual([
      { vocal: '/b/Take 3 vox.wav', instrumental: '/a/Backing - instrumental.wav', name: 'Take 3' },
    ]);
    // With anything else dropped too, names must agree.
    expect(pairStems(['/a/Backing - instrumental.wav', '/b/Take 3 vox.wav', '/c/Mix.mp3'])).toEqual({
      pairs: [],
      single: ['/a/Backing - instrumental.wav', '/b/Take 3 vox.wav', '/c/Mix.mp3'],
    });
  });

  it('never pairs two vocals or two instrumentals, and uses a file once', () => {
    expect(pairStems(['/a/Song (Vocals).wav', '/b/Song - acapella.wav']).pairs).toEqual([]);
    expect(pairStems(['/a/Song (Instrumental).wav', '/b/Song_inst.wav']).pairs).toEqual([]);
    const { pairs, single } = pairStems(['/a/Song (Vocals).wav', '/a/Song (Instrumental).wav', '/b/Song - acapella.wav']);
    expect(pairs).toEqual([{ vocal: '/a/Song (Vocals).wav', instrumental: '/a/Song (Instrumental).wav', name: 'Song' }]);
    expect(single).toEqual(['/b/Song - acapella.wav']);
  });

  it('prefers the halves of one separator run over another run of the same song', () => {
    const drop = [
      '/uvr/1_Song_(Vocals)_Kim_Vocal_2.wav',
      '/uvr/1_Song_(Vocals)_UVR-MDX-NET-Voc_FT.wav',
      '/uvr/1_Song_(Instrumental)_UVR-MDX-NET-Voc_FT.wav',
      '/sep/htdemucs/Song/vocals.wav',
      '/sep/mdx_extra/Song/vocals.wav',
      '/sep/mdx_extra/Song/no_vocals.wav',
    ];
    const { pairs, single } = pairStems(drop);
    expect(pairs).toEqual([
      { vocal: drop[1], instrumental: drop[2], name: '1_Song' },
      { vocal: drop[4], instrumental: drop[5], name: 'Song' },
    ]);
    expect(single).toEqual([drop[0], drop[3]]);
  });

  it('leaves other stems and plain mixes single, and counts a path dropped twice once', () => {
    const drop = ['/s/Song/drums.wav', '/s/Song/vocals.wav', '/s/Song/bass.wav', '/s/Song/vocals.wav', '/m/Song.mp3'];
    expect(pairStems(drop)).toEqual({ pairs: [], single: ['/s/Song/drums.wav', '/s/Song/vocals.wav', '/s/Song/bass.wav', '/m/Song.mp3'] });
  });
});

describe('changing the pairing', () => {
  const A_VOC = '/a/Alpha (Vocals).wav';
  const A_INST = '/a/Alpha (Instrumental).wav';
  const B_VOC = '/b/Beta (Vocals).wav';
  const B_INST = '/b/Beta (Instrumental).wav';
  const MIX = '/m/Mix.mp3';
  const start = (): StemDrop => pairStems([A_VOC, A_INST, B_VOC, B_INST, MIX]);

  it('pairs across pairs, releasing the former partners to the singles', () => {
    const before = start();
    const after = pairWith(before, A_VOC, B_INST);
    expect(after).toEqual({
      pairs: [{ vocal: A_VOC, instrumental: B_INST, name: 'Alpha' }],
      single: [MIX, A_INST, B_VOC],
    });
    // The state given is left as it was.
    expect(before).toEqual(start());
  });

  it('pairs a single with a paired file, keeping the pair in its place', () => {
    const after = pairWith(start(), '/m/Alpha take 2 vox.wav', A_INST);
    expect(after.pairs).toEqual([
      { vocal: '/m/Alpha take 2 vox.wav', instrumental: A_INST, name: 'Alpha take 2' },
      { vocal: B_VOC, instrumental: B_INST, name: 'Beta' },
    ]);
    expect(after.single).toEqual([MIX, A_VOC]);
    // Two singles make a new pair, last.
    const more = pairWith(after, A_VOC, MIX);
    expect(more.pairs.at(-1)).toEqual({ vocal: A_VOC, instrumental: MIX, name: 'Alpha' });
    expect(more.single).toEqual([]);
  });

  it('swaps a pair’s roles in place, and leaves a pair with itself as it was', () => {
    const swapped = pairWith(start(), B_INST, B_VOC);
    expect(swapped.pairs[1]).toEqual({ vocal: B_INST, instrumental: B_VOC, name: 'Beta' });
    expect(swapped.pairs[0].vocal).toBe(A_VOC);
    expect(swapped.single).toEqual([MIX]);
    expect(pairWith(start(), A_VOC, A_VOC)).toEqual(start());
  });

  it('breaks a pair by either member', () => {
    expect(unpair(start(), B_INST)).toEqual({
      pairs: [{ vocal: A_VOC, instrumental: A_INST, name: 'Alpha' }],
      single: [MIX, B_VOC, B_INST],
    });
    expect(unpair(start(), MIX)).toEqual(start());
  });
});
