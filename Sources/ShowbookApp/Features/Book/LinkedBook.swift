import ShowbookTV
import ShowbookWords
/// `w` on a show's detail (`Destination.linkedBook`): the show's open word book, or — when it
/// has none — the prompt offering to create one (`ModalDestination.newBook(linkedTo:)`), named
/// after the show (numbered when taken). The created book comes back with the prompt's outcome
/// and is opened.
package enum LinkedBook {
    /// The open book linked to the show, if there is one.
    package static func openBook(of media: Media, in store: BookStore) -> WordBook? {
        guard let book = try? store.book(linkedTo: media.id), !book.isClosed else { return nil }
        return book
    }
}
