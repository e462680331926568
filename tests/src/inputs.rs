//! What the window tests give the app to dub: a tone as a WAV file, and a clip served on a
//! loopback port for the link tests (the simulator fetches links from it).

use std::path::Path;

use anyhow::{Context, Result};

/// A WAV of a 440 Hz tone at half scale, 22.05 kHz mono 16-bit, `seconds` long: audible, and with a
/// waveform to draw.
pub fn write_tone(path: &Path, seconds: u32) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 22_050,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut wav = hound::WavWriter::create(path, spec)
        .with_context(|| format!("could not write {}", path.display()))?;
    for i in 0..spec.sample_rate * seconds {
        let phase = f64::from(i) * 440.0 * std::f64::consts::TAU / f64::from(spec.sample_rate);
        #[allow(clippy::cast_possible_truncation)]
        wav.write_sample((phase.sin() * f64::from(i16::MAX) * 0.5) as i16)?;
    }
    wav.finalize()
        .with_context(|| format!("could not write {}", path.display()))
}

/// Serves `bytes` at `/clips/<name>` on a loopback port until the returned task is dropped.
pub async fn serve_clip(name: &str, bytes: Vec<u8>) -> Result<(String, tokio::task::JoinHandle<()>)> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/clips/{name}", listener.local_addr()?);
    let body = axum::body::Bytes::from(bytes);
    let router = axum::Router::new().route(
        &format!("/clips/{name}"),
        axum::routing::get(move || {
            let body = body.clone();
            async move { ([("content-type", "audio/wav")], body) }
        }),
    );
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, router).await;
    });
    Ok((url, task))
}
