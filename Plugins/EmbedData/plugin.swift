import Foundation
import PackagePlugin

/// Compiles the catalog, sample-book and stop-list data files into ShowbookCore, so an installed binary
/// needs no data directory beside it.
@main
struct EmbedData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "embed-data")
        // Paths are relative to the target's folder.
        let files: [(name: String, file: String)] = [
            ("catalogWorldTSV", "Catalog/Data/catalog-world.tsv"),
            ("catalogAsiaTSV", "Catalog/Data/catalog-asia.tsv"),
            ("sampleWordsTSV", "Catalog/Data/sample-words.tsv"),
            ("stopWordsJapanese", "Language/StopWords/ja.txt"),
            ("stopWordsKorean", "Language/StopWords/ko.txt"),
            ("stopWordsEnglish", "Language/StopWords/en.txt"),
        ]
        let inputs = files.map { target.directoryURL.appending(path: $0.file) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedData.swift")
        let specs = zip(files, inputs).map { "\($0.name)=\($1.path)" }
        // The bundled catalog's fingerprint, hashed here rather than at every start.
        let catalogFiles = zip(files, inputs).filter { $0.0.name.hasPrefix("catalog") }.map(\.1.path)
        let fingerprint = ["--fingerprint", "catalogFingerprint=" + catalogFiles.joined(separator: ",")]
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
