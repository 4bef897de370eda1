/// Forward-only schema migrations, tracked in `PRAGMA user_version`. Each step runs in its own
/// transaction, so a database is always at a whole version. A step is SQL only and never calls
/// application code, so what it does cannot change when that code does: work that needs the
/// app (search keys computed again, cards replayed) is asked for as an `UpgradeTask` row in the
/// same transaction, and the app performs it after the last step (`DatabaseUpgrade`).
public enum Migrations {
    /// Version N is reached by running `steps[N - 1]`.
    package static let steps: [String] = [
        // 1: the offline catalog and its two search indexes, plus saved shows.
        """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE shows(
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            source_id TEXT NOT NULL,
            title TEXT NOT NULL,
            original_title TEXT NOT NULL,
            first_year INTEGER,
            end_year INTEGER,
            network TEXT NOT NULL DEFAULT '',
            country TEXT NOT NULL DEFAULT '',
            language TEXT NOT NULL DEFAULT '',
            genres TEXT NOT NULL DEFAULT '',
            rating REAL,
            popularity REAL NOT NULL DEFAULT 0,
            overview TEXT NOT NULL DEFAULT '',
            title_key TEXT NOT NULL,
            original_key TEXT NOT NULL,
            UNIQUE(source, source_id)
        );
        CREATE INDEX shows_rank ON shows(popularity DESC, rating DESC);
        CREATE VIRTUAL TABLE shows_words USING fts5(
            title_key, original_key, content='shows', content_rowid='id',
            tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
        );
        CREATE VIRTUAL TABLE shows_grams USING fts5(
            title_key, original_key, content='shows', content_rowid='id', tokenize='trigram'
        );
        CREATE TRIGGER shows_ai AFTER INSERT ON shows BEGIN
            INSERT INTO shows_words(rowid, title_key, original_key) VALUES (new.id, new.title_key, new.original_key);
            INSERT INTO shows_grams(rowid, title_key, original_key) VALUES (new.id, new.title_key, new.original_key);
        END;
        CREATE TRIGGER shows_ad AFTER DELETE ON shows BEGIN
            INSERT INTO shows_words(shows_words, rowid, title_key, original_key) VALUES ('delete', old.id, old.title_key, old.original_key);
            INSERT INTO shows_grams(shows_grams, rowid, title_key, original_key) VALUES ('delete', old.id, old.title_key, old.original_key);
        END;
        CREATE TRIGGER shows_au AFTER UPDATE ON shows BEGIN
            INSERT INTO shows_words(shows_words, rowid, title_key, original_key) VALUES ('delete', old.id, old.title_key, old.original_key);
            INSERT INTO shows_grams(shows_grams, rowid, title_key, original_key) VALUES ('delete', old.id, old.title_key, old.original_key);
            INSERT INTO shows_words(rowid, title_key, original_key) VALUES (new.id, new.title_key, new.original_key);
            INSERT INTO shows_grams(rowid, title_key, original_key) VALUES (new.id, new.title_key, new.original_key);
        END;
        CREATE TABLE saved_media(
            media_id TEXT PRIMARY KEY,
            media_json TEXT NOT NULL,
            saved_at REAL NOT NULL
        );
        """,
        // 2: word books and their words.
        """
        CREATE TABLE word_books(
            id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            created_at REAL NOT NULL,
            closed_at REAL,
            show_id TEXT,
            show_title TEXT
        );
        CREATE TABLE words(
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES word_books(id) ON DELETE CASCADE,
            term TEXT NOT NULL,
            reading TEXT NOT NULL DEFAULT '',
            meaning TEXT NOT NULL,
            example TEXT NOT NULL DEFAULT '',
            state TEXT NOT NULL DEFAULT 'undefined' CHECK (state IN ('undefined', 'success', 'fail')),
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX words_book ON words(book_id);
        CREATE TABLE study_marks(
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES word_books(id) ON DELETE CASCADE,
            word_id INTEGER,
            state TEXT NOT NULL,
            marked_at REAL NOT NULL
        );
        CREATE INDEX study_marks_book ON study_marks(book_id, marked_at);
        """,
        // 3: answers from online providers (TMDB, TVmaze), keyed by provider, path and the
        // sorted non-secret parameters, so repeated queries skip the network.
        """
        CREATE TABLE response_cache(
            cache_key TEXT PRIMARY KEY,
            provider TEXT NOT NULL,
            body TEXT NOT NULL,
            fetched_at REAL NOT NULL
        );
        CREATE INDEX response_cache_age ON response_cache(fetched_at);
        """,
        // 4: catalog at scale. The FTS triggers go (CatalogIndex writes the indexes: a trigger's
        // savepoint made FTS5 flush a segment per row); a title is indexed once (original_key is
        // empty when equal); the trigram index keeps only CJK rows (rebuilt after this script);
        // shows_cjk holds the 1- and 2-character CJK grams that trigram cannot see; the indexes
        // on the keys serve the exact and prefix ranking tiers.
        """
        DROP TRIGGER IF EXISTS shows_ai;
        DROP TRIGGER IF EXISTS shows_ad;
        DROP TRIGGER IF EXISTS shows_au;
        UPDATE shows SET original_key = '' WHERE original_key = title_key;
        DROP INDEX IF EXISTS shows_rank;
        CREATE INDEX shows_rank ON shows(popularity DESC, rating DESC, title);
        CREATE INDEX shows_title_key ON shows(title_key);
        CREATE INDEX shows_original_key ON shows(original_key) WHERE original_key != '';
        CREATE VIRTUAL TABLE shows_cjk USING fts5(grams, content='', tokenize='unicode61 remove_diacritics 0');
        """,
        // 5: forgiving search. Each show gets the extra words it is found by (readings, joined
        // words, abbreviations), indexed with its titles; shows_vocab exposes the indexed words
        // and term_deletes is the deletion index over them for typos. The keys and indexes are
        // refilled after this script.
        """
        ALTER TABLE shows ADD COLUMN extra_key TEXT NOT NULL DEFAULT '';
        DROP TABLE shows_words;
        CREATE VIRTUAL TABLE shows_words USING fts5(
            title_key, original_key, extra_key, content='shows', content_rowid='id',
            tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
        );
        DROP TABLE shows_grams;
        CREATE VIRTUAL TABLE shows_grams USING fts5(
            title_key, original_key, extra_key, content='shows', content_rowid='id', tokenize='trigram'
        );
        CREATE VIRTUAL TABLE shows_vocab USING fts5vocab(shows_words, 'row');
        CREATE TABLE term_deletes(key TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY(key, term)) WITHOUT ROWID;
        """,
        // 6: FSRS per word. Each word keeps its memory state; every study mark records its grade
        // (again, hard, good, easy, or forget for a reset), the marks already stored get the
        // grade their state meant, and `StudyHistoryReplay` then replays them into the cards.
        // A book may override the desired retention.
        """
        ALTER TABLE words ADD COLUMN card_phase TEXT NOT NULL DEFAULT 'learning'
            CHECK (card_phase IN ('learning', 'review', 'relearning'));
        ALTER TABLE words ADD COLUMN card_step INTEGER;
        ALTER TABLE words ADD COLUMN stability REAL;
        ALTER TABLE words ADD COLUMN difficulty REAL;
        ALTER TABLE words ADD COLUMN due_at REAL;
        ALTER TABLE words ADD COLUMN last_review_at REAL;
        ALTER TABLE words ADD COLUMN reps INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE words ADD COLUMN lapses INTEGER NOT NULL DEFAULT 0;
        UPDATE words SET card_step = 0;
        CREATE INDEX words_due ON words(due_at) WHERE due_at IS NOT NULL;
        ALTER TABLE study_marks ADD COLUMN grade TEXT
            CHECK (grade IN ('again', 'hard', 'good', 'easy', 'forget'));
        UPDATE study_marks SET grade = CASE state WHEN 'success' THEN 'good' WHEN 'fail' THEN 'again' ELSE 'forget' END;
        CREATE INDEX study_marks_word ON study_marks(word_id, marked_at);
        ALTER TABLE word_books ADD COLUMN desired_retention REAL;
        """,
        // 7: episodes. The episode lists fetched for a show (by its media id, refreshed after a
        // day), the watched marks per show and episode (keyed by the show's IMDb id when known,
        // so they survive a change of provider), the IMDb id each provider's show maps to, and
        // the episodes of an imported IMDb `title.episode` file with their titles from basics.
        """
        CREATE TABLE show_identities(media_id TEXT PRIMARY KEY, imdb_id TEXT NOT NULL) WITHOUT ROWID;
        CREATE INDEX show_identities_imdb ON show_identities(imdb_id);
        CREATE TABLE show_episodes(
            media_id TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL, title TEXT NOT NULL,
            air_date TEXT, runtime INTEGER, overview TEXT NOT NULL DEFAULT '', fetched_at REAL NOT NULL,
            PRIMARY KEY(media_id, season, number)
        ) WITHOUT ROWID;
        CREATE TABLE watched_episodes(
            show_key TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL, watched_at REAL NOT NULL,
            PRIMARY KEY(show_key, season, number)
        ) WITHOUT ROWID;
        CREATE TABLE imdb_episodes(
            tconst TEXT PRIMARY KEY, parent TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX imdb_episodes_parent ON imdb_episodes(parent, season, number);
        CREATE TABLE imdb_episode_titles(tconst TEXT PRIMARY KEY, title TEXT NOT NULL, year INTEGER, runtime INTEGER) WITHOUT ROWID;
        """,
        // 8: the study loop. Each book remembers which side of its cards is the front; every
        // finished study session is recorded (the book plan drops a book for the day only once
        // its session ends); indexes count due, new, learned and failed words per book for Today.
        """
        ALTER TABLE word_books ADD COLUMN front_side TEXT NOT NULL DEFAULT 'term'
            CHECK (front_side IN ('term', 'meaning'));
        CREATE TABLE study_sessions(
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES word_books(id) ON DELETE CASCADE,
            started_at REAL NOT NULL,
            finished_at REAL NOT NULL,
            reviews INTEGER NOT NULL
        );
        CREATE INDEX study_sessions_book ON study_sessions(book_id, finished_at);
        CREATE INDEX words_book_due ON words(book_id, due_at) WHERE stability IS NOT NULL;
        CREATE INDEX words_book_new ON words(book_id, created_at, id) WHERE stability IS NULL;
        CREATE INDEX words_book_state ON words(book_id, state);
        """,
        // 9: episodes, continued. When every season of a show was last fetched together (opening
        // one season stores that season only), so Saved and the upcoming list fetch the whole
        // show once and then daily.
        """
        CREATE TABLE IF NOT EXISTS episode_refreshes(media_id TEXT PRIMARY KEY, refreshed_at REAL NOT NULL) WITHOUT ROWID;
        """,
        // 10: "Study all due" reads what orders its cards (id, book, FSRS card) of every due word
        // from this covering index, without a table lookup per word.
        """
        CREATE INDEX words_due_entry ON words(due_at, id, book_id, card_phase, card_step, stability, difficulty,
            last_review_at, reps, lapses) WHERE stability IS NOT NULL;
        """,
        // 11: the key indexes carry the rank columns, so the exact and prefix tiers of a search
        // are ranked from index entries alone, without reading a table row per show.
        """
        DROP INDEX IF EXISTS shows_title_key;
        CREATE INDEX shows_title_key ON shows(title_key, popularity DESC, rating DESC, title);
        DROP INDEX IF EXISTS shows_original_key;
        CREATE INDEX shows_original_key ON shows(original_key, popularity DESC, rating DESC, title) WHERE original_key != '';
        """,
        // 12: the trigram index holds only the keys with Hangul, kana or kanji
        // (`CatalogIndex.gramValues`); refilled after the step.
        """
        SELECT 1;
        """,
        // 13: a bounded response cache. Each answer records its size in bytes and when it was
        // last used, so `ResponseCache` keeps the total under its cap by dropping the least
        // recently used answers first.
        """
        ALTER TABLE response_cache ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE response_cache ADD COLUMN used_at REAL NOT NULL DEFAULT 0;
        UPDATE response_cache SET bytes = length(CAST(body AS BLOB)), used_at = fetched_at;
        CREATE INDEX response_cache_use ON response_cache(used_at);
        """,
        // 14: what the learner knows beyond the FSRS card. A word marked Known (out of study, counted
        // as known everywhere) or Suspended records when; a mined word keeps the form its sentence
        // shows (the front of a meaning-first card masks it) and the sentence's translation. A word
        // pushed to Anki through AnkiConnect remembers its note there, so the next push updates it.
        // Known and Suspended words are out of study, so the study indexes hold only the others
        // (the mark columns are in them, always NULL, so the due and new queries stay covered, and
        // lead the per-book ones as `words_knowledge` does, so the planner prefers the smaller index).
        """
        ALTER TABLE words ADD COLUMN known_at REAL;
        ALTER TABLE words ADD COLUMN suspended_at REAL;
        ALTER TABLE words ADD COLUMN surface TEXT NOT NULL DEFAULT '';
        ALTER TABLE words ADD COLUMN example_translation TEXT NOT NULL DEFAULT '';
        ALTER TABLE words ADD COLUMN anki_note_id INTEGER;
        CREATE INDEX words_knowledge ON words(book_id, known_at, suspended_at, card_phase, stability, difficulty,
            due_at, last_review_at);
        DROP INDEX IF EXISTS words_due_entry;
        CREATE INDEX words_due_entry ON words(due_at, id, book_id, card_phase, card_step, stability, difficulty,
            last_review_at, reps, lapses, known_at, suspended_at)
            WHERE stability IS NOT NULL AND known_at IS NULL AND suspended_at IS NULL;
        DROP INDEX IF EXISTS words_book_due;
        CREATE INDEX words_book_due ON words(book_id, known_at, suspended_at, due_at, stability)
            WHERE stability IS NOT NULL AND known_at IS NULL AND suspended_at IS NULL;
        DROP INDEX IF EXISTS words_book_new;
        CREATE INDEX words_book_new ON words(book_id, known_at, suspended_at, created_at, id, stability)
            WHERE stability IS NULL AND known_at IS NULL AND suspended_at IS NULL;
        -- Subtitles registered per episode (a file now; `kind` leaves room for a video's track),
        -- what the file looked like then, and its words stored once as lemma ids per line.
        CREATE TABLE subtitle_sources(
            id INTEGER PRIMARY KEY,
            media_id TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL,
            kind TEXT NOT NULL DEFAULT 'file', path TEXT NOT NULL, size INTEGER NOT NULL, modified_at REAL NOT NULL,
            content_hash TEXT NOT NULL, language TEXT NOT NULL, cues INTEGER NOT NULL, registered_at REAL NOT NULL,
            UNIQUE(media_id, season, number)
        );
        CREATE TABLE subtitle_lemmas(id INTEGER PRIMARY KEY, term_key TEXT NOT NULL UNIQUE, term TEXT NOT NULL,
            reading TEXT NOT NULL DEFAULT '');
        CREATE TABLE subtitle_tokens(
            source_id INTEGER PRIMARY KEY REFERENCES subtitle_sources(id) ON DELETE CASCADE,
            lines TEXT NOT NULL
        );
        """,
        // 15: where a word came from and where the learner met it again. A mined example keeps
        // the file it was heard in (a video, or the subtitle file) and the cue's start and end in
        // seconds, so an export can cut its sound and a frame; a word keeps its tags (Anki's, or
        // the show and episode) and, once a close has moved it, the GUID its Anki note had in the
        // book it came from, so an export of the new book updates that note. Watching an episode records an exposure per word heard in it
        // (never an FSRS review). An episode may have more than one subtitle source (a file per
        // language, or several tracks of one video, `track` -1 for a whole file), so the sources
        // table is rebuilt without its one-per-episode key; the tokens move with it. (A file made
        // while version 14 was being written may lack the subtitle tables: they are made first.)
        """
        CREATE TABLE IF NOT EXISTS subtitle_sources(
            id INTEGER PRIMARY KEY,
            media_id TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL,
            kind TEXT NOT NULL DEFAULT 'file', path TEXT NOT NULL, size INTEGER NOT NULL, modified_at REAL NOT NULL,
            content_hash TEXT NOT NULL, language TEXT NOT NULL, cues INTEGER NOT NULL, registered_at REAL NOT NULL
        );
        CREATE TABLE IF NOT EXISTS subtitle_lemmas(id INTEGER PRIMARY KEY, term_key TEXT NOT NULL UNIQUE,
            term TEXT NOT NULL, reading TEXT NOT NULL DEFAULT '');
        CREATE TABLE IF NOT EXISTS subtitle_tokens(source_id INTEGER PRIMARY KEY, lines TEXT NOT NULL);
        ALTER TABLE words ADD COLUMN tags TEXT NOT NULL DEFAULT '';
        ALTER TABLE words ADD COLUMN example_media TEXT NOT NULL DEFAULT '';
        ALTER TABLE words ADD COLUMN example_start REAL;
        ALTER TABLE words ADD COLUMN example_end REAL;
        ALTER TABLE words ADD COLUMN anki_guid TEXT;
        CREATE TABLE word_exposures(
            id INTEGER PRIMARY KEY,
            word_id INTEGER NOT NULL REFERENCES words(id) ON DELETE CASCADE,
            media_id TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL,
            heard_at REAL NOT NULL, line TEXT NOT NULL DEFAULT '',
            UNIQUE(word_id, media_id, season, number)
        );
        CREATE INDEX word_exposures_episode ON word_exposures(media_id, season, number);
        CREATE TABLE subtitle_sources_v15(
            id INTEGER PRIMARY KEY,
            media_id TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL,
            kind TEXT NOT NULL DEFAULT 'file', path TEXT NOT NULL, track INTEGER NOT NULL DEFAULT -1,
            size INTEGER NOT NULL, modified_at REAL NOT NULL,
            content_hash TEXT NOT NULL, language TEXT NOT NULL, cues INTEGER NOT NULL, registered_at REAL NOT NULL,
            UNIQUE(media_id, season, number, path, track)
        );
        INSERT INTO subtitle_sources_v15(id, media_id, season, number, kind, path, size, modified_at, content_hash,
            language, cues, registered_at)
            SELECT id, media_id, season, number, kind, path, size, modified_at, content_hash, language, cues,
            registered_at FROM subtitle_sources;
        CREATE TABLE subtitle_tokens_v15(
            source_id INTEGER PRIMARY KEY REFERENCES subtitle_sources_v15(id) ON DELETE CASCADE,
            lines TEXT NOT NULL
        );
        INSERT INTO subtitle_tokens_v15(source_id, lines) SELECT source_id, lines FROM subtitle_tokens;
        DROP TABLE subtitle_tokens;
        DROP TABLE subtitle_sources;
        ALTER TABLE subtitle_sources_v15 RENAME TO subtitle_sources;
        ALTER TABLE subtitle_tokens_v15 RENAME TO subtitle_tokens;
        CREATE INDEX subtitle_sources_episode ON subtitle_sources(media_id, season, number);
        """,
        // 16: a close moves. A word is in one open book at a time: the words a close moves leave
        // the closed book, and `word_moves` records where each went (the word it is now — itself,
        // or the word it was merged into — its new book, when, and whether it merged). Until
        // now a close copied them and the closed book kept its own, so reopening it brought each
        // back a second time; `CloseRepair` removes those leftovers (an `UpgradeTask`). A moved
        // word's Anki GUID is made from the book it first left, pinned as `guid_book_id`. The
        // index on `book_id` alone goes: the per-book indexes that lead with it serve its lookups,
        // and each write of a word's book (a move, a delete) had to keep one index more.
        """
        CREATE TABLE word_moves(
            id INTEGER PRIMARY KEY,
            word_id INTEGER NOT NULL,
            from_book_id INTEGER NOT NULL REFERENCES word_books(id) ON DELETE CASCADE,
            to_book_id INTEGER NOT NULL,
            moved_at REAL NOT NULL,
            merged INTEGER NOT NULL DEFAULT 0 CHECK (merged IN (0, 1))
        );
        CREATE INDEX word_moves_from ON word_moves(from_book_id, moved_at);
        ALTER TABLE words ADD COLUMN guid_book_id INTEGER;
        DROP INDEX IF EXISTS words_book;
        """,
        // 17: the work steps leave for the app (`UpgradeTask`), for every database; steps
        // before this one make the table when they ask for a task.
        """
        CREATE TABLE IF NOT EXISTS upgrade_tasks(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        """,
        // 18: a registered source keeps its whole tokenized document, so no reader parses or
        // tokenizes its file again: `subtitle_tokens.cues` holds every cue's times, text and
        // tokens (each a lemma id and its kind), and `subtitle_sources.tokenizer` names the
        // tokenizer that made them. Sources stored before have neither (''): their readers go to
        // the file, and registering them again stores the document.
        """
        ALTER TABLE subtitle_sources ADD COLUMN tokenizer TEXT NOT NULL DEFAULT '';
        ALTER TABLE subtitle_tokens ADD COLUMN cues TEXT NOT NULL DEFAULT '';
        """,
        // 19: a closed book's studied words stay due unless its close retired them (`retired_at`);
        // books closed before were told their words "will no longer be reviewed": they stay retired.
        """
        ALTER TABLE word_books ADD COLUMN retired_at REAL;
        UPDATE word_books SET retired_at = closed_at WHERE closed_at IS NOT NULL;
        """,
        // 20: an example's place (`S01E03 12:34`), glued onto its text until now, gets a column.
        "ALTER TABLE words ADD COLUMN example_source TEXT NOT NULL DEFAULT '';",
        // 21: a book keeps the schedule of the Anki deck it came from: FSRS parameters, learning and
        // relearning steps (JSON lists, seconds) and when its days begin (seconds after midnight UTC).
        """
        ALTER TABLE word_books ADD COLUMN fsrs_weights TEXT;
        ALTER TABLE word_books ADD COLUMN learning_steps TEXT;
        ALTER TABLE word_books ADD COLUMN relearning_steps TEXT;
        ALTER TABLE word_books ADD COLUMN day_start REAL;
        """,
        // 22: an episode keeps the provider's air time when it gives one (TVmaze's `airstamp`,
        // ISO 8601 with its offset), so the calendar can write a timed event; NULL: date only.
        "ALTER TABLE show_episodes ADD COLUMN air_stamp TEXT;",
        // 23: a review keeps how long the learner took to answer (seconds from the card shown to
        // the grade, at most 60 for a review graded on the study screen; an Anki import keeps its
        // revlog's time). Reviews stored before have none (NULL), as do resets.
        "ALTER TABLE study_marks ADD COLUMN duration REAL;",
        // 24: rewatches of watched episodes, brought in by a history import (TV Time, Trakt): how
        // many times an episode was seen again after its first watch (`watched_episodes.watched_at`)
        // and when last, keyed like `watched_episodes`.
        """
        CREATE TABLE episode_rewatches(
            show_key TEXT NOT NULL, season INTEGER NOT NULL, number INTEGER NOT NULL,
            rewatches INTEGER NOT NULL CHECK (rewatches > 0), last_watched_at REAL,
            PRIMARY KEY(show_key, season, number)
        ) WITHOUT ROWID;
        """,
    ]
}
