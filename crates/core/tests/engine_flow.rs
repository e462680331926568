//! The engine against the simulator with a real ledger file: whole dubs (file and link) and
//! trainings to the byte-identical result, videos (their sound sent alone, the dub put back into
//! them) and auditions, approval, waiting for credits, local refusals, and the 3-second poll rule.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod engine_support;

#[path = "engine_flow/covers.rs"]
mod covers;
#[path = "engine_flow/time_left.rs"]
mod time_left;

use std::time::Duration;

use dubdeck_core::decode::ProbeError;
use dubdeck_core::engine::{Audition, DubAgain, DubSource, EngineError, Refusal, TrainingRequest};
use dubdeck_core::events::{Event, JobId, JobStage};
use dubdeck_core::ffmpeg::Excerpt;
use dubdeck_core::job::{DubState, FailureCode, JobFailure, TrainingState};
use dubdeck_core::ledger::AutoApproveUpTo;
use engine_support::*;

const LIMIT: Duration = Duration::from_secs(60);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_dub_ends_in_the_output_folder_byte_identical_and_paid_once() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let input = rig.input("My Song.wav", 1_500);
    let engine = rig.start(&sim).await;

    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(input), &voice, Some(100)))
        .await
        .unwrap();
    let id = job.id;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    let out = view.output_path.clone().unwrap();
    assert_eq!(out, rig.out_dir().join(format!("My Song ({}, +2).wav", voice.1)));

    // The file is what the simulator stored.
    let JobId::Dub(dub_id) = id else { unreachable!() };
    let record = rig.ledger.dubs().get(dub_id).unwrap();
    let remote = record.status.remote_id.unwrap();
    assert_eq!(sha_of_file(&out), sim.sha_of_url(&dub_url(&rig, dub_id)).await);
    assert!(
        !rig.out_dir()
            .join(format!("My Song ({}, +2).wav.part", voice.1))
            .exists()
    );

    // Paid exactly once, as the service priced it.
    let charges = sim.charges().await;
    assert_eq!(charges[&remote.to_string()], vec![10]);
    assert_eq!(record.status.credits_used, Some(10));
    assert_eq!(record.status.approval, dubdeck_core::job::Approval::Auto);

    let requests = sim.requests().await;
    assert_eq!(posts(&requests, "/generate").len(), 1);
    assert_eq!(posts(&requests, "/preprocess").len(), 1);
    assert_polls_spaced(&requests);

    // The row went through the pipeline, and progress was reported.
    let stages = rig.sink.stages_of(id);
    for stage in [
        DubState::Created,
        DubState::Creating,
        DubState::Uploading,
        DubState::Preprocessing,
        DubState::Generating,
        DubState::Processing,
        DubState::Downloading,
        DubState::Done,
    ] {
        assert!(
            stages.contains(&JobStage::Dub(stage)),
            "{stage:?} missing in {stages:?}"
        );
    }
    let events = rig.sink.events();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TransferProgress { job, .. } if *job == id))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CreditsChanged { balance: 990 }))
    );
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_dub_and_a_second_dub_of_the_same_input_get_distinct_names() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let link = sim.host("inputs/take-one.wav", wav_bytes(1_200)).await;
    rig.ledger.settings().set::<AutoApproveUpTo>(&50).unwrap();
    let engine = rig.start(&sim).await;

    let a = engine
        .enqueue_dub(rig.dub_request(DubSource::Link(link.clone()), &voice, None))
        .await
        .unwrap();
    let b = engine
        .enqueue_dub(rig.dub_request(DubSource::Link(link), &voice, None))
        .await
        .unwrap();
    let ids = [a.id, b.id];
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&ids))
        .await
        .unwrap()
        .unwrap();
    let mut names: Vec<String> = done
        .iter()
        .map(|v| {
            assert_eq!(v.state, JobStage::Dub(DubState::Done), "{v:?}");
            v.output_path
                .as_ref()
                .unwrap()
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    assert_eq!(
        names,
        vec![
            format!("take-one ({}, +2) (2).wav", voice.1),
            format!("take-one ({}, +2).wav", voice.1)
        ]
    );
    let requests = sim.requests().await;
    // A link needs no upload.
    assert!(!requests.iter().any(|r| r["method"] == "PUT"));
    for view in &done {
        let JobId::Dub(id) = view.id else { unreachable!() };
        assert_eq!(
            sha_of_file(view.output_path.as_ref().unwrap()),
            sim.sha_of_url(&dub_url(&rig, id)).await
        );
    }
    assert_eq!(sim.charges().await.len(), 2);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_training_ends_with_a_usable_voice_paid_once() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let files = vec![rig.input("one.wav", 1_000), rig.input("two.wav", 1_200)];
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_training(TrainingRequest {
            name: "My Voice".into(),
            max_minutes: 5,
            separate: false,
            files,
            approve_up_to: Some(50),
        })
        .await
        .unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        done[0].state,
        JobStage::Training(TrainingState::Done),
        "{:?}",
        done[0]
    );
    let JobId::Training(tid) = job.id else {
        unreachable!()
    };
    let record = rig.ledger.trainings().get(tid).unwrap();
    let voice_id = record.status.remote_voice_id.unwrap();
    let mine = rig.ledger.voices().get(voice_id).unwrap().unwrap();
    assert_eq!((mine.name.as_str(), mine.status.as_str()), ("My Voice", "done"));
    assert_eq!(mine.training_id, Some(tid));
    assert_eq!(sim.charges().await[&voice_id.to_string()], vec![50]);
    let requests = sim.requests().await;
    assert_eq!(posts(&requests, "/clone").len(), 1);
    assert_eq!(requests.iter().filter(|r| r["method"] == "PUT").count(), 2);
    assert_polls_spaced(&requests);

    // Usable at once: a dub with the new voice.
    let input = rig.input("song.wav", 1_000);
    let dub = engine
        .enqueue_dub(rig.dub_request(DubSource::File(input), &(voice_id, "My Voice".into()), Some(10)))
        .await
        .unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[dub.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generation_above_the_threshold_waits_for_approval_and_discard_spends_nothing() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = rig.start(&sim).await;
    let keep = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("a.wav", 1_000)), &voice, Some(0)))
        .await
        .unwrap();
    let drop = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("b.wav", 1_000)), &voice, Some(0)))
        .await
        .unwrap();
    let ids = [keep.id, drop.id];
    let waiting = tokio::time::timeout(LIMIT, engine.wait_settled(&ids))
        .await
        .unwrap()
        .unwrap();
    for v in &waiting {
        assert_eq!(v.state, JobStage::Dub(DubState::AwaitingApproval), "{v:?}");
        assert_eq!(v.required_credits, Some(10));
    }
    assert!(posts(&sim.requests().await, "/generate").is_empty());
    assert!(sim.charges().await.is_empty());

    let discarded = engine.discard(drop.id).await.unwrap();
    assert_eq!(discarded.state, JobStage::Dub(DubState::Canceled));
    assert!(matches!(
        engine.approve(drop.id).await,
        Err(EngineError::WrongState { .. })
    ));
    engine.approve(keep.id).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[keep.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done));
    assert_eq!(done[0].approval, dubdeck_core::job::Approval::Approved);
    assert_eq!(posts(&sim.requests().await, "/generate").len(), 1);
    assert_eq!(sim.charges().await.len(), 1);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_few_credits_waits_with_the_amounts_and_retry_finishes_after_buying() {
    let sim = Sim::start(5).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("a.wav", 1_000)), &voice, Some(100)))
        .await
        .unwrap();
    let id = job.id;
    let waiting = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    let view = &waiting[0];
    assert_eq!(view.state, JobStage::Dub(DubState::WaitingCredits), "{view:?}");
    let failure = view.failure.clone().unwrap();
    assert_eq!(failure.code(), FailureCode::NotEnoughCredits);
    assert_eq!(
        failure,
        JobFailure::NotEnoughCredits {
            needed: 10,
            balance: Some(5)
        }
    );
    assert!(sim.charges().await.is_empty());

    sim.set_credits(100).await;
    engine.retry(id).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    assert_eq!(sim.account().await["credits"], 90);
    assert_eq!(sim.charges().await.values().map(Vec::len).sum::<usize>(), 1);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_inputs_are_refused_before_any_request() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = (uuid::Uuid::from_u128(9), "Nova".to_owned());
    let engine = rig.start(&sim).await;
    let folder = rig.dir.path().join("folder");
    std::fs::create_dir_all(&folder).unwrap();
    let empty = rig.dir.path().join("empty.wav");
    std::fs::write(&empty, b"").unwrap();
    let text = rig.dir.path().join("readme.mp3");
    std::fs::write(&text, b"no sound in here at all").unwrap();
    let long = rig.dir.path().join("long.wav");
    {
        // 31 minutes of 8-bit mono at 1 kHz: small on disk, too long to dub.
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 1_000,
            bits_per_sample: 8,
            sample_format: hound::SampleFormat::Int,
        };
        let mut w = hound::WavWriter::create(&long, spec).unwrap();
        for _ in 0..(31 * 60 * 1_000) {
            w.write_sample(0i8).unwrap();
        }
        w.finalize().unwrap();
    }
    type Check = fn(&EngineError) -> bool;
    let cases: Vec<(DubSource, Check)> = vec![
        (DubSource::File(folder), |e| {
            matches!(
                e,
                EngineError::Refused(Refusal::Probe(ProbeError::IsDirectory { .. }))
            )
        }),
        (DubSource::File(empty), |e| {
            matches!(e, EngineError::Refused(Refusal::Probe(ProbeError::Empty { .. })))
        }),
        (DubSource::File(text), |e| {
            matches!(
                e,
                EngineError::Refused(Refusal::Probe(ProbeError::NotMedia { .. }))
            )
        }),
        (DubSource::File(rig.dir.path().join("missing.wav")), |e| {
            matches!(
                e,
                EngineError::Refused(Refusal::Probe(ProbeError::NotFound { .. }))
            )
        }),
        (DubSource::File(long), |e| {
            matches!(
                e,
                EngineError::Refused(Refusal::Probe(ProbeError::TooLong { .. }))
            )
        }),
        (DubSource::Link("ftp://example.com/a.mp3".into()), |e| {
            matches!(e, EngineError::Refused(Refusal::BadLink { .. }))
        }),
    ];
    for (source, expected) in cases {
        let err = engine
            .enqueue_dub(rig.dub_request(source.clone(), &voice, None))
            .await
            .unwrap_err();
        assert!(expected(&err), "{source:?}: {err:?}");
        assert!(!err.to_string().is_empty());
    }
    assert!(engine.jobs().await.unwrap().is_empty());
    assert!(sim.requests().await.is_empty(), "a refused input sent a request");
    engine.shutdown().await;
}

