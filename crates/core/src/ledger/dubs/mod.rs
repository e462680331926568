//! Dub jobs: the row the engine reconciles from the drop of a file until the dub sits in the output
//! folder. What was asked (`DubSpec`) is fixed at creation; what happened (`DubStatus`) changes only
//! through [`Dubs::update`], one transaction per change, with the state move checked.

mod row;

use std::path::PathBuf;

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use url::Url;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, opt_from_millis, u64_from_sql, u64_to_sql};
use super::error::{LedgerError, LedgerResult};
use super::job_row::{self, Schedule, UploadTarget, job_status};
use crate::ffmpeg::Excerpt;
use crate::job::{
    Approval, Cover, DubId, DubState, JobId, JobSnapshot, JobStage, MediaSummary, MixFailure, MixSettings,
    StateMachine, Stems,
};
use row::{COLUMNS, RawDub, write_status};
pub(crate) use row::{insert_row, load};

/// What is dubbed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DubInput {
    File { path: PathBuf, size_bytes: u64 },
    Link { url: Url },
}

/// What the user asked for; fixed when the job is created.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DubSpec {
    pub input: DubInput,
    /// File name or link shown on the row.
    pub input_name: String,
    pub voice_id: Uuid,
    /// The voice's name when the job was created (the voice may be renamed or vanish later).
    pub voice_name: String,
    pub pitch_shift: i32,
    pub separate: bool,
    pub output_dir: PathBuf,
    /// What Dubdeck does to the input and the result on this machine.
    pub local: LocalWork,
}

/// What Dubdeck does on this machine around the service's dub: an audition sends only an excerpt
/// of its input; a video's sound is sent alone and the dub written back into a copy of the video;
/// a cover's dubbed vocal is mixed with the user's instrumental.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocalWork {
    /// An audition: only this stretch of the input is sent.
    pub excerpt: Option<Excerpt>,
    /// The input is a video (ffmpeg found a picture in it when the dub was added): its sound is
    /// sent alone.
    pub video_input: bool,
    /// The dub is also written into a copy of the input video.
    pub video_out: bool,
    /// A cover: the input is a vocal stem, mixed with this instrumental in this key.
    pub cover: Option<Cover>,
    /// The auditions of one excerpt with several voices, compared as one.
    pub group: Option<Uuid>,
    /// The template the dub's files are named with (`None`: the input's name and the voice's).
    pub name_template: Option<String>,
    /// The files of one folder (or one drop) dubbed with one approval.
    pub batch: Option<Uuid>,
}

job_status! {
    /// What has happened to a dub; changed only through [`Dubs::update`].
    pub struct DubStatus<DubState> {
        pub media: Option<MediaSummary>,
        /// The service's dub id, once created.
        pub remote_id: Option<Uuid>,
        pub upload: Option<UploadTarget>,
        /// The finished file, once downloaded.
        pub output_path: Option<PathBuf>,
        pub bytes_done: u64,
        pub bytes_total: Option<u64>,
        /// The size of what was sent, when it was not the input file itself (a video's sound, an
        /// audition's excerpt).
        pub upload_bytes: Option<u64>,
        /// The copy of the input video with the dub as its sound (named as soon as it is being made).
        pub video_path: Option<PathBuf>,
        /// Why the video copy could not be made (the dub itself is done).
        pub video_error: Option<crate::job::VideoError>,
        /// How the finished file is made: a cover's levels, the format and the loudness.
        pub mix: MixSettings,
        /// A cover's mix, or a dub made into the format asked for, once made.
        pub mix_path: Option<PathBuf>,
        /// Why it was not made (the dub itself is done).
        pub mix_error: Option<MixFailure>,
    }
}

impl DubStatus {
    fn initial(media: Option<MediaSummary>, mix: MixSettings) -> Self {
        Self {
            state: DubState::Created,
            media,
            remote_id: None,
            upload: None,
            remote: None,
            required_credits: None,
            credits_used: None,
            approval: Approval::None,
            schedule: Schedule::default(),
            pending: None,
            failure: None,
            output_path: None,
            bytes_done: 0,
            bytes_total: None,
            upload_bytes: None,
            video_path: None,
            video_error: None,
            mix,
            mix_path: None,
            mix_error: None,
        }
    }
}

/// A dub as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct DubRecord {
    pub id: DubId,
    pub created_at: OffsetDateTime,
    pub updated_at: OffsetDateTime,
    /// When the dub entered its current state (progress and polls leave it alone).
    pub state_since: OffsetDateTime,
    pub spec: DubSpec,
    pub status: DubStatus,
}

