import Foundation

/// The Books tab: open books newest first (or closed ones after `z`), with new, rename,
/// delete (undone with `u`), open, reopen and the `/` filter. Opening pushes a lazily built
/// book screen through the navigator. Esc clears the filter, then leaves the closed view and `L`.
public final class WordBookListViewModel: KeyMappedScreen, RowSelecting {
    public enum Command: Sendable {
        case move(ListMotion), open, new, rename, delete, toggleClosed, reopen, toggleLinked, importFile
        case undo, filter, back
    }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.enter], "open", .open),
        KeyBinding([.character("n")], "new", .new),
        KeyBinding([.character("r")], "rename", .rename),
        KeyBinding([.character("d")], "delete", .delete),
        KeyBinding([.character("z")], "closed books", .toggleClosed),
        KeyBinding([.character("o")], "reopen", .reopen),
        KeyBinding([.character("L")], "show-linked only", .toggleLinked, hint: false),
        KeyBinding([.character("i")], "import", .importFile),
        KeyBinding([.character("u")], "undo delete", .undo, hint: false),
        KeyBinding([.character("/")], "filter", .filter, hint: false),
        KeyBinding([.escape], "clear the filter, leave closed books / L", .back, hint: false),
    ]


    public private(set) var content = SelectableList<WordBook, Int64>(id: \.id) { [$0.title, $0.showTitle ?? ""] }
    public var books: [WordBook] { content.visible }
    public var list: ListState { content.state }
    public var filterText: String { content.filter.text }
    public private(set) var showsClosed = false
    public private(set) var linkedOnly = false
    public private(set) var message: StatusMessage?
    public var statusMessage: StatusMessage? { message }
    private var undo = UndoSlot<DeletedBook>()
    private let store: WordBookStore
    private let navigator: Navigator
    private let clock: AppClock

    init(store: WordBookStore, navigator: Navigator, clock: AppClock) {
        self.store = store
        self.navigator = navigator
        self.clock = clock
    }

    public var selectedBook: WordBook? { content.selected }

    public var isEditingText: Bool { content.isEditingFilter }
    public var helpEntries: [HelpEntry] {
        content.isEditingFilter ? SelectableList<WordBook, Int64>.filterHelp : Self.keyMap.helpEntries()
    }

    public func handle(_ key: Key) -> Bool {
        if content.isEditingFilter {
            content.handleFilterKey(key)
            return true
        }
        guard let command: Command = Self.keyMap.command(for: key) else { return false }
        perform(command)
        return true
    }

    public func didAppear() { reload() }

    public func reload() {
        do {
            let all = showsClosed ? try store.closedBooks() : try store.openBooks()
            content.setItems(linkedOnly ? all.filter { $0.showID != nil } : all)
        } catch {
            message = .error("Could not read books: \(error)")
        }
    }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    public func perform(_ command: Command) {
        message = nil
        switch command {
        case let .move(motion): content.apply(motion)
        case .open:
            if let book = selectedBook {
                if book.isClosed { message = .info("Closed book — press o to reopen it") } else { navigator.openWordBook(book) }
            }
        case .new: presentNewBook()
        case .rename: if let book = selectedBook { presentRename(book) }
        case .delete: if let book = selectedBook { presentDelete(book) }
        case .toggleClosed:
            showsClosed.toggle()
            content.setItems([])
            reload()
        case .reopen:
            guard showsClosed, let book = selectedBook else { return }
            var title = book.title
            attempt { title = try store.reopen(bookID: book.id) }
            if message == nil {
                message = .info(title == book.title ? "Reopened “\(title)”" : "Reopened “\(book.title)” as “\(title)” (the name was taken)")
            }
        case .toggleLinked:
            linkedOnly.toggle()
            reload()
        case .importFile: presentImport()
        case .undo: undoDelete()
        case .filter: content.beginFilter()
        case .back: back()
        }
    }

    /// Esc: the filter first, then the closed view, then the `L` filter.
    private func back() {
        if content.clearFilter() { return }
        if showsClosed {
            showsClosed = false
            content.setItems([])
        } else if linkedOnly {
            linkedOnly = false
        } else {
            return
        }
        reload()
    }

    private func undoDelete() {
        guard let deleted = undo.take(now: clock.now) else { return message = .info("Nothing to undo") }
        do {
            let book = try store.restore(deleted)
            if book.isClosed != showsClosed {
                showsClosed = book.isClosed
                content.setItems([])
            }
            reload()
            content.select(id: book.id)
            message = .info(book.title == deleted.title ? "Restored “\(book.title)”"
                : "Restored “\(deleted.title)” as “\(book.title)” (the name was taken)")
        } catch {
            message = .error("Could not restore “\(deleted.title)”: \(error)")
        }
    }

    private func presentNewBook() {
        let store = self.store
        var created: WordBook?
        let prompt = PromptModel(title: "New book", confirmLabel: "Add", navigator: navigator,
                                 suggest: { store.suggestion(for: $0) }) { title in
            do { created = try store.createBook(title: title) } catch { return "\(error)" }
            return nil
        }
        navigator.present(.prompt(prompt)) { [weak self] _ in
            guard let self, let created else { return }
            self.reload()
            // The new book is selected, ready to open.
            self.content.select(id: created.id)
            self.message = .info("Created “\(created.title)”")
        }
    }

    /// Asks for a path and imports it (Anki text or Showbook JSON), reporting the counts.
    private func presentImport() {
        let importer = WordBookImporter(store: store)
        var report: ImportReport?
        let prompt = PromptModel(title: "Import words (Anki text, CSV/TSV or JSON)", confirmLabel: "Import",
                                 navigator: navigator) { path in
            let expanded = (path as NSString).expandingTildeInPath
            do { report = try importer.importFile(at: expanded, options: ImportOptions()) } catch { return "\(error)" }
            return nil
        }
        navigator.present(.prompt(prompt)) { [weak self] _ in
            guard let self, let report else { return }
            self.reload()
            self.message = report.statusMessage
            if let id = report.book?.id { self.content.select(id: id) }
        }
    }

    private func presentRename(_ book: WordBook) {
        let store = self.store
        var newTitle: String?
        let prompt = PromptModel(title: "Rename book", initialText: book.title, confirmLabel: "Rename",
                                 navigator: navigator, suggest: { store.suggestion(for: $0, excluding: book.id) }) { title in
            do { try store.rename(bookID: book.id, to: title) } catch { return "\(error)" }
            newTitle = try? store.book(id: book.id)?.title
            return nil
        }
        navigator.present(.prompt(prompt)) { [weak self] _ in
            guard let self else { return }
            self.reload()
            if let newTitle, newTitle != book.title { self.message = .info("Renamed “\(book.title)” to “\(newTitle)”") }
        }
    }

    private func presentDelete(_ book: WordBook) {
        let confirm = ConfirmModel(
            title: "Delete book", message: "Delete “\(book.title)” and its \(book.wordCount) words?",
            confirmLabel: "Delete", navigator: navigator
        )
        navigator.present(.confirm(confirm)) { [weak self] didDelete in
            guard let self, didDelete else { return }
            self.attempt {
                self.undo.hold(try self.store.delete(bookID: book.id), now: self.clock.now)
                self.message = .undoable("Deleted “\(book.title)” (\(book.wordCount) word\(book.wordCount == 1 ? "" : "s"))")
            }
        }
    }

    private func attempt(_ change: () throws -> Void) {
        do { try change() } catch { message = .error("\(error)") }
        reload()
    }
}
