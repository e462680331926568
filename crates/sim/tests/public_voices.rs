#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `GET /v1/voices`: the catalogue's shape, filters (OR inside, AND across), the four array syntaxes,
//! limits, and cursor paging that visits every matching voice exactly once, checked against a
//! brute-force filter of the whole catalogue.

mod common;

use std::collections::{HashMap, HashSet};

use common::*;
use serde_json::Value;

const LANGUAGES: &[&str] = &[
    "english", "spanish", "korean", "japanese", "french", "russian", "thai",
];
const GENRES: &[&str] = &["pop", "rap", "rock", "country", "rnb", "alternative", "jazz"];
const STYLES: &[&str] = &["singing", "rapping", "speaking", "character", "other"];

/// Pages through `query` (without limit/cursor) with page size `limit`; checks each page's size and
/// that only the last page has a null cursor.
async fn page_all(api: &Api, query: &str, limit: usize) -> Vec<Value> {
    let mut all = Vec::new();
    let mut cursor: Option<String> = None;
    for _ in 0..1000 {
        let mut url = format!("/v1/voices?limit={limit}");
        if !query.is_empty() {
            url.push('&');
            url.push_str(query);
        }
        if let Some(c) = &cursor {
            url.push_str(&format!("&cursor={}", urlencode(c)));
        }
        let r = api.get(&url).await;
        let body = r.expect_ok();
        let voices = body["voices"].as_array().unwrap();
        assert!(voices.len() <= limit);
        all.extend(voices.iter().cloned());
        match &body["nextCursor"] {
            Value::Null => return all,
            Value::String(c) => {
                assert_eq!(voices.len(), limit, "only the last page is short");
                cursor = Some(c.clone());
            }
            other => panic!("nextCursor is {other}"),
        }
    }
    panic!("paging did not end");
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

fn ids(voices: &[Value]) -> Vec<String> {
    voices
        .iter()
        .map(|v| v["id"].as_str().unwrap().to_owned())
        .collect()
}

fn has_any(v: &Value, field: &str, wanted: &[&str]) -> bool {
    wanted.is_empty()
        || v[field]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| wanted.contains(&x.as_str().unwrap()))
}

#[tokio::test]
async fn the_catalogue_is_large_varied_stable_and_well_formed() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let all = page_all(&api, "", 50).await;
    assert!(all.len() >= 2000, "only {} voices", all.len());
    let unique: HashSet<_> = ids(&all).into_iter().collect();
    assert_eq!(unique.len(), all.len(), "every voice exactly once");

    let mut gifs = 0;
    let mut names = HashSet::new();
    let mut word_counts = HashMap::new();
    for v in &all {
        let keys: HashSet<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let want: HashSet<&str> = [
            "id",
            "name",
            "languages",
            "genres",
            "styles",
            "avatarFormat",
            "createdAt",
            "updatedAt",
            "avatarUrl",
        ]
        .into();
        assert_eq!(keys, want, "{v}");
        for (field, allowed) in [("languages", LANGUAGES), ("genres", GENRES), ("styles", STYLES)] {
            let list = v[field].as_array().unwrap();
            assert!((1..=3).contains(&list.len()), "{v}");
            assert!(list.iter().all(|x| allowed.contains(&x.as_str().unwrap())), "{v}");
            let distinct: HashSet<_> = list.iter().collect();
            assert_eq!(distinct.len(), list.len(), "{v}");
        }
        assert!(
            is_timestamp(&v["createdAt"]) && is_timestamp(&v["updatedAt"]),
            "{v}"
        );
        assert!(ts(&v["updatedAt"]) >= ts(&v["createdAt"]), "{v}");
        let format = v["avatarFormat"].as_str().unwrap();
        assert!(format == "webp" || format == "gif");
        gifs += usize::from(format == "gif");
        let id = v["id"].as_str().unwrap();
        assert!(uuid::Uuid::parse_str(id).is_ok());
        let avatar = url::Url::parse(v["avatarUrl"].as_str().unwrap()).unwrap();
        assert!(
            avatar.path().ends_with(&format!("/avatars/{id}.{format}")),
            "{avatar}"
        );
        names.insert(v["name"].as_str().unwrap().to_owned());
        *word_counts
            .entry(v["name"].as_str().unwrap().split(' ').count())
            .or_insert(0) += 1;
    }
    let quarter = all.len() / 4;
    assert!(
        (quarter / 2..quarter * 3 / 2).contains(&gifs),
        "{gifs} gifs of {}",
        all.len()
    );
    assert!(
        names.len() * 10 >= all.len() * 9,
        "names are varied: {} distinct",
        names.len()
    );
    assert!(word_counts.len() >= 3, "names of several shapes: {word_counts:?}");
    let years: HashSet<i32> = all.iter().map(|v| ts(&v["createdAt"]).year()).collect();
    assert!(years.len() >= 3, "created over several years: {years:?}");

    // The same catalogue, in the same order, on another run.
    let other = start(config(50)).await;
    let again = page_all(&other.api(ALICE), "", 50).await;
    assert_eq!(ids(&all), ids(&again));
    assert_eq!(all[100]["name"], again[100]["name"]);
    other.shutdown().await;
    sim.shutdown().await;
}

