//! The Jobs screen's queries over the whole library (dubs and trainings together): filters by what
//! a job waits for, a search, grouping by voice or by input, and paging — in SQL, so a library of
//! thousands of jobs is never loaded whole. Rows come back as job ids; the caller reads the pages'
//! rows it shows.

use rusqlite::params_from_iter;
use rusqlite::types::Value;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{from_millis, uuid_from_text};
use super::error::{LedgerError, LedgerResult};
use crate::job::{DubState, JobFilter, JobId, JobKind, StateMachine, TrainingState};

/// The words, as the ledger stores them, of the states of one kind that `filter` shows.
fn stored_states<S: StateMachine>(
    filter: JobFilter,
    all: &[S],
    word: fn(S) -> &'static str,
) -> Vec<&'static str> {
    all.iter()
        .filter(|s| filter.includes(s.status()))
        .map(|s| word(*s))
        .collect()
}

/// How a list is grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum JobGrouping {
    /// By the voice used (a training is grouped with the voice it makes).
    Voice,
    /// By the input file or link (a training is a group of its own).
    Input,
}

/// A query of the library.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct JobQuery {
    pub filter: JobFilter,
    /// Words of the input's name, the voice's name or the training's name (case-insensitive).
    pub search: Option<String>,
    /// Only the jobs of one group (a key from [`Library::groups`]).
    pub group: Option<(JobGrouping, String)>,
    /// Page size (1 to 500; 50 when 0).
    pub limit: u32,
    pub offset: u32,
}

/// One group of a grouped list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobGroup {
    /// Opaque key for [`JobQuery::group`].
    pub key: String,
    /// The voice's name, or the input's name.
    pub label: String,
    pub count: u64,
    #[serde(with = "time::serde::rfc3339")]
    pub latest_at: OffsetDateTime,
}

/// One page of job ids, newest first, and how many match in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobIdPage {
    pub ids: Vec<JobId>,
    pub total: u64,
}

const DEFAULT_LIMIT: u32 = 50;
const MAX_LIMIT: u32 = 500;

/// Both job tables as one, with the columns the queries need.
fn union_sql(filter: JobFilter, args: &mut Vec<Value>) -> String {
    let placeholders = |states: &[&str], args: &mut Vec<Value>| {
        if states.is_empty() {
            return "NULL".to_owned();
        }
        for s in states {
            args.push(Value::Text((*s).to_owned()));
        }
        vec!["?"; states.len()].join(", ")
    };
    let dub_states = placeholders(&stored_states(filter, DubState::ALL, DubState::as_str), args);
    let training_states = placeholders(
        &stored_states(filter, TrainingState::ALL, TrainingState::as_str),
        args,
    );
    format!(
        "SELECT 'dub' AS kind, id, created_at, \
                'voice:' || voice_id AS voice_key, voice_name AS voice_label, \
                'input:' || COALESCE(input_path, input_link) AS input_key, input_name AS input_label, \
                input_name || ' ' || voice_name AS text \
         FROM dubs WHERE state IN ({dub_states}) \
         UNION ALL \
         SELECT 'training', id, created_at, \
                'voice:' || COALESCE(remote_voice_id, id), name, \
                'training:' || id, name, \
                name \
         FROM trainings WHERE state IN ({training_states})"
    )
}

/// `WHERE` conditions for the search and the group.
fn conditions(query: &JobQuery, args: &mut Vec<Value>) -> String {
    let mut parts = vec!["1 = 1".to_owned()];
    if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        for word in search.split_whitespace() {
            parts.push("text LIKE ? ESCAPE '\\'".to_owned());
            args.push(Value::Text(format!("%{}%", escape_like(word))));
        }
    }
    if let Some((grouping, key)) = &query.group {
        parts.push(format!("{} = ?", group_column(*grouping)));
        args.push(Value::Text(key.clone()));
    }
    parts.join(" AND ")
}

/// The key [`JobGrouping::Input`] groups a dub under: its file's path or its link, as stored.
pub fn input_group_key(input: &super::DubInput) -> String {
    match input {
        super::DubInput::File { path, .. } => format!("input:{}", path.to_string_lossy()),
        super::DubInput::Link { url } => format!("input:{url}"),
    }
}

fn group_column(grouping: JobGrouping) -> &'static str {
    match grouping {
        JobGrouping::Voice => "voice_key",
        JobGrouping::Input => "input_key",
    }
}

