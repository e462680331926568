#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The OpenAPI document is true to the simulator: real requests to every operation produce every
//! status the document declares for it (and every error code its 400s name), and each response's
//! status, body and headers agree with what the document declares for that path, method and status.
//! Response objects are checked closed (no undocumented fields) unless the document says otherwise.

// A test crate's root looks for modules beside it; these live in a folder named after it.
#[path = "openapi_truth/contract.rs"]
mod contract;
#[path = "openapi_truth/driver.rs"]
mod driver;

use std::time::Duration;

use contract::{Contract, Reply};
use driver::{Driver, wav};
use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig, openapi::document};
use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, HeaderMap, HeaderName};
use serde_json::{Value, json};

const KEY: &str = "key-alice";
const ACCOUNT: &str = "alice";
const CREDITS: i64 = 1_000_000;
/// A well-formed id that names nothing.
const UNKNOWN: &str = "00000000-0000-4000-8000-000000000000";
const INVALID: &str = "invalid_arguments";

fn config(rate_limits: RateLimits) -> SimConfig {
    SimConfig {
        accounts: vec![AccountSpec::new(ACCOUNT, CREDITS, [KEY])],
        stage_ms: 20,
        test_surface: true,
        rate_limits,
        ..Default::default()
    }
}

fn driver<'c>(sim: &RunningSim, contract: &'c mut Contract) -> Driver<'c> {
    Driver {
        http: reqwest::Client::new(),
        base: sim.base_url(),
        key: KEY.to_owned(),
        contract,
    }
}

/// Every operation as (operationId, "METHOD path") with these ids.
fn operation_lines(dub: &str, voice: &str) -> Vec<(&'static str, String)> {
    vec![
        ("getAccount", "GET /v1/me".to_owned()),
        ("createDub", "POST /v1/me/dubs".to_owned()),
        ("getDub", format!("GET /v1/me/dubs/{dub}")),
        ("preprocessDub", format!("POST /v1/me/dubs/{dub}/preprocess")),
        ("generateDub", format!("POST /v1/me/dubs/{dub}/generate")),
        ("createVoice", "POST /v1/me/voices".to_owned()),
        ("getVoice", format!("GET /v1/me/voices/{voice}")),
        ("cloneVoice", format!("POST /v1/me/voices/{voice}/clone")),
        ("listPublicVoices", "GET /v1/voices".to_owned()),
        ("getOpenApiDocument", "GET /v1/openapi.json".to_owned()),
    ]
}

fn id(body: &Value, field: &str) -> String {
    body[field]["id"].as_str().unwrap().to_owned()
}

async fn account_and_meta(d: &mut Driver<'_>, sim: &RunningSim) {
    let me = d.ok("getAccount", "GET /v1/me", None).await;
    assert_eq!(me["user"]["apiCredits"], CREDITS);
    d.refused("getAccount", "GET /v1/me?verbose=1", None, 400, INVALID)
        .await;

    let served = d.ok("getOpenApiDocument", "GET /v1/openapi.json", None).await;
    assert_eq!(
        served,
        document(sim.base_url().as_str()),
        "the served document is `openapi::document`"
    );
    d.refused(
        "getOpenApiDocument",
        "GET /v1/openapi.json?format=yaml",
        None,
        400,
        INVALID,
    )
    .await;
}

/// Returns the id of a public voice.
async fn public_voices(d: &mut Driver<'_>) -> String {
    let op = "listPublicVoices";
    let page = d.ok(op, "GET /v1/voices?limit=8", None).await;
    assert_eq!(page["voices"].as_array().unwrap().len(), 8);
    // Opaque: it may hold characters that mean something in a query string.
    let cursor: String =
        url::form_urlencoded::byte_serialize(page["nextCursor"].as_str().unwrap().as_bytes()).collect();
    d.ok(op, &format!("GET /v1/voices?limit=8&cursor={cursor}"), None)
        .await;
    let filtered =
        "GET /v1/voices?genres=pop&genres=rock&languages[]=english&styles=singing,rapping&search=a";
    d.ok(op, filtered, None).await;
    let empty = d.ok(op, "GET /v1/voices?search=zzqqxxjj", None).await;
    assert_eq!(
        empty,
        json!({ "voices": [], "nextCursor": null }),
        "the last page's cursor is null"
    );
    for bad in ["limit=7", "genres=polka", "search=", "colour=red"] {
        let body = d
            .refused(op, &format!("GET /v1/voices?{bad}"), None, 400, INVALID)
            .await;
        assert!(
            !body["errors"]["query"].as_array().unwrap().is_empty(),
            "{bad}: {body}"
        );
    }
    page["voices"][0]["id"].as_str().unwrap().to_owned()
}

