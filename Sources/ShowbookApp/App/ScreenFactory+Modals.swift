import ShowbookPlatform
import ShowbookWords
import ShowbookExchange
/// The modals, built by the one factory from a `ModalDestination` at the moment the navigator
/// presents it — never by the screen that asks — each with the stores it uses, a writer of its
/// own where it writes, and the presenter's `onDismiss`.
extension ScreenFactory {
    package func modal(for destination: ModalDestination, navigator: Navigator) -> Modal {
        let c = container
        switch destination {
        case let .confirm(question, onDismiss):
            return .confirm(ConfirmModel(question, navigator: navigator, onDismiss: onDismiss))
        case let .wordForm(bookID, word, onDismiss):
            return .wordForm(WordFormModel(bookID: bookID, editing: word, words: c.wordBooks.words,
                                           dictionary: TermLookup(wordNet: c.settings.dictionary, edict: c.settings.edict),
                                           writer: c.makeWriter(for: navigator), navigator: navigator, onDismiss: onDismiss))
        case let .closeBook(book, onDismiss):
            return .closeBook(CloseBookModel(book: book, books: c.wordBooks.books, closing: c.wordBooks.closing,
                                             context: c.context(navigator: navigator), onDismiss: onDismiss))
        case let .newBook(media, onDismiss):
            return .prompt(.newBook(linkedTo: media, store: c.wordBooks.books, writer: c.makeWriter(for: navigator), navigator: navigator,
                                    onDismiss: onDismiss))
        case let .renameBook(book, onDismiss):
            return .prompt(.renameBook(book, store: c.wordBooks.books, writer: c.makeWriter(for: navigator), navigator: navigator,
                                       onDismiss: onDismiss))
        case let .importPath(onDismiss):
            return .prompt(.importPath(navigator: navigator, onDismiss: onDismiss))
        case let .importFile(path, onDismiss):
            return .importProgress(ImportProgressModel(path: path, importer: WordBookImporter(stores: c.wordBooks),
                                                       writer: c.makeWriter(for: navigator),
                                                       navigator: navigator, onDismiss: onDismiss))
        case let .subtitlePath(episode, onDismiss):
            return .prompt(.subtitlePath(navigator: navigator, episode: episode, onDismiss: onDismiss))
        case let .historyPath(onDismiss):
            return .prompt(.historyPath(navigator: navigator, onDismiss: onDismiss))
        case let .packageExport(book, onDismiss):
            let exporter = AnkiPackageExporter(books: c.wordBooks.books, words: c.wordBooks.words, clock: c.clock,
                                               studySettings: c.wordBooks.studySettings)
            return .prompt(.packageExport(book, exporter: exporter, protecting: [c.database.path],
                                          cutsClips: c.settings.clips.enabled, navigator: navigator, onDismiss: onDismiss))
        }
    }
}