#[tokio::test]
async fn paging_to_the_end_matches_a_brute_force_filter() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let all = page_all(&api, "", 50).await;

    struct Case {
        query: &'static str,
        search: Option<&'static str>,
        languages: &'static [&'static str],
        genres: &'static [&'static str],
        styles: &'static [&'static str],
        limit: usize,
    }
    let cases = [
        Case {
            query: "genres=pop",
            search: None,
            languages: &[],
            genres: &["pop"],
            styles: &[],
            limit: 50,
        },
        Case {
            query: "languages=japanese,korean",
            search: None,
            languages: &["japanese", "korean"],
            genres: &[],
            styles: &[],
            limit: 37,
        },
        Case {
            query: "styles[]=rapping&genres[]=rap",
            search: None,
            languages: &[],
            genres: &["rap"],
            styles: &["rapping"],
            limit: 8,
        },
        Case {
            query: "search=an",
            search: Some("an"),
            languages: &[],
            genres: &[],
            styles: &[],
            limit: 50,
        },
        Case {
            query: "search=AN&languages[0]=french&languages[1]=thai&styles=singing",
            search: Some("an"),
            languages: &["french", "thai"],
            genres: &[],
            styles: &["singing"],
            limit: 9,
        },
        Case {
            query: "genres=jazz&genres=country&languages=russian&styles=character,other",
            search: None,
            languages: &["russian"],
            genres: &["jazz", "country"],
            styles: &["character", "other"],
            limit: 8,
        },
        Case {
            query: "search=zzzz-no-such-voice",
            search: Some("zzzz-no-such-voice"),
            languages: &[],
            genres: &[],
            styles: &[],
            limit: 8,
        },
    ];
    for case in cases {
        let want: Vec<String> = ids(&all
            .iter()
            .filter(|v| {
                case.search
                    .is_none_or(|s| v["name"].as_str().unwrap().to_lowercase().contains(s))
                    && has_any(v, "languages", case.languages)
                    && has_any(v, "genres", case.genres)
                    && has_any(v, "styles", case.styles)
            })
            .cloned()
            .collect::<Vec<_>>());
        let got = ids(&page_all(&api, case.query, case.limit).await);
        assert_eq!(got, want, "query {}", case.query);
        if case.search == Some("zzzz-no-such-voice") {
            assert!(got.is_empty());
        } else {
            assert!(!got.is_empty(), "query {} matches something", case.query);
        }
    }
    sim.shutdown().await;
}

#[tokio::test]
async fn all_four_array_syntaxes_give_the_same_page() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let mut pages = Vec::new();
    for q in [
        "genres=rock&genres=jazz&languages=thai",
        "genres[]=rock&genres[]=jazz&languages[]=thai",
        "genres[0]=rock&genres[1]=jazz&languages[0]=thai",
        "genres=rock,jazz&languages=thai",
        "genres%5B%5D=rock&genres%5B%5D=jazz&languages%5B%5D=thai",
        "genres%5B0%5D=rock&genres%5B1%5D=jazz&languages=thai",
        "genres=rock&genres[]=jazz&languages=thai",
    ] {
        let r = api.get(&format!("/v1/voices?{q}")).await;
        let voices = r.expect_ok()["voices"].as_array().unwrap().clone();
        assert!(!voices.is_empty());
        for v in &voices {
            assert!(
                has_any(v, "genres", &["rock", "jazz"]) && has_any(v, "languages", &["thai"]),
                "{q}: {v}"
            );
        }
        pages.push(ids(&voices));
    }
    assert!(pages.windows(2).all(|w| w[0] == w[1]));
    sim.shutdown().await;
}

