//! Covers through the engine and the simulator: a vocal stem paired with an instrumental is sent
//! alone, unseparated, in the song's key; the dubbed vocal comes back shifted by the service and is
//! mixed here with the instrumental moved into the same key, in the format asked for, tagged; a new
//! mix at other levels costs nothing; a dub made into another format replaces its download; a
//! finished file that cannot be made never loses the paid dub.

use std::path::Path;

use dubdeck_core::codes::MixStep;
use dubdeck_core::engine::{CoverRequest, DubSource, EngineError, Refusal, remix};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::ffmpeg::AudioFormat;
use dubdeck_core::job::{DubState, MixSettings};

use super::LIMIT;
use super::engine_support::spectra::{CHORD, VOCAL_HZ, peak, probe, samples, spectrum, tone, true_peak};
use super::engine_support::*;

fn seconds(path: &Path) -> f64 {
    probe(path, "format=duration")
        .trim()
        .trim_start_matches("duration=")
        .parse()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cover_is_dubbed_in_the_songs_key_and_mixed_with_its_instrumental_again_for_free() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let (vocal, instrumental) = (
        rig.dir.path().join("Song (Vocals).wav"),
        rig.dir.path().join("Song (Instrumental).wav"),
    );
    tone(&vocal, &[VOCAL_HZ], 0.2, 6.0, "mono");
    tone(&instrumental, &CHORD, 0.15, 6.0, "stereo");
    let media = ffmpeg().await;
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(media.clone()))
        .await
        .unwrap();
    let mut request = rig.dub_request(DubSource::File(vocal.clone()), &voice, Some(100));
    request.pitch_shift = 0;
    request.cover = Some(CoverRequest {
        instrumental: instrumental.clone(),
        key: 2,
    });
    request.mix = Some(MixSettings {
        format: Some(AudioFormat::Flac),
        ..MixSettings::default()
    });
    let job = engine.enqueue_dub(request).await.unwrap();
    assert_eq!(job.separate, Some(false), "a stem is sent unseparated");
    assert_eq!(job.key, Some(2));
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    assert!(view.mix_error.is_none(), "{view:?}");

    // Sent: the vocal alone, unseparated, shifted by the key.
    let JobId::Dub(id) = job.id else { unreachable!() };
    let record = rig.ledger.dubs().get(id).unwrap();
    let remote = record.status.remote.unwrap().json;
    assert_eq!(remote["pitchShift"], 2, "{remote}");
    assert_eq!(remote["separate"], false, "{remote}");

    // Back: the dubbed vocal, shifted two semitones by the service, kept as a stem.
    let step = 2f64.powf(2.0 / 12.0);
    let dubbed = view.output_path.clone().unwrap();
    assert_eq!(
        dubbed,
        rig.out_dir()
            .join(format!("Song (Vocals) ({}, key +2).wav", voice.1))
    );
    let (found, _) = peak(&spectrum(&samples(&dubbed)), 1_050.0, 1_200.0);
    assert!(
        (found / (VOCAL_HZ * step) - 1.0).abs() < 0.01,
        "the dubbed vocal peaks at {found} Hz"
    );

    // The mix: named after the song, FLAC with its tags, as long as the song, the instrumental's
    // partials moved by two semitones, no true peak above -1 dBTP.
    let mix = view.mix_path.clone().unwrap();
    assert_eq!(
        mix,
        rig.out_dir().join(format!("Song ({}, key +2).flac", voice.1))
    );
    let described = probe(&mix, "format=format_name:format_tags=title,artist").to_lowercase();
    assert!(described.contains("format_name=flac"), "{described}");
    assert!(described.contains("title=song"), "{described}");
    assert!(
        described.contains(&format!("artist={}", voice.1.to_lowercase())),
        "{described}"
    );
    assert!(
        (seconds(&mix) - 6.0).abs() <= 0.010,
        "the mix lasts {} s",
        seconds(&mix)
    );
    let heard = spectrum(&samples(&mix));
    for f in CHORD {
        let (found, _) = peak(&heard, f * 1.06, f * 1.18);
        assert!(
            (found / (f * step) - 1.0).abs() < 0.01,
            "{f} Hz moved to {found} Hz"
        );
    }
    assert!(true_peak(&mix) <= -1.0, "a true peak of {} dBTP", true_peak(&mix));
    let stems = view.stems.clone().unwrap();
    let kept = stems.instrumental.unwrap();
    assert!(kept.starts_with(rig.data_dir().join("stems")), "{kept:?}");
    assert_eq!(stems.instrumental_name, "Song (Instrumental).wav");
    assert_eq!(stems.vocal.as_deref(), Some(dubbed.as_path()));

    // Mixed again from the library, the instrumental 6 dB lower: a new file, nothing sent.
    std::fs::remove_file(&instrumental).unwrap();
    let sent_before = sim.requests().await.len();
    let lower = remix(
        &rig.ledger,
        &media,
        id,
        MixSettings {
            instrumental_gain_db: -6.0,
            format: Some(AudioFormat::Flac),
            ..MixSettings::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(
        lower,
        rig.out_dir().join(format!("Song ({}, key +2) (2).flac", voice.1))
    );
    assert!(mix.exists(), "the earlier mix is kept");
    assert_eq!(sim.requests().await.len(), sent_before);
    let level = |path: &Path| {
        let heard = spectrum(&samples(path));
        (peak(&heard, 240.0, 262.0).1, peak(&heard, 1_050.0, 1_200.0).1)
    };
    let ((inst_before, vocal_before), (inst_after, vocal_after)) = (level(&mix), level(&lower));
    let db = |a: f64, b: f64| 20.0 * (a / b).log10();
    assert!(
        (db(inst_after, inst_before) + 6.0).abs() <= 0.5,
        "{} dB",
        db(inst_after, inst_before)
    );
    assert!(
        db(vocal_after, vocal_before).abs() <= 0.2,
        "{} dB",
        db(vocal_after, vocal_before)
    );
    let record = rig.ledger.dubs().get(id).unwrap();
    assert_eq!(record.status.mix_path.as_deref(), Some(lower.as_path()));
    assert_eq!(record.status.mix.instrumental_gain_db, -6.0);

    // Removed from the library: its copy of the instrumental goes, the files stay.
    engine.remove(job.id, false).await.unwrap();
    assert!(!kept.exists());
    assert!(dubbed.exists() && mix.exists() && lower.exists());
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_in_another_format_replaces_its_download_and_without_ffmpeg_the_dub_is_kept() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let input = rig.input("Talk.wav", 4_000);
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(ffmpeg().await))
        .await
        .unwrap();
    let mut request = rig.dub_request(DubSource::File(input.clone()), &voice, Some(100));
    request.mix = Some(MixSettings {
        format: Some(AudioFormat::Mp3),
        loudness: Some(-16.0),
        ..MixSettings::default()
    });
    request.name_template = Some("{voice} - {input} {pitch}".to_owned());
    let job = engine.enqueue_dub(request.clone()).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    let result = rig.out_dir().join(format!("{} - Talk +2.mp3", voice.1));
    assert_eq!(view.output_path.as_deref(), Some(result.as_path()));
    assert_eq!(view.mix_path.as_deref(), Some(result.as_path()));
    assert!(probe(&result, "format=format_name").contains("format_name=mp3"));
    assert_eq!(
        files_under(&rig.out_dir()),
        vec![result.clone()],
        "the download is not left beside it"
    );
    assert_eq!(
        files_under(&rig.data_dir().join("work")),
        Vec::<std::path::PathBuf>::new()
    );
    engine.shutdown().await;

    // Without ffmpeg the file cannot be made: the dub is done all the same, as the service gave it,
    // in the output folder, and the row says why.
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(no_ffmpeg()))
        .await
        .unwrap();
    let job = engine.enqueue_dub(request).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    assert_eq!(view.mix_error.as_ref().map(|e| e.step), Some(MixStep::NoTool));
    assert_eq!(view.mix_path, None);
    let kept = rig.out_dir().join(format!("{} - Talk +2.wav", voice.1));
    assert_eq!(view.output_path.as_deref(), Some(kept.as_path()));
    assert!(kept.exists());
    engine.shutdown().await;
}

