/// One of the smaller lines under a card's headline. It exists so the back can tell its
/// example sentence from its notes: the sentence is what the learner reads, drawn at normal
/// weight with the studied word's form marked in it (먹으러 in "밥 먹으러 가요.", found by
/// `ExampleMask.form`), while the meaning, the translation and "heard in …" are notes.
public struct CardDetail: Sendable, Equatable, ExpressibleByStringLiteral {
    public var text: String
    /// True for the example sentence on the back.
    public var isSentence: Bool
    /// Where the word's form sits in a sentence, in Characters of `text`; nil on a note, or
    /// when no form of the word is in the sentence.
    public var form: Range<Int>?

    /// A note.
    public init(_ text: String) {
        self.text = text
        isSentence = false
        form = nil
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// The example sentence with its form marked.
    public static func sentence(_ text: String, form: Range<Int>?) -> CardDetail {
        var detail = CardDetail(text)
        detail.isSentence = true
        detail.form = form
        return detail
    }

    /// The sentence split around the form: before it, the form, after it (the whole text
    /// first when there is no form).
    public var parts: (before: String, form: String, after: String) {
        let characters = Array(text)
        guard let form, form.lowerBound >= 0, form.upperBound <= characters.count else { return (text, "", "") }
        return (String(characters[..<form.lowerBound]), String(characters[form]), String(characters[form.upperBound...]))
    }
}
