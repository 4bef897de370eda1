import Foundation
import PackagePlugin

/// Compiles the catalog (into ShowbookTV) and the sample-book and stop-list data files (into
/// ShowbookWords), so an installed binary needs no data directory beside it.
@main
struct EmbedData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "embed-data")
        // Paths are relative to the target's folder: the TV half embeds the bundled catalog,
        // the words half the sample book and the stop lists.
        let files: [(name: String, file: String)]
        switch target.name {
        case "ShowbookTV":
            files = [
                ("catalogWorldTSV", "Catalog/Data/catalog-world.tsv"),
                ("catalogAsiaTSV", "Catalog/Data/catalog-asia.tsv"),
            ]
        case "ShowbookWords":
            files = [
                ("sampleWordsTSV", "WordBooks/Data/sample-words.tsv"),
                ("stopWordsJapanese", "Language/StopWords/ja.txt"),
                ("stopWordsKorean", "Language/StopWords/ko.txt"),
                ("stopWordsEnglish", "Language/StopWords/en.txt"),
            ]
        default:
            throw EmbedDataError(target: target.name)
        }
        let inputs = files.map { target.directoryURL.appending(path: $0.file) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedData.swift")
        let specs = zip(files, inputs).map { "\($0.name)=\($1.path)" }
        // The bundled catalog's fingerprint, hashed here rather than at every start.
        let catalogFiles = zip(files, inputs).filter { $0.0.name.hasPrefix("catalog") }.map(\.1.path)
        let fingerprint = catalogFiles.isEmpty ? [] : ["--fingerprint", "catalogFingerprint=" + catalogFiles.joined(separator: ",")]
        return [
            .buildCommand(
                displayName: "Embedding Showbook data files",
                executable: tool.url,
                arguments: [output.path] + fingerprint + specs,
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}

/// A target this plugin has no data files for.
struct EmbedDataError: Error, CustomStringConvertible {
    var target: String
    var description: String { "EmbedData has no data files for target \(target)" }
}
