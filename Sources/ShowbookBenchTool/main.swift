import Foundation

// `showbook-bench --db FILE bench-NAME ARGUMENTS…`: the measured work of `make bench`, in a
// binary of its own so the product binary carries none of it. It opens the database as the app
// does (migrated, the bundled catalog in sync, no sample book) and prints JSON lines.
var words = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("showbook-bench: \(message)\n".utf8))
    exit(status)
}
guard words.count >= 3, words[0] == "--db", words[2].hasPrefix("bench-") else {
    fail("usage: showbook-bench --db FILE bench-NAME [ARGUMENTS…]", status: 2)
}
let path = words[1]
words.removeFirst(2)
do {
    let environment = try BenchEnvironment.open(path: path)
    try BenchCommand(name: words[0], arguments: Array(words.dropFirst())).run(environment)
    exit(0)
} catch let error as BenchUsageError {
    fail(error.description, status: 2)
} catch {
    fail("\(error)", status: 1)
}
