//! Typed client of the voice dubbing service.
