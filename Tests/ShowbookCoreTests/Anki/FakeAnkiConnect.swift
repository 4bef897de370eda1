import Foundation
import ShowbookTestSupport

/// An AnkiConnect stand-in with a memory, for push tests that need Anki to keep what it was
/// sent: decks, note types and notes (numbered from `firstNoteID`), Anki's duplicate rule (the
/// first field, within the deck and note type), and `findNotes` for `did:` and `note:` terms;
/// each note's cards (the production card when its field says so) with their schedule values,
/// changed as the add-on changes them (`setSpecificValueOfCard`, `setDueDate` on a today of
/// day `today`, logged as Anki logs it, `suspend`), and the review log `insertReviews` writes
/// (an id twice is refused) and `getReviewsOfCards` reads.
/// A test can make Anki lose its answer to an action — the action is still done, as when the
/// answer comes after the client gave up, the connection drops or the reply is cut short —
/// or replace an answer's `result` with any JSON.
final class FakeAnkiConnect: @unchecked Sendable {
    struct Note: Equatable {
        var id: Int64
        var deck: String
        var model: String
        var fields: [String: String]
        var tags: [String]
    }

    /// What happens to the answer of an action that was done.
    enum LostAnswer {
        /// The connection closes without an answer.
        case dropped
        /// No answer until the server stops (the client's timeout ends the wait).
        case late
        /// A reply cut short: `{"result": [` and nothing more.
        case cut
        /// An error in place of the result, as the add-on answers `addNotes` when one of the
        /// notes fails after the others were added.
        case error(String)
    }

    static let firstNoteID: Int64 = 1_700_000_000_000
    /// Anki's day number of today, for `setDueDate`.
    static let today: Int64 = 1_000

    /// One row of the review log, by name.
    struct LoggedReview: Equatable {
        var cardID: Int64
        var ease: Int64
        var interval: Int64 = 0
        var lastInterval: Int64 = 0
        var factor: Int64 = 0
        var milliseconds: Int64 = 0
        var type: Int64 = 0

        /// A row as `insertReviews` sends it: `[id, cid, usn, ease, ivl, lastIvl, factor, time, type]`.
        init?(wire values: [Int64]) {
            guard values.count == 9 else { return nil }
            let (card, ease, interval, last) = (values[1], values[3], values[4], values[5])
            let (factor, time, type) = (values[6], values[7], values[8])
            self.init(cardID: card, ease: ease, interval: interval, lastInterval: last, factor: factor, milliseconds: time, type: type)
        }

        init(cardID: Int64, ease: Int64, interval: Int64 = 0, lastInterval: Int64 = 0, factor: Int64 = 0, milliseconds: Int64 = 0,
             type: Int64 = 0) {
            (self.cardID, self.ease, self.interval, self.lastInterval) = (cardID, ease, interval, lastInterval)
            (self.factor, self.milliseconds, self.type) = (factor, milliseconds, type)
        }
    }

    /// A card and the values a push may set on it (`type`, `queue`, `due`, `ivl`, …).
    struct Card: Equatable {
        var id: Int64
        var noteID: Int64
        var ordinal: Int
        var values: [String: Int64]
    }

    private let lock = NSLock()
    private var decks: [String: Int64] = [:]
    private var models: Set<String> = ["Basic"]
    private var stored: [Int64: Note] = [:]
    private var nextID = firstNoteID
    private var lost: [String: LostAnswer] = [:]
    private var replaced: [String: String] = [:]
    private var log: [String] = []
    private var storedCards: [Int64: Card] = [:]
    private var reviewLog: [Int64: LoggedReview] = [:]
    private var server: LoopbackHTTPServer!

    init() throws {
        server = try LoopbackHTTPServer { [unowned self] request in self.answer(request) }
    }

    deinit { server.stop() }

    var url: String { server.baseURL.absoluteString }

    func stop() { server.stop() }

    /// The next answer to `action` is lost after the action is done.
    func loseNextAnswer(to action: String, _ how: LostAnswer) { lock.withLock { lost[action] = how } }

    /// The next answer to `action` has `json` as its result (the action is still done).
    func replaceNextResult(of action: String, with json: String) { lock.withLock { replaced[action] = json } }

    var notes: [Note] { lock.withLock { stored.values.sorted { $0.id < $1.id } } }
    var cards: [Card] { lock.withLock { storedCards.values.sorted { $0.id < $1.id } } }
    /// The review log's rows by id.
    var reviews: [Int64: LoggedReview] { lock.withLock { reviewLog } }

    /// Writes a review-log row as if answered Good in Anki.
    func logReview(id: Int64, cardID: Int64) {
        lock.withLock { reviewLog[id] = LoggedReview(cardID: cardID, ease: 3, interval: 1, factor: 2500, type: 1) }
    }
    var actions: [String] { lock.withLock { log } }

