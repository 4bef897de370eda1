/// `w` on a show's detail (`Destination.linkedBook`): the show's open word book, or — when it
/// has none — a prompt offering to create one, named after the show (numbered when taken).
/// The created book comes back with the prompt's outcome and is opened.
enum LinkedBook {
    /// The open book linked to the show, if there is one.
    static func openBook(of media: Media, in store: BookStore) -> WordBook? {
        guard let book = try? store.book(linkedTo: media.id), !book.isClosed else { return nil }
        return book
    }

    /// The prompt creating the show's book, which then shows it.
    static func creationPrompt(for media: Media, store: BookStore, context: ScreenContext) -> PromptModel {
        let navigator = context.navigator
        return PromptModel(title: "New word book for this show",
                           initialText: (try? store.availableTitle(media.title)) ?? media.title, confirmLabel: "Create",
                           navigator: navigator, suggest: { store.suggestion(for: $0) }, writer: context.writer,
                           write: { try store.createBook(title: $0, linkedTo: media) }) { outcome in
            if case let .applied(book) = outcome { navigator.show(.wordBook(book)) }
        }
    }
}
