import ShowbookPlatform
import ShowbookTV
import ShowbookWords
/// The prompts that name a book, as `ScreenFactory` builds them for `ModalDestination.newBook`
/// and `.renameBook`. Each stores the name through its own writer (a busy database keeps the
/// prompt open with the text), and a taken name is refused with a free one offered instead.
extension PromptModel {
    /// "New book" (Books' `n`), or — linked to a show (`w` on its detail) — "New word book for
    /// this show", named after the show. `.applied` with the created book.
    package static func newBook(linkedTo media: Media?, store: BookStore, writer: BackgroundWrite, navigator: Navigator,
                        onDismiss: @escaping (ModalOutcome<WordBook>) -> Void) -> PromptModel {
        guard let media else {
            return PromptModel(title: "New book", confirmLabel: "Add", navigator: navigator,
                               suggest: { store.suggestion(for: $0) }, writer: writer,
                               write: { try store.createBook(title: $0) }, onDismiss: onDismiss)
        }
        return PromptModel(title: "New word book for this show",
                           initialText: (try? store.availableTitle(media.title)) ?? media.title, confirmLabel: "Create",
                           navigator: navigator, suggest: { store.suggestion(for: $0) }, writer: writer,
                           write: { try store.createBook(title: $0, linkedTo: media) }, onDismiss: onDismiss)
    }

    /// "Rename book" (Books' `r`); `.applied` with the title stored.
    package static func renameBook(_ book: WordBook, store: BookStore, writer: BackgroundWrite, navigator: Navigator,
                           onDismiss: @escaping (ModalOutcome<String?>) -> Void) -> PromptModel {
        PromptModel(title: "Rename book", initialText: book.title, confirmLabel: "Rename", navigator: navigator,
                    suggest: { store.suggestion(for: $0, excluding: book.id) }, writer: writer, write: { title -> String? in
            try store.rename(bookID: book.id, to: title)
            return (try? store.book(id: book.id)).flatMap { $0?.title }
        }, onDismiss: onDismiss)
    }
}
