//! MP4/MOV edit lists (`moov/trak/edts/elst`): how much of a track's decoded audio is really meant
//! to be played. AAC encoders put ~1024 priming samples before the audio and pad the end to a
//! whole frame; the edit list says which span is real, but symphonia does not apply edits yet.
//!
//! Only the box headers and the few small boxes needed are read (seeking past the rest), so
//! memory does not depend on the file's size.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

/// The playable span of one track, from its edit list.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct EditSpan {
    /// Seconds of decoded media to skip at the start (the encoder's priming).
    pub skip_seconds: f64,
    /// Seconds of media the edits present in total; None when they do not say (zero durations).
    pub play_seconds: Option<f64>,
}

/// The edit span of track `track_id`, if the file is an ISO-BMFF file that has one.
/// Any parse problem means "no edits": the decoded length then stands as it is.
pub(crate) fn edit_span(path: &Path, track_id: u32) -> Option<EditSpan> {
    let mut file = File::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    let moov = find_child(&mut file, 0, len, b"moov")?;
    // The track's headers: any missing box below means "no edits for it".
    let mvhd = find_child(&mut file, moov.0, moov.1, b"mvhd")?;
    let movie_timescale = read_timescale(&mut file, mvhd)?;
    let mut pos = moov.0;
    while let Some(trak) = next_box(&mut file, pos, moov.1) {
        pos = trak.end;
        if &trak.kind != b"trak" {
            continue;
        }
        let tkhd = find_child(&mut file, trak.body, trak.end, b"tkhd")?;
        if read_track_id(&mut file, tkhd)? != track_id {
            continue;
        }
        let mdia = find_child(&mut file, trak.body, trak.end, b"mdia")?;
        let mdhd = find_child(&mut file, mdia.0, mdia.1, b"mdhd")?;
        let media_timescale = read_timescale(&mut file, mdhd)?;
        let edts = find_child(&mut file, trak.body, trak.end, b"edts")?;
        let elst = find_child(&mut file, edts.0, edts.1, b"elst")?;
        return read_elst(&mut file, elst, movie_timescale, media_timescale);
    }
    None
}

struct BoxHeader {
    kind: [u8; 4],
    body: u64,
    end: u64,
}

/// The box starting at `pos`, if one fits before `limit`.
fn next_box(file: &mut File, pos: u64, limit: u64) -> Option<BoxHeader> {
    if pos.checked_add(8)? > limit {
        return None;
    }
    file.seek(SeekFrom::Start(pos)).ok()?;
    let size = u64::from(read_u32(file)?);
    let mut kind = [0u8; 4];
    file.read_exact(&mut kind).ok()?;
    let (body, size) = match size {
        0 => (pos + 8, limit - pos),
        1 => (pos + 16, read_u64(file)?),
        n => (pos + 8, n),
    };
    let end = pos.checked_add(size)?;
    (end <= limit && end >= body).then_some(BoxHeader { kind, body, end })
}

/// The body span of the first child box of this kind between `start` and `end`.
fn find_child(file: &mut File, start: u64, end: u64, kind: &[u8; 4]) -> Option<(u64, u64)> {
    let mut pos = start;
    while let Some(b) = next_box(file, pos, end) {
        if &b.kind == kind {
            return Some((b.body, b.end));
        }
        pos = b.end;
    }
    None
}

/// `mvhd` and `mdhd` share their layout up to the timescale.
fn read_timescale(file: &mut File, (body, _): (u64, u64)) -> Option<u32> {
    file.seek(SeekFrom::Start(body)).ok()?;
    let version = read_u32(file)? >> 24;
    let skip = if version == 1 { 16 } else { 8 };
    file.seek(SeekFrom::Current(skip)).ok()?;
    read_u32(file).filter(|t| *t > 0)
}

fn read_track_id(file: &mut File, (body, _): (u64, u64)) -> Option<u32> {
    file.seek(SeekFrom::Start(body)).ok()?;
    let version = read_u32(file)? >> 24;
    let skip = if version == 1 { 16 } else { 8 };
    file.seek(SeekFrom::Current(skip)).ok()?;
    read_u32(file)
}

fn read_elst(file: &mut File, (body, end): (u64, u64), movie_ts: u32, media_ts: u32) -> Option<EditSpan> {
    file.seek(SeekFrom::Start(body)).ok()?;
    let version = read_u32(file)? >> 24;
    let count = read_u32(file)?;
    let entry_len: u64 = if version == 1 { 20 } else { 12 };
    // A count the box cannot hold is a lie; refuse it rather than loop on it.
    if body + 8 + u64::from(count) * entry_len > end {
        return None;
    }
    let mut skip: Option<f64> = None;
    let mut play = 0.0;
    for _ in 0..count {
        let (duration, media_time) = if version == 1 {
            (read_u64(file)?, read_u64(file)? as i64)
        } else {
            (u64::from(read_u32(file)?), i64::from(read_u32(file)? as i32))
        };
        read_u32(file)?; // media rate
        if media_time < 0 {
            continue; // an empty edit: a pause before the media, not part of it
        }
        skip.get_or_insert(media_time as f64 / f64::from(media_ts));
        play += duration as f64 / f64::from(movie_ts);
    }
    Some(EditSpan {
        skip_seconds: skip?,
        play_seconds: (play > 0.0).then_some(play),
    })
}

fn read_u32(file: &mut File) -> Option<u32> {
    let mut b = [0u8; 4];
    file.read_exact(&mut b).ok()?;
    Some(u32::from_be_bytes(b))
}

fn read_u64(file: &mut File) -> Option<u64> {
    let mut b = [0u8; 8];
    file.read_exact(&mut b).ok()?;
    Some(u64::from_be_bytes(b))
}
