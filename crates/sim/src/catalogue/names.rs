//! Word lists and the patterns that turn them into voice names ("Velvet Nightingale", "MC Granite",
//! "Aiko Sora", "Park Ji-woo", "The Paper Lanterns", "Professor Pickles").

use rand::Rng;
use rand::seq::IndexedRandom;

use super::Language;

const ADJECTIVES: &[&str] = &[
    "Velvet",
    "Midnight",
    "Golden",
    "Silver",
    "Crimson",
    "Electric",
    "Neon",
    "Quiet",
    "Wild",
    "Broken",
    "Lucky",
    "Hollow",
    "Gentle",
    "Savage",
    "Cosmic",
    "Amber",
    "Frozen",
    "Dusty",
    "Rusty",
    "Silk",
    "Smoky",
    "Lunar",
    "Solar",
    "Scarlet",
    "Indigo",
    "Copper",
    "Iron",
    "Paper",
    "Glass",
    "Honey",
    "Wandering",
    "Restless",
    "Sleepy",
    "Crystal",
    "Saffron",
    "Ivory",
    "Obsidian",
    "Sapphire",
    "Emerald",
    "Jade",
    "Coral",
    "Misty",
    "Stormy",
    "Sunny",
    "Hazy",
    "Polar",
    "Tropical",
    "Urban",
    "Rustic",
    "Royal",
    "Humble",
    "Bold",
    "Lonesome",
    "Distant",
    "Hidden",
    "Secret",
    "Faded",
    "Bright",
    "Violet",
    "Northern",
    "Southern",
    "Mellow",
    "Raspy",
    "Husky",
    "Smooth",
    "Whispering",
    "Thunder",
    "Starlit",
    "Moonlit",
    "Wistful",
];

const NOUNS: &[&str] = &[
    "Nightingale",
    "Echo",
    "Falcon",
    "Raven",
    "Sparrow",
    "Wolf",
    "Fox",
    "Tiger",
    "Panther",
    "Comet",
    "Meteor",
    "Orbit",
    "Nebula",
    "Horizon",
    "River",
    "Canyon",
    "Harbor",
    "Lantern",
    "Ember",
    "Flame",
    "Storm",
    "Breeze",
    "Whisper",
    "Chorus",
    "Melody",
    "Rhythm",
    "Groove",
    "Ballad",
    "Serenade",
    "Anthem",
    "Siren",
    "Phoenix",
    "Dragon",
    "Mirage",
    "Oasis",
    "Prairie",
    "Drifter",
    "Rambler",
    "Dreamer",
    "Poet",
    "Preacher",
    "Prophet",
    "Sailor",
    "Pilot",
    "Ghost",
    "Shadow",
    "Spirit",
    "Rebel",
    "Outlaw",
    "Bandit",
    "Monarch",
    "Empress",
    "Duchess",
    "Owl",
    "Heron",
    "Swan",
    "Crow",
    "Hummingbird",
    "Coyote",
    "Mustang",
    "Orchid",
    "Lotus",
    "Magnolia",
    "Willow",
    "Cedar",
    "Ivy",
    "Thistle",
    "Pebble",
    "Tide",
    "Aurora",
];

const STAGE_TITLES: &[&str] = &[
    "MC", "DJ", "Lil", "Big", "Young", "Lady", "Sir", "Miss", "Mister", "Doctor", "Captain", "King", "Queen",
    "Baby", "Señor", "Madame",
];

const STAGE_WORDS: &[&str] = &[
    "Granite", "Ember", "Comet", "Saffron", "Basil", "Cobalt", "Pepper", "Onyx", "Blaze", "Frost", "Rocket",
    "Vapor", "Static", "Tempo", "Bassline", "Riddle", "Cipher", "Halo", "Jinx", "Mango", "Kiwi", "Pixel",
    "Turbo", "Nitro", "Sable", "Zen", "Vortex", "Prism", "Quartz", "Dynamo", "Maverick", "Domino", "Reverb",
    "Vinyl", "Sonic", "Juice", "Flex", "Ace",
];

const SINGLE_NAMES: &[&str] = &[
    "Nova",
    "Zephyr",
    "Aurora",
    "Onyx",
    "Juno",
    "Kairo",
    "Solène",
    "Indigo",
    "Lyric",
    "Orion",
    "Vesper",
    "Calypso",
    "Rhapsody",
    "Seraphina",
    "Atlas",
    "Marlowe",
    "Nyx",
    "Elio",
    "Björn",
    "Zoë",
    "Anouk",
    "Soleil",
    "Kenzo",
    "Yara",
    "Ines",
    "Cleo",
];