async fn dubs(d: &mut Driver<'_>, public_voice: &str) {
    let (op, create) = ("createDub", "POST /v1/me/dubs");
    let created = d.ok(op, create, Some(json!({ "voiceId": public_voice }))).await;
    let dub = id(&created, "dub");
    let upload_url = created["uploadUrl"].as_str().unwrap().to_owned();
    let link = "http://127.0.0.1:9/missing.wav";
    let linked = json!({ "voiceId": public_voice, "link": link, "pitchShift": -24, "separate": false });
    let linked = d.ok(op, create, Some(linked)).await;
    assert_eq!(linked["uploadUrl"], Value::Null);
    let too_high = json!({ "voiceId": public_voice, "pitchShift": 25 });
    let body = d.refused(op, create, Some(too_high), 400, INVALID).await;
    assert_eq!(body["errors"]["body"][0]["field"], "pitchShift");
    d.refused(
        op,
        create,
        Some(json!({ "voiceId": UNKNOWN })),
        400,
        "voice_not_found",
    )
    .await;
    d.refused(
        op,
        "POST /v1/me/dubs?x=1",
        Some(json!({ "voiceId": public_voice })),
        400,
        INVALID,
    )
    .await;

    let get = format!("GET /v1/me/dubs/{dub}");
    d.ok("getDub", &get, None).await;
    let body = d
        .refused("getDub", "GET /v1/me/dubs/not-a-uuid", None, 400, INVALID)
        .await;
    assert_eq!(body["errors"]["params"][0]["field"], "dubId");
    d.refused(
        "getDub",
        &format!("GET /v1/me/dubs/{UNKNOWN}"),
        None,
        404,
        "not_found",
    )
    .await;

    let (op, preprocess) = ("preprocessDub", format!("POST /v1/me/dubs/{dub}/preprocess"));
    let generate = format!("POST /v1/me/dubs/{dub}/generate");
    d.refused(
        "generateDub",
        &generate,
        None,
        400,
        "dub_is_not_in_preprocessed_state",
    )
    .await;
    d.upload(&upload_url, wav()).await;
    d.refused(op, &preprocess, Some(json!({ "extra": 1 })), 400, INVALID)
        .await;
    let preprocessing = d.ok(op, &preprocess, None).await;
    assert_eq!(preprocessing["dub"]["status"], "preprocessing");
    d.refused(op, &preprocess, Some(json!({})), 400, "dub_is_not_new")
        .await;
    d.refused(op, "POST /v1/me/dubs/not-a-uuid/preprocess", None, 400, INVALID)
        .await;
    d.refused(
        op,
        &format!("POST /v1/me/dubs/{UNKNOWN}/preprocess"),
        None,
        404,
        "not_found",
    )
    .await;
    let path = format!("/v1/me/dubs/{dub}");
    let preprocessed = d.poll("getDub", &path, "dub", &["preprocessed"]).await;
    assert!(preprocessed["requiredCredits"].as_f64().unwrap() > 0.0);

    let op = "generateDub";
    d.set_credits(ACCOUNT, 0).await;
    d.refused(op, &generate, None, 403, "not_enough_credits").await;
    d.set_credits(ACCOUNT, CREDITS).await;
    let queued = d.ok(op, &generate, None).await;
    assert_eq!(queued["dub"]["status"], "queued");
    d.refused(op, "POST /v1/me/dubs/not-a-uuid/generate", None, 400, INVALID)
        .await;
    d.refused(
        op,
        &format!("POST /v1/me/dubs/{UNKNOWN}/generate"),
        None,
        404,
        "not_found",
    )
    .await;
    let done = d.poll("getDub", &path, "dub", &["done", "error"]).await;
    assert_eq!(done["status"], "done", "{done}");
    assert!(done["dubUrl"].is_string());

    // A link that cannot be downloaded ends the dub in error: that state's body is checked too.
    let linked_path = format!("/v1/me/dubs/{}", id(&linked, "dub"));
    d.ok("preprocessDub", &format!("POST {linked_path}/preprocess"), None)
        .await;
    let failed = d
        .poll("getDub", &linked_path, "dub", &["error", "preprocessed"])
        .await;
    assert_eq!(failed["status"], "error", "{failed}");
}