impl From<&DubRecord> for JobSnapshot {
    fn from(d: &DubRecord) -> Self {
        let s = &d.status;
        let mut job = JobSnapshot::new(
            JobId::Dub(d.id),
            JobStage::Dub(s.state),
            d.spec.input_name.clone(),
            d.created_at,
        );
        job.is_link = matches!(d.spec.input, DubInput::Link { .. });
        job.voice_id = Some(d.spec.voice_id);
        job.voice_name = Some(d.spec.voice_name.clone());
        job.duration_ms = s.media.as_ref().map(|m| m.duration_ms);
        job.format = s.media.as_ref().map(|m| m.format.clone());
        job.bytes_done = s.bytes_done;
        job.bytes_total = s.bytes_total;
        job.output_path = s.output_path.clone();
        job.pitch_shift = Some(d.spec.pitch_shift);
        job.separate = Some(d.spec.separate);
        job.excerpt = d.spec.local.excerpt;
        job.group_id = d.spec.local.group;
        job.batch_id = d.spec.local.batch;
        if let Some(cover) = &d.spec.local.cover {
            job.key = Some(cover.key);
            job.stems = Some(Stems {
                vocal: s.output_path.clone().filter(|_| s.state == DubState::Done),
                instrumental: Some(cover.instrumental.clone()),
                instrumental_name: cover.instrumental_name.clone(),
            });
        }
        job.mix = Some(s.mix);
        job.mix_path = s.mix_path.clone();
        job.mix_error = s.mix_error.clone();
        job.video_input = d.spec.local.video_input;
        job.video_path = s.video_path.clone();
        job.video_error = s.video_error.clone();
        job.input_bytes = match &d.spec.input {
            DubInput::File { size_bytes, .. } => Some(*size_bytes),
            DubInput::Link { .. } => None,
        };
        job.input_key = Some(super::input_group_key(&d.spec.input));
        job.upload_bytes = s.upload_bytes;
        super::job_row::fill_common(&mut job, d.times(), s);
        job.settle()
    }
}

impl DubRecord {
    /// The length of what is sent: an audition's excerpt, else the whole input (when probed).
    pub fn sent_ms(&self) -> Option<u64> {
        let whole = self.status.media.as_ref().map(|m| m.duration_ms);
        match self.spec.local.excerpt {
            Some(excerpt) => Some(whole.map_or(excerpt.duration_ms, |w| w.min(excerpt.duration_ms))),
            None => whole,
        }
    }

    pub fn times(&self) -> super::job_row::RowTimes {
        super::job_row::RowTimes {
            created_at: self.created_at,
            updated_at: self.updated_at,
            state_since: self.state_since,
        }
    }
}

/// Everything needed to add a dub to the ledger.
#[derive(Debug, Clone, PartialEq)]
pub struct NewDub {
    pub spec: DubSpec,
    /// The local probe's result, when it already ran (the dub sheet probes to show the cost).
    pub media: Option<MediaSummary>,
    /// How the finished file is made, at first.
    pub mix: MixSettings,
}

/// A filter for listing dubs, newest first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DubQuery {
    /// Only these states (empty = all).
    pub states: Vec<DubState>,
    /// Only dubs with this voice.
    pub voice_id: Option<Uuid>,
    /// Only the auditions of one comparison.
    pub group: Option<Uuid>,
    pub limit: Option<u32>,
}

impl DubQuery {
    /// The Jobs screen's "active" filter.
    pub fn active() -> Self {
        Self {
            states: DubState::ALL.iter().copied().filter(|s| s.is_active()).collect(),
            ..Self::default()
        }
    }

    /// Dubs in one of `states`.
    pub fn in_states(states: &[DubState]) -> Self {
        Self {
            states: states.to_vec(),
            ..Self::default()
        }
    }

    /// Past dubs with a voice (the voice detail panel).
    pub fn with_voice(voice_id: Uuid) -> Self {
        Self {
            voice_id: Some(voice_id),
            ..Self::default()
        }
    }
}

/// Repository of dub rows. Obtain with [`Ledger::dubs`].
pub struct Dubs<'l> {
    ledger: &'l Ledger,
}