/// An ffmpeg without the pitch shifter (the LGPL builds): a cover in another key is refused before
/// anything is sent, since its mix could not be made after the dub is paid for; in its own key it
/// goes ahead.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_change_this_ffmpeg_cannot_make_is_refused_before_anything_is_sent() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let (vocal, instrumental) = (
        rig.input("Song (Vocals).wav", 2_000),
        rig.input("Song (Instrumental).wav", 2_000),
    );
    // Asked about its rubberband filter, this ffmpeg knows none.
    ffmpeg_wrapped(&rig.dir.path().join("bin"), "").await;
    let wrapper = rig.dir.path().join("bin").join("ffmpeg");
    let script = std::fs::read_to_string(&wrapper).unwrap();
    std::fs::write(
        &wrapper,
        script.replacen(
            "#!/bin/sh\n",
            "#!/bin/sh\ncase \" $* \" in *\"filter=rubberband\"*) exit 1;; esac\n",
            1,
        ),
    )
    .unwrap();
    let media = dubdeck_core::ffmpeg::MediaSupport::with(
        dubdeck_core::ffmpeg::MediaTool::at(&wrapper).await.unwrap(),
    );
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(media))
        .await
        .unwrap();
    let mut request = rig.dub_request(DubSource::File(vocal), &voice, Some(100));
    request.cover = Some(CoverRequest { instrumental, key: 3 });
    let refused = engine.enqueue_dub(request.clone()).await.unwrap_err();
    assert!(
        matches!(refused, EngineError::Refused(Refusal::NoPitchShifter(3))),
        "{refused:?}"
    );
    assert!(
        sim.requests().await.iter().all(|r| r["method"] != "POST"),
        "nothing was sent"
    );
    request.cover = request.cover.map(|c| CoverRequest { key: 0, ..c });
    let job = engine.enqueue_dub(request).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert!(
        done[0].mix_path.is_some() && done[0].mix_error.is_none(),
        "{:?}",
        done[0]
    );
    engine.shutdown().await;
}
