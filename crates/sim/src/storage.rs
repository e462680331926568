//! S3-style object storage: presigned PUT uploads, presigned GET results, public avatars.
