import Foundation
import ShowbookPlatform
import ShowbookWords
import ShowbookExchange

/// What the Anki package prompt did with its path: wrote the package there, or — when clips
/// are to be cut, which takes seconds — checked the path and hands it back for a job to write.
public enum PackageExport: Sendable {
    case written(path: String, AnkiPackageExporter.Summary)
    case clipsToCut(path: String)
}

/// `E` on a book screen asks where to write the book as an Anki package, as `ScreenFactory`
/// builds it for `ModalDestination.packageExport`: the book's title in the home folder at
/// first, Tab completing paths. Without clips the package is written on Enter, so a path that
/// cannot be written keeps the prompt open with the reason; with clips the path is only
/// checked here.
extension PromptModel {
    package static func packageExport(_ book: WordBook, exporter: AnkiPackageExporter, protecting protected: [String],
                              cutsClips: Bool, navigator: Navigator,
                              onDismiss: @escaping (ModalOutcome<PackageExport>) -> Void) -> PromptModel {
        let paths = PathCompleter()
        let bookID = book.id
        return PromptModel(title: "Export for Anki (.apkg)", fieldLabel: "File:", initialText: defaultPackagePath(of: book),
                           confirmLabel: "Export", navigator: navigator, completer: paths.complete, accept: { typed in
            let path = paths.expand(typed)
            do {
                if cutsClips {
                    try OutputFile.checkNotProtected(path, protecting: protected)
                    return PackageExport.clipsToCut(path: path)
                }
                return .written(path: path, try exporter.export(bookID: bookID, production: false, to: path, protecting: protected))
            } catch let error as OutputError {
                throw PromptModel.Refusal(error.description)
            }
        }, onDismiss: onDismiss)
    }

    /// The package's default name: the book's title as a file name in the home folder.
    package static func defaultPackagePath(of book: WordBook) -> String {
        let name = book.title.map { "/\\:*?\"<>|".contains($0) || $0.isNewline ? "_" : $0 }
        return "~/" + String(name).trimmedWhitespace + ".apkg"
    }
}
