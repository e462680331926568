//! Who a job is: its local id (never sent to the service), of one of two kinds. A job's id is
//! written `dub:<uuid>` or `training:<uuid>` wherever it leaves Rust (the page's commands, the
//! command line's JSON), and read back from that spelling alone.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

crate::text_enum::word_enum! {
    /// What kind of job, and so which table it lives in.
    pub enum JobKind {
        Dub => "dub",
        Training => "training",
    }
}

/// The local id of a dub (the service's id is the row's `remote_id`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DubId(pub Uuid);

/// The local id of a training job.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TrainingId(pub Uuid);

impl DubId {
    pub fn new_random() -> Self {
        Self(Uuid::new_v4())
    }
}

impl TrainingId {
    pub fn new_random() -> Self {
        Self(Uuid::new_v4())
    }
}

impl std::fmt::Display for DubId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::fmt::Display for TrainingId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// One job of the library, of either kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum JobId {
    Dub(DubId),
    Training(TrainingId),
}

impl JobId {
    pub fn kind(self) -> JobKind {
        match self {
            JobId::Dub(_) => JobKind::Dub,
            JobId::Training(_) => JobKind::Training,
        }
    }

    /// The local uuid, whatever the kind.
    pub fn uuid(self) -> Uuid {
        match self {
            JobId::Dub(id) => id.0,
            JobId::Training(id) => id.0,
        }
    }

    /// The job of `kind` with `uuid`.
    pub fn of(kind: JobKind, uuid: Uuid) -> JobId {
        match kind {
            JobKind::Dub => JobId::Dub(DubId(uuid)),
            JobKind::Training => JobId::Training(TrainingId(uuid)),
        }
    }
}

/// `dub:<uuid>` / `training:<uuid>`.
impl std::fmt::Display for JobId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.kind(), self.uuid())
    }
}

/// A text that is not a job id as [`JobId`]'s `Display` writes it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a job id")]
pub struct NotAJobId(pub String);

impl std::str::FromStr for JobId {
    type Err = NotAJobId;

    fn from_str(text: &str) -> Result<JobId, NotAJobId> {
        let bad = || NotAJobId(text.to_owned());
        let (kind, id) = text.split_once(':').ok_or_else(bad)?;
        let kind = JobKind::parse(kind).ok_or_else(bad)?;
        let uuid = Uuid::parse_str(id).map_err(|_| bad())?;
        Ok(JobId::of(kind, uuid))
    }
}

impl Serialize for JobId {
    fn serialize<S: serde::Serializer>(&self, to: S) -> Result<S::Ok, S::Error> {
        to.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for JobId {
    fn deserialize<D: serde::Deserializer<'de>>(from: D) -> Result<JobId, D::Error> {
        let text = String::deserialize(from)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_written_with_their_kind_and_read_back_from_that_alone() {
        for job in [
            JobId::Dub(DubId(Uuid::from_u128(3))),
            JobId::Training(TrainingId(Uuid::from_u128(4))),
        ] {
            assert_eq!(job.to_string().parse::<JobId>(), Ok(job));
            assert_eq!(
                serde_json::from_value::<JobId>(serde_json::to_value(job).unwrap()).unwrap(),
                job
            );
        }
        assert_eq!(
            JobId::Dub(DubId(Uuid::from_u128(3))).to_string(),
            "dub:00000000-0000-0000-0000-000000000003"
        );
        assert_eq!(
            serde_json::to_value(JobId::Training(TrainingId(Uuid::from_u128(4)))).unwrap(),
            serde_json::json!("training:00000000-0000-0000-0000-000000000004")
        );
        for bad in [
            "",
            "dub",
            "dub:nope",
            "voice:00000000-0000-0000-0000-000000000003",
            "00000000-0000-0000-0000-000000000003",
        ] {
            assert_eq!(bad.parse::<JobId>(), Err(NotAJobId(bad.to_owned())), "{bad}");
        }
    }
}
