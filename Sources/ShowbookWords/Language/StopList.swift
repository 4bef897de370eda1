import Foundation

/// The function words of a language (この, とても, through, away, 그, 이…) that mining ranks
/// after every other word, so they never crowd out the words worth learning; they stay in the
/// list and can still be added by hand. Each language's list is a text file in
/// `Sources/ShowbookWords/Language/StopWords/` (a `#` header line, then one dictionary form a
/// line), compiled into the binary.
public struct StopList: Sendable {
    public let words: Set<String>

    public init(text: String) {
        words = Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The bundled list of `language`.
    public static func bundled(_ language: MiningLanguage) -> StopList {
        switch language {
        case .japanese: return japanese
        case .korean: return korean
        case .english: return english
        }
    }

    private static let japanese = StopList(text: EmbeddedData.stopWordsJapanese)
    private static let korean = StopList(text: EmbeddedData.stopWordsKorean)
    private static let english = StopList(text: EmbeddedData.stopWordsEnglish)

    /// Compared as `WordStore.termKey` (trimmed, lower case).
    public func contains(_ term: String) -> Bool {
        words.contains(term) || words.contains(WordStore.termKey(term))
    }
}
