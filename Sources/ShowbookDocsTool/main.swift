import Foundation
import ShowbookDocs

// `showbook-docs [ROOT]` (`make docs`): rewrites the generated sections of README.md and
// man/showbook.1 under ROOT (default: the current folder) from the key maps and the command
// declarations. `--check` changes nothing and exits 1 naming each stale section.
var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.first == "--check"
if check { arguments.removeFirst() }
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)

var stale: [String] = []
do {
    for file in [DocsGenerator.readme, DocsGenerator.manPage] {
        let url = root.appendingPathComponent(file)
        let original = try String(contentsOf: url, encoding: .utf8)
        var text = original
        for section in DocsGenerator.sections where section.file == file {
            if let problem = section.staleness(of: text) { stale.append(problem) }
            text = try section.update(text)
        }
        if !check && text != original {
            try text.write(to: url, atomically: true, encoding: .utf8)
            print("updated \(file)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("showbook-docs: \(error)\n".utf8))
    exit(2)
}
if check {
    for problem in stale { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
    exit(stale.isEmpty ? 0 : 1)
}
