//! Integer fields as a JSON service may send them: `10`, but also `10.0` (a number type that does
//! not tell integers apart, or a serializer that writes every number as a float). An integral
//! float within range is read as the integer; a fractional one (`10.5`) or one out of range
//! (`1e30`, or negative for a count) is a decode error, never a silent rounding or a panic.
//!
//! Used with `#[serde(deserialize_with = "integer::exact")]` (or `integer::option` for nullable
//! fields); serialization stays the derived one, so the models round-trip as integers.

use std::fmt;
use std::marker::PhantomData;

use serde::Deserializer;
use serde::de::{self, Unexpected, Visitor};

/// The integer types the models use.
pub(crate) trait Integer: Sized + TryFrom<i64> + TryFrom<u64> {
    const NAME: &'static str;
}

macro_rules! integer {
    ($($ty:ty),*) => {$(
        impl Integer for $ty {
            const NAME: &'static str = concat!("an integer that fits in ", stringify!($ty));
        }
    )*};
}

integer!(i32, i64, u32, u64);

struct Exact<T>(PhantomData<T>);

impl<T: Integer> Visitor<'_> for Exact<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::NAME)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        T::try_from(v).map_err(|_| E::invalid_value(Unexpected::Signed(v), &self))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        T::try_from(v).map_err(|_| E::invalid_value(Unexpected::Unsigned(v), &self))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<T, E> {
        let refuse = || E::invalid_value(Unexpected::Float(v), &self);
        if !v.is_finite() || v.fract() != 0.0 {
            return Err(refuse());
        }
        // Integral and finite; the casts are exact inside these bounds (2^63 and 2^64 are
        // powers of two, so the comparisons are exact too).
        if (-9_223_372_036_854_775_808.0..0.0).contains(&v) {
            T::try_from(v as i64).map_err(|_| refuse())
        } else if (0.0..18_446_744_073_709_551_616.0).contains(&v) {
            T::try_from(v as u64).map_err(|_| refuse())
        } else {
            Err(refuse())
        }
    }
}

/// An integer field; integral floats such as `10.0` are accepted.
pub(crate) fn exact<'de, D: Deserializer<'de>, T: Integer>(deserializer: D) -> Result<T, D::Error> {
    deserializer.deserialize_any(Exact(PhantomData))
}

struct Nullable<T>(PhantomData<T>);

impl<'de, T: Integer> Visitor<'de> for Nullable<T> {
    type Value = Option<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "null or {}", T::NAME)
    }

    fn visit_none<E: de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<T>, D::Error> {
        exact(deserializer).map(Some)
    }
}

/// A nullable integer field; integral floats such as `10.0` are accepted.
pub(crate) fn option<'de, D: Deserializer<'de>, T: Integer>(deserializer: D) -> Result<Option<T>, D::Error> {
    deserializer.deserialize_option(Nullable(PhantomData))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Sample {
        #[serde(deserialize_with = "exact")]
        signed: i32,
        #[serde(deserialize_with = "exact")]
        count: u64,
        #[serde(deserialize_with = "option", default)]
        maybe: Option<i64>,
    }

    fn read(value: serde_json::Value) -> Result<Sample, serde_json::Error> {
        serde_json::from_value(value)
    }

    #[test]
    fn integral_floats_are_integers() {
        let sample = read(json!({"signed": -3.0, "count": 61000.0, "maybe": 10.0})).unwrap();
        assert_eq!(
            sample,
            Sample {
                signed: -3,
                count: 61_000,
                maybe: Some(10)
            }
        );
        let sample = read(json!({"signed": 4, "count": 0, "maybe": null})).unwrap();
        assert_eq!((sample.signed, sample.count, sample.maybe), (4, 0, None));
        assert_eq!(read(json!({"signed": 0, "count": 1})).unwrap().maybe, None);
        // The largest integral floats below each bound.
        let big: Sample = serde_json::from_str(
            r#"{"signed": 0, "count": 18446744073709549568.0, "maybe": -9223372036854775808.0}"#,
        )
        .unwrap();
        assert_eq!(
            (big.count, big.maybe),
            (18_446_744_073_709_549_568, Some(i64::MIN))
        );
    }

    #[test]
    fn fractions_and_out_of_range_values_are_errors() {
        for bad in [
            json!({"signed": 10.5, "count": 1}),
            json!({"signed": 1, "count": 0.1}),
            json!({"signed": 1, "count": 1, "maybe": 2.5}),
            json!({"signed": 3_000_000_000u64, "count": 1}),
            json!({"signed": 3.0e9, "count": 1}),
            json!({"signed": 1, "count": -1}),
            json!({"signed": 1, "count": -1.0}),
            json!({"signed": 1, "count": 1e30}),
            json!({"signed": 1, "count": 1, "maybe": 1e19}),
            json!({"signed": 1, "count": "1"}),
            json!({"signed": 1, "count": true}),
        ] {
            let error = read(bad.clone()).unwrap_err();
            assert!(error.to_string().contains("expected"), "{bad}: {error}");
        }
        let error = read(json!({"signed": 10.5, "count": 1})).unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid value: floating point `10.5`, expected an integer that fits in i32"
        );
        // 2^64 is exactly representable and just out of range.
        assert!(serde_json::from_str::<Sample>(r#"{"signed": 0, "count": 18446744073709551616.0}"#).is_err());
    }
}
