import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook anki push BOOK` and `A` on a book screen: the book's words sent to a running Anki
/// through AnkiConnect. The deck is made if missing, the Showbook note type too; a word that
/// remembers its note (and whose note Anki still has) gets that note's fields and tags updated
/// (`updateNoteFields`, then `addTags`/`removeTags` for what differs, so a tag removed in
/// Showbook leaves the note; Anki's own `leech` and `marked` stay); the others are asked about with `canAddNotes`
/// first, so a note Anki calls a duplicate is reported and not added; each added note's id is
/// kept on its word (`send` gathers the ids, `record` writes them in one transaction, so no
/// write waits between network calls). With media, the clips go first (`storeMediaFile`, base64); without, an
/// update leaves the note's Audio and Image fields as they are. Last, the cards Anki has not
/// answered take their words' schedules (`AnkiPush+Schedules`).
public struct AnkiPush: Sendable {
    /// What one push did.
    public struct Report: Sendable, Equatable {
        public var deck: String
        public var added = 0
        public var updated = 0
        /// Terms Anki already has as another note of the deck (not added).
        public var duplicates: [String] = []
        /// Words whose note Anki had without Showbook knowing (a lost answer): now linked and
        /// brought up to date.
        public var relinked = 0
        /// Notes Anki accepted as addable and then did not add.
        public var failed = 0
        /// Media files stored in Anki's media folder.
        public var mediaFiles = 0
        /// What cutting the clips did (nothing asked: all zero).
        public var media = AnkiMedia.Report()
        /// The note each word now keeps (nil: its note is gone from Anki), for `record`.
        public var noteLinks: [AnkiNoteLink] = []
        /// What the schedules did (nothing asked: all zero).
        public var schedules = ScheduleReport()

        /// `3 added, 2 updated, 1 already in Anki (not added)`.
        public var summary: String {
            var parts = ["\(added) added", "\(updated) updated"]
            if relinked > 0 { parts.append("\(relinked) linked to notes Anki had") }
            if !duplicates.isEmpty { parts.append("\(duplicates.count) already in Anki (not added)") }
            if failed > 0 { parts.append("\(failed) not added by Anki") }
            if media.cut > 0 { parts.append("\(media.cut) \(media.cut == 1 ? "clip" : "clips") (\(mediaFiles) media files)") }
            if schedules.scheduled > 0 {
                parts.append("\(schedules.scheduled) with their schedule (\(schedules.reviews) reviews in the log)")
            }
            if schedules.suspended > 0 { parts.append("\(schedules.suspended) suspended") }
            if let problem = schedules.problem { parts.append("schedules not all sent: \(problem)") }
            return parts.joined(separator: ", ")
        }
    }

    package let books: BookStore
    package let words: WordStore
    public let client: AnkiConnectClient
    /// The notes, their clips and the words' schedules, as the package export makes them.
    package let exporter: AnkiPackageExporter
    /// Updates go in `multi` batches of this many actions.
    package static let batchSize = 200

    public init(books: BookStore, words: WordStore, client: AnkiConnectClient, clock: AppClock = SystemClock(),
                studySettings: StudySettings = StudySettings()) {
        self.books = books
        self.words = words
        self.client = client
        exporter = AnkiPackageExporter(books: books, words: words, clock: clock, studySettings: studySettings)
    }

    public init(stores: WordBookStores, client: AnkiConnectClient, clock: AppClock = SystemClock()) {
        self.init(books: stores.books, words: stores.words, client: client, clock: clock, studySettings: stores.studySettings)
    }

    /// Sends the book to Anki and keeps the note ids it answered on the words.
    public func push(bookID: Int64, deck: String? = nil, production: Bool = false, schedule: Bool = true,
                     media cutter: AnkiMediaCutter? = nil, cancellation: Cancellation = .none) throws -> Report {
        let report = try send(bookID: bookID, deck: deck, production: production, schedule: schedule, media: cutter,
                              cancellation: cancellation)
        try record(report)
        return report
    }

    /// Keeps the note ids of a `send` on the words, in one transaction — for the screen's
    /// writer, which retries it while the database is busy.
    public func record(_ report: Report) throws {
        try AnkiNoteLinks(database: words.database).record(report.noteLinks.map { ($0.wordID, $0.noteID) })
    }

    /// Everything `push` does but the database write: the book sent to Anki, and in the
    /// report the note ids to keep (`noteLinks`), so no write waits between network calls;
    /// with `schedule`, the cards Anki has not answered take their words' schedules.
    public func send(bookID: Int64, deck: String? = nil, production: Bool = false, schedule: Bool = true,
                     media cutter: AnkiMediaCutter? = nil, cancellation: Cancellation = .none) throws -> Report {
        let linkedBefore = try AnkiNoteLinks(database: words.database).noteIDs(bookID: bookID)
        var report = try sendNotes(bookID: bookID, deck: deck, production: production, media: cutter, cancellation: cancellation)
        guard schedule else { return report }
        var notes = linkedBefore
        for link in report.noteLinks { notes[link.wordID] = link.noteID }
        report.schedules = sendSchedules(bookID: bookID, notes: notes)
        return report
    }

    /// The notes sent: added, updated or linked again.
    private func sendNotes(bookID: Int64, deck: String?, production: Bool, media cutter: AnkiMediaCutter?,
                           cancellation: Cancellation) throws -> Report {
        let (book, notes, media) = try exporter.notes(bookID: bookID, production: production, media: cutter,
                                                      cancellation: cancellation)
        let deckName = deck.flatMap { $0.trimmedWhitespace.isEmpty ? nil : $0.trimmedWhitespace } ?? book.title
        _ = try client.checkVersion()
        let deckID = OutsideNumbers.ankiID(try client.invoke("createDeck", ["deck": .string(deckName)]))
        try ensureNoteType()
        var report = Report(deck: deckName)
        report.media = media.report
        report.mediaFiles = try storeMedia(media.files)
        let links = AnkiNoteLinks(database: words.database)
        let known = try links.noteIDs(bookID: book.id)

        // Notes Anki still has are updated; links to notes deleted in Anki are dropped.
        let linked = notes.compactMap { note in known[note.wordID].map { (note, $0) } }
        let present = try existingNotes(linked.map(\.1))
        var forgotten: [(wordID: Int64, noteID: Int64?)] = []
        var updates: [(AnkiNote, Int64)] = []
        for (note, noteID) in linked {
            if present[noteID] != nil { updates.append((note, noteID)) } else { forgotten.append((note.wordID, nil)) }
        }
        report.noteLinks += forgotten.map { AnkiNoteLink(wordID: $0.wordID, noteID: $0.noteID) }
        try update(updates, present: present, media: media)
        report.updated += updates.count

        // The rest: asked about, then added; the ones Anki calls duplicates may be their own
        // notes from a push whose answer was lost.
        let updatedIDs = Set(updates.map { $0.0.wordID })
        let fresh = notes.filter { !updatedIDs.contains($0.wordID) }
        guard !fresh.isEmpty else { return report }
        let payload = fresh.map { Self.ankiConnectNote($0, deck: deckName) }
        guard let addable = try client.invoke("canAddNotes", ["notes": .array(payload)]) as? [Any],
              addable.count == fresh.count else { throw AnkiConnectError.unexpected(action: "canAddNotes") }
        var toAdd: [AnkiNote] = []
        var refused: [AnkiNote] = []
        for (note, answer) in zip(fresh, addable) {
            if (answer as? Bool) == true || (answer as? NSNumber)?.boolValue == true {
                toAdd.append(note)
            } else {
                refused.append(note)
            }
        }
        let own = try notesAnkiHas(for: refused, deckID: deckID, links: links)
        let relinked = refused.compactMap { note in own[note.wordID].map { (note, $0.id) } }
        report.noteLinks += relinked.map { AnkiNoteLink(wordID: $0.0.wordID, noteID: $0.1) }
        try update(relinked, present: Dictionary(own.values.map { ($0.id, $0.tags) }, uniquingKeysWith: { $1 }), media: media)
        report.relinked = relinked.count
        report.duplicates = refused.filter { own[$0.wordID] == nil }.map(\.term)
        guard !toAdd.isEmpty else { return report }
        let ids: [Any]
        do {
            guard let answer = try client.invoke("addNotes", ["notes": .array(toAdd.map { Self.ankiConnectNote($0, deck: deckName) })])
                as? [Any], answer.count == toAdd.count else { throw AnkiConnectError.unexpected(action: "addNotes") }
            ids = answer
        } catch AnkiConnectError.refused(_, _) {
            // The add-on answers an error when a note fails, after adding the others: no id
            // comes back, so each note is looked for by its term.
            ids = toAdd.map { _ in "" as Any }
        }
        var added: [(wordID: Int64, noteID: Int64?)] = []
        var unnumbered: [AnkiNote] = []
        // Anki gives each note its own id: one answered for several notes is believed for none.
        let answered = ids.compactMap(OutsideNumbers.ankiID)
        let repeated = Set(Dictionary(grouping: answered, by: { $0 }).filter { $0.value.count > 1 }.keys)
        for (note, id) in zip(toAdd, ids) {
            if let noteID = OutsideNumbers.ankiID(id), !repeated.contains(noteID) {
                added.append((note.wordID, noteID))
            } else if id is NSNull {
                report.failed += 1
            } else {
                unnumbered.append(note)  // added, under an id no Anki makes: found by its term
            }
        }
        let found = try notesAnkiHas(for: unnumbered, deckID: deckID, links: links)
        added += unnumbered.compactMap { note in found[note.wordID].map { (note.wordID, $0.id) } }
        report.failed += unnumbered.count - found.count
        report.noteLinks += added.map { AnkiNoteLink(wordID: $0.wordID, noteID: $0.noteID) }
        report.added = added.count
        return report
    }

    /// Brings linked notes up to date, `batchSize` notes per `multi`; `present` gives the tags
    /// each has in Anki.
    private func update(_ notes: [(AnkiNote, Int64)], present: [Int64: [String]], media: AnkiMedia) throws {
        for start in stride(from: 0, to: notes.count, by: Self.batchSize) {
            let batch = notes[start..<min(start + Self.batchSize, notes.count)]
            let actions: [JSONValue] = batch.flatMap { note, noteID in
                Self.updateActions(note, noteID: noteID, ankiTags: present[noteID] ?? [],
                                   withMedia: media.names[note.wordID] != nil)
            }
            try runBatch(actions)
        }
    }

    /// Makes the Showbook note type when Anki does not have one of that name.
    private func ensureNoteType() throws {
        guard let names = try client.invoke("modelNames") as? [String] else {
            throw AnkiConnectError.unexpected(action: "modelNames")
        }
        guard !names.contains(AnkiNoteType.name) else { return }
        let templates: [JSONValue] = AnkiNoteType.templates.map {
            ["Name": .string($0.name), "Front": .string($0.front), "Back": .string($0.back)]
        }
        _ = try client.invoke("createModel", [
            "modelName": .string(AnkiNoteType.name), "inOrderFields": .array(AnkiNoteType.fieldNames.map(JSONValue.string)),
            "css": .string(AnkiNoteType.css), "isCloze": false, "cardTemplates": .array(templates),
        ])
    }

    /// The ids among `ids` that Anki still has a note for, with the tags each has there.
    private func existingNotes(_ ids: [Int64]) throws -> [Int64: [String]] {
        guard !ids.isEmpty else { return [:] }
        guard let infos = try client.invoke("notesInfo", ["notes": .array(ids.map(JSONValue.int))]) as? [Any] else {
            throw AnkiConnectError.unexpected(action: "notesInfo")
        }
        var found: [Int64: [String]] = [:]
        for case let info as [String: Any] in infos {
            guard let id = OutsideNumbers.ankiID(info["noteId"]) else { continue }
            found[id] = info["tags"] as? [String] ?? []
        }
        return found
    }

    /// Runs `actions` as one `multi`; the first action Anki refused is thrown — with an error,
    /// or for `setSpecificValueOfCard` with `false` or `[false, why]` (its way of refusing).
    func runBatch(_ actions: [JSONValue]) throws {
        guard !actions.isEmpty else { return }
        let results = try client.invoke("multi", ["actions": .array(actions)]) as? [Any?] ?? []
        guard results.count == actions.count else { throw AnkiConnectError.unexpected(action: "multi") }
        for (action, result) in zip(actions, results) {
            guard case let .object(members) = action, case let .string(name)? = members["action"] else { continue }
            let answer = result as? [String: Any]
            if let error = answer?["error"] as? String { throw AnkiConnectError.refused(action: name, message: error) }
            // An action sent without a version is answered with its bare result.
            let value: Any? = answer.map { $0["result"] ?? nil } ?? result
            if name == "setSpecificValueOfCard", let refusal = Self.cardValueRefusal(value) {
                throw AnkiConnectError.refused(action: name, message: refusal)
            }
        }
    }

    /// Why `setSpecificValueOfCard` answered that it set nothing (nil: it did set the values).
    private static func cardValueRefusal(_ result: Any?) -> String? {
        if let flag = result as? Bool { return flag ? nil : "the values were refused" }
        guard let items = result as? [Any] else { return "no answer" }
        for item in items {
            if let pair = item as? [Any], pair.first as? Bool == false { return pair.dropFirst().first.map { "\($0)" } ?? "refused" }
            if item as? Bool == false { return "the values were refused" }
        }
        return nil
    }

    /// Stores each media file in Anki's media folder (replacing one of the same name), a few
    /// files per request; the number stored.
    private func storeMedia(_ files: [AnkiMedia.File]) throws -> Int {
        for start in stride(from: 0, to: files.count, by: Self.mediaBatchSize) {
            let batch = files[start..<min(start + Self.mediaBatchSize, files.count)]
            try runBatch(batch.map { file in
                ["action": "storeMediaFile",
                 "params": ["filename": .string(file.name), "data": .string(Data(file.bytes).base64EncodedString()),
                            "deleteExisting": true]]
            })
        }
        return files.count
    }

    /// Media files go in `multi` batches of this many (each a few dozen KiB as base64).
    package static let mediaBatchSize = 20

    /// The actions that bring a linked note up to date: its fields (Audio and Image only when
    /// this push cut them), then the tags to add and Showbook's own tags to take off.
    package static func updateActions(_ note: AnkiNote, noteID: Int64, ankiTags: [String], withMedia: Bool) -> [JSONValue] {
        let skipped: Set<String> = withMedia ? [] : ["Audio", "Image"]
        var actions: [JSONValue] = [["action": "updateNoteFields",
                                     "params": ["note": ["id": .int(noteID), "fields": fields(note, skipping: skipped)]]]]
        let wanted = Set(note.tags.map { $0.lowercased() })
        let present = Set(ankiTags.map { $0.lowercased() })
        let adding = note.tags.filter { !present.contains($0.lowercased()) }
        let removing = ankiTags.filter { !wanted.contains($0.lowercased()) && !ankiOwnTags.contains($0.lowercased()) }
        if !adding.isEmpty {
            actions.append(["action": "addTags",
                            "params": ["notes": [.int(noteID)], "tags": .string(adding.joined(separator: " "))]])
        }
        if !removing.isEmpty {
            actions.append(["action": "removeTags",
                            "params": ["notes": [.int(noteID)], "tags": .string(removing.joined(separator: " "))]])
        }
        return actions
    }

    /// The tags Anki sets on a note itself, which a push leaves: every other tag the word does
    /// not have (one removed in Showbook) is taken off.
    package static let ankiOwnTags: Set<String> = ["leech", "marked"]

    package static func fields(_ note: AnkiNote, skipping skipped: Set<String> = []) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: zip(AnkiNoteType.fieldNames, note.fields.map(JSONValue.string))
            .filter { !skipped.contains($0.0) }))
    }

    package static func ankiConnectNote(_ note: AnkiNote, deck: String) -> JSONValue {
        [
            "deckName": .string(deck), "modelName": .string(AnkiNoteType.name), "fields": fields(note),
            "tags": .array(note.tags.map(JSONValue.string)),
            "options": ["allowDuplicate": false, "duplicateScope": "deck"],
        ]
    }
}
