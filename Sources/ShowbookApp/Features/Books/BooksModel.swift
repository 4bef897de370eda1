import Foundation
import ShowbookPlatform
import ShowbookWords
import ShowbookExchange

/// The Books tab: open books newest first (or closed ones after `z`), with new, rename,
/// delete (undone with `u`), open, reopen and the `/` filter. Opening pushes a lazily built
/// book screen through the navigator. Esc clears the filter, then leaves the closed view and `L`.
/// `O` fits the selected book's FSRS parameters to its reviews (`ReviewStore.optimize`) and says
/// on the status line what the health check found and whether the book keeps them.
public final class BooksModel: FilteringListScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable, Equatable {
        case move(ListMotion), open, new, rename, delete, toggleClosed, reopen, toggleLinked, importFile
        case optimize, undo, filter, back
        case filterField(FilterCommand)
    }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.enter], "open", .open, doesNothingWhen: "no book is listed").documented("open the book"),
        KeyBinding([.character("n")], "new", .new),
        KeyBinding([.character("r")], "rename", .rename, doesNothingWhen: "no book is listed").documentedInRowAbove("rename"),
        KeyBinding([.character("d")], "delete", .delete, doesNothingWhen: "no book is listed")
            .documentedInRowAbove("delete (with a confirm)"),
        KeyBinding([.character("z")], "closed books", .toggleClosed, rank: .extra).documented("show closed books"),
        KeyBinding([.character("o")], "reopen", .reopen, rank: .extra, doesNothingWhen: "no closed book is listed")
            .documentedInRowAbove("reopen one"),
        KeyBinding([.character("L")], "show-linked only", .toggleLinked, hint: false).documented("only books linked to a show"),
        KeyBinding([.character("i")], "import", .importFile)
            .documented("import a file (Anki text, CSV/TSV, Showbook JSON, an Anki package) into a book, in the "
                + "background with a progress bar; the prompt asks for the file"),
        KeyBinding([.character("O")], "fit parameters", .optimize, hint: false, doesNothingWhen: "no open book is listed")
            .documented("fit the book's FSRS parameters to its reviews (kept when they predict better)"),
        KeyBinding([.character("u")], "undo delete", .undo, hint: false).documented("undo the last delete (for 10 s)"),
        KeyBinding([.character("/")], "filter", .filter, hint: false).documented(FilterCommand.openingDoc),
        KeyBinding([.escape], "clear the filter, leave closed books / L", .back, hint: false)
            .documented("clear a kept filter, then leave closed books / the `L` filter"),
    ]

    /// `o` reopens only in the list of closed books; while the `/` field has the keys, only
    /// the filter's own keys are bound and the rest edit its text.
    public var activeKeyMap: [KeyBinding<Command>] {
        if content.isEditingFilter { return FilterCommand.bindings(Command.filterField) }
        return showsClosed ? Self.keyMap : Self.keyMap.filter { $0.command != .reopen }
    }

    public private(set) var content = SelectableList<WordBook, Int64>(id: \.id) { [$0.title, $0.showTitle ?? ""] }
    public var books: [WordBook] { content.visible }
    public var list: ListState { content.state }
    public var filterText: String { content.filter.text }
    public private(set) var showsClosed = false
    public private(set) var linkedOnly = false
    public let status: StatusReporter
    private var undo = UndoSlot<DeletedBook>()
    private let bookStore: BookStore
    private let deletions: DeletionUndo
    private let reviews: ReviewStore

    package let context: ScreenContext

    package init(bookStore: BookStore, deletions: DeletionUndo, reviews: ReviewStore, context: ScreenContext) {
        self.bookStore = bookStore
        self.reviews = reviews
        self.deletions = deletions
        status = context.status
        self.context = context
    }

    public var selectedBook: WordBook? { content.selected }

    public var isEditingFilter: Bool { content.isEditingFilter }
    public func editFilter(_ key: Key) { content.handleFilterKey(key) }


    public func didAppear() { reload() }

    public func reload() {
        do {
            let all = showsClosed ? try bookStore.closedBooks() : try bookStore.openBooks()
            content.setItems(linkedOnly ? all.filter { $0.showID != nil } : all)
        } catch {
            status.report(error, doing: "read books")
        }
    }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    public func openSelectedRow() { perform(.open) }

    public func perform(_ command: Command) {
        // The filter field's keys leave the status line alone, as typing in it does.
        if case let .filterField(command) = command { return content.perform(command) }
        status.clear()
        switch command {
        case let .move(motion): content.apply(motion)
        case .open:
            if let book = selectedBook {
                if book.isClosed { status.info("Closed book — press o to reopen it") } else { navigator.show(.wordBook(book)) }
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
            let bookStore = self.bookStore
            write("reopen “\(book.title)”", { try bookStore.reopen(bookID: book.id) }) { [weak self] title in
                self?.status.info(title == book.title ? "Reopened “\(title)”"
                    : "Reopened “\(book.title)” as “\(title)” (the name was taken)")
            }
        case .toggleLinked:
            linkedOnly.toggle()
            reload()
        case .importFile: presentImport()
        case .optimize: optimize()
        case .undo: undoDelete()
        case .filter: content.beginFilter()
        case .back: back()
        case .filterField: break
        }
    }

    /// Fits the selected open book's parameters in the background; the status line gets the report.
    private func optimize() {
        guard let book = selectedBook, !book.isClosed else { return }
        let reviews = self.reviews
        status.info("Fitting “\(book.title)”'s parameters…")
        write("fit “\(book.title)”'s parameters", { try reviews.optimize(bookIDs: [book.id]) }) { [weak self] report in
            self?.status.info(report.summary)
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
        guard let deleted = undo.take(now: clock.now) else { return status.info("Nothing to undo") }
        let deletions = self.deletions
        writer.undo(deleted, restore: { try deletions.restore(deleted) }, action: "restore “\(deleted.title)”", status: status,
                    keep: { [weak self] in self?.hold($0) }) { [weak self] book in
            self?.restored(deleted, as: book)
        }
    }

    private func hold(_ deleted: DeletedBook) { undo.hold(deleted, now: clock.now) }

    private func restored(_ deleted: DeletedBook, as book: WordBook) {
        if book.isClosed != showsClosed {
            showsClosed = book.isClosed
            content.setItems([])
        }
        reload()
        content.select(id: book.id)
        status.info(book.title == deleted.title ? "Restored “\(book.title)”"
            : "Restored “\(deleted.title)” as “\(book.title)” (the name was taken)")
    }

    private func presentNewBook() {
        navigator.present(.newBook { [weak self] outcome in
            guard let self, case let .applied(created) = outcome else { return }
            self.reload()
            // The new book is selected, ready to open.
            self.content.select(id: created.id)
            self.status.info("Created “\(created.title)”")
        })
    }

    /// Asks for a path, then imports it (Anki text or package, or Showbook JSON) on a background job.
    private func presentImport() {
        navigator.present(.importPath { [weak self] outcome in
            guard let self, case let .applied(path) = outcome else { return }
            self.startImport(path)
        })
    }

    /// The import runs behind its progress modal; when it ends, the outcome says what to report:
    /// the counts, a cancellation or the error that stopped the import.
    private func startImport(_ path: String) {
        navigator.present(.importFile(path: path) { [weak self] outcome in
            guard let self else { return }
            self.reload()
            switch outcome {
            case let .applied(.success(report)):
                self.status.report(report.statusMessage)
                if let id = report.book?.id { self.content.select(id: id) }
            case let .applied(.failure(error)):
                self.status.report(error, doing: "import")
            case .cancelled, .confirmed:
                self.status.info("Import cancelled; nothing was imported")
            }
        })
    }

    private func presentRename(_ book: WordBook) {
        navigator.present(.renameBook(book) { [weak self] outcome in
            guard let self else { return }
            self.reload()
            if case let .applied(newTitle?) = outcome, newTitle != book.title {
                self.status.info("Renamed “\(book.title)” to “\(newTitle)”")
            }
        })
    }

    private func presentDelete(_ book: WordBook) {
        let question = ModalDestination.Question(
            title: "Delete book", message: "Delete “\(book.title)” and its \(Counted.text(book.wordCount, "word"))?",
            confirmLabel: "Delete")
        navigator.present(.confirm(question) { [weak self] outcome in
            guard let self, outcome == .confirmed else { return }
            let deletions = self.deletions
            self.write("delete “\(book.title)”", { try deletions.delete(bookID: book.id) }) { [weak self] deleted in
                guard let self else { return }
                self.undo.hold(deleted, now: self.clock.now)
                self.status.report(.undoable("Deleted “\(book.title)” (\(Counted.text(book.wordCount, "word")))"))
            }
        })
    }

    /// Runs a change through the writer and reloads after it; on failure reports it, so no
    /// success line can follow a failed change. `done` gets the change's result.
    private func write<T: Sendable>(_ action: String, _ change: @escaping @Sendable () throws -> T,
                                    done: @escaping (T) -> Void) {
        writer.perform(change, status: status, doing: action, otherwise: { [weak self] in self?.reload() }) { [weak self] value in
            self?.reload()
            done(value)
        }
    }
}

extension BooksModel: ContextualScreen {}
