import Foundation
import PackagePlugin

/// Compiles the catalog and sample-book data files into ShowbookCore, so an installed binary
/// needs no data directory beside it.
@main
struct EmbedData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "embed-data")
        let dataDirectory = target.directoryURL.appending(path: "Catalog/Data")
        let files: [(name: String, file: String)] = [
            ("catalogWorldTSV", "catalog-world.tsv"),
            ("catalogAsiaTSV", "catalog-asia.tsv"),
            ("sampleWordsTSV", "sample-words.tsv"),
        ]
        let inputs = files.map { dataDirectory.appending(path: $0.file) }
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
