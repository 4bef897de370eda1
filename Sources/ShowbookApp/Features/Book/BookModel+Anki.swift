import Foundation
import ShowbookPlatform
import ShowbookExchange

/// The book screen's two ways into Anki: `E` asks for a file and writes the book there as an
/// Anki package (`AnkiPackageExporter`); `A` pushes the words to a running Anki through
/// AnkiConnect (`AnkiPush`) on a background job, with the status line saying it is under way
/// and then what Anki did. With the config file's `anki_media = yes`, both cut each mined
/// word's clip; the package is then written on a background job too (cutting takes seconds).
extension BookModel {
    /// `E`: asks where to write the package (the prompt writes it there when no clips are cut);
    /// with clips the package is written on a job once the path is chosen.
    package func presentPackageExport() {
        navigator.present(.packageExport(book) { [weak self] outcome in
            guard let self, case let .applied(export) = outcome else { return }
            switch export {
            case let .written(path, summary): self.reportExport(summary, path: path)
            case let .clipsToCut(path): self.exportWithClips(to: path)
            }
        })
    }

    private func exportWithClips(to path: String) {
        let exporter = AnkiPackageExporter(books: books, words: wordStore, clock: clock, studySettings: study.studySettings)
        let (bookID, protected, cutter) = (book.id, [wordStore.database.path], context.clipCutter)
        status.info("Cutting clips and writing \(path)…")
        jobs.submit({ Result { try exporter.export(bookID: bookID, production: false, media: cutter, to: path,
                                                    protecting: protected) } }) { [weak self] result in
            switch result {
            case let .success(summary): self?.reportExport(summary, path: path)
            case let .failure(error as OutputError): self?.status.report(.error(error.description))
            case let .failure(error): self?.status.report(error, doing: "export the book for Anki")
            }
        }
    }

    private func reportExport(_ summary: AnkiPackageExporter.Summary, path: String) {
        let trouble = summary.media.lines.first.map { " (\($0))" } ?? ""
        let cut = summary.media.cut
        let clips = cut > 0 ? " with \(Counted.text(cut, "clip"))" : ""
        status.info("Wrote \(Counted.text(summary.notes, "note"))\(clips) to \(path) — import it in Anki (File → Import)\(trouble)")
    }

    package func pushToAnki() {
        guard let client = AnkiConnectClient(address: context.ankiConnectURL) else {
            return status.report(.error(AnkiConnectError.badAddress(context.ankiConnectURL).description))
        }
        let push = AnkiPush(books: books, words: wordStore, client: client, clock: clock, studySettings: study.studySettings)
        let cutter = context.clipCutter
        let bookID = book.id
        let title = book.title
        status.info("Pushing “\(title)” to Anki…")
        // The network on a job; the note ids it brings through a writer, which waits for a busy
        // database instead of losing them.
        jobs.submit({ Result { try push.send(bookID: bookID, media: cutter) } }) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(report):
                self.ankiWriter.enqueue({ try push.record(report) }) { [weak self] written in
                    guard let self else { return }
                    if let error = written.error { return self.status.report(error, doing: "keep the Anki note ids of “\(title)”") }
                    let trouble = report.media.lines.first.map { " (\($0))" } ?? ""
                    self.status.info("Anki deck “\(report.deck)”: \(report.summary)\(trouble)")
                }
            case let .failure(error as AnkiConnectError):
                self.status.report(.error(error.description))
            case let .failure(error):
                self.status.report(error, doing: "push “\(title)” to Anki")
            }
        }
    }
}