const SINGLE_SUFFIXES: &[&str] = &["", "", "", " X", " Blue", " 9", " Gold", " Noir", " Jr."];

const BAND_NOUNS: &[&str] = &[
    "Lanterns",
    "Owls",
    "Wolves",
    "Strangers",
    "Drifters",
    "Comets",
    "Ravens",
    "Lovers",
    "Ramblers",
    "Kings",
    "Sirens",
    "Dreamers",
    "Outlaws",
    "Satellites",
    "Echoes",
    "Foxes",
    "Sparrows",
    "Bandits",
    "Ghosts",
    "Tigers",
    "Harbors",
    "Magnolias",
];

const CHARACTER_TITLES: &[&str] = &[
    "Professor",
    "Grandpa",
    "Granny",
    "Robot",
    "Wizard",
    "Pirate",
    "Sheriff",
    "Count",
    "Princess",
    "Goblin",
    "Narrator",
    "Uncle",
    "Auntie",
    "Detective",
    "Admiral",
];

const CHARACTER_WORDS: &[&str] = &[
    "Pickles",
    "Whiskers",
    "Bubbles",
    "Noodle",
    "Muffin",
    "Biscuit",
    "Sprocket",
    "Gizmo",
    "Barnaby",
    "Thistlewood",
    "Marmalade",
    "Crumpet",
    "Wobble",
    "Fizz",
    "Bramble",
    "Otis",
    "Ziggy",
    "Hopscotch",
];

struct People {
    given: &'static [&'static str],
    /// Names that take a feminine family name where the language has one (Russian).
    given_feminine: &'static [&'static str],
    family: &'static [&'static str],
    family_first: bool,
}

fn people(language: Language) -> People {
    match language {
        Language::English => People {
            given: &[
                "Harper", "Olivia", "Liam", "Noah", "Emma", "Ava", "Mason", "Ethan", "Grace", "Lily", "Jack",
                "Henry", "Ruby", "Chloe", "Oscar", "Mia", "Leo", "Isla", "Freya", "Arthur", "Sadie", "Wyatt",
                "Hazel", "Dakota", "Savannah", "Tucker", "Dolly", "Jolene", "Marcus", "Jasmine", "Aaliyah",
                "Andre", "Keisha", "Darnell",
            ],
            given_feminine: &[],
            family: &[
                "Brooks", "Carter", "Hayes", "Parker", "Reed", "Bennett", "Collins", "Foster", "Hughes",
                "Jenkins", "Morgan", "Porter", "Sullivan", "Walsh", "Whitaker", "Monroe", "Calloway",
                "Holloway", "McCoy", "Granger", "Fletcher", "Sawyer",
            ],
            family_first: false,
        },
        Language::Spanish => People {
            given: &[
                "Lucía",
                "Sofía",
                "Mateo",
                "Santiago",
                "Valentina",
                "Camila",
                "Diego",
                "Alejandro",
                "Isabela",
                "Martina",
                "Joaquín",
                "Paloma",
                "Rocío",
                "Inés",
                "Emilio",
                "Rafael",
                "Ximena",
                "Tomás",
                "Elena",
                "Marisol",
            ],
            given_feminine: &[],
            family: &[
                "Romero",
                "García",
                "Fernández",
                "Morales",
                "Castillo",
                "Ortega",
                "Navarro",
                "Vega",
                "Herrera",
                "Delgado",
                "Ramos",
                "Serrano",
                "Molina",
                "Cruz",
                "Reyes",
                "Salazar",
                "Mendoza",
                "Ibáñez",
                "Peña",
                "Muñoz",
            ],
            family_first: false,
        },
        Language::Korean => People {
            given: &[
                "Min-jun", "Seo-yeon", "Ji-woo", "Ha-eun", "Do-yun", "Su-bin", "Ye-jin", "Hyun-woo",
                "Jae-won", "Eun-ji", "Tae-yang", "So-ra", "Yu-na", "Jun-ho", "Da-eun",
            ],
            given_feminine: &[],
            family: &[
                "Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Seo",
                "Shin", "Kwon", "Song",
            ],
            family_first: true,
        },
        Language::Japanese => People {
            given: &[
                "Aiko", "Haruto", "Yuki", "Sakura", "Ren", "Hina", "Sota", "Yui", "Kaito", "Mei", "Riku",
                "Akari", "Hiroshi", "Emi", "Kenji", "Nanami", "Takumi", "Rin", "Daichi", "Mio",
            ],
            given_feminine: &[],
            family: &[
                "Sora",
                "Tanaka",
                "Sato",
                "Suzuki",
                "Takahashi",
                "Watanabe",
                "Ito",
                "Yamamoto",
                "Nakamura",
                "Kobayashi",
                "Kato",
                "Yoshida",
                "Yamada",
                "Sasaki",
                "Matsumoto",
                "Inoue",
                "Kimura",
                "Hayashi",
                "Shimizu",
                "Mori",
            ],
            family_first: false,
        },
        Language::French => People {
            given: &[
                "Camille", "Chloé", "Léa", "Manon", "Hugo", "Louis", "Jules", "Gabriel", "Élodie", "Margaux",
                "Théo", "Inès", "Juliette", "Antoine", "Céline", "Noémie", "Bastien", "Amélie", "Étienne",
            ],
            given_feminine: &[],
            family: &[
                "Laurent",
                "Marchand",
                "Dubois",
                "Moreau",
                "Lefèvre",
                "Girard",
                "Bonnet",
                "Rousseau",
                "Fontaine",
                "Chevalier",
                "Mercier",
                "Dupont",
                "Lambert",
                "Faure",
                "Garnier",
                "Boucher",
                "Leclerc",
                "Perrin",
                "Renard",
            ],
            family_first: false,
        },
        Language::Russian => People {
            given: &[
                "Dmitri", "Ivan", "Sergei", "Alexei", "Mikhail", "Nikolai", "Pavel", "Yuri", "Boris",
                "Artyom",
            ],
            given_feminine: &[
                "Anastasia",
                "Natalia",
                "Olga",
                "Yekaterina",
                "Tatiana",
                "Irina",
                "Svetlana",
                "Ksenia",
                "Darya",
                "Vera",
            ],
            family: &[
                "Volkov", "Petrov", "Ivanov", "Sokolov", "Morozov", "Smirnov", "Lebedev", "Kozlov",
                "Novikov", "Orlov", "Pavlov", "Fedorov", "Zaitsev", "Belov", "Romanov",
            ],
            family_first: false,
        },
        Language::Thai => People {
            given: &[
                "Somchai", "Niran", "Ananda", "Kanya", "Malee", "Pim", "Arthit", "Chaiya", "Kwan", "Lamai",
                "Narong", "Ploy", "Rattana", "Sakda", "Suda", "Thida", "Wichai", "Nok", "Fah", "Mali",
            ],
            given_feminine: &[],
            family: &[
                "Wongsakul",
                "Srisai",
                "Chaiyaporn",
                "Rattanakul",
                "Boonmee",
                "Saelim",
                "Kittikun",
                "Phromma",
                "Thongchai",
                "Suksawat",
                "Jaidee",
                "Wattana",
            ],
            family_first: false,
        },
    }
}