impl<'l> Dubs<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Adds a dub in state `created` and returns it.
    pub fn insert(&self, new: NewDub) -> LedgerResult<DubRecord> {
        validate_spec(&new.spec)?;
        self.ledger.write(|tx, now| {
            let record = DubRecord {
                id: DubId::new_random(),
                created_at: now,
                updated_at: now,
                state_since: now,
                spec: new.spec,
                status: DubStatus::initial(new.media, new.mix),
            };
            insert_row(tx, &record)?;
            Ok(record)
        })
    }

    /// The dub with `id`, or `NotFound`.
    pub fn get(&self, id: DubId) -> LedgerResult<DubRecord> {
        job_row::get::<DubRows>(self.ledger, id.0)
    }

    /// The dub with `id`, if present.
    pub fn find(&self, id: DubId) -> LedgerResult<Option<DubRecord>> {
        self.ledger.read(|conn| load(conn, id))
    }

    /// The dub the service knows as `remote_id`, if any.
    pub fn find_by_remote_id(&self, remote_id: Uuid) -> LedgerResult<Option<DubRecord>> {
        self.ledger.read(|conn| {
            let sql = format!("SELECT {COLUMNS} FROM dubs WHERE remote_id = ?1");
            let raw = conn
                .query_row(&sql, params![remote_id.to_string()], RawDub::from_row)
                .optional()?;
            raw.map(RawDub::into_record).transpose()
        })
    }

    /// Dubs matching `query`, newest first.
    pub fn list(&self, query: &DubQuery) -> LedgerResult<Vec<DubRecord>> {
        self.ledger.read(|conn| {
            let mut sql = format!("SELECT {COLUMNS} FROM dubs WHERE 1 = 1");
            let mut args: Vec<Box<dyn rusqlite::ToSql>> = Vec::new();
            if !query.states.is_empty() {
                let marks: Vec<String> = query
                    .states
                    .iter()
                    .map(|s| {
                        args.push(Box::new(*s));
                        format!("?{}", args.len())
                    })
                    .collect();
                sql.push_str(&format!(" AND state IN ({})", marks.join(", ")));
            }
            if let Some(voice) = query.voice_id {
                args.push(Box::new(voice.to_string()));
                sql.push_str(&format!(" AND voice_id = ?{}", args.len()));
            }
            if let Some(group) = query.group {
                args.push(Box::new(group.to_string()));
                sql.push_str(&format!(" AND group_id = ?{}", args.len()));
            }
            sql.push_str(" ORDER BY created_at DESC, id");
            if let Some(limit) = query.limit {
                sql.push_str(&format!(" LIMIT {limit}"));
            }
            let mut stmt = conn.prepare(&sql)?;
            let rows = stmt.query_map(rusqlite::params_from_iter(args.iter()), RawDub::from_row)?;
            rows.map(|raw| raw?.into_record()).collect()
        })
    }

    /// Every dub the engine must resume (see [`DubState::is_active`]), oldest first.
    pub fn unfinished(&self) -> LedgerResult<Vec<DubRecord>> {
        let mut all = self.list(&DubQuery::active())?;
        all.reverse();
        Ok(all)
    }

    /// Active dubs whose `next_poll_at` is at or before `now`, most overdue first.
    pub fn due(&self, now: OffsetDateTime, limit: u32) -> LedgerResult<Vec<DubRecord>> {
        self.ledger.read(|conn| {
            let sql = format!(
                "SELECT {COLUMNS} FROM dubs WHERE next_poll_at IS NOT NULL AND next_poll_at <= ?1 \
                 AND state NOT IN ('done', 'failed', 'canceled') ORDER BY next_poll_at, id LIMIT ?2"
            );
            let mut stmt = conn.prepare(&sql)?;
            let rows = stmt.query_map(params![codec::to_millis(now), limit], RawDub::from_row)?;
            rows.map(|raw| raw?.into_record()).collect()
        })
    }

    /// The earliest `next_poll_at` among active dubs: when the scheduler should wake next.
    pub fn next_due_at(&self) -> LedgerResult<Option<OffsetDateTime>> {
        self.ledger.read(|conn| {
            let ms: Option<i64> = conn.query_row(
                "SELECT min(next_poll_at) FROM dubs WHERE state NOT IN ('done', 'failed', 'canceled')",
                [],
                |row| row.get(0),
            )?;
            opt_from_millis(ms, "dubs.next_poll_at")
        })
    }

    /// How many dubs are active (the Jobs badge).
    pub fn count_active(&self) -> LedgerResult<u64> {
        self.ledger.read(|conn| {
            let n: i64 = conn.query_row(
                "SELECT count(*) FROM dubs WHERE state NOT IN ('done', 'failed', 'canceled')",
                [],
                |row| row.get(0),
            )?;
            u64_from_sql(n, "count")
        })
    }

    /// Changes a dub's status in one transaction. `expected` is the state the caller based its
    /// decision on: if the row moved meanwhile, nothing is written and `StateConflict` is returned.
    /// The move to the new state must be allowed by [`StateMachine::can_move_to`].
    pub fn update(
        &self,
        id: DubId,
        expected: DubState,
        change: impl FnOnce(&mut DubStatus),
    ) -> LedgerResult<DubRecord> {
        job_row::update::<DubRows>(self.ledger, id.0, expected, |r| change(&mut r.status))
    }

    /// Records transfer progress without touching the state. Each call is a durable commit: the
    /// engine throttles these (a few per second at most).
    pub fn set_progress(&self, id: DubId, bytes_done: u64, bytes_total: Option<u64>) -> LedgerResult<()> {
        self.ledger.write(|tx, now| {
            let changed = tx.execute(
                "UPDATE dubs SET bytes_done = ?2, bytes_total = ?3, updated_at = ?4 WHERE id = ?1",
                params![
                    id.0.to_string(),
                    u64_to_sql(bytes_done),
                    bytes_total.map(u64_to_sql),
                    codec::to_millis(now)
                ],
            )?;
            if changed == 0 {
                return Err(LedgerError::NotFound {
                    kind: "dub",
                    id: id.0,
                });
            }
            Ok(())
        })
    }

    /// The user approved the cost of a dub waiting for approval; the engine picks it up at once.
    pub fn approve(&self, id: DubId) -> LedgerResult<DubRecord> {
        let now = self.ledger.now();
        self.update(id, DubState::AwaitingApproval, |s| {
            s.approval = Approval::Approved;
            s.schedule.next_poll_at = Some(now);
        })
    }

    /// Stops a dub whatever its state (a no-op on a finished one is refused as a conflict).
    pub fn cancel(&self, id: DubId) -> LedgerResult<DubRecord> {
        job_row::cancel::<DubRows>(self.ledger, id.0)
    }

    /// Changes where an unfinished dub will be written (a Retry after its folder could not be
    /// written). Refused once the dub is done or canceled.
    pub fn set_output_dir(&self, id: DubId, dir: &std::path::Path) -> LedgerResult<DubRecord> {
        let text = codec::path_to_text(dir)?;
        job_row::unfinished::<DubRows>(&self.get(id)?, id.0)?;
        self.ledger.write(|tx, now| {
            tx.execute(
                "UPDATE dubs SET output_dir = ?1, updated_at = ?2 WHERE id = ?3",
                params![text, codec::to_millis(now), id.0.to_string()],
            )?;
            Ok(())
        })?;
        self.get(id)
    }

    /// Removes a finished dub from the library (its output file stays on disk).
    pub fn delete(&self, id: DubId) -> LedgerResult<()> {
        job_row::delete::<DubRows>(self.ledger, id.0)
    }

    /// Pairs the done dub `id`, which has no instrumental, with `cover` (the library's copy of an
    /// instrumental given afterwards, in the song's key as dubbed: a key of 0). `StateConflict`
    /// when the dub is not done or already paired.
    pub fn pair(&self, id: DubId, cover: &Cover) -> LedgerResult<DubRecord> {
        let instrumental = super::codec::path_to_text(&cover.instrumental)?;
        self.ledger.write(|tx, now| {
            let changed = tx.execute(
                "UPDATE dubs SET instrumental_path = ?2, instrumental_name = ?3, song_name = ?4, \
                 song_key = 0, updated_at = ?5 WHERE id = ?1 AND state = 'done' \
                 AND instrumental_path IS NULL AND video_input = 0 AND excerpt_ms IS NULL",
                params![
                    id.0.to_string(),
                    instrumental,
                    cover.instrumental_name,
                    cover.song_name,
                    codec::to_millis(now),
                ],
            )?;
            match load(tx, id)? {
                Some(record) if changed == 1 => Ok(record),
                Some(record) => Err(LedgerError::StateConflict {
                    kind: "dub",
                    id: id.0,
                    expected: "done, without an instrumental".to_owned(),
                    actual: record.status.state.as_str().to_owned(),
                }),
                None => Err(LedgerError::NotFound {
                    kind: "dub",
                    id: id.0,
                }),
            }
        })
    }
}