/// Returns the id of a custom voice in status done.
async fn voices(d: &mut Driver<'_>) -> String {
    let (op, create) = ("createVoice", "POST /v1/me/voices");
    let request = json!({ "name": "Test Voice", "numberOfFiles": 1, "maxMinutes": 5, "separate": true });
    let created = d.ok(op, create, Some(request.clone())).await;
    let voice = id(&created, "voice");
    let upload_urls = created["uploadUrls"].as_array().unwrap();
    assert_eq!(upload_urls.len(), 1);
    let upload_url = upload_urls[0].as_str().unwrap().to_owned();
    let nameless = json!({ "name": "", "numberOfFiles": 1, "maxMinutes": 5, "separate": true });
    let body = d.refused(op, create, Some(nameless), 400, INVALID).await;
    assert_eq!(body["errors"]["body"][0]["field"], "name");
    d.refused(op, "POST /v1/me/voices?x=1", Some(request), 400, INVALID)
        .await;

    let path = format!("/v1/me/voices/{voice}");
    d.ok("getVoice", &format!("GET {path}"), None).await;
    d.refused("getVoice", "GET /v1/me/voices/not-a-uuid", None, 400, INVALID)
        .await;
    d.refused(
        "getVoice",
        &format!("GET /v1/me/voices/{UNKNOWN}"),
        None,
        404,
        "not_found",
    )
    .await;

    let (op, clone) = ("cloneVoice", format!("POST {path}/clone"));
    let body = d.refused(op, &clone, None, 400, INVALID).await;
    assert!(
        !body["errors"]["body"].as_array().unwrap().is_empty(),
        "files not uploaded: {body}"
    );
    d.upload(&upload_url, wav()).await;
    d.set_credits(ACCOUNT, 0).await;
    d.refused(op, &clone, None, 403, "not_enough_credits").await;
    d.set_credits(ACCOUNT, CREDITS).await;
    let queued = d.ok(op, &clone, None).await;
    assert_eq!(queued["voice"]["status"], "queued");
    d.refused(op, &clone, None, 400, "voice_is_not_new").await;
    d.refused(op, "POST /v1/me/voices/not-a-uuid/clone", None, 400, INVALID)
        .await;
    d.refused(
        op,
        &format!("POST /v1/me/voices/{UNKNOWN}/clone"),
        None,
        404,
        "not_found",
    )
    .await;
    let done = d.poll("getVoice", &path, "voice", &["done", "error"]).await;
    assert_eq!(done["status"], "done", "{done}");
    voice
}

/// 401 (no key, and another scheme) and an injected 500 on every operation.
async fn unauthorized_and_server_errors(d: &mut Driver<'_>, dub: &str, voice: &str) {
    for (op, line) in operation_lines(dub, voice) {
        let reply = d.send(op, &line, None, None).await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (401, Some("unauthorized")),
            "{line}"
        );
        let (method, path) = line.split_once(' ').unwrap();
        let other_scheme = d
            .http
            .request(method.parse().unwrap(), d.url(path))
            .header("Authorization", format!("Bearer {KEY}"))
            .send()
            .await
            .unwrap();
        assert_eq!(
            other_scheme.status(),
            StatusCode::UNAUTHORIZED,
            "{line} with another scheme"
        );

        let body = r#"{"code":"internal_error","message":"injected by the test"}"#;
        let fault =
            json!({ "serverErrors": { "count": 1, "status": 500, "body": body, "pathPrefix": path } });
        d.sim("PUT /_sim/faults", Some(fault)).await;
        d.refused(op, &line, None, 500, "internal_error").await;
        d.sim("DELETE /_sim/faults", None).await;
    }
}

