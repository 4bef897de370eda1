import Foundation

/// The book screen's two ways into Anki: `E` asks for a file and writes the book there as an
/// Anki package (`AnkiPackageExporter`); `A` pushes the words to a running Anki through
/// AnkiConnect (`AnkiPush`) on a background job, with the status line saying it is under way
/// and then what Anki did.
extension BookModel {
    /// The package's default name: the book's title as a file name in the home folder.
    var defaultPackagePath: String {
        let name = book.title.map { "/\\:*?\"<>|".contains($0) || $0.isNewline ? "_" : $0 }
        return "~/" + String(name).trimmedWhitespace + ".apkg"
    }

    func presentPackageExport() {
        let paths = PathCompleter()
        let exporter = AnkiPackageExporter(books: books, words: wordStore, clock: clock)
        let bookID = book.id
        let protected = [wordStore.database.path]
        let prompt = PromptModel(title: "Export for Anki (.apkg)", fieldLabel: "File:", initialText: defaultPackagePath,
                                 confirmLabel: "Export", navigator: navigator, completer: paths.complete, accept: { typed in
            let path = paths.expand(typed)
            do {
                let summary = try exporter.export(bookID: bookID, production: false, to: path, protecting: protected)
                return (path, summary)
            } catch let error as OutputError {
                throw PromptModel.Refusal(error.description)
            }
        }) { [weak self] outcome in
            guard let self, case let .applied((path, summary)) = outcome else { return }
            self.status.info("Wrote \(summary.notes) notes to \(path) — import it in Anki (File → Import)")
        }
        navigator.present(.prompt(prompt))
    }

    func pushToAnki() {
        guard let client = AnkiConnectClient(address: context.ankiConnectURL) else {
            return status.report(.error(AnkiConnectError.badAddress(context.ankiConnectURL).description))
        }
        let push = AnkiPush(books: books, words: wordStore, client: client)
        let bookID = book.id
        let title = book.title
        status.info("Pushing “\(title)” to Anki…")
        jobs.submit({ Result { try push.push(bookID: bookID) } }) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(report):
                self.status.info("Anki deck “\(report.deck)”: \(report.summary)")
            case let .failure(error as AnkiConnectError):
                self.status.report(.error(error.description))
            case let .failure(error):
                self.status.report(error, doing: "push “\(title)” to Anki")
            }
        }
    }
}