/// Dub rows, for the moves every kind of job makes alike.
struct DubRows;

impl job_row::JobTable for DubRows {
    type State = DubState;
    type Status = DubStatus;
    type Record = DubRecord;
    const TABLE: &'static str = "dubs";
    const KIND: &'static str = "dub";

    fn load(conn: &rusqlite::Connection, id: Uuid) -> LedgerResult<Option<DubRecord>> {
        load(conn, DubId(id))
    }
    fn write_status(conn: &rusqlite::Connection, record: &DubRecord) -> LedgerResult<()> {
        write_status(conn, record)
    }
    fn status(record: &DubRecord) -> &DubStatus {
        &record.status
    }
    fn status_mut(record: &mut DubRecord) -> &mut DubStatus {
        &mut record.status
    }
    fn touch(record: &mut DubRecord, now: OffsetDateTime, moved: bool) {
        record.updated_at = now;
        if moved {
            record.state_since = now;
        }
    }
    fn state_since(record: &DubRecord) -> OffsetDateTime {
        record.state_since
    }
    fn stage_scale(record: &DubRecord) -> super::stage_times::StageScale {
        super::stage_times::StageScale {
            input_ms: record.sent_ms(),
            // The transfer that just ended, or the one under way.
            bytes: record.status.bytes_total,
        }
    }
    fn spend_label(record: &DubRecord) -> super::spend::SpendLabel {
        super::spend::SpendLabel {
            voice_id: Some(record.spec.voice_id),
            voice_name: record.spec.voice_name.clone(),
            title: record.spec.input_name.clone(),
        }
    }
}

