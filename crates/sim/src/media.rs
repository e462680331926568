//! Media: measure the duration of uploaded audio/video by decoding it, and render dub results.
