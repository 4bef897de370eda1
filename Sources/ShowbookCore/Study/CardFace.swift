import Foundation

/// Which side of a book's cards the learner sees first. Remembered per book.
public enum FrontSide: String, Sendable, CaseIterable {
    case term, meaning

    public var other: FrontSide { self == .term ? .meaning : .term }
}

/// What one side of a flip card shows. It exists so the front never gives the answer away:
/// the term's front is the term alone (no reading: the reading is part of what is tested),
/// the meaning's front is the meaning with the example's occurrences of the term masked, and
/// the back shows the whole pair — term, reading, meaning and example.
public struct CardFace: Sendable, Equatable {
    /// The big line in the middle of the card.
    public var headline: String
    /// Smaller lines under it, in order; empty fields are left out.
    public var details: [String]

    public init(headline: String, details: [String] = []) {
        self.headline = headline
        self.details = details
    }

    /// The mask that replaces the term in an example on the meaning's front.
    public static let mask = "＿＿"

    public static func front(of word: Word, side: FrontSide) -> CardFace {
        switch side {
        case .term:
            return CardFace(headline: word.term)
        case .meaning:
            let example = maskedExample(word.example, term: word.term, reading: word.reading)
            return CardFace(headline: word.meaning, details: example.isEmpty ? [] : [example])
        }
    }

    public static func back(of word: Word) -> CardFace {
        let heading = word.reading.isEmpty ? word.term : "\(word.term)  \(word.reading)"
        return CardFace(headline: heading, details: [word.meaning, word.example].filter { !$0.isEmpty })
    }

    /// `example` with every verbatim occurrence of `term` (and of its reading, which would
    /// give the term away just as well) replaced by `＿＿`, case-insensitively. An inflected
    /// form that contains the term keeps its ending ("사랑해요" → "＿＿해요").
    public static func maskedExample(_ example: String, term: String, reading: String = "") -> String {
        var text = example
        let needles = [term, reading]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        for needle in needles {
            text = text.replacingOccurrences(of: needle, with: mask, options: [.caseInsensitive])
        }
        return text
    }
}
