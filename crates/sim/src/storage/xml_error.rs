//! S3-style XML error answers for the checks the store makes itself, in front of s3s (which
//! answers its own errors in the same shape).

use axum::body::Body;
use axum::response::Response;
use http::{HeaderValue, StatusCode, header};

/// One S3 error: `<Error><Code/><Message/>[<Header/>]<Resource/><RequestId/></Error>`.
pub(crate) struct XmlError<'a> {
    pub status: StatusCode,
    pub code: &'a str,
    pub message: &'a str,
    /// The request header the error is about, when there is one (S3 names it in `<Header>`).
    pub header: Option<&'a str>,
    pub resource: &'a str,
}

impl XmlError<'_> {
    /// The answer (hyper leaves the body out of HEAD answers by itself).
    pub fn into_response(self) -> Response {
        let request_id = format!("{:016X}", rand::random::<u64>());
        let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error>");
        push_element(&mut xml, "Code", self.code);
        push_element(&mut xml, "Message", self.message);
        if let Some(h) = self.header {
            push_element(&mut xml, "Header", h);
        }
        push_element(&mut xml, "Resource", self.resource);
        push_element(&mut xml, "RequestId", &request_id);
        xml.push_str("</Error>");
        let length = xml.len();
        let mut response = Response::new(Body::from(xml));
        *response.status_mut() = self.status;
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/xml"));
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        if let Ok(id) = HeaderValue::from_str(&request_id) {
            headers.insert("x-amz-request-id", id);
        }
        response
    }
}

fn push_element(xml: &mut String, name: &str, text: &str) {
    xml.push('<');
    xml.push_str(name);
    xml.push('>');
    for c in text.chars() {
        match c {
            '&' => xml.push_str("&amp;"),
            '<' => xml.push_str("&lt;"),
            '>' => xml.push_str("&gt;"),
            '"' => xml.push_str("&quot;"),
            '\'' => xml.push_str("&apos;"),
            c => xml.push(c),
        }
    }
    xml.push_str("</");
    xml.push_str(name);
    xml.push('>');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_text_and_names_the_header() {
        let mut xml = String::new();
        push_element(&mut xml, "Message", "a <b> & \"c\"");
        assert_eq!(xml, "<Message>a &lt;b&gt; &amp; &quot;c&quot;</Message>");
        let r = XmlError {
            status: StatusCode::NOT_IMPLEMENTED,
            code: "NotImplemented",
            message: "m",
            header: Some("Transfer-Encoding"),
            resource: "/uploads/k",
        }
        .into_response();
        assert_eq!(r.status(), StatusCode::NOT_IMPLEMENTED);
        assert_eq!(r.headers()[header::CONTENT_TYPE], "application/xml");
    }
}
