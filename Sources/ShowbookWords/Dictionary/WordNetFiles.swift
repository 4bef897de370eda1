import Foundation

/// WordNet's sorted files opened once and kept open, for a reader that asks many questions in
/// a row (the English tokenizer asks about every new word of a file): each `SortedLineFile`
/// costs an open and a seek to the end, ten of them per word otherwise. Not thread-safe — its
/// owner serializes the questions; a file that is not there is remembered as missing.
package final class WordNetFiles {
    package let wordNet: WordNet
    private var open: [String: SortedLineFile?] = [:]

    package init(wordNet: WordNet) {
        self.wordNet = wordNet
    }

    /// The file at `path` inside the WordNet folder (`index.verb`, `noun.exc`, `cntlist.rev`),
    /// or nil when it is not there.
    package func file(_ name: String) throws -> SortedLineFile? {
        if let known = open[name] { return known }
        let path = "\(wordNet.directory)/\(name)"
        let made = FileManager.default.isReadableFile(atPath: path) ? try SortedLineFile(path: path) : nil
        open[name] = made
        return made
    }

    /// `index.<pos>`, which must be there.
    package func index(_ partOfSpeech: PartOfSpeech) throws -> SortedLineFile {
        guard let index = try file("index.\(partOfSpeech.fileSuffix)") else {
            throw WordNetError.notInstalled(directory: wordNet.directory)
        }
        return index
    }
}
