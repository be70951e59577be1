//! Domain values stored as a code in a TEXT column and sent as the same code
//! in JSON (a lecturer's teaching role, an exam's kind, ...): one enum from
//! the row to TypeScript (issue 33).

/// Declares such an enum: serde and JSON Schema use the codes, so TypeScript
/// gets a union of them; `as_str`, `parse` and `SEMUA` give the code and the
/// list; sqlx decodes a row's code straight into the enum and binds it back.
/// An unknown code in the database is a decode error, never a silent default.
#[macro_export]
macro_rules! kode_domain {
    ($(#[$m:meta])* pub enum $nama:ident { $($(#[$vm:meta])* $varian:ident = $kode:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema, Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $nama {
            $($(#[$vm])* #[serde(rename = $kode)] $varian),+
        }

        impl $nama {
            pub const SEMUA: &'static [$nama] = &[$($nama::$varian),+];

            pub const fn as_str(self) -> &'static str {
                match self {
                    $($nama::$varian => $kode),+
                }
            }

            pub fn parse(kode: &str) -> Option<$nama> {
                Self::SEMUA.iter().copied().find(|v| v.as_str() == kode)
            }
        }

        impl std::fmt::Display for $nama {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl sqlx::Type<sqlx::Any> for $nama {
            fn type_info() -> sqlx::any::AnyTypeInfo {
                <str as sqlx::Type<sqlx::Any>>::type_info()
            }
        }

        impl<'r> sqlx::Decode<'r, sqlx::Any> for $nama {
            fn decode(value: <sqlx::Any as sqlx::Database>::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                let kode = <String as sqlx::Decode<'r, sqlx::Any>>::decode(value)?;
                $nama::parse(&kode).ok_or_else(|| format!("{}: kode '{}' tidak dikenal", stringify!($nama), kode).into())
            }
        }

        impl<'q> sqlx::Encode<'q, sqlx::Any> for $nama {
            fn encode_by_ref(
                &self,
                buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&'q str as sqlx::Encode<'q, sqlx::Any>>::encode(self.as_str(), buf)
            }
        }
    };
}

/// Deserializes an optional code where an empty string (a form field left
/// empty, sent without scripts) is none: `#[serde(default, deserialize_with = ...)]`.
pub fn kode_atau_kosong<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    use serde::Deserialize;
    match Option::<String>::deserialize(d)? {
        Some(kode) if !kode.is_empty() => T::deserialize(serde::de::value::StringDeserializer::<D::Error>::new(kode)).map(Some),
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    crate::kode_domain! {
        /// A test value.
        pub enum Contoh {
            Satu = "satu",
            DuaKata = "dua_kata",
        }
    }

    #[test]
    fn codes_go_both_ways() {
        assert_eq!(Contoh::DuaKata.as_str(), "dua_kata");
        assert_eq!(Contoh::parse("satu"), Some(Contoh::Satu));
        assert_eq!(Contoh::parse("Satu"), None);
        assert_eq!(serde_json::to_string(&Contoh::DuaKata).unwrap(), "\"dua_kata\"");
        assert_eq!(serde_json::from_str::<Contoh>("\"satu\"").unwrap(), Contoh::Satu);
        let skema = serde_json::to_value(schemars::schema_for!(Contoh)).unwrap();
        assert_eq!(skema["enum"], serde_json::json!(["satu", "dua_kata"]));
    }

    #[tokio::test]
    async fn a_row_decodes_its_code_and_refuses_an_unknown_one() {
        sqlx::any::install_default_drivers();
        let db = sqlx::any::AnyPoolOptions::new().max_connections(1).connect("sqlite::memory:").await.unwrap();
        let (v,): (Contoh,) = sqlx::query_as("SELECT $1").bind(Contoh::DuaKata).fetch_one(&db).await.unwrap();
        assert_eq!(v, Contoh::DuaKata);
        let salah: Result<(Contoh,), _> = sqlx::query_as("SELECT 'tiga'").fetch_one(&db).await;
        assert!(salah.is_err());
    }
}