fn label_column(grouping: JobGrouping) -> &'static str {
    match grouping {
        JobGrouping::Voice => "voice_label",
        JobGrouping::Input => "input_label",
    }
}

fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn limit_of(query: &JobQuery) -> u32 {
    match query.limit {
        0 => DEFAULT_LIMIT,
        n => n.min(MAX_LIMIT),
    }
}

fn job_id(kind: &str, id: &str) -> LedgerResult<JobId> {
    let uuid = uuid_from_text(id, "id")?;
    let kind = JobKind::parse(kind).ok_or_else(|| LedgerError::corrupt(format!("job kind {kind:?}")))?;
    Ok(JobId::of(kind, uuid))
}

/// Queries over every job. Obtain with [`Ledger::library`].
pub struct Library<'l> {
    ledger: &'l Ledger,
}

impl<'l> Library<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// One page of the jobs matching `query`, newest first, and the number matching in all.
    pub fn page(&self, query: &JobQuery) -> LedgerResult<JobIdPage> {
        let mut args = Vec::new();
        let union = union_sql(query.filter, &mut args);
        let conditions = conditions(query, &mut args);
        self.ledger.read(|conn| {
            let total: i64 = conn.query_row(
                &format!("SELECT COUNT(*) FROM ({union}) WHERE {conditions}"),
                params_from_iter(args.iter()),
                |r| r.get(0),
            )?;
            let mut page_args = args.clone();
            page_args.push(Value::Integer(i64::from(limit_of(query))));
            page_args.push(Value::Integer(i64::from(query.offset)));
            let mut stmt = conn.prepare(&format!(
                "SELECT kind, id FROM ({union}) WHERE {conditions} \
                 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?"
            ))?;
            let rows = stmt.query_map(params_from_iter(page_args.iter()), |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
            })?;
            let mut ids = Vec::new();
            for row in rows {
                let (kind, id) = row?;
                ids.push(job_id(&kind, &id)?);
            }
            Ok(JobIdPage {
                ids,
                total: u64::try_from(total).unwrap_or(0),
            })
        })
    }

    /// The groups of the jobs matching `query` (its own `group` is ignored), newest activity
    /// first, with their sizes; paged by the query's limit and offset.
    pub fn groups(&self, query: &JobQuery, grouping: JobGrouping) -> LedgerResult<Vec<JobGroup>> {
        let mut args = Vec::new();
        let union = union_sql(query.filter, &mut args);
        let ungrouped = JobQuery {
            group: None,
            ..query.clone()
        };
        let conditions = conditions(&ungrouped, &mut args);
        args.push(Value::Integer(i64::from(limit_of(query))));
        args.push(Value::Integer(i64::from(query.offset)));
        let key = group_column(grouping);
        let label = label_column(grouping);
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(&format!(
                "SELECT {key}, MAX({label}), COUNT(*), MAX(created_at) FROM ({union}) \
                 WHERE {conditions} GROUP BY {key} ORDER BY MAX(created_at) DESC, {key} LIMIT ? OFFSET ?"
            ))?;
            let rows = stmt.query_map(params_from_iter(args.iter()), |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, i64>(3)?,
                ))
            })?;
            let mut groups = Vec::new();
            for row in rows {
                let (key, label, count, latest) = row?;
                groups.push(JobGroup {
                    key,
                    label: label.unwrap_or_default(),
                    count: u64::try_from(count).unwrap_or(0),
                    latest_at: from_millis(latest, "created_at")?,
                });
            }
            Ok(groups)
        })
    }

    /// The voices this library knows (public voices seen in the catalogue, the account's own
    /// trained voices) whose id starts with `prefix`, with their names.
    pub fn voices_with_prefix(&self, prefix: &str) -> LedgerResult<Vec<(Uuid, String)>> {
        let pattern = format!("{}%", escape_like(&prefix.to_ascii_lowercase()));
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(
                "SELECT voice_id, COALESCE(json_extract(json, '$.name'), '') FROM catalogue_cache \
                 WHERE voice_id LIKE ?1 ESCAPE '\\' \
                 UNION SELECT id, name FROM voices WHERE id LIKE ?1 ESCAPE '\\' ORDER BY 1 LIMIT 20",
            )?;
            let rows = stmt.query_map([pattern], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
            })?;
            let mut out = Vec::new();
            for row in rows {
                let (id, name) = row?;
                out.push((uuid_from_text(&id, "voice_id")?, name));
            }
            Ok(out)
        })
    }
}
