import ShowbookWords
import ShowbookApp

/// The walks the flow and render tests start from, made with keys as a user makes them: a
/// book opened from the Books tab, studied, closed or given a word form, a show's detail
/// found by searching. Each returns the screen it opened, or throws `ScreenNotShown` with
/// what the app shows instead, so a set-up that goes wrong fails the test and says where.
extension AppHarness {
    /// A book titled `title` holding `drafts`, in the app's stores.
    @discardableResult
    public func makeBook(_ title: String, _ drafts: [WordDraft] = []) throws -> WordBook {
        let stores = container.wordBooks
        let book = try stores.books.createBook(title: title)
        for draft in drafts { try stores.words.addWord(draft, to: book.id) }
        return book
    }

    /// Opens `book` from the Books tab: ↓ or ↑ from the selected row to its row, then Enter.
    @discardableResult
    public func openBook(_ book: WordBook) throws -> BookModel {
        app.select(.books)
        guard let row = app.books.books.firstIndex(where: { $0.id == book.id }) else {
            throw notShown("“\(book.title)” in the Books list")
        }
        let selected = app.books.list.selectedIndex ?? 0
        for _ in 0..<max(0, row - selected) { press(.down) }
        for _ in 0..<max(0, selected - row) { press(.up) }
        press(.enter)
        return try shownBook()
    }

    /// Opens `book` and starts its study session (`s`).
    @discardableResult
    public func study(_ book: WordBook) throws -> StudyModel {
        try openBook(book)
        type("s")
        return try shownStudy()
    }

    /// Opens `book` and its close modal (`c`).
    @discardableResult
    public func openCloseModal(for book: WordBook) throws -> CloseBookModel {
        try openBook(book)
        type("c")
        return try shownCloseModal()
    }

    /// Opens `book` and its word form: `a` for a new word, or `e` on the selected word.
    public func openWordForm(in book: WordBook, editing: Bool = false) throws -> WordFormModel {
        try openBook(book)
        type(editing ? "e" : "a")
        return try shownWordForm()
    }

    /// Starts the app and opens, with Enter twice, the first row's detail and then its first
    /// season: the episodes screen, its jobs run.
    @discardableResult
    public func openFirstSeason() throws -> EpisodesModel {
        app.start()
        settle()
        app.handle(.enter)
        settle()
        app.handle(.enter)
        settle()
        guard case let .episodes(episodes) = app.navigator.top else { throw notShown("the episodes screen") }
        return episodes
    }

    /// Searches for `query`, lets the debounce pass and opens the first result's detail; with
    /// `settle`, its jobs (the full detail) have run.
    @discardableResult
    public func openDetail(searching query: String, settle settles: Bool = true) throws -> DetailModel {
        app.search.perform(.replaceQuery(query))
        advance(container.settings.debounce)
        settle()
        press(.enter)
        if settles { settle() }
        return try shownDetail()
    }

    /// Starts the app and opens the detail of the first show it lists; with `settle`, its
    /// jobs have run.
    @discardableResult
    public func openFirstDetail(settle settles: Bool = true) throws -> DetailModel {
        app.start()
        settle()
        press(.enter)
        if settles { settle() }
        return try shownDetail()
    }

    /// Opens the detail of `query`'s first result, presses `m` and gives `path`: the mining
    /// screen, its job not run yet.
    public func openMining(searching query: String, path: String) throws -> MiningModel {
        try openDetail(searching: query)
        type("m")
        try shownPrompt()
        type(path)
        press(.enter)
        return try shownMining()
    }

    /// Opens the detail of `query`'s first result and its first season's episodes, loaded.
    public func openEpisodes(searching query: String) throws -> EpisodesModel {
        try openDetail(searching: query)
        press(.enter)
        settle()
        settle()
        return try shownEpisodes()
    }
}