fn validate_spec(spec: &DubSpec) -> LedgerResult<()> {
    if !(-24..=24).contains(&spec.pitch_shift) {
        return Err(LedgerError::invalid(format!(
            "a pitch shift of {} semitones; the service accepts -24 to 24",
            spec.pitch_shift
        )));
    }
    if spec.input_name.trim().is_empty() {
        return Err(LedgerError::invalid("a dub without an input name"));
    }
    if let DubInput::Link { url } = &spec.input
        && !matches!(url.scheme(), "http" | "https")
    {
        return Err(LedgerError::invalid(format!(
            "the link {url}: only http and https links can be dubbed"
        )));
    }
    let local = &spec.local;
    if matches!(spec.input, DubInput::Link { .. }) && (local.excerpt.is_some() || local.video_input) {
        return Err(LedgerError::invalid(
            "a link with local media work: the service fetches a link itself",
        ));
    }
    if local.excerpt.is_some_and(|e| e.duration_ms == 0) {
        return Err(LedgerError::invalid("an audition of no length"));
    }
    if let Some(cover) = &local.cover {
        if !matches!(spec.input, DubInput::File { .. }) || local.video_input || local.excerpt.is_some() {
            return Err(LedgerError::invalid(
                "an instrumental with a link, a video or an audition: only a vocal file is paired",
            ));
        }
        if spec.separate || !crate::ffmpeg::KEY_RANGE.contains(&cover.key) {
            return Err(LedgerError::invalid(
                "a cover with separation on, or its key out of range",
            ));
        }
    }
    if local.video_out && (!local.video_input || local.excerpt.is_some()) {
        return Err(LedgerError::invalid(
            "a video result for an input that is no video, or for an audition",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A failed row written before failures had parameters (code and English message only) still
    /// loads, with its code; a failure written now keeps its parameters.
    #[test]
    fn old_failure_rows_load_with_their_code() {
        use crate::job::{FailureCode, JobFailure};
        let dir = tempfile::tempdir().unwrap();
        let ledger = Ledger::open_in(dir.path()).unwrap();
        let dub = ledger
            .dubs()
            .insert(NewDub {
                spec: DubSpec {
                    input: DubInput::Link {
                        url: url::Url::parse("https://example.com/a.mp3").unwrap(),
                    },
                    input_name: "a.mp3".into(),
                    voice_id: Uuid::from_u128(7),
                    voice_name: "V".into(),
                    pitch_shift: 0,
                    separate: true,
                    output_dir: "/out".into(),
                    local: LocalWork::default(),
                },
                media: None,
                mix: Default::default(),
            })
            .unwrap();
        ledger.with_conn(|conn| {
            conn.execute(
                "UPDATE dubs SET state = 'failed', error_code = 'not_enough_credits', \
                 error_message = 'This needs 10 credits. Buy credits, then press Retry.', error_params = NULL \
                 WHERE id = ?1",
                params![dub.id.0.to_string()],
            )
            .unwrap();
        });
        let old = ledger.dubs().get(dub.id).unwrap().status.failure.unwrap();
        assert_eq!(old.code(), FailureCode::NotEnoughCredits);
        assert_eq!(
            old,
            JobFailure::NotEnoughCredits {
                needed: 0,
                balance: None
            }
        );

        let now = JobFailure::NotEnoughCredits {
            needed: 10,
            balance: Some(4),
        };
        let stored = now.clone();
        ledger
            .dubs()
            .update(dub.id, DubState::Failed, move |s| s.failure = Some(stored))
            .unwrap();
        assert_eq!(ledger.dubs().get(dub.id).unwrap().status.failure, Some(now));
    }
}
