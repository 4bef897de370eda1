import Foundation

/// The Books tab: open books newest first (or closed ones after `z`), with new, rename,
/// delete, open and reopen. Opening pushes a lazily built book screen through the navigator.
public final class WordBookListViewModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable {
        case move(ListMotion), open, new, rename, delete, toggleClosed, reopen, toggleLinked, importFile
    }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move, firstLast: false) + [
        KeyBinding([.enter], "open", .open),
        KeyBinding([.character("n")], "new", .new),
        KeyBinding([.character("r")], "rename", .rename),
        KeyBinding([.character("d")], "delete", .delete),
        KeyBinding([.character("z")], "closed books", .toggleClosed, rank: .extra),
        KeyBinding([.character("o")], "reopen", .reopen, rank: .extra),
        KeyBinding([.character("L")], "show-linked only", .toggleLinked, hint: false),
        KeyBinding([.character("i")], "import", .importFile),
    ]


    public private(set) var books: [WordBook] = []
    public private(set) var list = ListState()
    public private(set) var showsClosed = false
    public private(set) var linkedOnly = false
    public let status: StatusReporter
    private let store: WordBookStore
    private let navigator: Navigator
    private let jobs: Jobs

    init(store: WordBookStore, navigator: Navigator, jobs: Jobs, status: StatusReporter) {
        self.status = status
        self.store = store
        self.navigator = navigator
        self.jobs = jobs
    }

    public var selectedBook: WordBook? { list.selectedIndex.map { books[$0] } }

    public func didAppear() { reload() }

    public func reload() {
        let selectedID = selectedBook?.id
        do {
            let all = showsClosed ? try store.closedBooks() : try store.openBooks()
            books = linkedOnly ? all.filter { $0.showID != nil } : all
        } catch {
            status.report(error, doing: "read books")
        }
        list.reload(ids: books.map(\.id), keeping: selectedID)
    }

    public func setVisibleRows(_ rows: Int) { list.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { list.select(index) }

    public func openSelectedRow() { perform(.open) }

    public func perform(_ command: Command) {
        status.clear()
        switch command {
        case let .move(motion): list.apply(motion)
        case .open:
            if let book = selectedBook {
                if book.isClosed { status.info("Closed book — press o to reopen it") } else { navigator.openWordBook(book) }
            }
        case .new: presentNewBook()
        case .rename: if let book = selectedBook { presentRename(book) }
        case .delete: if let book = selectedBook { presentDelete(book) }
        case .toggleClosed:
            showsClosed.toggle()
            list.reset(count: 0)
            reload()
        case .reopen:
            guard showsClosed, let book = selectedBook else { return }
            var title = book.title
            if attempt("reopen “\(book.title)”", { title = try store.reopen(bookID: book.id) }) {
                status.info(title == book.title ? "Reopened “\(title)”" : "Reopened “\(book.title)” as “\(title)” (the name was taken)")
            }
        case .toggleLinked:
            linkedOnly.toggle()
            reload()
        case .importFile: presentImport()
        }
    }

    private func presentNewBook() {
        let store = self.store
        var created: Int64?
        let prompt = PromptModel(title: "New book", confirmLabel: "Add", navigator: navigator,
                                 suggest: { store.suggestion(for: $0) }) { title in
            do { created = try store.createBook(title: title).id } catch { return "\(error)" }
            return nil
        }
        navigator.present(.prompt(prompt)) { [weak self] _ in
            guard let self else { return }
            self.reload()
            // The new book is selected, ready to open.
            if let created, let index = self.books.firstIndex(where: { $0.id == created }) { self.list.select(index) }
        }
    }

    /// Asks for a path, then imports it (Anki text or Showbook JSON) on a background job.
    private func presentImport() {
        var chosen: String?
        let paths = PathCompleter()
        let prompt = PromptModel(title: "Import words (Anki text, CSV/TSV or JSON)", fieldLabel: "File:",
                                 confirmLabel: "Import", navigator: navigator, completer: paths.complete) { path in
            let expanded = paths.expand(path)
            if let problem = WordBookImporter.problemOpening(expanded) { return problem }
            chosen = expanded
            return nil
        }
        navigator.present(.prompt(prompt)) { [weak self] outcome in
            guard let self, outcome == .applied, let chosen else { return }
            self.startImport(chosen)
        }
    }

    /// Runs the import as a job behind an `ImportProgressModel`; the job's result closes it and
    /// reports the counts, a cancellation or the error that stopped the import.
    private func startImport(_ path: String) {
        let progress = ImportProgressModel(fileName: (path as NSString).lastPathComponent)
        let importer = WordBookImporter(store: store)
        let cancellation = progress.cancellation
        let report = progress.report
        navigator.present(.importProgress(progress)) { _ in }
        jobs.submit({
            Result { try importer.importFile(at: path, options: ImportOptions(), cancellation: cancellation, progress: report) }
        }) { [weak self] result in
            guard let self else { return }
            if case let .importProgress(shown)? = self.navigator.modal?.modal, shown === progress {
                self.navigator.dismissModal(.applied)
            }
            self.reload()
            switch result {
            case let .success(report):
                let into = report.book.map { "“\($0.title)”: " } ?? ""
                self.status.info("Imported into \(into)\(report.summary)")
                if let id = report.book?.id, let index = self.books.firstIndex(where: { $0.id == id }) { self.list.select(index) }
            case let .failure(error as ImportError) where error == .cancelled:
                self.status.info("Import cancelled; nothing was imported")
            case let .failure(error):
                self.status.report(error, doing: "import")
            }
        }
    }

    private func presentRename(_ book: WordBook) {
        let store = self.store
        let prompt = PromptModel(title: "Rename book", initialText: book.title, confirmLabel: "Rename",
                                 navigator: navigator, suggest: { store.suggestion(for: $0, excluding: book.id) }) { title in
            do { try store.rename(bookID: book.id, to: title) } catch { return "\(error)" }
            return nil
        }
        navigator.present(.prompt(prompt)) { [weak self] _ in self?.reload() }
    }

    private func presentDelete(_ book: WordBook) {
        let confirm = ConfirmModel(
            title: "Delete book", message: "Delete “\(book.title)” and its \(book.wordCount) words?",
            confirmLabel: "Delete", navigator: navigator
        )
        navigator.present(.confirm(confirm)) { [weak self] outcome in
            guard let self, outcome == .confirmed else { return }
            self.attempt("delete “\(book.title)”") { try self.store.delete(bookID: book.id) }
        }
    }

    /// Runs a change and reloads; on failure reports it and returns false, so no success line
    /// can follow a failed change.
    @discardableResult
    private func attempt(_ action: String, _ change: () throws -> Void) -> Bool {
        defer { reload() }
        do {
            try change()
            return true
        } catch {
            status.report(error, doing: action)
            return false
        }
    }
}
