/// The text of `showbook --help` (kept in step with README's key and option tables, and with
/// man/showbook.1: a test checks that every option here is in the man page and back).
enum HelpText {
    static let version = "showbook 0.1.0"

    static let usage = """
    showbook — TV-show search and vocabulary word books in your terminal

    Usage:
      showbook [options]                      start the interactive app
      showbook search QUERY [--limit N] [--json]
                                              search the provider; one show a line or JSON lines
      showbook books list [--all] [--json]    list word books (--all includes closed ones)
      showbook books show BOOK [--json]       list a book's words with their study state (New, Learning,
                                              Review, Relearning); BOOK is an id or exact title
      showbook books review BOOK TERM again|hard|good|easy [--at TIME] [--json]
                                              record one review and print the word's new due time
      showbook books due [--at TIME] [--json] list the words due for review in open books
      showbook books retention BOOK [R|default]
                                              show or set the book's own desired retention
      showbook books close BOOK [--into BOOK | --into-new NAME] [--json]
                                              close a book, moving its unfinished words
      showbook books import FILE [--book NAME] [--update] [--reopen] [--json]
                                              add words from an Anki text file (or Showbook JSON)
      showbook books export BOOK [--format tsv|csv|json] [--output FILE]
                                              write a book for Anki's text import (default tsv, stdout)
      showbook catalog reindex                rebuild the search indexes (after editing shows by hand)
      showbook catalog stats                  shows in the catalog, per source
      showbook doctor                         check the database for damage (changes nothing)
      showbook backup FILE                    copy the database to a new FILE, safe while the app runs
      showbook import imdb BASICS [RATINGS] [--include-adult]
                                              add IMDb series from title.basics.tsv(.gz)
                                              (and title.ratings.tsv(.gz)) to the catalog
      showbook import tvmaze FILE             add TVmaze shows (JSON lines or a JSON array)

    Options:
      --db PATH            database file (default $XDG_DATA_HOME/showbook/showbook.db)
      --provider NAME      where shows come from: offline (bundled catalog, default),
                           tmdb (needs TMDB_ACCESS_TOKEN or TMDB_API_KEY) or tvmaze
      --language TAG       language for TMDB results (default en-US, e.g. ko-KR)
      --api-base URL       the provider's API address (default: the public one)
      --image-base URL     where TMDB posters are (default https://image.tmdb.org/t/p/w342)
      --no-images          no posters on a show's detail
      --debounce-ms N      search delay after typing (default 500)
      --log FILE           append JSON-lines lifecycle events to FILE
      --no-sample          do not add the sample word book on first run
      --no-color           monochrome (also when NO_COLOR is set)
      --no-mouse           do not capture the mouse (clicks, wheel)
      --highlight STYLE    selected row: bar (reverse the row, default) or marker (a ▌ only,
                           fewest bytes per move for slow links)
      -h, --help           this help
      --version            print the version

    Command options:
      --limit N            search: at most N shows (default 20)
      --json               search, books list/show/import/review/due: JSON lines instead of text
      --at TIME            books review/due: at this ISO-8601 time (e.g. 2026-12-01T09:30:00Z;
                           default now), to replay reviews made elsewhere
      --all                books list: include closed books
      --book NAME          books import: into this book (id or title; created if missing;
                           default: the file's #deck:, else the file name)
      --update             books import: update words whose term the book has (default: skip)
      --reopen             books import: reopen the book if it is closed (default: refuse)
      --format F           books export: tsv (default), csv or json
      -o, --output FILE    books export: write FILE instead of stdout (its extension picks the format)

    Config: $XDG_CONFIG_HOME/showbook/config (provider = …, language = …,
            tmdb_access_token = …, tmdb_api_key = …, desired_retention = 0.9,
            new_words_per_day = 20, interval_fuzz = off, images = off,
            image_base = …, image_cache_mb = 50); keep it chmod 600.

    Keys: Tab/S-Tab switch tabs, M-1..M-4 jump, Enter opens, Esc goes back, ^C quits.
    """
}
