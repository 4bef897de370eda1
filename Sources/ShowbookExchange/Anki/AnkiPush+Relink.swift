import Foundation
import ShowbookPlatform

/// Finding the notes Anki already has for words that are not linked to one, so a push whose
/// answer was lost heals on the next try. AnkiConnect cannot give a note Showbook's GUID, and
/// Anki's search has no `guid:` term, so a note is known by what Anki itself keeps unique: the
/// first field (Term) within the deck and note type. A note counts as the word's when it is a
/// Showbook note in the push's deck (`findNotes "did:<deck> note:Showbook"`), carries the
/// `showbook` tag the push writes, has exactly the word's Term field, is the only such note,
/// and no word of any book is linked to it — so another book's word with the same term, or a
/// note made by hand, stays "already in Anki".
extension AnkiPush {
    /// Notes asked about per `notesInfo`.
    package static let infoBatchSize = 1_000

    /// A note Anki has for a word: its id and the tags it has there.
    package struct FoundNote {
        package var id: Int64
        package var tags: [String]
    }

    /// Word id → the note Anki has for it, for those of `notes` that have one.
    package func notesAnkiHas(for notes: [AnkiNote], deckID: Int64?, links: AnkiNoteLinks) throws -> [Int64: FoundNote] {
        guard let deckID, !notes.isEmpty else { return [:] }
        let answer: Any?
        do {
            answer = try client.invoke("findNotes", ["query": .string("did:\(deckID) note:\(AnkiNoteType.name)")])
        } catch AnkiConnectError.refused {
            return [:]  // an add-on without findNotes: the words stay "already in Anki"
        }
        guard let found = answer as? [Any] else { throw AnkiConnectError.unexpected(action: "findNotes") }
        let free = try links.unlinked(found.compactMap(OutsideNumbers.ankiID))
        // Term field → the one free Showbook note with it (nil once a second one turns up).
        var byTerm: [String: FoundNote?] = [:]
        // A note named twice (Anki would not) is taken for neither term.
        var named: [Int64: String] = [:]
        for start in stride(from: 0, to: free.count, by: Self.infoBatchSize) {
            let batch = free[start..<min(start + Self.infoBatchSize, free.count)]
            let asked = Set(batch)
            guard let infos = try client.invoke("notesInfo", ["notes": .array(batch.map(JSONValue.int))]) as? [Any] else {
                throw AnkiConnectError.unexpected(action: "notesInfo")
            }
            for case let info as [String: Any] in infos {
                guard let id = OutsideNumbers.ankiID(info["noteId"]), asked.contains(id),
                      let tags = info["tags"] as? [String], tags.contains(where: { $0.lowercased() == "showbook" }),
                      let fields = info["fields"] as? [String: Any],
                      let term = (fields["Term"] as? [String: Any])?["value"] as? String else { continue }
                if let earlier = named.updateValue(term, forKey: id) {
                    byTerm[earlier] = .some(nil)
                    byTerm[term] = .some(nil)
                    continue
                }
                byTerm[term] = byTerm[term] == nil ? FoundNote(id: id, tags: tags) : .some(nil)
            }
        }
        var matched: [Int64: FoundNote] = [:]
        for note in notes {
            guard let found = byTerm[note[field: "Term"]] ?? nil else { continue }
            matched[note.wordID] = found
            byTerm[note[field: "Term"]] = .some(nil)  // one note per word
        }
        return matched
    }
}
