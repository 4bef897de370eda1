/// The text of `showbook --help` (kept in step with README's key and option tables).
enum HelpText {
    static let version = "showbook 0.1.0"

    static let usage = """
    showbook — TV-show search and vocabulary word books in your terminal

    Usage:
      showbook [options]                      start the interactive app
      showbook search QUERY [--limit N] [--json]
                                              search the catalog; one show a line or JSON lines
      showbook books list [--all] [--json]    list word books (--all includes closed ones)
      showbook books show BOOK [--json]       list a book's words (BOOK is an id or exact title)
      showbook catalog stats                  shows in the catalog, per source
      showbook import imdb BASICS [RATINGS] [--include-adult]
                                              add IMDb series from title.basics.tsv(.gz)
                                              (and title.ratings.tsv(.gz)) to the catalog
      showbook import tvmaze FILE             add TVmaze shows (JSON lines or a JSON array)

    Options:
      --db PATH            database file (default $XDG_DATA_HOME/showbook/showbook.db)
      --provider offline   where shows come from (the bundled catalog)
      --debounce-ms N      search delay after typing (default 500)
      --log FILE           append JSON-lines lifecycle events to FILE
      --no-sample          do not add the sample word book on first run
      --no-color           monochrome (also when NO_COLOR is set)
      -h, --help           this help
      --version            print the version

    Keys: Tab/S-Tab switch tabs, M-1..M-4 jump, Enter opens, Esc goes back, ^C quits.
    """
}