    /// Adds a note as if made in Anki (by hand, or by another push).
    @discardableResult
    func add(_ note: Note) -> Int64 {
        lock.withLock {
            var note = note
            note.id = nextID
            nextID += 1
            _ = deckID(note.deck)
            stored[note.id] = note
            return note.id
        }
    }

    private func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        guard let sent = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
              let action = sent["action"] as? String else { return .json(#"{"result": null, "error": "bad request"}"#) }
        let params = sent["params"] as? [String: Any] ?? [:]
        lock.lock()
        defer { lock.unlock() }
        log.append(action)
        let result: Any?
        do {
            result = try run(action, params)
        } catch {
            return .json(Self.encode(["result": NSNull(), "error": "\(error)"]))
        }
        if let how = lost.removeValue(forKey: action) {
            switch how {
            case .dropped: return .drop
            case .late: return .hang
            case .cut: return .json(#"{"result": ["#)
            case let .error(message): return .json(Self.encode(["result": NSNull(), "error": message]))
            }
        }
        if let json = replaced.removeValue(forKey: action) { return .json(#"{"result": \#(json), "error": null}"#) }
        return .json(Self.encode(["result": result ?? NSNull(), "error": NSNull()]))
    }

    private struct Refusal: Error, CustomStringConvertible { var description: String }

    private func run(_ action: String, _ params: [String: Any]) throws -> Any? {
        switch action {
        case "version": return 6
        case "createDeck": return deckID(params["deck"] as? String ?? "")
        case "modelNames": return Array(models).sorted()
        case "createModel":
            models.insert(params["modelName"] as? String ?? "")
            return [:] as [String: Any]
        case "canAddNotes":
            return (params["notes"] as? [[String: Any]] ?? []).map { addable(note(from: $0)) }
        case "addNotes":
            return (params["notes"] as? [[String: Any]] ?? []).map { spec -> Any in
                var note = note(from: spec)
                guard addable(note) else { return NSNull() }
                note.id = nextID
                nextID += 1
                stored[note.id] = note
                makeCards(of: note)
                return NSNumber(value: note.id)
            }
        case "findNotes": return try find(params["query"] as? String ?? "")
        case "notesInfo":
            return (params["notes"] as? [Any] ?? []).map { id -> Any in
                guard let id = (id as? NSNumber)?.int64Value, let note = stored[id] else { return [:] as [String: Any] }
                return ["noteId": NSNumber(value: note.id), "modelName": note.model, "tags": note.tags,
                        "fields": note.fields.mapValues { ["value": $0, "order": 0] }] as [String: Any]
            }
        case "multi":
            return (params["actions"] as? [[String: Any]] ?? []).map { item -> Any in
                do {
                    let result = try run(item["action"] as? String ?? "", item["params"] as? [String: Any] ?? [:])
                    return ["result": result ?? NSNull(), "error": NSNull()]
                } catch {
                    return ["result": NSNull(), "error": "\(error)"]
                }
            }
        case "updateNoteFields":
            let spec = params["note"] as? [String: Any] ?? [:]
            guard let id = (spec["id"] as? NSNumber)?.int64Value, stored[id] != nil else { throw Refusal(description: "Note was not found") }
            for (name, value) in spec["fields"] as? [String: String] ?? [:] { stored[id]?.fields[name] = value }
            return nil
        case "addTags", "removeTags":
            let tags = (params["tags"] as? String ?? "").split(separator: " ").map(String.init)
            for id in (params["notes"] as? [NSNumber] ?? []).map(\.int64Value) where stored[id] != nil {
                if action == "addTags" {
                    stored[id]?.tags += tags.filter { !(stored[id]?.tags.contains($0) ?? true) }
                } else {
                    stored[id]?.tags.removeAll { tags.contains($0) }
                }
            }
            return nil
        case "storeMediaFile": return params["filename"]
        case "findCards", "cardsInfo", "setSpecificValueOfCard", "setDueDate", "suspend", "insertReviews", "getReviewsOfCards":
            return try cardAction(action, params)
        default: throw Refusal(description: "unsupported action: \(action)")
        }
    }

    private func makeCards(of note: Note) {
        for ordinal in note.fields["Production"] == "y" ? [0, 1] : [0] {
            let id = note.id * 10 + Int64(ordinal)
            storedCards[id] = Card(id: id, noteID: note.id, ordinal: ordinal,
                                   values: ["type": 0, "queue": 0, "due": 1, "ivl": 0, "factor": 0, "reps": 0, "lapses": 0, "left": 0])
        }
    }

    /// The card actions, as the add-on answers them.
    private func cardAction(_ action: String, _ params: [String: Any]) throws -> Any? {
        let ids = (params["cards"] as? [NSNumber] ?? []).map(\.int64Value)
        switch action {
        case "findCards":
            let query = params["query"] as? String ?? ""
            guard query.hasPrefix("nid:") else { throw Refusal(description: "this fake cannot search for \(query)") }
            let notes = Set(query.dropFirst(4).split(separator: ",").compactMap { Int64($0) })
            return storedCards.values.filter { notes.contains($0.noteID) }.map(\.id).sorted().map { NSNumber(value: $0) }
        case "cardsInfo":
            return ids.map { id -> Any in
                guard let card = storedCards[id] else { return [:] as [String: Any] }
                var info: [String: Any] = ["cardId": NSNumber(value: id), "note": NSNumber(value: card.noteID), "ord": card.ordinal]
                for (key, value) in card.values { info[key == "ivl" ? "interval" : key] = NSNumber(value: value) }
                return info
            }
        case "setSpecificValueOfCard":
            // The add-on: false unless warning_check for these keys, else [true] or [[false, why]].
            guard let id = (params["card"] as? NSNumber)?.int64Value, let keys = params["keys"] as? [String],
                  let values = params["newValues"] as? [NSNumber], keys.count == values.count else { return false }
            if params["warning_check"] as? Bool != true, !Set(keys).isDisjoint(with: ["ivl", "lapses", "left", "queue", "reps", "type"]) {
                return false
            }
            guard storedCards[id] != nil else { return [[false, "Card was not found: \(id)"]] }
            for (key, value) in zip(keys, values) { storedCards[id]?.values[key] = value.int64Value }
            return [true]
        case "setDueDate":
            guard let days = Int64(params["days"] as? String ?? "") else { throw Refusal(description: "bad days") }
            for id in ids where storedCards[id] != nil {
                storedCards[id]?.values.merge(["type": 2, "queue": 2, "due": Self.today + days]) { $1 }
                // Anki logs it: no answer (ease 0), a manual entry.
                var logID = Int64(Date().timeIntervalSince1970 * 1000)
                while reviewLog[logID] != nil { logID += 1 }
                reviewLog[logID] = LoggedReview(cardID: id, ease: 0, factor: 2500, type: 4)
            }
            return true
        case "suspend":
            let suspending = ids.filter { storedCards[$0] != nil && storedCards[$0]?.values["queue"] != -1 }
            for id in suspending { storedCards[id]?.values["queue"] = -1 }
            return !suspending.isEmpty
        case "getReviewsOfCards":
            var logs: [String: Any] = [:]
            for id in ids {
                logs[String(id)] = reviewLog.filter { $0.value.cardID == id }.sorted { $0.key < $1.key }.map { entry in
                    let row = entry.value
                    return ["id": NSNumber(value: entry.key), "usn": -1, "ease": NSNumber(value: row.ease),
                            "ivl": NSNumber(value: row.interval), "lastIvl": NSNumber(value: row.lastInterval),
                            "factor": NSNumber(value: row.factor), "time": NSNumber(value: row.milliseconds),
                            "type": NSNumber(value: row.type)] as [String: Any]
                }
            }
            return logs
        default:
            let rows = (params["reviews"] as? [[NSNumber]] ?? []).map { $0.map(\.int64Value) }
            let entries = try rows.map { row -> (id: Int64, review: LoggedReview) in
                guard let id = row.first, let review = LoggedReview(wire: row) else { throw Refusal(description: "bad review row") }
                return (id, review)
            }
            if let taken = entries.first(where: { reviewLog[$0.id] != nil }) {
                throw Refusal(description: "UNIQUE constraint failed: revlog.id (\(taken.id))")
            }
            for entry in entries { reviewLog[entry.id] = entry.review }
            return nil
        }
    }

    private func deckID(_ name: String) -> Int64 {
        if let id = decks[name] { return id }
        let id = Int64(1_600_000_000_000 + decks.count)
        decks[name] = id
        return id
    }

    private func note(from spec: [String: Any]) -> Note {
        Note(id: 0, deck: spec["deckName"] as? String ?? "", model: spec["modelName"] as? String ?? "",
             fields: spec["fields"] as? [String: String] ?? [:], tags: spec["tags"] as? [String] ?? [])
    }

    /// Anki's rule: not empty, and no note of the same type in the deck has the same first field.
    private func addable(_ note: Note) -> Bool {
        let first = note.fields["Term"] ?? note.fields["Front"] ?? ""
        guard !first.isEmpty else { return false }
        return !stored.values.contains { $0.deck == note.deck && $0.model == note.model && ($0.fields["Term"] ?? $0.fields["Front"]) == first }
    }

    /// `did:N` and `note:NAME` terms, all of which must hold.
    private func find(_ query: String) throws -> [NSNumber] {
        var matches = Array(stored.values)
        for term in query.split(separator: " ") {
            if term.hasPrefix("did:"), let id = Int64(term.dropFirst(4)) {
                matches.removeAll { decks[$0.deck] != id }
            } else if term.hasPrefix("note:") {
                matches.removeAll { $0.model != term.dropFirst(5) }
            } else {
                throw Refusal(description: "this fake cannot search for \(term)")
            }
        }
        return matches.map(\.id).sorted().map { NSNumber(value: $0) }
    }

    private static func encode(_ object: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
