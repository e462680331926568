//! Who may do what (s3s calls this after checking any signature): PUT into `uploads`, GET (and
//! HEAD, served as GET) from `results` with a valid signature, from `avatars` by anyone (a public
//! CDN bucket).
//! Everything else is refused the way S3 refuses a presigned URL used for something else.

use s3s::access::{S3Access, S3AccessContext};
use s3s::{S3Result, s3_error};

use super::objects::Bucket;

pub(crate) struct Policy;

#[async_trait::async_trait]
impl S3Access for Policy {
    async fn check(&self, cx: &mut S3AccessContext<'_>) -> S3Result<()> {
        let bucket = cx.s3_path().get_bucket_name().and_then(Bucket::from_name);
        let op = cx.s3_op().name();
        let allowed = matches!(
            (bucket, op),
            (Some(Bucket::Uploads), "PutObject") | (Some(Bucket::Results | Bucket::Avatars), "GetObject")
        );
        if !allowed {
            return Err(s3_error!(AccessDenied, "Access Denied"));
        }
        if bucket == Some(Bucket::Avatars) || cx.credentials().is_some() {
            return Ok(());
        }
        Err(s3_error!(
            AccessDenied,
            "Request is missing a valid signature; use the presigned URL as given"
        ))
    }
}