/// A playlist or a concat list saved as a video is refused as what it is when a dub is asked for,
/// with its kind as a code for the front ends; nothing is sent, and what it names is never opened.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_playlist_saved_as_a_video_is_refused_before_anything_is_sent() {
    use dubdeck_core::codes::RefusalReason;
    use dubdeck_core::context::AppError;
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(ffmpeg().await))
        .await
        .unwrap();
    let inputs = rig.dir.path().join("inputs");
    std::fs::create_dir_all(&inputs).unwrap();
    let mut wire = Tripwire::new(&inputs.join("secret-0b7d.ts"));
    for (file, kind) in pointers(&inputs, &wire.path) {
        let err = engine
            .enqueue_dub(rig.dub_request(DubSource::File(file.clone()), &voice, Some(100)))
            .await
            .unwrap_err();
        let EngineError::Refused(refusal) = &err else {
            panic!("{file:?}: {err:?}");
        };
        assert_eq!(
            refusal.reason(),
            RefusalReason::NotSingleFile,
            "{file:?}: {err:?}"
        );
        assert_eq!(refusal.container_kind(), Some(kind), "{file:?}");
        let details = AppError::Engine(err).details();
        assert_eq!(
            (details.reason, details.container),
            (Some(RefusalReason::NotSingleFile), Some(kind)),
            "{file:?}"
        );
        assert!(!wire.tripped(), "{file:?}: what it names was opened");
    }
    assert!(engine.jobs().await.unwrap().is_empty());
    assert!(
        sim.requests().await.iter().all(|r| r["method"] == "GET"),
        "a refused input sent a request"
    );
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_one_engine_runs_per_library() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let first = rig.start(&sim).await;
    let second = dubdeck_core::engine::Engine::start(rig.ctx(&sim)).await;
    assert!(
        matches!(second, Err(EngineError::AlreadyRunning { .. })),
        "{:?}",
        second.err()
    );
    first.shutdown().await;
    let again = rig.start(&sim).await;
    again.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_the_service_cannot_process_fails_in_plain_words_and_costs_nothing() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    // A link to something that is not audio: only the service can find out.
    let link = sim
        .host("inputs/notes.wav", b"these bytes are not audio".to_vec())
        .await;
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::Link(link.clone()), &voice, Some(100)))
        .await
        .unwrap();
    let settled = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &settled[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Failed), "{view:?}");
    let failure = view.failure.clone().unwrap();
    assert_eq!(failure.code(), FailureCode::RemoteFailed);
    match &failure {
        JobFailure::RemoteFailed {
            stage,
            link: Some(failed_link),
            ..
        } => {
            assert_eq!(failed_link, &link);
            assert!(stage.is_some(), "{failure:?}");
        }
        other => panic!("{other:?}"),
    }
    assert!(failure.code().is_retryable());
    assert!(sim.charges().await.is_empty());
    assert!(posts(&sim.requests().await, "/generate").is_empty());
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_video_goes_up_as_its_sound_and_comes_back_as_a_video_in_sync() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let clip = rig.dir.path().join("clip.mp4");
    video(&clip, 6);
    let clip_bytes = std::fs::metadata(&clip).unwrap().len();
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(ffmpeg().await))
        .await
        .unwrap();
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(clip.clone()), &voice, Some(100)))
        .await
        .unwrap();
    assert!(job.video_input);
    // Measured from the sound: 6 s (AAC's priming aside), so the minimum charge.
    let duration_ms = job.duration_ms.unwrap();
    assert!((5_990..=6_050).contains(&duration_ms), "{duration_ms}");
    assert_eq!(job.format.as_deref(), Some("mp4/aac"));

    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    // Sent: the sound alone, copied as it is.
    let sent = view.upload_bytes.unwrap();
    assert_eq!(view.input_bytes, Some(clip_bytes));
    assert!(
        sent * 10 < clip_bytes,
        "{sent} bytes sent of a {clip_bytes}-byte video"
    );
    let work = rig.data_dir().join("work");
    assert_eq!(
        files_under(&work),
        Vec::<std::path::PathBuf>::new(),
        "work files left"
    );
    // The folders ffmpeg writes in are the user's alone.
    #[cfg(unix)]
    for dir in [work.clone(), work.join("video")] {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::symlink_metadata(&dir).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700, "{dir:?}");
    }

    // Back: the dub as audio, and the video with the dub as its sound, named alike.
    let audio = view.output_path.clone().unwrap();
    let copy = view.video_path.clone().unwrap();
    assert_eq!(audio, rig.out_dir().join(format!("clip ({}, +2).wav", voice.1)));
    assert_eq!(copy, rig.out_dir().join(format!("clip ({}, +2).mp4", voice.1)));
    assert!(view.video_error.is_none());
    assert!(view.actions.open_video && view.actions.open_result);
    assert_eq!(
        packets(&clip, "0:v:0"),
        packets(&copy, "0:v:0"),
        "the picture was re-encoded"
    );
    let tool = ffmpeg().await;
    let info = tool.tool().await.unwrap().info(&copy).await.unwrap();
    let (picture, sound) = (info.video.unwrap(), info.audio.unwrap());
    assert!(
        (picture.start_ms + picture.duration_ms - sound.start_ms - sound.duration_ms).abs()
            <= picture.frame_ms,
        "{picture:?} {sound:?}"
    );
    assert!(!part_of(&copy).exists());
    engine.shutdown().await;
}

