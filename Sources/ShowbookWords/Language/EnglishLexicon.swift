import Foundation

/// What the English tokenizer asks WordNet, each question answered once: a form's readings
/// (`WordNet.readings`), whether a phrase is a verb entry (`pick_up`), whether that verb
/// takes an object, and (for meanings) a term's senses. Subtitles repeat their words, so a file's thousand lines ask WordNet a few
/// hundred times, not ten thousand, through files kept open (`WordNetFiles`). A missing
/// WordNet answers nothing (the toolkit refuses English without it).
final class EnglishLexicon: @unchecked Sendable {
    let wordNet: WordNet
    private let files: WordNetFiles
    private var readings: [String: [BaseReading]] = [:]
    private var verbs: [String: Bool] = [:]
    private var transitive: [String: Bool] = [:]
    private var senses: [String: [WordSense]] = [:]
    private let lock = NSLock()

    init(wordNet: WordNet) {
        self.wordNet = wordNet
        files = WordNetFiles(wordNet: wordNet)
    }

    /// Every reading of `form`; none for a form WordNet does not know.
    func readings(of form: String) -> [BaseReading] {
        remembered(form, in: \.readings) { (try? WordNet.readings(of: form, in: files)) ?? [] }
    }

    /// True when WordNet lists `phrase` (`pick_up`) as a verb.
    func isVerb(_ phrase: String) -> Bool {
        remembered(phrase, in: \.verbs) { (try? WordNet.has(phrase, as: .verb, in: files)) ?? false }
    }

    /// True when some sense of the verb `phrase` takes an object (`WordNet.takesObject`).
    func takesObject(_ phrase: String) -> Bool {
        remembered(phrase, in: \.transitive) { (try? WordNet.takesObject(phrase, in: files)) ?? false }
    }

    /// Every sense of `term` (`WordNet.lookup`); none for a term WordNet does not know, or when
    /// WordNet cannot be read. Meanings are looked up for each mining's candidates, and the same
    /// words come back every time.
    func senses(of term: String) -> [WordSense] {
        remembered(term, in: \.senses) { (try? WordNet.lookup(term, in: files)) ?? [] }
    }

    /// The answer kept in `table` for `key`, else `make`'s, kept. One question at a time: the
    /// open files seek.
    private func remembered<Value>(_ key: String, in table: ReferenceWritableKeyPath<EnglishLexicon, [String: Value]>,
                                   _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let known = self[keyPath: table][key] { return known }
        let found = make()
        self[keyPath: table][key] = found
        return found
    }
}
