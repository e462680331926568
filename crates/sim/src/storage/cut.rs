//! Connection cuts (fault injection): an upload whose connection is cut after N body bytes, a
//! download whose body stops after N bytes. Counts go down as cuts fire.

use std::sync::Mutex;

use axum::body::Body;
use axum::response::Response;
use bytes::Bytes;
use futures::StreamExt;

use super::CutFault;

/// One kind of cut (uploads or downloads) and how many are left.
#[derive(Debug, Default)]
pub(crate) struct CutSwitch(Mutex<Option<CutFault>>);

impl CutSwitch {
    pub fn set(&self, fault: Option<CutFault>) {
        *self.lock() = fault.filter(|f| f.count > 0);
    }

    /// Takes one cut if any is left: the number of body bytes to let through.
    pub fn take(&self) -> Option<u64> {
        let mut slot = self.lock();
        let fault = slot.as_mut()?;
        fault.count -= 1;
        let after = fault.after_bytes;
        if fault.count == 0 {
            *slot = None;
        }
        Some(after)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<CutFault>> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Reads (and throws away) up to `limit` bytes of a request body, as a server would before the
/// connection breaks.
pub(crate) async fn read_prefix(body: Body, limit: u64) {
    let mut stream = body.into_data_stream();
    let mut seen: u64 = 0;
    while seen < limit {
        match stream.next().await {
            Some(Ok(chunk)) => seen += chunk.len() as u64,
            _ => break,
        }
    }
}

/// A response whose body stops with an error after `limit` bytes: the client gets the headers
/// (with the full Content-Length), a short body, then a broken connection.
pub(crate) fn cut_response_body(response: Response, limit: u64) -> Response {
    let (parts, body) = response.into_parts();
    let stream = cut_stream(body, limit);
    Response::from_parts(parts, Body::from_stream(stream))
}

fn cut_stream(body: Body, limit: u64) -> impl futures::Stream<Item = Result<Bytes, std::io::Error>> + Send {
    futures::stream::unfold(
        (body.into_data_stream(), 0u64, false),
        move |(mut inner, sent, done)| async move {
            if done {
                return None;
            }
            if sent >= limit {
                // Let the server flush what was sent before the break, then break.
                tokio::task::yield_now().await;
                let cut = std::io::Error::new(
                    std::io::ErrorKind::ConnectionAborted,
                    "download cut by fault injection",
                );
                return Some((Err(cut), (inner, sent, true)));
            }
            match inner.next().await {
                Some(Ok(mut chunk)) => {
                    let room = usize::try_from(limit - sent).unwrap_or(usize::MAX);
                    if chunk.len() > room {
                        chunk.truncate(room);
                    }
                    let sent = sent + chunk.len() as u64;
                    Some((Ok(chunk), (inner, sent, false)))
                }
                Some(Err(e)) => Some((Err(std::io::Error::other(e)), (inner, sent, true))),
                // The body was shorter than the cut: nothing to break.
                None => None,
            }
        },
    )
}

/// An answer that is no answer: the body fails before anything is sent, so the server closes the
/// connection (used where the listener offers no way to drop a connection outright).
pub(crate) fn broken_response() -> Response {
    let stream = futures::stream::once(async {
        Err::<Bytes, std::io::Error>(std::io::Error::new(
            std::io::ErrorKind::ConnectionAborted,
            "upload cut by fault injection",
        ))
    });
    let mut response = Response::new(Body::from_stream(stream));
    response
        .headers_mut()
        .insert(http::header::CONNECTION, http::HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_go_down_and_end() {
        let switch = CutSwitch::default();
        assert_eq!(switch.take(), None);
        switch.set(Some(CutFault {
            count: 2,
            after_bytes: 10,
        }));
        assert_eq!(switch.take(), Some(10));
        assert_eq!(switch.take(), Some(10));
        assert_eq!(switch.take(), None);
        switch.set(Some(CutFault {
            count: 0,
            after_bytes: 10,
        }));
        assert_eq!(switch.take(), None);
        switch.set(Some(CutFault {
            count: 5,
            after_bytes: 1,
        }));
        switch.set(None);
        assert_eq!(switch.take(), None);
    }

    #[tokio::test]
    async fn a_cut_body_sends_its_prefix_then_fails() {
        let full = Response::new(Body::from(vec![7u8; 1000]));
        let cut = cut_response_body(full, 300);
        let mut stream = cut.into_body().into_data_stream();
        let mut got = 0;
        let mut failed = false;
        while let Some(item) = stream.next().await {
            match item {
                Ok(chunk) => got += chunk.len(),
                Err(_) => failed = true,
            }
        }
        assert_eq!(got, 300);
        assert!(failed);
    }
}