/// A symbolic link planted at the video copy's `.part` just as ffmpeg starts does not redirect the
/// write: ffmpeg writes in the library's private folder, and the finished file is moved into the
/// output folder without replacing or following anything there.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_planted_at_the_video_part_when_ffmpeg_starts_is_not_written_through() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let clip = rig.dir.path().join("clip.mp4");
    video(&clip, 3);
    let victim = rig.dir.path().join("victim.txt");
    std::fs::write(&victim, b"precious").unwrap();
    let dest = rig.out_dir().join(format!("clip ({}, +2).mp4", voice.1));
    let part = part_of(&dest);
    let plant = format!(
        "rm -f '{part}'; ln -s '{victim}' '{part}'",
        part = part.display(),
        victim = victim.display()
    );
    let media = ffmpeg_wrapped(&rig.dir.path().join("bin"), &plant).await;
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(media))
        .await
        .unwrap();
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(clip.clone()), &voice, Some(100)))
        .await
        .unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert_video_written_past_the_link(&done[0], &clip, &dest, &part, &victim);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_ffmpeg_a_video_goes_up_whole_and_an_audition_is_refused() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let clip = rig.dir.path().join("clip.mp4");
    video(&clip, 3);
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(clip.clone()), &voice, Some(100)))
        .await
        .unwrap();
    assert!(!job.video_input);
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    assert_eq!(view.upload_bytes, None);
    assert_eq!(view.video_path, None);

    let mut audition = rig.dub_request(DubSource::File(rig.input("song.wav", 40_000)), &voice, Some(100));
    audition.audition = Some(Audition::Loudest);
    let refused = engine.enqueue_dub(audition).await.unwrap_err();
    assert!(
        matches!(refused, EngineError::Refused(Refusal::NeedsMediaTool(_))),
        "{refused:?}"
    );
    assert!(refused.to_string().contains("ffmpeg"), "{refused}");
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_audition_sends_the_loud_half_minute_and_dub_whole_sends_the_rest() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    // 95 s: quiet but for a loud stretch from 50 s.
    let song = rig.dir.path().join("song.wav");
    ffmpeg_cli(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc='if(between(t,50,80),0.8,0.02)*sin(2*PI*330*t)':s=16000:d=95",
        song.to_str().unwrap(),
    ]);
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(ffmpeg().await))
        .await
        .unwrap();

    // A link cannot be auditioned; nor can a file no longer than an audition, nor past its end.
    let mut link = rig.dub_request(
        DubSource::Link(sim.host("in.wav", wav_bytes(1_000)).await),
        &voice,
        None,
    );
    link.audition = Some(Audition::Loudest);
    let refused = engine.enqueue_dub(link).await.unwrap_err();
    assert!(
        matches!(refused, EngineError::Refused(Refusal::AuditionOfLink { .. })),
        "{refused:?}"
    );
    let mut short = rig.dub_request(DubSource::File(rig.input("short.wav", 30_000)), &voice, None);
    short.audition = Some(Audition::Loudest);
    let refused = engine.enqueue_dub(short).await.unwrap_err();
    assert!(
        matches!(
            refused,
            EngineError::Refused(Refusal::AuditionTooShort {
                duration_ms: 30_000,
                ..
            })
        ),
        "{refused:?}"
    );
    let mut late = rig.dub_request(DubSource::File(song.clone()), &voice, None);
    late.audition = Some(Audition::From { start_ms: 95_000 });
    let refused = engine.enqueue_dub(late).await.unwrap_err();
    assert!(
        matches!(refused, EngineError::Refused(Refusal::AuditionOutOfRange { .. })),
        "{refused:?}"
    );

    let mut request = rig.dub_request(DubSource::File(song.clone()), &voice, Some(100));
    request.audition = Some(Audition::Loudest);
    let job = engine.enqueue_dub(request).await.unwrap();
    let excerpt = job.excerpt.unwrap();
    assert!((49_900..=50_100).contains(&excerpt.start_ms), "{excerpt:?}");
    assert_eq!(excerpt.duration_ms, 30_000);
    assert_eq!(job.duration_ms, Some(30_000));
    assert!(job.actions.dub_whole);
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    let view = &done[0];
    assert_eq!(view.state, JobStage::Dub(DubState::Done), "{view:?}");
    assert_eq!(view.credits_used, Some(10), "an audition costs the minimum");
    let out = view.output_path.clone().unwrap();
    let seconds = excerpt.start_ms / 1000;
    assert_eq!(
        out.file_name().unwrap().to_string_lossy(),
        format!("song ({}, +2, audition 0m{seconds}s).wav", voice.1)
    );
    // What came back is the excerpt's length, and loud all through.
    let heard = ffmpeg().await.tool().await.unwrap().energy(&out).await.unwrap();
    assert!(
        (29_900..=30_100).contains(&heard.duration_ms),
        "{}",
        heard.duration_ms
    );
    assert!(view.upload_bytes.unwrap() < view.input_bytes.unwrap());

    // Another voice of the audition auditions the same stretch; the whole file, everything.
    let again = |whole| DubAgain {
        voice_id: voice.0,
        voice_name: voice.1.clone(),
        pitch_shift: Some(-3),
        separate: None,
        approve_up_to: Some(100),
        whole,
        video_out: None,
    };
    let other = engine.dub_again(job.id, again(false)).await.unwrap();
    assert_eq!(other.excerpt, Some(excerpt));
    let whole = engine.dub_again(job.id, again(true)).await.unwrap();
    assert_eq!(whole.excerpt, None::<Excerpt>);
    assert_eq!(whole.duration_ms, Some(95_000));
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[other.id, whole.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[1].credits_used, Some(20), "{:?}", done[1]);
    assert_eq!(done[1].upload_bytes, None, "the whole file goes up as it is");
    engine.shutdown().await;
}
