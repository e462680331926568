# The name of this language, written in it ("Español", "日本語"): the Language setting lists it so.
language-self = English
