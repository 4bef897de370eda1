import Foundation
import ShowbookExchange

/// The question before an import (Books' `i`), as `ScreenFactory` builds it for
/// `ModalDestination.importPath`: a word file's path, Tab completing it. A file that cannot be
/// opened is refused in the prompt, named as typed ("~/words.txt") so the line fits; an
/// accepted one comes back expanded as `.applied(path)`.
extension PromptModel {
    package static func importPath(navigator: Navigator, onDismiss: @escaping (ModalOutcome<String>) -> Void) -> PromptModel {
        let paths = PathCompleter()
        return PromptModel(title: "Import words (Anki text or .apkg, CSV/TSV or JSON)", fieldLabel: "File:",
                           confirmLabel: "Import", navigator: navigator, completer: paths.complete, accept: { path in
            let expanded = paths.expand(path)
            if let problem = WordBookImporter.problemOpening(expanded) {
                throw PromptModel.Refusal(problem.replacingOccurrences(of: expanded, with: path))
            }
            return expanded
        }, onDismiss: onDismiss)
    }
}