#[tokio::test]
async fn simulator_answers_as_the_document_declares() {
    let sim = dubdeck_sim::start(config(RateLimits::spec())).await.unwrap();
    let mut contract = Contract::new(sim.base_url().as_str());
    let mut d = driver(&sim, &mut contract);
    account_and_meta(&mut d, &sim).await;
    let public_voice = public_voices(&mut d).await;
    dubs(&mut d, &public_voice).await;
    let custom_voice = voices(&mut d).await;
    // A done custom voice of the caller can be dubbed with.
    d.ok(
        "createDub",
        "POST /v1/me/dubs",
        Some(json!({ "voiceId": custom_voice })),
    )
    .await;
    let dub = d
        .ok(
            "createDub",
            "POST /v1/me/dubs",
            Some(json!({ "voiceId": public_voice })),
        )
        .await;
    let dub = id(&dub, "dub");
    unauthorized_and_server_errors(&mut d, &dub, &custom_voice).await;
    sim.shutdown().await;

    // 429 from the real limiter, on a simulator with tiny limits and a long window.
    let tiny = RateLimits {
        per_key: false,
        global_per_minute: 1_000,
        read_per_minute: 2,
        write_per_minute: 2,
        write_per_hour: 1_000,
        global_per_hour: None,
        minute_window: Duration::from_secs(600),
        hour_window: Duration::from_secs(3600),
    };
    let sim = dubdeck_sim::start(config(tiny)).await.unwrap();
    let mut d = driver(&sim, &mut contract);
    for (op, line) in operation_lines(&dub, &custom_voice) {
        // The other simulator's ids are unknown here (404) and bodies are missing (400): both are
        // declared answers too; only the 429 is looked for.
        let mut limited = None;
        for _ in 0..8 {
            let reply = d.send(op, &line, Some(KEY), None).await;
            if reply.status == 429 {
                limited = Some(reply);
                break;
            }
        }
        let reply =
            limited.unwrap_or_else(|| panic!("{line}: no 429 within 8 requests against a limit of 2"));
        assert_eq!(reply.body["code"], "rate_limit_exceeded");
        let retry_after: u64 = reply.headers["Retry-After"].to_str().unwrap().parse().unwrap();
        assert!((1..=600).contains(&retry_after), "Retry-After {retry_after}");
    }
    sim.shutdown().await;

    contract.assert_everything_was_exercised();
}

