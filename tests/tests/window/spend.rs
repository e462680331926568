//! The Spend screen with a month of history, as a library that has dubbed and trained for a month
//! leaves it (charges kept after their jobs were removed): the bars per month and per day, split
//! into dubs and trainings, the table per voice and this month against the budget, in both themes,
//! and in French with the dates and numbers written the French way.

use std::sync::Arc;

use anyhow::{Result, ensure};
use dubdeck_core::clock::ManualClock;
use dubdeck_core::i18n::Language;
use dubdeck_core::job::{DubState, TrainingState};
use dubdeck_core::ledger::{
    DubInput, DubSpec, Ledger, LocalWork, MonthlyBudget, NewDub, NewTraining, NewTrainingFile, TrainingSpec,
};
use dubdeck_e2e::case::{credits_text, within};
use dubdeck_e2e::words::Words;
use dubdeck_e2e::{Case, Launch, Ui, xpath};
use time::{Duration, OffsetDateTime};

/// The credits the seeded month charged: per voice, and in all.
struct History {
    nova: i64,
    iris: i64,
    trainings: i64,
}

/// Leaves in `case`'s library a month of charges, one every other day (dubs with Nova and Iris,
/// two trainings), each job removed once charged, and a monthly budget of 1,000 credits.
fn seed_month(case: &Case) -> Result<History> {
    let clock = Arc::new(ManualClock::new(OffsetDateTime::now_utc() - Duration::days(28)));
    let ledger = Ledger::open_with_clock(&dubdeck_core::config::ledger_path(&case.data_dir), clock.clone())?;
    let mut history = History {
        nova: 0,
        iris: 0,
        trainings: 0,
    };
    // Fifteen days of the last 30 (the first 28 days ago), each on a day of its own.
    for day in (0..=28).step_by(2) {
        clock.set(OffsetDateTime::now_utc() - Duration::days(28 - day) - Duration::hours(1));
        let (voice, name) = if day % 4 == 0 { (1, "Nova") } else { (2, "Iris") };
        let credits = 10 * (1 + day % 5);
        let dub = ledger.dubs().insert(NewDub {
            spec: DubSpec {
                input: DubInput::File {
                    path: format!("/music/Song {day}.wav").into(),
                    size_bytes: 1,
                },
                input_name: format!("Song {day}.wav"),
                voice_id: uuid::Uuid::from_u128(voice),
                voice_name: name.to_owned(),
                pitch_shift: 0,
                separate: true,
                output_dir: "/music/out".into(),
                local: LocalWork::default(),
            },
            media: None,
            mix: Default::default(),
        })?;
        ledger
            .dubs()
            .update(dub.id, DubState::Created, |s| s.credits_used = Some(credits))?;
        ledger.dubs().cancel(dub.id)?;
        ledger.dubs().delete(dub.id)?;
        if voice == 1 {
            history.nova += credits;
        } else {
            history.iris += credits;
        }
        if day % 10 == 6 {
            let training = ledger.trainings().insert(NewTraining {
                spec: TrainingSpec {
                    name: format!("My voice {day}"),
                    max_minutes: 5,
                    separate: true,
                },
                files: vec![NewTrainingFile {
                    path: "/music/take.wav".into(),
                    name: "take.wav".into(),
                    size_bytes: 1,
                    media: None,
                }],
                approved: true,
            })?;
            ledger
                .trainings()
                .update(training.id, TrainingState::Created, |s, _| {
                    s.credits_used = Some(50)
                })?;
            ledger.trainings().cancel(training.id)?;
            ledger.trainings().delete(training.id)?;
            history.trainings += 50;
        }
    }
    ledger.settings().set::<MonthlyBudget>(&Some(1_000))?;
    Ok(history)
}

/// The chart's bars: each one's accessible name.
async fn bars(ui: &Ui) -> Result<Vec<String>> {
    ui.script(
        "return [...document.querySelectorAll('svg.plot g[role=img]')].map((g) => g.getAttribute('aria-label'));",
        vec![],
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_spend_screen_shows_a_month_of_history() -> Result<()> {
    let mut case = Case::new("spend").await?;
    let outcome = within(spend(&mut case)).await;
    case.finish(outcome).await
}

async fn spend(case: &mut Case) -> Result<()> {
    let history = seed_month(case)?;
    let total = history.nova + history.iris + history.trainings;
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    case.go_to("Spend").await?;
    let ui = case.ui()?;
    // By month: the last 12 months, this one (and perhaps the last) holding the charges.
    ui.wait_until("the chart's bars", dubdeck_e2e::ui::WAIT, || async {
        Ok((bars(ui).await?.len() == 12).then_some(()))
    })
    .await?;
    let total_text = format!("{} in all", credits_text(total));
    ui.wait_for(
        "the total",
        &format!("//*[contains(normalize-space(.), {})]", xpath::lit(&total_text)),
    )
    .await?;
    // The table per voice: both voices and the trainings' voices, Nova's total shown.
    let table: String = ui
        .script(
            "const h = [...document.querySelectorAll('h2')].find((e) => e.textContent.trim() === 'By voice');
             const t = h && h.closest('section').querySelector('table');
             return t ? t.innerText : '';",
            vec![],
        )
        .await?;
    ensure!(
        table.contains("Nova") && table.contains("Iris") && table.contains(&history.nova.to_string()),
        "the table per voice reads {table:?}"
    );
    ui.shoot("spend-month").await?;

    // By day: 30 bars, the charged days named with their credits.
    ui.press("Day").await?;
    ui.wait_until("30 bars of days", dubdeck_e2e::ui::WAIT, || async {
        Ok((bars(ui).await?.len() == 30).then_some(()))
    })
    .await?;
    let named = bars(ui).await?;
    let charged = named.iter().filter(|n| !n.ends_with("nothing spent")).count();
    ensure!(charged == 15, "{charged} days show charges: {named:?}");
    ui.shoot("spend-day").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_spend_screen_speaks_french() -> Result<()> {
    let mut case = Case::with_env("spend-fr", &[("LANG", "fr_FR.UTF-8")]).await?;
    let outcome = within(spend_in_french(&mut case)).await;
    case.finish(outcome).await
}

async fn spend_in_french(case: &mut Case) -> Result<()> {
    seed_month(case)?;
    let words = Words::of(Language::Fr)?;
    case.launch(Launch::default()).await?;
    crate::languages::sign_in_in(case, &words).await?;
    let ui = case.ui()?;
    crate::languages::go_to_in(ui, &words, "spend-route").await?;
    ui.wait_until("the chart's bars", dubdeck_e2e::ui::WAIT, || async {
        Ok((bars(ui).await?.len() == 12).then_some(()))
    })
    .await?;
    // The months are named in French ("novembre 2026"), not in English.
    let named = bars(ui).await?;
    let month = OffsetDateTime::now_utc().month();
    let french = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ][usize::from(u8::from(month)) - 1];
    ensure!(
        named.iter().any(|n| n.to_lowercase().contains(french)),
        "no bar is named for {french}: {named:?}"
    );
    ui.shoot("spend-fr").await?;
    Ok(())
}
