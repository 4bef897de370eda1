import Foundation
import ShowbookPlatform
import ShowbookExchange

/// Saved's `i`: asks for a history file's path (`ModalDestination.historyPath`), then runs
/// `HistoryImporter` on a background job through the screen's writer (the spinner while the
/// database is busy), saying on the status line that it runs and then what it did — the
/// counts, with every skipped row in the `!` log — and reloads the list, fetching the episode
/// lists of the shows it saved.
extension SavedModel {
    func presentHistoryImport() {
        guard history != nil else { return status.info("History import is not available here") }
        navigator.present(.historyPath { [weak self] outcome in
            guard let self, case let .applied(path) = outcome else { return }
            self.importHistory(path)
        })
    }

    private func importHistory(_ path: String) {
        guard let history else { return }
        let name = PathText.lastComponent(path)
        status.info("Importing history from \(name)…")
        writer.start({
            try BackgroundWrite.keepingOwnErrors { try history.importFile(at: path) }
        }, status: status, doing: "import history") { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(report): self.status.report(report.statusMessage)
            case let .failure(error): self.status.report(error, doing: "import \(name)")
            }
            self.reload()
            self.refreshStaleEpisodes()
        }
    }
}