/// The checker itself can fail: each untrue response below is refused, and the true one passes.
#[test]
fn checker_refuses_responses_that_break_the_document() {
    let mut contract = Contract::new("http://127.0.0.1:9/");
    let rate_headers = |extra: &[(&str, &str)]| {
        let mut headers = HeaderMap::new();
        headers.insert(CONTENT_TYPE, "application/json".parse().unwrap());
        for (name, value) in [
            ("X-RateLimit-Limit", "500"),
            ("X-RateLimit-Remaining", "499"),
            ("X-RateLimit-Reset", "1700000000"),
        ]
        .iter()
        .chain(extra)
        {
            headers.insert(name.parse::<HeaderName>().unwrap(), value.parse().unwrap());
        }
        headers
    };
    let dub = json!({
        "id": "2f1c7f2e-8a9b-4c3d-9e8f-0a1b2c3d4e5f", "voiceId": "3f1c7f2e-8a9b-4c3d-9e8f-0a1b2c3d4e5f",
        "link": null, "separate": true, "status": "new", "inputDuration": null, "inputSource": "upload",
        "pitchShift": 0, "errorCode": null, "errorMessage": null, "apiCreditsUsed": 0, "apiCreditsLeft": null,
        "completedAt": null, "createdAt": "2025-01-02T03:04:05.678Z", "updatedAt": "2025-01-02T03:04:05.678Z",
        "dubUrl": null, "requiredCredits": null,
    });
    let good = Reply {
        status: 200,
        headers: rate_headers(&[]),
        body: json!({ "dub": dub.clone() }),
    };
    contract.check("getDub", &good).unwrap();

    let with = |change: &dyn Fn(&mut Value)| {
        let mut body = json!({ "dub": dub.clone() });
        change(&mut body["dub"]);
        Reply {
            status: 200,
            headers: rate_headers(&[]),
            body,
        }
    };
    let with_headers = |headers: HeaderMap| Reply {
        status: 200,
        headers,
        body: json!({ "dub": dub.clone() }),
    };
    let error = |status: u16, headers: HeaderMap, body: Value| Reply {
        status,
        headers,
        body,
    };
    let mut no_remaining = rate_headers(&[]);
    no_remaining.remove("X-RateLimit-Remaining");
    let mut html = rate_headers(&[]);
    html.insert(CONTENT_TYPE, "text/html".parse().unwrap());
    // (what is wrong, the response, what the checker's report must name)
    let untrue = [
        (
            "an undeclared status",
            error(418, rate_headers(&[]), json!({ "dub": dub.clone() })),
            "does not declare",
        ),
        (
            "a missing field",
            with(&|d| {
                d.as_object_mut().unwrap().remove("dubUrl");
            }),
            "\"dubUrl\" is a required property",
        ),
        (
            "an unknown status",
            with(&|d| d["status"] = json!("paused")),
            "\"paused\" is not one of",
        ),
        (
            "an undocumented field",
            with(&|d| d["progress"] = json!(0.5)),
            "'progress' was unexpected",
        ),
        (
            "a timestamp without milliseconds",
            with(&|d| d["createdAt"] = json!("2025-01-02T03:04:05Z")),
            "does not match",
        ),
        (
            "an id that is not a uuid",
            with(&|d| d["id"] = json!("dub-1")),
            "is not a \"uuid\"",
        ),
        (
            "pitchShift as a string",
            with(&|d| d["pitchShift"] = json!("3")),
            "is not of type \"integer\"",
        ),
        (
            "a missing rate-limit header",
            with_headers(no_remaining),
            "required header X-RateLimit-Remaining is missing",
        ),
        (
            "a non-integer rate-limit header",
            with_headers(rate_headers(&[("X-RateLimit-Reset", "soon")])),
            "header X-RateLimit-Reset",
        ),
        (
            "Retry-After on a 200",
            with_headers(rate_headers(&[("Retry-After", "3")])),
            "Retry-After is sent but not declared",
        ),
        (
            "rate-limit headers on a 401",
            error(
                401,
                rate_headers(&[]),
                json!({ "code": "unauthorized", "message": "no key" }),
            ),
            "X-RateLimit-Limit is sent but not declared",
        ),
        (
            "a 429 without Retry-After",
            error(
                429,
                rate_headers(&[]),
                json!({ "code": "rate_limit_exceeded", "message": "slow down" }),
            ),
            "required header Retry-After is missing",
        ),
        (
            "invalid_arguments without its query member",
            error(
                400,
                rate_headers(&[]),
                json!({ "code": "invalid_arguments", "message": "bad", "errors": { "params": [], "body": [] } }),
            ),
            "\"query\" is a required property",
        ),
        (
            "a 400 code the operation does not give",
            error(
                400,
                rate_headers(&[]),
                json!({ "code": "voice_is_not_new", "message": "wrong operation" }),
            ),
            "\"invalid_arguments\" was expected",
        ),
        (
            "an undeclared content type",
            with_headers(html),
            "content type \"text/html\"",
        ),
    ];
    for (what, reply, named) in untrue {
        let report = contract.check("getDub", &reply).expect_err(what);
        assert!(
            report.contains(named),
            "{what}: the report does not say so: {report}"
        );
    }
    // A 400 that is one of the operation's own codes passes.
    let voice_not_found = json!({ "code": "voice_not_found", "message": "no such voice" });
    contract
        .check("createDub", &error(400, rate_headers(&[]), voice_not_found))
        .unwrap();
    // The account stays open: fields beyond apiCredits are allowed by the interface.
    let me = Reply {
        status: 200,
        headers: rate_headers(&[]),
        body: json!({ "user": { "apiCredits": 5, "email": "a@b.c" } }),
    };
    contract.check("getAccount", &me).unwrap();
}
