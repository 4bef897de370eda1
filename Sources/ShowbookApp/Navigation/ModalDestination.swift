import ShowbookTV
import ShowbookWords
import ShowbookExchange
/// A modal a screen asks for, as a value: what the modal is about and the presenter's
/// `onDismiss`. Screens hand it to the navigator (`present(_:)`), which has `ScreenFactory` build
/// the modal's model only then; dismissing the modal drops it. No screen builds a modal's model,
/// so what a modal needs (stores, a writer of its own) comes from the factory, not from whoever
/// opens it.
public enum ModalDestination {
    /// A yes/no question; `.confirmed` or `.cancelled`.
    case confirm(Question, onDismiss: (ModalAnswer) -> Void)
    /// The add (`editing: nil`) or edit form of a word of book `bookID`; `.applied` with the saved word.
    case wordForm(bookID: Int64, editing: Word?, onDismiss: (ModalOutcome<WordFormModel.SavedWord>) -> Void)
    /// Closing `book` (where its unfinished words go); `.applied` with what the close did, after it ran.
    case closeBook(WordBook, onDismiss: (ModalOutcome<CloseOutcome>) -> Void)
    /// A new book's name (linked to `linkedTo` when given); `.applied` with the created book.
    case newBook(linkedTo: Media? = nil, onDismiss: (ModalOutcome<WordBook>) -> Void)
    /// A book's new name; `.applied` with the title stored (nil when the book is gone).
    case renameBook(WordBook, onDismiss: (ModalOutcome<String?>) -> Void)
    /// The path of a word file to import; `.applied` with the expanded path, once it opens.
    case importPath(onDismiss: (ModalOutcome<String>) -> Void)
    /// The import of the file at `path`, run on a job behind a progress box that Esc cancels;
    /// `.applied` with the import's report or error, `.cancelled` once a cancel rolled it back.
    case importFile(path: String, onDismiss: (ModalOutcome<Result<ImportReport, any Error>>) -> Void)
    /// A subtitle file, video or folder to mine (for `episode` when given); `.applied` with the expanded path.
    case subtitlePath(episode: EpisodeCode? = nil, onDismiss: (ModalOutcome<String>) -> Void)
    /// The path of a watching history to import (Saved's `i`); `.applied` with the expanded path.
    case historyPath(onDismiss: (ModalOutcome<String>) -> Void)
    /// Where to write `book` as an Anki package; `.applied` once written, or with the path to
    /// write to when clips must be cut first.
    case packageExport(WordBook, onDismiss: (ModalOutcome<PackageExport>) -> Void)

    /// The words of a yes/no question.
    public struct Question: Sendable, Equatable {
        public var title: String
        public var message: String
        /// The confirm button's label ("Delete", "Reset").
        public var confirmLabel: String

        public init(title: String, message: String, confirmLabel: String) {
            self.title = title
            self.message = message
            self.confirmLabel = confirmLabel
        }
    }
}
