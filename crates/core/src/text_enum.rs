//! Enums stored and sent as words: `text_enum!` gives a fieldless enum its stable snake_case word
//! (`as_str`, `parse`, `Display`), every value (`ALL`) and its SQLite column form; `word_enum!`
//! declares such an enum with the derives every front end reads it through (serde and specta,
//! snake_case), listing each variant once.

/// Implements `as_str`/`parse` plus rusqlite's `ToSql`/`FromSql` for a fieldless enum stored as text.
macro_rules! text_enum {
    ($ty:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        impl $ty {
            /// Every value, in declaration order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The stable name stored in the ledger and sent to front ends.
            pub fn as_str(self) -> &'static str {
                match self { $($ty::$variant => $text),+ }
            }

            /// The value named `text`, if any.
            pub fn parse(text: &str) -> Option<Self> {
                match text { $($text => Some($ty::$variant),)+ _ => None }
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl rusqlite::types::ToSql for $ty {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(self.as_str()))
            }
        }

        impl rusqlite::types::FromSql for $ty {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                let text = value.as_str()?;
                $ty::parse(text).ok_or_else(|| {
                    rusqlite::types::FromSqlError::Other(
                        format!("unknown {} value {text:?}", stringify!($ty)).into(),
                    )
                })
            }
        }
    };
}
pub(crate) use text_enum;

/// Declares a fieldless enum whose values cross to front ends as words (serde and specta,
/// snake_case) and implements [`text_enum!`] for it.
macro_rules! word_enum {
    ($(#[$meta:meta])* pub enum $ty:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal,)+ }) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, specta::Type,
        )]
        #[serde(rename_all = "snake_case")]
        pub enum $ty {
            $($(#[$vmeta])* $variant,)+
        }

        $crate::text_enum::text_enum!($ty { $($variant => $text),+ });
    };
}
pub(crate) use word_enum;
