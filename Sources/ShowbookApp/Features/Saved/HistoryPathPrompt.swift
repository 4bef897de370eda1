import Foundation
import ShowbookExchange

/// The question before a history import (Saved's `i`), as `ScreenFactory` builds it for
/// `ModalDestination.historyPath`: a file or folder, Tab completing it. A path that does not
/// exist is refused in the prompt, named as typed; an accepted one comes back expanded.
extension PromptModel {
    package static func historyPath(navigator: Navigator, onDismiss: @escaping (ModalOutcome<String>) -> Void) -> PromptModel {
        let paths = PathCompleter()
        return PromptModel(title: "Import watching history (TV Time ZIP, Trakt JSON, IMDb CSV, Showbook export)",
                           fieldLabel: "File:", confirmLabel: "Import", navigator: navigator, completer: paths.complete,
                           accept: { path in
            let expanded = paths.expand(path)
            guard FileManager.default.fileExists(atPath: expanded) else { throw PromptModel.Refusal("\(path): no such file or folder") }
            return expanded
        }, onDismiss: onDismiss)
    }
}