#[tokio::test]
async fn limits_and_search_both_sides() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    assert_eq!(
        api.get("/v1/voices").await.expect_ok()["voices"]
            .as_array()
            .unwrap()
            .len(),
        50,
        "default limit"
    );
    for ok in [8, 50] {
        assert_eq!(
            api.get(&format!("/v1/voices?limit={ok}")).await.expect_ok()["voices"]
                .as_array()
                .unwrap()
                .len(),
            ok
        );
    }
    for bad in ["7", "51", "0", "-8", "8.5", "ten", "", "1e1", "%2B8"] {
        api.get(&format!("/v1/voices?limit={bad}"))
            .await
            .expect_invalid("query", "limit");
    }
    api.get("/v1/voices?limit=8&limit=9")
        .await
        .expect_invalid("query", "limit");
    api.get("/v1/voices?limit[]=8")
        .await
        .expect_invalid("query", "limit");

    api.get("/v1/voices?search=")
        .await
        .expect_invalid("query", "search");
    api.get(&format!("/v1/voices?search={}", "a".repeat(51)))
        .await
        .expect_invalid("query", "search");
    api.get(&format!("/v1/voices?search={}", urlencode(&"é".repeat(51))))
        .await
        .expect_invalid("query", "search");
    let r = api
        .get(&format!("/v1/voices?search={}", urlencode(&"é".repeat(50))))
        .await;
    assert!(r.expect_ok()["voices"].as_array().unwrap().is_empty());
    assert_eq!(
        r.body["nextCursor"],
        Value::Null,
        "an empty result has a null cursor"
    );
    api.get(&format!("/v1/voices?search={}", "a".repeat(50)))
        .await
        .expect_ok();
    let r = api.get("/v1/voices?search=a&limit=8").await;
    assert_eq!(r.expect_ok()["voices"].as_array().unwrap().len(), 8);

    // Search is a case-insensitive substring of the name.
    let lower = ids(&page_all(&api, "search=velvet", 50).await);
    let upper = ids(&page_all(&api, "search=VeLVeT", 50).await);
    assert_eq!(lower, upper);
    sim.shutdown().await;
}

#[tokio::test]
async fn unknown_values_parameters_and_cursors_are_refused() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    for (q, field) in [
        ("genres=polka", "genres"),
        ("genres=Pop", "genres"),
        ("genres=", "genres"),
        ("genres=pop,", "genres"),
        ("genres[]=", "genres"),
        ("languages=klingon", "languages"),
        ("styles=yodel", "styles"),
        ("colour=red", "colour"),
        ("genre=pop", "genre"),
        ("genres[x]=pop", "genres[x]"),
        ("cursor=", "cursor"),
        ("cursor=garbage", "cursor"),
        ("cursor=AAAAAAAAAAAAAAAAAAAAAAAAAAA", "cursor"),
    ] {
        let r = api.get(&format!("/v1/voices?{q}")).await;
        r.expect_invalid("query", field);
        assert!(r.body["errors"]["body"].as_array().unwrap().is_empty());
    }
    // A cursor is tied to its filters, but not to the page size.
    let r = api.get("/v1/voices?genres=pop&limit=8").await;
    let cursor = r.expect_ok()["nextCursor"].as_str().unwrap().to_owned();
    let c = urlencode(&cursor);
    api.get(&format!("/v1/voices?genres=rock&cursor={c}"))
        .await
        .expect_invalid("query", "cursor");
    api.get(&format!("/v1/voices?cursor={c}"))
        .await
        .expect_invalid("query", "cursor");
    api.get(&format!("/v1/voices?genres=pop&search=a&cursor={c}"))
        .await
        .expect_invalid("query", "cursor");
    let next = api
        .get(&format!("/v1/voices?genres=pop&limit=20&cursor={c}"))
        .await;
    assert_eq!(next.expect_ok()["voices"].as_array().unwrap().len(), 20);
    // Equivalent spellings of the same filters share cursors.
    api.get(&format!("/v1/voices?genres[]=pop&cursor={c}"))
        .await
        .expect_ok();
    // A tampered cursor is refused.
    let mut tampered = cursor.clone().into_bytes();
    let last = tampered.len() - 3;
    tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(tampered).unwrap();
    api.get(&format!("/v1/voices?genres=pop&cursor={}", urlencode(&tampered)))
        .await
        .expect_invalid("query", "cursor");
    sim.shutdown().await;
}

#[tokio::test]
async fn avatars_are_served_at_their_urls_without_a_key() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let voices = api.get("/v1/voices?limit=50").await.expect_ok()["voices"]
        .as_array()
        .unwrap()
        .clone();
    for format in ["webp", "gif"] {
        let v = voices
            .iter()
            .find(|v| v["avatarFormat"] == format)
            .expect("both formats on the first page");
        let resp = sim
            .http
            .get(v["avatarUrl"].as_str().unwrap())
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200, "{format}");
        assert_eq!(resp.headers()["content-type"], format!("image/{format}").as_str());
        let bytes = resp.bytes().await.unwrap();
        match format {
            "webp" => assert!(bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP"),
            _ => assert!(bytes.starts_with(b"GIF8")),
        }
    }
    // A voice that does not exist has no avatar.
    let missing = sim.url("/avatars/3fa85f64-5717-4562-b3fc-2c963f66afa6.webp");
    assert_eq!(sim.http.get(missing).send().await.unwrap().status(), 404);
    sim.shutdown().await;
}
