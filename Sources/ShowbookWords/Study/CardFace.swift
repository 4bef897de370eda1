import Foundation

/// Which side of a book's cards the learner sees first. Remembered per book.
public enum FrontSide: String, Sendable, CaseIterable {
    case term, meaning

    public var other: FrontSide { self == .term ? .meaning : .term }
}

/// What one side of a flip card shows. It exists so the front never gives the answer away:
/// the term's front is the term alone (no reading: the reading is part of what is tested),
/// the meaning's front is the meaning with the word masked in the example (`ExampleMask`) and
/// the example's translation, and the back shows everything — term, reading, meaning, example
/// (a `CardDetail.sentence`, with the word's form marked) and translation, and where the word
/// was heard ("heard in S01E03, S01E05", `WordExposure`).
/// A word without a meaning is studied from its sentence: the meaning's front
/// is then the masked sentence itself; a word with neither shows its term on both fronts.
public struct CardFace: Sendable, Equatable {
    /// The big line in the middle of the card.
    public var headline: String
    /// Smaller lines under it, in order; empty fields are left out.
    public var details: [CardDetail]

    public init(headline: String, details: [CardDetail] = []) {
        self.headline = headline
        self.details = details
    }

    /// The mask that replaces the term in an example on the meaning's front.
    public static let mask = ExampleMask.mask

    public static func front(of word: Word, side: FrontSide) -> CardFace {
        switch side {
        case .term:
            return CardFace(headline: word.term)
        case .meaning:
            let example = maskedExample(word.example, term: word.term, reading: word.reading, surface: word.surface)
            let details = [example, word.exampleTranslation].filter { !$0.isEmpty }
            if WordDraft.isBlank(word.meaning) {
                // No meaning and no sentence either: nothing but the term can be asked.
                guard let first = details.first else { return CardFace(headline: word.term) }
                return CardFace(headline: first, details: details.dropFirst().map { CardDetail($0) })
            }
            return CardFace(headline: word.meaning, details: details.map { CardDetail($0) })
        }
    }

    /// The back; `heard` is the word's "heard in …" line, last.
    public static func back(of word: Word, heard: String? = nil) -> CardFace {
        let heading = word.reading.isEmpty ? word.term : "\(word.term)  \(word.reading)"
        var details: [CardDetail] = []
        if !WordDraft.isBlank(word.meaning) { details.append(CardDetail(word.meaning)) }
        if !WordDraft.isBlank(word.example) {
            let form = ExampleMask.form(in: word.example, term: word.term, reading: word.reading, surface: word.surface)
            details.append(.sentence(word.example, form: form))
        }
        for note in [word.exampleTranslation, heard ?? ""] where !WordDraft.isBlank(note) { details.append(CardDetail(note)) }
        return CardFace(headline: heading, details: details)
    }

    /// `example` with the word masked (`ExampleMask`): the form the sentence shows, the term
    /// and its reading verbatim and case-insensitively ("사랑해요" → "＿＿해요"), else an
    /// inflected form found from the term's stem.
    public static func maskedExample(_ example: String, term: String, reading: String = "", surface: String = "") -> String {
        ExampleMask.masked(example, term: term, reading: reading, surface: surface)
    }
}