/// The kind of name drawn; it nudges the voice's genres and styles (an MC raps, a band rocks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Person(Language),
    Descriptive,
    Stage,
    Single,
    Band,
    Character,
}

fn pick<R: Rng>(rng: &mut R, list: &'static [&'static str]) -> &'static str {
    list.choose(rng).copied().unwrap_or("Voice")
}

/// Draws a kind of name and a name of that kind.
pub fn draw<R: Rng>(rng: &mut R) -> (Kind, String) {
    let roll = rng.random_range(0..100);
    if roll < 40 {
        let language = Language::ALL[rng.random_range(0..Language::ALL.len())];
        let p = people(language);
        let feminine = !p.given_feminine.is_empty() && rng.random_bool(0.5);
        let given = if feminine {
            pick(rng, p.given_feminine)
        } else {
            pick(rng, p.given)
        };
        let mut family = pick(rng, p.family).to_owned();
        if feminine {
            family.push('a');
        }
        let name = if p.family_first {
            format!("{family} {given}")
        } else {
            format!("{given} {family}")
        };
        (Kind::Person(language), name)
    } else if roll < 65 {
        (
            Kind::Descriptive,
            format!("{} {}", pick(rng, ADJECTIVES), pick(rng, NOUNS)),
        )
    } else if roll < 77 {
        (
            Kind::Stage,
            format!("{} {}", pick(rng, STAGE_TITLES), pick(rng, STAGE_WORDS)),
        )
    } else if roll < 85 {
        (
            Kind::Single,
            format!("{}{}", pick(rng, SINGLE_NAMES), pick(rng, SINGLE_SUFFIXES)),
        )
    } else if roll < 92 {
        let name = if rng.random_bool(0.5) {
            format!("The {} {}", pick(rng, ADJECTIVES), pick(rng, BAND_NOUNS))
        } else {
            format!("The {}", pick(rng, BAND_NOUNS))
        };
        (Kind::Band, name)
    } else {
        (
            Kind::Character,
            format!("{} {}", pick(rng, CHARACTER_TITLES), pick(rng, CHARACTER_WORDS)),
        )
    }
}
