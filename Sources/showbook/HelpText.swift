/// The text of `showbook --help` (kept in step with README's key and option tables).
enum HelpText {
    static let version = "showbook 0.1.0"

    static let usage = """
    showbook — TV-show search and vocabulary word books in your terminal

    Usage:
      showbook [options]                      start the interactive app
      showbook search QUERY [--limit N] [--json]
                                              search the provider; one show a line or JSON lines
      showbook books list [--all] [--json]    list word books (--all includes closed ones)
      showbook books show BOOK [--json]       list a book's words (BOOK is an id or exact title)
      showbook books close BOOK [--into BOOK | --into-new NAME]
                                              close a book, moving its unfinished words
      showbook catalog stats                  shows in the catalog, per source

    Options:
      --db PATH            database file (default $XDG_DATA_HOME/showbook/showbook.db)
      --provider NAME      where shows come from: offline (bundled catalog, default),
                           tmdb (needs TMDB_ACCESS_TOKEN or TMDB_API_KEY) or tvmaze
      --language TAG       language for TMDB results (default en-US, e.g. ko-KR)
      --api-base URL       the provider's API address (default: the public one)
      --debounce-ms N      search delay after typing (default 500)
      --log FILE           append JSON-lines lifecycle events to FILE
      --no-sample          do not add the sample word book on first run
      --no-color           monochrome (also when NO_COLOR is set)
      --no-mouse           do not capture the mouse (clicks, wheel)
      -h, --help           this help
      --version            print the version

    Config: $XDG_CONFIG_HOME/showbook/config (provider = …, language = …,
            tmdb_access_token = …, tmdb_api_key = …); keep it chmod 600.

    Keys: Tab/S-Tab switch tabs, M-1..M-4 jump, Enter opens, Esc goes back, ^C quits.
    """
}
