import Foundation
import ShowbookPlatform

/// Which analyzer reads Korean words on this machine, as one line: MeCab with mecab-ko-dic, or
/// the Hunspell-ko fallback when the dictionary is not installed (or MeCab cannot load it).
/// `showbook doctor` prints the line; mining warns with `fallbackLine` when it falls back.
public enum KoreanAnalyzer {
    public static let fallbackLine = "Korean words are read with Hunspell-ko, which misreads spoken forms: mecab-ko-dic is not installed "
        + "(\(KoreanDictionaryLocation.installCommand) installs it)"

    /// The doctor's line: the analyzer mining will use, and where its dictionary is.
    public static func line(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard let folder = KoreanDictionaryLocation.installed(environment: environment) else {
            let looked = KoreanDictionaryLocation.candidates(environment: environment).joined(separator: ", ")
            return "Korean words: Hunspell-ko (fallback) — mecab-ko-dic is not in \(looked); "
                + "\(KoreanDictionaryLocation.installCommand) installs it"
        }
        do {
            _ = try KoreanMeCabTokenizer(directory: folder)
            return "Korean words: MeCab with mecab-ko-dic (\(folder))"
        } catch {
            return "Korean words: Hunspell-ko (fallback) — mecab-ko-dic in \(folder): \(error)"
        }
    }
}
